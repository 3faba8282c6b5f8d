/**
 * The screener's derived figures (docs/DATA.md "Screener"), each defined once here and tested against
 * hand-computed values. Inputs are plain series, oldest first; every figure is null (never 0) when the
 * data do not allow it, and the fact builder records why.
 */

export interface DatedClose {
  /** YYYY-MM-DD. */
  date: string;
  /** Adjusted close (close × adj_ratio), VND. */
  close: number;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function dayTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The calendar day `days` before `date`. */
export function daysBefore(date: string, days: number): string {
  return isoDay(dayTime(date) - days * 86_400_000);
}

/** The same day `months` months earlier (clamped to the month's last day: 31/05 - 3M = 28/02 or 29/02). */
export function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return isoDay(target.getTime());
}

export type ChangeWindow = '1W' | '1M' | '3M' | 'YTD' | '1Y';

/** The day whose close a change over `window` starts from: the last close on or before it counts. */
export function changeAnchor(latest: string, window: ChangeWindow): string {
  switch (window) {
    case '1W':
      return daysBefore(latest, 7);
    case '1M':
      return monthsBefore(latest, 1);
    case '3M':
      return monthsBefore(latest, 3);
    case '1Y':
      return monthsBefore(latest, 12);
    case 'YTD':
      return `${String(Number(latest.slice(0, 4)) - 1)}-12-31`;
  }
}

/** Index of the last close dated on or before `date` (closes sorted by date), or -1. */
export function lastIndexOnOrBefore(closes: readonly DatedClose[], date: string): number {
  let low = 0;
  let high = closes.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((closes[middle]?.date ?? '') <= date) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** A close older than this before the anchor does not start a change (the stock was not trading). */
export const CHANGE_ANCHOR_MAX_GAP_DAYS = 14;

/**
 * Percent change of the adjusted close over a window: (C_last / C_anchor − 1) × 100, where C_anchor
 * is the last close on or before the window's anchor day and at most 14 days before it. Null when
 * the history does not reach back that far.
 */
export function changeOver(closes: readonly DatedClose[], window: ChangeWindow): number | null {
  const last = closes[closes.length - 1];
  if (!last) return null;
  const anchorDay = changeAnchor(last.date, window);
  const index = lastIndexOnOrBefore(closes, anchorDay);
  const anchor = closes[index];
  if (!anchor || anchor.date < daysBefore(anchorDay, CHANGE_ANCHOR_MAX_GAP_DAYS) || !(anchor.close > 0))
    return null;
  return (last.close / anchor.close - 1) * 100;
}

/** Arithmetic mean of the values; null when any is missing or there are none. */
export function meanOf(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) return null;
    sum += value;
  }
  return sum / values.length;
}

/**
 * The last value over the mean of the `sessions` values before it: x_n / mean(x_{n−20} … x_{n−1}).
 * Null without `sessions` known earlier values, or when their mean is not positive.
 */
export function ratioToAverage(values: readonly (number | null)[], sessions = 20): number | null {
  const last = values[values.length - 1];
  if (last === null || last === undefined || values.length < sessions + 1) return null;
  const average = meanOf(values.slice(values.length - 1 - sessions, values.length - 1));
  return average !== null && average > 0 ? last / average : null;
}

/** The mean of the `sessions` values before the last one (the 20-session average). */
export function averageBeforeLast(values: readonly (number | null)[], sessions = 20): number | null {
  if (values.length < sessions + 1) return null;
  return meanOf(values.slice(values.length - 1 - sessions, values.length - 1));
}

/** (price / level − 1) × 100: above a moving average when positive. */
export function percentAbove(price: number | null, level: number | null): number | null {
  if (price === null || level === null || !(level > 0)) return null;
  return (price / level - 1) * 100;
}

/** How far back a MACD cross is looked for, in sessions. */
export const CROSS_LOOKBACK = 60;

/**
 * Sessions since the line last crossed the signal in `direction` ('up': line ≤ signal the session
 * before, line > signal on the session): 0 = the latest session. Null when no such cross happened
 * within the last CROSS_LOOKBACK sessions.
 */
export function sessionsSinceCross(
  line: readonly (number | null)[],
  signal: readonly (number | null)[],
  direction: 'up' | 'down',
  lookback = CROSS_LOOKBACK,
): number | null {
  const last = line.length - 1;
  for (let i = last; i >= 1 && last - i < lookback; i--) {
    const [a, b, prevA, prevB] = [line[i], signal[i], line[i - 1], signal[i - 1]];
    if (a == null || b == null || prevA == null || prevB == null) return null;
    const crossed = direction === 'up' ? prevA <= prevB && a > b : prevA >= prevB && a < b;
    if (crossed) return last - i;
  }
  return null;
}

/**
 * A new 52-week high (or low): the latest adjusted close is above (below) every close of the 52 weeks
 * (364 days) before it. 1 or 0; null when the history does not cover those 52 weeks.
 */
export function newExtreme52w(closes: readonly DatedClose[], kind: 'high' | 'low'): number | null {
  const last = closes[closes.length - 1];
  const first = closes[0];
  if (!last || !first) return null;
  const from = daysBefore(last.date, 364);
  if (first.date > from) return null;
  let extreme: number | null = null;
  for (let i = closes.length - 2; i >= 0; i--) {
    const row = closes[i];
    if (!row || row.date < from) break;
    extreme =
      extreme === null
        ? row.close
        : kind === 'high'
          ? Math.max(extreme, row.close)
          : Math.min(extreme, row.close);
  }
  if (extreme === null) return null;
  return (kind === 'high' ? last.close > extreme : last.close < extreme) ? 1 : 0;
}

/** Sum of the values; null when any is missing (a session without data is not a session of zero). */
export function strictSum(values: readonly (number | null)[]): number | null {
  let sum = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) return null;
    sum += value;
  }
  return values.length > 0 ? sum : null;
}

/** The lowest of the values; null when any is missing (N consecutive periods must all be known). */
export function strictMin(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  let min = Infinity;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) return null;
    min = Math.min(min, value);
  }
  return min;
}

/** VND -> tỷ đồng (the screener's unit for values, market value and flows). */
export function toBillion(value: number | null): number | null {
  return value === null ? null : value / 1e9;
}
