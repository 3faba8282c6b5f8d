import { rangeMonths } from '../constants/ranges';
import type { MacroFrequency } from '../constants/market';
import { ordinalOf, periodsPerYear, yearAndSub } from './calendar';

/** A point whose first element is a period end date YYYY-MM-DD. */
type Dated = readonly [string, ...unknown[]];

/**
 * Cuts points (oldest first) to a range: a key (3M ... 10Y) keeps the periods ending within that many
 * months before the newest point, as the charts' range buttons do; a date YYYY-MM-DD keeps the periods
 * ending on or after it; All (or nothing) keeps everything.
 */
export function cutToRange<T extends Dated>(points: readonly T[], filter: string | undefined): T[] {
  if (!filter || filter === 'All') return [...points];
  if (/^\d{4}-\d{2}-\d{2}$/.test(filter)) return points.filter(([period]) => period >= filter);
  const months = rangeMonths(filter);
  const newest = points.at(-1);
  if (months === null || !newest) return [...points];
  const cutoff = ordinalOf(newest[0], 'month') - months;
  return points.filter(([period]) => ordinalOf(period, 'month') > cutoff);
}

export interface SamePeriodView {
  /** "T1".."T12" or "Q1".."Q4". */
  categories: string[];
  /** One row per year from the first to the last with a point, oldest first. */
  years: { year: number; values: (number | null)[] }[];
}

/** Months or quarters laid out year by year (spec: "so sánh cùng kỳ"). */
export function samePeriodView(
  points: readonly (readonly [string, number | null])[],
  period: Exclude<MacroFrequency, 'year'>,
): SamePeriodView {
  const perYear = periodsPerYear(period);
  const prefix = period === 'month' ? 'T' : 'Q';
  const categories = Array.from({ length: perYear }, (_, index) => `${prefix}${index + 1}`);
  const rows = new Map<number, (number | null)[]>();
  for (const [date, value] of points) {
    const { year, sub } = yearAndSub(ordinalOf(date, period), period);
    const row = rows.get(year) ?? Array.from({ length: perYear }, () => null);
    row[sub - 1] = value;
    rows.set(year, row);
  }
  const known = [...rows.keys()];
  if (known.length === 0) return { categories, years: [] };
  const years: SamePeriodView['years'] = [];
  for (let year = Math.min(...known); year <= Math.max(...known); year += 1) {
    years.push({ year, values: rows.get(year) ?? Array.from({ length: perYear }, () => null) });
  }
  return { categories, years };
}
