import type { OhlcTuple } from '@/common/contracts/companyPages';
import type { Bar } from '@/common/technical';

/**
 * Bars from the stock-ohlc tuples [time, open, high, low, close, volume], oldest first. A tuple whose
 * time or prices are not finite positive numbers is left out (the indicators would carry NaN);
 * a missing or negative volume reads as 0.
 */
export function barsFromOhlc(tuples: readonly OhlcTuple[]): Bar[] {
  const bars: Bar[] = [];
  for (const [time, open, high, low, close, volume] of tuples) {
    if (!Number.isFinite(time)) continue;
    if (![open, high, low, close].every((price) => Number.isFinite(price) && price > 0)) continue;
    bars.push({ time, open, high, low, close, volume: Number.isFinite(volume) && volume > 0 ? volume : 0 });
  }
  return bars.sort((a, b) => a.time - b.time);
}
