import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, companies, watchlistItems, watchlists } from '../../db/schema';
import { unnestSelect, type UnnestColumn } from '../../db/unnest';

/** The alerts' queries (issue 32). Watchlists are read directly: the watchlists module owns writes. */

export type AlertRow = typeof alerts.$inferSelect;
export type AlertWithList = AlertRow & { watchlistName: string | null };

/** Whose watchlists an account owns (src/server/db/schema/investor.ts watchlists.owner_key). */
export function userOwnerKey(userId: number): string {
  return `user:${userId}`;
}

export async function countActiveAlerts(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.active, true)));
  return row?.n ?? 0;
}

/** Locks the account's row until the transaction ends (serialises its limit checks). */
export async function lockAccount(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function listAlerts(db: Database, userId: number): Promise<AlertWithList[]> {
  const rows = await db
    .select({ alert: alerts, watchlistName: watchlists.name })
    .from(alerts)
    .leftJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map((row) => ({ ...row.alert, watchlistName: row.watchlistName }));
}

export async function findAlert(db: Database, userId: number, id: number): Promise<AlertWithList | null> {
  const [row] = await db
    .select({ alert: alerts, watchlistName: watchlists.name })
    .from(alerts)
    .leftJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  return row ? { ...row.alert, watchlistName: row.watchlistName } : null;
}

export async function insertAlert(db: Database, values: typeof alerts.$inferInsert): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  if (!row) throw new Error('alert insert returned nothing');
  return row;
}

export async function updateAlert(
  db: Database,
  userId: number,
  id: number,
  values: Partial<Pick<AlertRow, 'active' | 'notifyEmail' | 'cooldownMinutes' | 'state'>>,
): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

export async function deleteAlert(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** A listed company's ticker as stored, or null. */
export async function findListedTicker(db: Database, ticker: string): Promise<string | null> {
  const [row] = await db
    .select({ ticker: companies.ticker })
    .from(companies)
    .where(eq(companies.ticker, ticker));
  return row?.ticker ?? null;
}

/** The account's watchlist (id and name), or null when it does not exist or is someone else's. */
export async function findOwnedWatchlist(
  db: Database,
  userId: number,
  watchlistId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: watchlists.id, name: watchlists.name })
    .from(watchlists)
    .where(and(eq(watchlists.id, watchlistId), eq(watchlists.ownerKey, userOwnerKey(userId))));
  return row ?? null;
}

/** The account's watchlists in their order, with their number of tickers. */
export async function listOwnedWatchlists(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string; tickers: number }[]> {
  return db
    .select({ id: watchlists.id, name: watchlists.name, tickers: count(watchlistItems.ticker) })
    .from(watchlists)
    .leftJoin(watchlistItems, eq(watchlistItems.watchlistId, watchlists.id))
    .where(eq(watchlists.ownerKey, userOwnerKey(userId)))
    .groupBy(watchlists.id, watchlists.name, watchlists.position)
    .orderBy(asc(watchlists.position), asc(watchlists.id));
}

/** The tickers of each watchlist, in the list's order. */
export async function readWatchlistTickers(
  db: Database,
  watchlistIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byList = new Map<number, string[]>();
  if (watchlistIds.length === 0) return byList;
  const rows = await db
    .select({ watchlistId: watchlistItems.watchlistId, ticker: watchlistItems.ticker })
    .from(watchlistItems)
    .where(inArray(watchlistItems.watchlistId, [...watchlistIds]))
    .orderBy(asc(watchlistItems.watchlistId), asc(watchlistItems.position), asc(watchlistItems.ticker));
  for (const row of rows) {
    const list = byList.get(row.watchlistId) ?? [];
    list.push(row.ticker);
    byList.set(row.watchlistId, list);
  }
  return byList;
}

/** Every active alert (the evaluation's input), oldest first. */
export async function readActiveAlerts(db: Database): Promise<AlertRow[]> {
  return db.select().from(alerts).where(eq(alerts.active, true)).orderBy(asc(alerts.id));
}

/** Marks every active alert evaluated now (one statement). */
export async function markEvaluated(db: Database, now: Date): Promise<void> {
  await db.update(alerts).set({ lastEvaluatedAt: now }).where(eq(alerts.active, true));
}

const STATE_COLUMNS: readonly UnnestColumn[] = [
  { key: 'id', name: 'id', type: 'int' },
  { key: 'state', name: 'state', type: 'jsonb' },
  { key: 'firedAt', name: 'fired_at', type: 'timestamptz' },
];

/** Sets `state` (and `last_fired_at` where given) of many alerts in one statement. */
export async function writeAlertStates(
  db: Database,
  rows: readonly { id: number; state: object; firedAt: Date | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = unnestSelect(
    STATE_COLUMNS,
    rows.map((row) => ({ id: row.id, state: JSON.stringify(row.state), firedAt: row.firedAt })),
  );
  await db.execute(sql`
    update alerts as a
       set state = v.state,
           last_fired_at = coalesce(v.fired_at, a.last_fired_at)
      from (${values}) as v(id, state, fired_at)
     where a.id = v.id`);
}
