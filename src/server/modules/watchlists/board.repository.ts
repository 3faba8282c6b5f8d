import { and, count, gte, inArray, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stockSessions } from '../../db/schema';

/** What the watchlist board reads beyond the market snapshot: the 52-week window and recent volumes. */

export interface YearRangeRow {
  ticker: string;
  low: number | null;
  high: number | null;
  from: string | null;
  sessions: number;
}

/** min(low), max(high), the first session and the count of priced sessions per ticker in [from, to]. */
export async function readYearRanges(
  db: Database,
  tickers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, YearRangeRow>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .select({
      ticker: stockSessions.ticker,
      low: min(stockSessions.low),
      high: max(stockSessions.high),
      from: min(stockSessions.date),
      sessions: count(stockSessions.close),
    })
    .from(stockSessions)
    .where(
      and(
        inArray(stockSessions.ticker, [...tickers]),
        gte(stockSessions.date, from),
        lte(stockSessions.date, to),
      ),
    )
    .groupBy(stockSessions.ticker);
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
