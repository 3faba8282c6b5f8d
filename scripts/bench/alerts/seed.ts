/** The synthetic market, accounts and alerts of bench:alerts (scripts/bench/alerts.ts), seeded the same way every run. */
import type { AlertCondition } from '../../../src/common/alerts/conditions';
import type { Database } from '../../../src/server/db/client';
import {
  alerts,
  companies,
  corporateEvents,
  dailyPrices,
  statementValues,
  stockSessions,
  users,
  watchlistItems,
  watchlists,
} from '../../../src/server/db/schema';
import { refreshStatementChoices } from '../../../src/server/db/statementSource';
import { insertMany } from '../../../src/server/db/upsert';
import { random, tickerOf, weekdays } from '../screenerSeed';

export const TICKERS = Number(process.env.BENCH_TICKERS ?? 1_600);
export const USERS = Number(process.env.BENCH_USERS ?? 200);
export const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const SESSIONS = 280;
const LATEST = '2025-03-13';
const SYNC_DAY = '2025-03-14';

const next = random(2026);

const lastClose = new Map<string, number>();

export async function seedMarket(db: Database): Promise<string[]> {
  const tickers = Array.from({ length: TICKERS }, (_, i) => tickerOf(i));
  await insertMany(
    db,
    companies,
    tickers.map((ticker) => ({
      ticker,
      nameVi: `Công ty Cổ phần ${ticker}`,
      exchange: 'HOSE' as const,
      companyType: 'non_financial' as const,
      listedShares: Math.round(10e6 + next() * 990e6),
    })),
  );
  const days = weekdays(LATEST, SESSIONS);
  const prices: (typeof dailyPrices.$inferInsert)[] = [];
  const sessions: (typeof stockSessions.$inferInsert)[] = [];
  const statements: (typeof statementValues.$inferInsert)[] = [];
  for (const ticker of tickers) {
    let close = 5_000 + Math.round(next() * 95_000);
    const baseVolume = 10_000 + next() * 2e6;
    days.forEach((date, index) => {
      const previous = close;
      close = Math.max(1_000, Math.round(close * (1 + (next() - 0.49) * 0.06)));
      const volume = Math.round(baseVolume * (0.3 + next() * 1.7));
      prices.push({
        ticker,
        date,
        open: previous,
        high: Math.max(previous, close),
        low: Math.min(previous, close),
        close,
        volume,
        adjRatio: 1,
        source: 'bench',
      });
      if (index >= SESSIONS - 21) {
        sessions.push({
          ticker,
          date,
          refPrice: previous,
          close,
          totalVolume: volume,
          totalValue: volume * close,
          source: 'bench',
        });
      }
    });
    lastClose.set(ticker, close);
    const capital = 1e12 * (0.1 + next());
    for (let q = 0; q < 8; q++) {
      const year = 2023 + Math.floor(q / 4);
      const quarter = (q % 4) + 1;
      const equity = capital * (1.2 + q * 0.02);
      const revenue = capital * (0.05 + next() * 0.1);
      const items: [string, string, number][] = [
        ['BALANCE_SHEET', 'TOTAL_ASSETS', equity * 2],
        ['BALANCE_SHEET', 'OWNERS_EQUITY', equity],
        ['BALANCE_SHEET', 'PAID_IN_CAPITAL', capital],
        ['INCOME_STATEMENT', 'NET_REVENUE', revenue],
        ['INCOME_STATEMENT', 'NET_PROFIT', revenue * 0.1],
        ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', revenue * 0.1],
      ];
      for (const [statement, itemCode, value] of items) {
        statements.push({
          ticker,
          statement: statement as 'BALANCE_SHEET',
          itemCode,
          periodType: 'quarter',
          year,
          quarter,
          value,
          source: 'bench',
        });
      }
    }
  }
  await insertMany(db, dailyPrices, prices);
  await insertMany(db, stockSessions, sessions);
  await insertMany(db, statementValues, statements);
  await refreshStatementChoices(db, {});
  await insertMany(
    db,
    corporateEvents,
    tickers.map((ticker) => ({
      ticker,
      kind: 'agm',
      eventDate: '2025-04-20',
      title: `ĐHCĐ thường niên ${ticker}`,
      source: 'bench',
    })),
  );
  console.log(
    `Seeded ${String(TICKERS)} stocks: ${String(prices.length)} daily prices, ${String(sessions.length)} sessions, ${String(statements.length)} statement values`,
  );
  return tickers;
}

function randomCondition(ticker: string | null): AlertCondition {
  const price = ticker ? (lastClose.get(ticker) ?? 20_000) : 20_000;
  const direction = next() < 0.5 ? 'above' : 'below';
  const roll = next();
  if (roll < 0.3) return { kind: 'price', direction, value: Math.round(price * (0.97 + next() * 0.06)) };
  if (roll < 0.45) return { kind: 'pct_change', direction, value: Math.round((next() * 6 - 3) * 10) / 10 };
  if (roll < 0.55) return { kind: 'volume_spike', multiple: 1.5 + Math.round(next() * 4) / 2 };
  if (roll < 0.7)
    return {
      kind: 'moving_average',
      average: next() < 0.5 ? 'SMA' : 'EMA',
      period: [10, 20, 50, 100, 200][Math.floor(next() * 5)] ?? 20,
      direction,
    };
  if (roll < 0.8) return { kind: 'rsi', direction, value: next() < 0.5 ? 30 : 70 };
  if (roll < 0.95)
    return { kind: 'ratio', ratio: next() < 0.5 ? 'ROE' : 'PE', direction, value: Math.round(next() * 20) };
  return { kind: 'corporate_event' };
}

export async function seedAlerts(db: Database, tickers: string[]): Promise<void> {
  await insertMany(
    db,
    users,
    Array.from({ length: USERS }, (_, i) => ({
      email: `bench-${String(i)}@example.vn`,
      name: `Nhà đầu tư ${String(i)}`,
      status: 'active' as const,
    })),
  );
  const userIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  const lists = await db
    .insert(watchlists)
    .values(userIds.map((id) => ({ ownerKey: `user:${String(id)}`, name: 'Theo dõi' })))
    .returning({ id: watchlists.id });
  await insertMany(
    db,
    watchlistItems,
    lists.flatMap((list, i) =>
      Array.from({ length: 20 }, (_, k) => ({
        watchlistId: list.id,
        ticker: tickers[(i * 37 + k * 13) % tickers.length] ?? 'AAA',
        position: k,
      })),
    ),
  );
  const rows = Array.from({ length: ALERTS }, (_, i) => {
    const owner = i % userIds.length;
    const onList = next() < 0.05;
    const ticker = onList ? null : (tickers[Math.floor(next() * tickers.length)] ?? 'AAA');
    return {
      userId: userIds[owner] ?? 1,
      ticker,
      watchlistId: onList ? (lists[owner]?.id ?? null) : null,
      condition: randomCondition(ticker),
      notifyEmail: next() < 0.3,
      cooldownMinutes: 0,
    };
  });
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(alerts).values(rows.slice(i, i + 1_000));
}

/** The daily sync: a new session for every stock, and a new event for one stock in 20. */
export async function dailySync(db: Database, tickers: string[]): Promise<void> {
  const prices: (typeof dailyPrices.$inferInsert)[] = [];
  const sessions: (typeof stockSessions.$inferInsert)[] = [];
  for (const ticker of tickers) {
    const previous = lastClose.get(ticker) ?? 10_000;
    const close = Math.max(1_000, Math.round(previous * (1 + (next() - 0.5) * 0.12)));
    const volume = Math.round(100_000 + next() * 5e6);
    prices.push({
      ticker,
      date: SYNC_DAY,
      open: previous,
      high: Math.max(previous, close),
      low: Math.min(previous, close),
      close,
      volume,
      adjRatio: 1,
      source: 'bench',
    });
    sessions.push({
      ticker,
      date: SYNC_DAY,
      refPrice: previous,
      close,
      totalVolume: volume,
      totalValue: volume * close,
      source: 'bench',
    });
  }
  await insertMany(db, dailyPrices, prices);
  await insertMany(db, stockSessions, sessions);
  await insertMany(
    db,
    corporateEvents,
    tickers
      .filter((_, i) => i % 20 === 0)
      .map((ticker) => ({
        ticker,
        kind: 'cash_dividend',
        eventDate: '2025-05-02',
        title: `Cổ tức tiền ${ticker}`,
        source: 'bench',
      })),
  );
}
