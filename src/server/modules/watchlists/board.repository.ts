import { and, count, gte, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyPrices, stockSessions } from '../../db/schema';

/** What the watchlist board reads beyond the market snapshot: the 52-week window and recent volumes. */

export interface YearRangeRow {
  ticker: string;
  low: number | null;
  high: number | null;
  from: string | null;
  sessions: number;
}

/**
 * Per ticker over [from, to] of daily_prices (the price history every chart reads): the lowest low
 * and highest high adjusted to today's share basis (price × adj_ratio, docs/DATA.md "Units"), the
 * first day and the count of days.
 */
export async function readYearRanges(
  db: Database,
  tickers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, YearRangeRow>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .select({
      ticker: dailyPrices.ticker,
      low: sql<number | null>`min(${dailyPrices.low} * ${dailyPrices.adjRatio})`.mapWith(Number),
      high: sql<number | null>`max(${dailyPrices.high} * ${dailyPrices.adjRatio})`.mapWith(Number),
      from: min(dailyPrices.date),
      sessions: count(),
    })
    .from(dailyPrices)
    .where(
      and(inArray(dailyPrices.ticker, [...tickers]), gte(dailyPrices.date, from), lte(dailyPrices.date, to)),
    )
    .groupBy(dailyPrices.ticker);
  return new Map(rows.map((row) => [row.ticker, row]));
}

export interface VolumeRow {
  ticker: string;
  date: string;
  totalVolume: number | null;
}

/** The newest `perTicker` sessions of each ticker in [from, to], newest first. */
export async function readRecentVolumes(
  db: Database,
  tickers: readonly string[],
  range: { from: string; to: string },
  perTicker: number,
): Promise<Map<string, VolumeRow[]>> {
  const byTicker = new Map<string, VolumeRow[]>(tickers.map((ticker) => [ticker, []]));
  if (tickers.length === 0) return byTicker;
  const ranked = db
    .select({
      ticker: stockSessions.ticker,
      date: stockSessions.date,
      totalVolume: stockSessions.totalVolume,
      rank: sql<number>`row_number() over (partition by ${stockSessions.ticker} order by ${stockSessions.date} desc)`.as(
        'rank',
      ),
    })
    .from(stockSessions)
    .where(
      and(
        inArray(stockSessions.ticker, [...tickers]),
        gte(stockSessions.date, range.from),
        lte(stockSessions.date, range.to),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ ticker: ranked.ticker, date: ranked.date, totalVolume: ranked.totalVolume })
    .from(ranked)
    .where(lte(ranked.rank, perTicker))
    .orderBy(ranked.ticker, sql`${ranked.date} desc`);
  for (const row of rows) byTicker.get(row.ticker)?.push(row);
  return byTicker;
}
