import type { Database } from './client';
import { dailyPrices } from './schema';
import { upsertChanged } from './upsert';

/**
 * Writes daily price rows, inserting new ones and updating only those whose figures changed (their
 * `fetched_at` then says when): the OHLCV import and the market-data feed write prices alike.
 * Returns rows inserted or changed.
 */
export function upsertDailyPrices(
  tx: Database,
  rows: readonly (typeof dailyPrices.$inferInsert)[],
): Promise<number> {
  return upsertChanged(tx, dailyPrices, rows, {
    target: [dailyPrices.ticker, dailyPrices.date],
    update: [
      dailyPrices.open,
      dailyPrices.high,
      dailyPrices.low,
      dailyPrices.close,
      dailyPrices.volume,
      dailyPrices.adjRatio,
      dailyPrices.priceBasis,
      dailyPrices.adjustedTo,
      dailyPrices.source,
    ],
    touch: [dailyPrices.fetchedAt],
  });
}
