import type { MacroValueType } from '@/common/macroMenu';
import { part, path, rest } from '../macro/build';
import type { CatalogSeries, PathPoint } from '../macro/types';
import type { IndustrySeriesSpec } from './types';

/** Small shared pieces of the industry files, so each reads as a table like steel.ts. */

/** A positive monthly level (a price, an output): the level and its changes. */
export const MONTHLY: readonly MacroValueType[] = ['value', 'yoy', 'mom'];
/** A monthly flow read against the same month a year earlier (trade, where month-on-month is mostly Tết). */
export const FLOW: readonly MacroValueType[] = ['value', 'yoy'];
/** A positive quarterly level. */
export const QUARTERLY: readonly MacroValueType[] = ['value', 'yoy', 'qoq'];
/** Rates and ratios in percent, and balances: the level only. */
export const LEVEL_ONLY: readonly MacroValueType[] = ['value'];

/** A price following keypoints with relative, persistent noise; never below 40 % of its lowest point. */
export function price(
  code: string,
  nameVi: string,
  nameEn: string,
  unit: string,
  points: readonly PathPoint[],
  noise = 0.04,
): CatalogSeries {
  const lowest = Math.min(...points.map(([, level]) => level));
  return path(code, nameVi, nameEn, unit, points, {
    noise,
    relative: true,
    persistence: 0.8,
    min: lowest * 0.4,
  });
}

/** A rate in percent following keypoints with absolute noise (percentage points), kept in [min, max]. */
export function rate(
  code: string,
  nameVi: string,
  nameEn: string,
  points: readonly PathPoint[],
  noise: number,
  bounds: { min: number; max: number } = { min: 0, max: 100 },
): CatalogSeries {
  return path(code, nameVi, nameEn, '%', points, { noise, persistence: 0.8, ...bounds });
}

/** The same line, tagged with the listed company it is about. */
export function company(series: CatalogSeries, ticker: string): IndustrySeriesSpec {
  return { ...series, ticker };
}

/** One part of a whole: code, names, share in 2010 and in 2025, and the company when it is one. */
export type PartRow = readonly [
  code: string,
  nameVi: string,
  nameEn: string,
  from: number,
  to: number,
  ticker?: string,
];

/**
 * A whole and its parts, ready for a stacked chart: the total first, then each part as a drifting
 * share of it, then what is left ("Khác") so the parts add up to the total.
 */
export function split(
  total: CatalogSeries,
  parts: readonly PartRow[],
  other: { code: string; nameVi: string; nameEn: string },
): IndustrySeriesSpec[] {
  const lines: IndustrySeriesSpec[] = parts.map(([code, nameVi, nameEn, from, to, ticker]) => {
    const line = part(code, nameVi, nameEn, total.unit, total.code, from, to);
    return ticker ? company(line, ticker) : line;
  });
  const remainder = rest(
    other.code,
    other.nameVi,
    other.nameEn,
    total.unit,
    total.code,
    lines.map((line) => line.code),
  );
  return [total, ...lines, remainder];
}

/** The same keypoints moved by a constant (a sister series: the South's hog price, a bank group's NIM). */
export function shifted(points: readonly PathPoint[], delta: number): PathPoint[] {
  return points.map(([time, level]) => [time, level + delta] as const);
}
