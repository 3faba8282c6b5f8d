/** One OHLCV bar; `time` is the UTC midnight (ms) of the day, or of the period's first day. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A row of daily_prices (prices as traded, VND; adjusted = price x adjRatio). */
export interface DailyPriceRow {
  /** YYYY-MM-DD. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** 1 when absent. */
  adjRatio?: number;
}

const DAY_MS = 86_400_000;

/** UTC midnight of a YYYY-MM-DD date, or null when it is not one. */
export function dayTime(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? time
    : null;
}

/**
 * Daily bars on the adjusted basis, oldest first: open/high/low/close x adjRatio (so splits and
 * dividends leave no false jumps), volume as traded (shares). Rows whose date or adjusted prices are
 * not usable (not finite, not positive) are left out; indicators would otherwise carry NaN.
 */
export function barsFromDailyPrices(rows: readonly DailyPriceRow[]): Bar[] {
  const bars: Bar[] = [];
  for (const row of rows) {
    const time = dayTime(row.date);
    const ratio = row.adjRatio ?? 1;
    if (time === null) continue;
    const [open, high, low, close] = [row.open, row.high, row.low, row.close].map(
      (price) => price * ratio,
    ) as [number, number, number, number];
    if (![open, high, low, close].every((price) => Number.isFinite(price) && price > 0)) continue;
    const volume = Number.isFinite(row.volume) && row.volume > 0 ? row.volume : 0;
    bars.push({ time, open, high, low, close, volume });
  }
  return sortedByTime(bars);
}

function sortedByTime<T extends { time: number }>(bars: readonly T[]): T[] {
  for (let i = 1; i < bars.length; i++)
    if ((bars[i]?.time ?? 0) < (bars[i - 1]?.time ?? 0)) return [...bars].sort((a, b) => a.time - b.time);
  return [...bars];
}

/** Monday 00:00 UTC of the ISO week holding `time` (ISO weeks start on Monday). */
export function isoWeekStart(time: number): number {
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return day - weekday * DAY_MS;
}

/** The first day of the month holding `time`, 00:00 UTC. */
export function monthStart(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/**
 * Groups bars by period (bars sorted by time first when they are not): open of the first bar,
 * close of the last, highest high, lowest low, summed volume; `time` is the period's start.
 * A period without bars produces no bar.
 */
export function resample(bars: readonly Bar[], periodStart: (time: number) => number): Bar[] {
  const out: Bar[] = [];
  for (const bar of sortedByTime(bars)) {
    const start = periodStart(bar.time);
    const current = out[out.length - 1];
    if (current?.time === start) {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      current.volume += bar.volume;
    } else {
      out.push({ ...bar, time: start });
    }
  }
  return out;
}

/** Weekly bars over ISO weeks (Monday to Sunday), time = the Monday. */
export function resampleWeekly(bars: readonly Bar[]): Bar[] {
  return resample(bars, isoWeekStart);
}

/** Monthly bars over calendar months, time = the 1st. */
export function resampleMonthly(bars: readonly Bar[]): Bar[] {
  return resample(bars, monthStart);
}
