import { periodOrdinal } from '../finance/periods';
import { endOfOrdinal, labelOfOrdinal, utcMillis } from '../macro/calendar';
import type { SeriesFrequency } from './types';

/**
 * Period arithmetic of the engine over the finance periods' ordinals (src/common/finance/periods.ts
 * through src/common/macro/calendar.ts): a month, quarter or year is its running number (year x 12 +
 * month - 1, year x 4 + quarter - 1, the year); a day is its number of days since 1970-01-01, so
 * "a year earlier" is plain arithmetic and missing periods stay visible.
 */

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a point's x (UTC milliseconds). */
export function isoDate(x: number): string {
  return new Date(x).toISOString().slice(0, 10);
}

/** The ordinal of the period of `frequency` that holds the day x (no text round trip: it runs per point). */
export function ordinalOfX(x: number, frequency: SeriesFrequency): number {
  if (frequency === 'day') return Math.floor(x / DAY_MS);
  const date = new Date(x);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const sub = frequency === 'year' ? 0 : frequency === 'quarter' ? Math.ceil(month / 3) : month;
  return periodOrdinal({ periodType: frequency, year, sub });
}

const X_OF_ORDINAL = new Map<string, number>();

/** The x of a period: its last day, UTC milliseconds (a day's own date); remembered per period. */
export function xOfOrdinal(ordinal: number, frequency: SeriesFrequency): number {
  if (frequency === 'day') return ordinal * DAY_MS;
  const key = `${frequency}${String(ordinal)}`;
  let x = X_OF_ORDINAL.get(key);
  if (x === undefined) {
    x = utcMillis(endOfOrdinal(ordinal, frequency));
    // Bounded: a few thousand periods cover every series the site draws.
    if (X_OF_ORDINAL.size > 20_000) X_OF_ORDINAL.clear();
    X_OF_ORDINAL.set(key, x);
  }
  return x;
}

/** As reasons name a period: "27/11/2026", "T7/2024", "Q3/2024", "2024". */
export function periodName(ordinal: number, frequency: SeriesFrequency): string {
  if (frequency === 'day') {
    const [year, month, day] = isoDate(ordinal * DAY_MS).split('-');
    return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
  }
  return labelOfOrdinal(ordinal, frequency);
}

/** day < month < quarter < year. */
export function frequencyRank(frequency: SeriesFrequency): number {
  return ['day', 'month', 'quarter', 'year'].indexOf(frequency);
}

/** Periods per year for the compounded annual rate: 252 trading sessions, 12, 4 or 1. */
export function periodsPerYearOf(frequency: SeriesFrequency): number {
  return { day: 252, month: 12, quarter: 4, year: 1 }[frequency];
}

/** The day number of the same calendar date a year earlier (29/02 -> 28/02). */
export function sameDayYearEarlier(dayOrdinal: number): number {
  const date = new Date(dayOrdinal * DAY_MS);
  const year = date.getUTCFullYear() - 1;
  const month = date.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS);
}
