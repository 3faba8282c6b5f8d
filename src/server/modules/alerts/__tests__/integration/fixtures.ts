import { and, eq } from 'drizzle-orm';
import { ACCESS_ROLES, type AccessRole } from '@/common/access/accessTable';
import { callRoute, type RouteResult } from '../../../../../../tests/helpers/callRoute';
import { createUser } from '../../../../../../tests/helpers/accounts';
import { roleHeaders } from '../../../../../../tests/helpers/access';
import type { AlertItem } from '@/common/contracts/alerts';
import { installRoleVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type Database, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { alertsRoute } from '../../alerts.handlers';
import { companies, stockSessions, watchlistItems, watchlists } from '../../../../db/schema';

/**
 * The alerts tests' market: AAA and BBB (HOSE) with 21 sessions each. The 20 sessions before the
 * latest trade 1,000,000 shares (so the 20-session mean is 1,000,000); the latest (2026-11-27)
 * closes AAA at 29,000 and BBB at 50,000. Accounts: the fake verifier's roles (tests/helpers/access),
 * inserted with the ids it gives them so notifications and e-mails have their owner.
 */

export const LATEST = '2026-11-27';

function sessionDates(): string[] {
  const dates: string[] = [];
  const day = new Date(`${LATEST}T00:00:00Z`);
  while (dates.length < 21) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return dates;
}

export async function seedMarket(db: Database): Promise<void> {
  await db.insert(companies).values(
    ['AAA', 'BBB'].map((ticker) => ({
      ticker,
      nameVi: `Công ty ${ticker}`,
      exchange: 'HOSE' as const,
      companyType: 'non_financial' as const,
      listingStatus: 'listed' as const,
    })),
  );
  const dates = sessionDates();
  const rows = dates.flatMap((date) =>
    [
      ['AAA', 28_000],
      ['BBB', 50_000],
    ].map(([ticker, close]) => ({
      ticker: ticker as string,
      date,
      refPrice: close as number,
      close: close as number,
      totalVolume: 1_000_000,
      source: 'test',
    })),
  );
  await db.insert(stockSessions).values(rows);
  await setLatestSession(db, 'AAA', { close: 29_000, refPrice: 28_000, totalVolume: 1_000_000 });
}

/** Rewrites the latest session of a ticker (a sync that brings a new close). */
export async function setLatestSession(
  db: Database,
  ticker: string,
  values: { close: number; refPrice?: number; totalVolume?: number },
): Promise<void> {
  await db
    .update(stockSessions)
    .set({ ...values, pctChange: null, priceChange: null, fetchedAt: new Date() })
    .where(and(eq(stockSessions.ticker, ticker), eq(stockSessions.date, LATEST)));
}

export function roleId(role: AccessRole): number {
  return ACCESS_ROLES.indexOf(role);
}

export async function seedAccounts(db: Database): Promise<Record<'free' | 'BASIC', string>> {
  const free = await createUser(db, { id: roleId('free'), email: 'free-alerts@example.vn', password: null });
  const basic = await createUser(db, {
    id: roleId('BASIC'),
    email: 'basic-alerts@example.vn',
    password: null,
  });
  return { free: free.email, BASIC: basic.email };
}

export async function seedWatchlist(db: Database, role: AccessRole, name: string, tickers: string[]) {
  const [list] = await db
    .insert(watchlists)
    .values({ ownerKey: `user:${roleId(role)}`, name })
    .returning({ id: watchlists.id });
  if (!list) throw new Error('no watchlist');
  await db
    .insert(watchlistItems)
    .values(tickers.map((ticker, position) => ({ watchlistId: list.id, ticker, position })));
  return list.id;
}

export interface ErrorAnswer {
  code: string;
  message: string;
}

/** Calls a route as a role (the fake verifier's token), with an optional JSON body. */
export function callAs<T>(
  route: Parameters<typeof callRoute>[0],
  role: AccessRole,
  call: { method?: string; query?: Record<string, string>; body?: unknown } = {},
): Promise<RouteResult<T>> {
  return callRoute<T>(route, { ...call, headers: roleHeaders(role) });
}

/**
 * A test database with this market and accounts, installed as the process's database with the fake
 * verifier, and the free account's alert "AAA above 30,000" (no cooldown) made through the route.
 */
export async function seedPriceAlertDatabase(): Promise<{
  handle: DatabaseHandle;
  emails: Record<'free' | 'BASIC', string>;
  alert: AlertItem;
}> {
  const handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedMarket(handle.db);
  const emails = await seedAccounts(handle.db);
  const created = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
    method: 'POST',
    body: {
      ticket: 'AAA',
      condition: { kind: 'price', direction: 'above', value: 30_000 },
      cooldownMinutes: 0,
    },
  });
  return { handle, emails, alert: created.body.data };
}
