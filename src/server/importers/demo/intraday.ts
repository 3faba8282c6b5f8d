import { vietnamInstant } from '@/common/market/tradingCalendar';
import type { intradayBars } from '../../db/schema';
import { DEMO_SOURCE } from './demoSource';
import type { DemoIndexPrice } from './indices';
import type { Random } from './random';

export type IntradayBarRow = typeof intradayBars.$inferInsert;

const { abs, max, min, round, exp } = Math;
const round2 = (value: number): number => round(value * 100) / 100;
const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The 1-minute bars' start times of a session (Vietnam time): continuous trading 09:15-11:30 and
 * 13:00-14:30 (the 09:00-09:15 opening auction has no bars), then one 14:45 bar for the closing
 * auction.
 */
export function intradayMinutes(): number[] {
  const minutes: number[] = [];
  for (let minute = 9 * 60 + 15; minute < 11 * 60 + 30; minute += 1) minutes.push(minute);
  for (let minute = 13 * 60; minute < 14 * 60 + 30; minute += 1) minutes.push(minute);
  minutes.push(14 * 60 + 45);
  return minutes;
}

/**
 * One index's 1-minute bars for one session, as the intraday sync stores IntradayOhlc (symbol = our
 * index code, `at` = the bar's start as an instant). The path is a random bridge from the day's open
 * to near its close, stretched so it stays inside [low, high] and touches both; the 14:45 closing
 * auction bar ends at the day's close. Volume and value are the day's matched totals spread over
 * the bars (heavier at the open and the close), summing to them exactly.
 */
export function buildIndexIntradayBars(
  symbol: string,
  day: DemoIndexPrice,
  matchVolume: number,
  matchValue: number,
  random: Random,
): IntradayBarRow[] {
  const minutes = intradayMinutes();
  const continuous = minutes.length - 1;
  const { open, high, low, close } = day;
  const end = min(high, max(low, close * (1 + 0.0008 * random.normal())));
  const walk = [0];
  for (let step = 1; step <= continuous; step += 1) walk.push((walk[step - 1] ?? 0) + random.normal());
  const last = walk[continuous] ?? 0;
  const bridge = walk.map((value, step) => value - (last * step) / continuous);
  const top = max(...bridge, 1e-9);
  const bottom = min(...bridge, -1e-9);
  const up = high - max(open, end);
  const down = min(open, end) - low;
  const path = bridge.map((value, step) => {
    const base = open + ((end - open) * step) / continuous;
    return round2(min(high, max(low, base + (value > 0 ? (value / top) * up : (value / -bottom) * down))));
  });

  const weights = minutes.map((_, index) =>
    index === continuous
      ? 0
      : (1 + 1.5 * exp(-index / 20) + 0.8 * exp(-(continuous - index) / 15)) * exp(0.3 * random.normal()),
  );
  const sum = weights.reduce((total, weight) => total + weight, 0);
  // The closing auction takes about 8% of the day.
  weights[continuous] = (sum * 0.08) / 0.92;
  const total = sum / 0.92;
  let volumeLeft = matchVolume;
  let valueLeft = matchValue;
  const wiggle = (high - low) * 0.05;
  const bars = minutes.map((minute, index): IntradayBarRow => {
    const barOpen = index === 0 ? open : (path[index] ?? open);
    const barClose = index === continuous ? close : (path[index + 1] ?? close);
    const lastBar = index === minutes.length - 1;
    const volume = lastBar ? volumeLeft : round((matchVolume * (weights[index] ?? 0)) / total);
    const value = lastBar ? valueLeft : round((matchValue * (weights[index] ?? 0)) / total);
    volumeLeft -= volume;
    valueLeft -= value;
    return {
      symbol,
      at: vietnamInstant(day.date, hhmm(minute)),
      open: barOpen,
      high: round2(min(high, max(barOpen, barClose) + abs(random.normal()) * wiggle)),
      low: round2(max(low, min(barOpen, barClose) - abs(random.normal()) * wiggle)),
      close: barClose,
      volume,
      value,
      source: DEMO_SOURCE,
    };
  });
  // The bars reach the day's extremes where the path comes closest to them.
  const highest = bars.reduce((best, bar, index) => (bar.high > (bars[best]?.high ?? 0) ? index : best), 0);
  const lowest = bars.reduce(
    (best, bar, index) => (bar.low < (bars[best]?.low ?? Infinity) ? index : best),
    0,
  );
  const highBar = bars[highest];
  const lowBar = bars[lowest];
  if (highBar) highBar.high = high;
  if (lowBar) lowBar.low = low;
  return bars;
}
