import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DailyPriceRow } from '@/common/technical';
import type { Database } from '../../db/client';
import { dailyPrices } from '../../db/schema';

/** Daily prices as traded (with their adj_ratio) of a ticker between two days (inclusive), oldest first. */
export async function readDailyPrices(
  db: Database,
  ticker: string,
  range: { from?: string; to?: string } = {},
): Promise<DailyPriceRow[]> {
  return db
    .select({
      date: dailyPrices.date,
      open: dailyPrices.open,
      high: dailyPrices.high,
      low: dailyPrices.low,
      close: dailyPrices.close,
      volume: dailyPrices.volume,
      adjRatio: dailyPrices.adjRatio,
    })
    .from(dailyPrices)
    .where(
      and(
        eq(dailyPrices.ticker, ticker),
        range.from === undefined ? undefined : gte(dailyPrices.date, range.from),
        range.to === undefined ? undefined : lte(dailyPrices.date, range.to),
      ),
    )
    .orderBy(asc(dailyPrices.date));
}
