/**
 * Today's session so far, as DailyStockPrice answers for the current day while the market is open
 * (the board): open, high, low, close, volume and value from the stock's 1-minute bars up to now, and
 * the day's foreign flows in proportion to the volume traded so far.
 */
import { minuteBars } from './fakeIntraday';
import type { FakeMarket } from './fakeMarket';
import type { FakeListing } from './fakeUniverse';
import { roundToTick } from './fakeUniverse';

export interface PartialSession {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
  /** Volume so far over the whole day's volume. */
  share: number;
}

/** The calendar index of today when its session is open and not yet closed (09:15-15:00), else null. */
export function openSessionIndex(market: FakeMarket): { index: number; cutoff: string } | null {
  const { date, time } = market.vietnamNow();
  const index = market.indexOf(date);
  if (index === null || time < '09:15:00' || time >= '15:00:00') return null;
  return { index, cutoff: time };
}

export function partialSession(
  market: FakeMarket,
  listing: FakeListing,
  index: number,
  cutoff: string,
): PartialSession | null {
  const t = market.seriesIndex(listing, index);
  if (t === null) return null;
  const day = market.seriesOf(listing).session(t);
  const chance = 0.45 + 0.1 * (5 - listing.tier);
  const bars = minuteBars(
    `${listing.symbol}:${market.days[index] ?? ''}`,
    { ...day, value: day.volume * day.average },
    (price) => roundToTick(listing.market, price),
    chance,
    cutoff,
  );
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return null;
  const volume = bars.reduce((sum, bar) => sum + bar.volume, 0);
  return {
    open: first.open,
    high: Math.max(...bars.map((bar) => bar.high)),
    low: Math.min(...bars.map((bar) => bar.low)),
    close: last.close,
    volume,
    value: bars.reduce((sum, bar) => sum + bar.value, 0),
    share: day.volume > 0 ? volume / day.volume : 0,
  };
}
