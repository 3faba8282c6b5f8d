import type { Database } from '../../src/server/db/client';
import {
  companies,
  dailyPrices,
  industries,
  statementValues,
  stockSessions,
} from '../../src/server/db/schema';
import { refreshStatementChoices } from '../../src/server/db/statementSource';
import { insertMany } from '../../src/server/db/upsert';

/**
 * The screener benchmark's synthetic market (scripts/bench/screener.ts), written only in the bench's
 * own temporary database: `count` listed stocks, SESSIONS weekday sessions ending LATEST of a seeded
 * random walk, the last 21 in stock_sessions with values and foreign flows, 12 quarters and 5 years
 * of the statement items the ratios read.
 */

export const SESSIONS = 280;
export const LATEST = '2025-03-14';
const B = 1e9;

/** mulberry32: a small seeded generator, so every run seeds the same market. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `count` weekdays up to `last`, oldest first (the synthetic markets' sessions). */
export function weekdays(last: string, count: number): string[] {
  const days: string[] = [];
  let time = Date.parse(`${last}T00:00:00Z`);
  while (days.length < count) {
    const day = new Date(time).getUTCDay();
    if (day !== 0 && day !== 6) days.push(new Date(time).toISOString().slice(0, 10));
    time -= 86_400_000;
  }
  return days.reverse();
}

/** A three-letter ticker for the synthetic market's n-th stock (AAA, AAB, ...). */
export function tickerOf(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [2, 1, 0].map((power) => letters[Math.floor(index / 26 ** power) % 26]).join('');
}

const TYPES = ['bank', 'securities', 'insurance'] as const;

export async function seedMarket(db: Database, count: number): Promise<void> {
  const next = random(32);
  await db.insert(industries).values(
    Array.from({ length: 10 }, (_, i) => [
      {
        icbCode: `${String(i + 1)}000`,
        level: 1,
        parentCode: null,
        nameVi: `Ngành ${String(i + 1)}`,
        nameEn: `Industry ${String(i + 1)}`,
      },
      {
        icbCode: `${String(i + 1)}500`,
        level: 2,
        parentCode: `${String(i + 1)}000`,
        nameVi: `Nhóm ${String(i + 1)}`,
        nameEn: `Group ${String(i + 1)}`,
      },
    ]).flat(),
  );
  const days = weekdays(LATEST, SESSIONS);
  const listed = Array.from({ length: count }, (_, i) => {
    const sector = (i % 10) + 1;
    return {
      ticker: tickerOf(i),
      nameVi: `Công ty Cổ phần ${tickerOf(i)}`,
      shortName: tickerOf(i),
      exchange: i % 10 < 5 ? ('HOSE' as const) : i % 10 < 7 ? ('HNX' as const) : ('UPCOM' as const),
      companyType: (i % 50 < 3 ? TYPES[i % 50] : undefined) ?? ('non_financial' as const),
      icbCode1: `${String(sector)}000`,
      icbCode2: `${String(sector)}500`,
      icbCode3: `${String(sector)}570`,
      icbCode4: `${String(sector)}577`,
      listedShares: Math.round(10e6 + next() * 990e6),
    };
  });
  await insertMany(db, companies, listed);
  const prices: (typeof dailyPrices.$inferInsert)[] = [];
  const sessions: (typeof stockSessions.$inferInsert)[] = [];
  const statements: (typeof statementValues.$inferInsert)[] = [];
  for (const company of listed) {
    let close = 5_000 + Math.round(next() * 95_000);
    const baseVolume = 10_000 + next() * 2e6;
    days.forEach((date, index) => {
      const previous = close;
      close = Math.max(1_000, Math.round(close * (1 + (next() - 0.49) * 0.06)));
      const volume = Math.round(baseVolume * (0.3 + next() * 1.7));
      prices.push({
        ticker: company.ticker,
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
          ticker: company.ticker,
          date,
          refPrice: previous,
          close,
          totalVolume: volume,
          totalValue: volume * close,
          foreignBuyValue: next() * 5 * B,
          foreignSellValue: next() * 5 * B,
          source: 'bench',
        });
      }
    });
    const capital = company.listedShares * 10_000;
    const equity0 = capital * (1 + next());
    const revenue0 = capital * (0.05 + next() * 0.3);
    const margin = -0.05 + next() * 0.25;
    const growth = -0.05 + next() * 0.1;
    const periods = [
      ...Array.from({ length: 12 }, (_, i) => ({
        periodType: 'quarter' as const,
        year: 2022 + Math.floor(i / 4),
        quarter: (i % 4) + 1,
        scale: 1,
        step: i,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        periodType: 'year' as const,
        year: 2020 + i,
        quarter: 0,
        scale: 4,
        step: i * 4,
      })),
    ];
    for (const period of periods) {
      const factor = (1 + growth) ** period.step;
      const revenue = revenue0 * factor * period.scale;
      const equity = equity0 * factor;
      const items: [string, string, number][] = [
        ['BALANCE_SHEET', 'TOTAL_ASSETS', equity * 2.2],
        ['BALANCE_SHEET', 'TOTAL_LIABILITIES', equity * 1.2],
        ['BALANCE_SHEET', 'OWNERS_EQUITY', equity],
        ['BALANCE_SHEET', 'PAID_IN_CAPITAL', capital],
        ['BALANCE_SHEET', 'CHARTER_CAPITAL', capital],
        ['BALANCE_SHEET', 'CURRENT_ASSETS', equity * 0.9],
        ['BALANCE_SHEET', 'CURRENT_LIABILITIES', equity * 0.6],
        ['INCOME_STATEMENT', 'NET_REVENUE', revenue],
        ['INCOME_STATEMENT', 'GROSS_PROFIT', revenue * 0.25],
        ['INCOME_STATEMENT', 'PROFIT_BEFORE_TAX', revenue * margin * 1.25],
        ['INCOME_STATEMENT', 'NET_PROFIT', revenue * margin],
        ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', revenue * margin],
      ];
      for (const [statement, itemCode, value] of items) {
        statements.push({
          ticker: company.ticker,
          statement: statement as 'BALANCE_SHEET',
          itemCode,
          periodType: period.periodType,
          year: period.year,
          quarter: period.quarter,
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
  console.log(
    `Seeded ${String(count)} stocks: ${String(prices.length)} daily prices, ${String(sessions.length)} sessions, ${String(statements.length)} statement values`,
  );
}
