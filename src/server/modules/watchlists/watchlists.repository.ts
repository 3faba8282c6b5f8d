import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, watchlistItems, watchlists } from '../../db/schema';

/** Queries of the watchlists and their items (src/server/db/schema/investor.ts). */

export type WatchlistRow = typeof watchlists.$inferSelect;

export async function listOwnerWatchlists(db: Database, ownerKey: string): Promise<WatchlistRow[]> {
  return db
    .select()
    .from(watchlists)
    .where(eq(watchlists.ownerKey, ownerKey))
    .orderBy(asc(watchlists.position), asc(watchlists.id));
}

/**
 * The list when `ownerKey` owns it, else null (someone else's list reads as missing). `lock` takes
 * the row's lock for the rest of the transaction (changes), so concurrent adds queue.
 */
export async function findOwnedWatchlist(
  db: Database,
  ownerKey: string,
  id: number,
  options: { lock: boolean } = { lock: true },
): Promise<WatchlistRow | null> {
  const query = db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.ownerKey, ownerKey)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Serializes changes to one owner's set of lists until the transaction ends (two tabs creating at
 * once cannot both pass the list limit). Row locks cannot do it: the new list has no row yet.
 */
export async function lockOwner(db: Database, ownerKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlists:${ownerKey}`}))`);
}

/** The tickers of the lists, each list's in its saved order. */
export async function listItemTickers(db: Database, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byList = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byList;
  const rows = await db
    .select({ watchlistId: watchlistItems.watchlistId, ticker: watchlistItems.ticker })
    .from(watchlistItems)
    .where(inArray(watchlistItems.watchlistId, [...ids]))
    .orderBy(asc(watchlistItems.watchlistId), asc(watchlistItems.position), asc(watchlistItems.addedAt));
  for (const row of rows) byList.get(row.watchlistId)?.push(row.ticker);
  return byList;
}

export async function insertWatchlist(
  db: Database,
  values: { ownerKey: string; name: string; position: number },
): Promise<WatchlistRow> {
  const [row] = await db.insert(watchlists).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateWatchlist(
  db: Database,
  id: number,
  values: Partial<Pick<WatchlistRow, 'name' | 'columns' | 'position'>>,
): Promise<void> {
  await db
    .update(watchlists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(watchlists.id, id));
}

export async function deleteWatchlist(db: Database, id: number): Promise<void> {
  await db.delete(watchlists).where(eq(watchlists.id, id));
}

export async function insertItems(
  db: Database,
  watchlistId: number,
  tickers: readonly string[],
  firstPosition: number,
): Promise<void> {
  if (tickers.length === 0) return;
  await db
    .insert(watchlistItems)
    .values(tickers.map((ticker, index) => ({ watchlistId, ticker, position: firstPosition + index })));
}

/** The position after the list's last item (0 for an empty list): removals leave gaps. */
export async function nextItemPosition(db: Database, watchlistId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(watchlistItems.position) })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, watchlistId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function deleteItem(db: Database, watchlistId: number, ticker: string): Promise<number> {
  const rows = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.watchlistId, watchlistId), eq(watchlistItems.ticker, ticker)))
    .returning({ ticker: watchlistItems.ticker });
  return rows.length;
}

/**
 * Writes each ticker's index in `tickers` as its position, in one statement. Tickers are
 * validated codes ([A-Z0-9]{1,10}), so the array literal needs no quoting.
 */
export async function setItemPositions(
  db: Database,
  watchlistId: number,
  tickers: readonly string[],
): Promise<void> {
  if (tickers.length === 0) return;
  const literal = `{${tickers.join(',')}}`;
  await db.execute(sql`
    update ${watchlistItems} set position = ordered.ordinality - 1
    from unnest(${literal}::text[]) with ordinality as ordered(ticker, ordinality)
    where ${watchlistItems.watchlistId} = ${watchlistId} and ${watchlistItems.ticker} = ordered.ticker`);
}

/** The companies among `tickers` (upper-case), with their names and listing status. */
export async function findCompanies(
  db: Database,
  tickers: readonly string[],
): Promise<{ ticker: string; name: string; listingStatus: string | null }[]> {
  if (tickers.length === 0) return [];
  return db
    .select({ ticker: companies.ticker, name: companies.nameVi, listingStatus: companies.listingStatus })
    .from(companies)
    .where(inArray(companies.ticker, [...tickers]));
}

/** Gives one list to another owner, at `position`, under `name`. */
export async function reassignWatchlist(
  db: Database,
  id: number,
  values: { ownerKey: string; position: number; name: string },
): Promise<void> {
  await db
    .update(watchlists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(watchlists.id, id));
}
