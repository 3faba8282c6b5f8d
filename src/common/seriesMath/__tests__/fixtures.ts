import type { InputSeries, SeriesFrequency, SeriesPoint } from '../types';

/** UTC milliseconds of a YYYY-MM-DD day (a chart point's x). */
export function ms(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** A series from [date, value] pairs. */
export function series(frequency: SeriesFrequency, pairs: [string, number | null][]): InputSeries {
  return { frequency, points: pairs.map(([date, y]): SeriesPoint => [ms(date), y]) };
}

/** The values of a series, rounded to 10 decimals so hand-computed fractions compare exactly. */
export function ys(points: readonly SeriesPoint[]): (number | null)[] {
  return points.map(([, y]) => (y === null ? null : Math.round(y * 1e10) / 1e10));
}

/** The dates of a series' points. */
export function dates(points: readonly SeriesPoint[]): string[] {
  return points.map(([x]) => new Date(x).toISOString().slice(0, 10));
}
