import type { MacroFrequency } from '../constants/market';
import type { MacroAggregation } from '../contracts/macro';
import { MACRO_VALUE_TYPES, type MacroValueType } from '../macroMenu';
import { endOfOrdinal, frequencyRank, ordinalOf, periodsFrom, periodsPerYear } from './calendar';

/**
 * Macro value types, computed in this one place (docs/DATA.md, "Macro value types"):
 *
 * - value: the level of the period; a longer period aggregates complete periods only (sum for
 *   amounts, average for indices, prices and rates: aggregationOf);
 * - yoy: (v_t / v_{same period a year earlier} - 1) x 100;
 * - qoq (quarters) and mom (months): against the previous period;
 * - yoy_avg (months): (mean of the year's months so far / mean of the same months a year earlier - 1) x 100.
 *
 * Work is done by calendar period (ordinals), never by array position: a missing month only nulls
 * the figures that need it. Figures the source published for the series' own frequency win over
 * computed ones. A missing period, a base <= 0 or a ratio change of a '%' series is null, never NaN.
 */

/** [period end date YYYY-MM-DD, value], oldest first. */
export type MacroObservation = readonly [period: string, value: number];
/** [period end date, value or null]. */
export type MacroPoint = [period: string, value: number | null];

/** Changes expressed as a ratio to a base period (all but the level). */
const RATIO_CHANGES: readonly MacroValueType[] = ['yoy', 'qoq', 'mom', 'yoy_avg'];

export function isRatioChange(valueType: MacroValueType): boolean {
  return RATIO_CHANGES.includes(valueType);
}

/** A series already in percent (rates, shares): ratio changes of it make no sense. */
export function isPercentUnit(unit: string): boolean {
  return unit.trim() === '%';
}

/**
 * How a series' figures combine into a longer period, from its unit: indices ('điểm', anything
 * named an index), rates ('%') and prices or ratios (a unit with '/') average; amounts and counts
 * ('tỷ đồng', 'triệu USD', 'nghìn tấn', 'lượt người', 'nghìn lượt' ...) add up.
 */
export function aggregationOf(unit: string): MacroAggregation {
  const text = unit.trim().toLocaleLowerCase('vi');
  // A stock kept as a balance ("tỷ đồng (số dư cuối kỳ)": M2, credit) averages: a quarter shows
  // the mean of its month-end balances, never their sum.
  const averaged =
    text.includes('số dư') ||
    text === 'điểm' ||
    text === '%' ||
    text.includes('/') ||
    text.includes('chỉ số') ||
    text.includes('index');
  return averaged ? 'avg' : 'sum';
}

/** What any series of this unit can show at a period: yoy unless '%', mom at months, qoq at quarters, yoy_avg at months. */
export function offeredValueTypes(unit: string, period: MacroFrequency): MacroValueType[] {
  if (isPercentUnit(unit)) return ['value'];
  return MACRO_VALUE_TYPES.filter((type) => {
    if (type === 'qoq') return period === 'quarter';
    if (type === 'mom' || type === 'yoy_avg') return period === 'month';
    return true;
  });
}

/** Observations by ordinal; non-finite values are dropped, a later duplicate of a period wins. */
export function byOrdinal(
  observations: readonly MacroObservation[],
  frequency: MacroFrequency,
): Map<number, number> {
  const map = new Map<number, number>();
  for (const [period, value] of observations) {
    if (Number.isFinite(value)) map.set(ordinalOf(period, frequency), value);
  }
  return map;
}

/**
 * Levels of `from` periods combined into `to` periods (same or longer). Only complete periods are
 * kept: a quarter needs its 3 months, a year its 12 months or 4 quarters.
 */
export function aggregateLevels(
  levels: ReadonlyMap<number, number>,
  from: MacroFrequency,
  to: MacroFrequency,
  aggregation: MacroAggregation,
): Map<number, number> {
  if (from === to) return new Map(levels);
  if (frequencyRank(to) < frequencyRank(from)) return new Map();
  const size = periodsPerYear(from) / periodsPerYear(to);
  const groups = new Map<number, { total: number; count: number }>();
  for (const [ordinal, value] of levels) {
    const key = Math.floor(ordinal / size);
    const group = groups.get(key) ?? { total: 0, count: 0 };
    group.total += value;
    group.count += 1;
    groups.set(key, group);
  }
  const result = new Map<number, number>();
  for (const [key, { total, count }] of [...groups].sort((a, b) => a[0] - b[0])) {
    if (count === size) result.set(key, aggregation === 'sum' ? total : total / size);
  }
  return result;
}

/** (current / base - 1) x 100; null without both figures or when the base is not positive. */
export function percentChange(current: number | undefined, base: number | undefined): number | null {
  if (current === undefined || base === undefined || !(base > 0)) return null;
  const change = (current / base - 1) * 100;
  return Number.isFinite(change) ? change : null;
}

/** The mean of the year's periods so far against the same periods a year earlier (months only). */
function averageChange(levels: ReadonlyMap<number, number>, ordinal: number): number | null {
  const first = ordinal - (ordinal % 12);
  let current = 0;
  let base = 0;
  for (let month = first; month <= ordinal; month += 1) {
    const now = levels.get(month);
    const before = levels.get(month - 12);
    if (now === undefined || before === undefined) return null;
    current += now;
    base += before;
  }
  // Both means have the same number of months, so the ratio of means is the ratio of sums.
  return percentChange(current, base);
}

/** One value type at every period that has a level (null where it cannot be computed). */
export function computeValueType(
  levels: ReadonlyMap<number, number>,
  period: MacroFrequency,
  valueType: MacroValueType,
): Map<number, number | null> {
  const result = new Map<number, number | null>();
  for (const [ordinal, level] of levels) {
    let value: number | null = null;
    if (valueType === 'value') value = level;
    else if (valueType === 'yoy') value = percentChange(level, levels.get(ordinal - periodsPerYear(period)));
    else if (valueType === 'qoq' && period === 'quarter')
      value = percentChange(level, levels.get(ordinal - 1));
    else if (valueType === 'mom' && period === 'month') value = percentChange(level, levels.get(ordinal - 1));
    else if (valueType === 'yoy_avg' && period === 'month') value = averageChange(levels, ordinal);
    result.set(ordinal, value);
  }
  return result;
}

export interface MacroPointsInput {
  /** The series' own frequency. */
  frequency: MacroFrequency;
  unit: string;
  /** The period asked: the series' own or a longer one. */
  period: MacroFrequency;
  valueType: MacroValueType;
  /** The stored levels (value type 'value') at the series' own frequency. */
  levels: readonly MacroObservation[];
  /** The source's own figures of `valueType` at the series' own frequency, if any. */
  published?: readonly MacroObservation[];
}

/**
 * The points of a series at a period and value type: every calendar period from the first to the
 * last one with a figure (published or computable level), null where there is none. Published
 * figures are used only at the series' own frequency, and win over computed ones.
 */
export function macroPoints(input: MacroPointsInput): MacroPoint[] {
  const { frequency, unit, period, valueType } = input;
  if (!periodsFrom(frequency).includes(period)) return [];
  const levels = aggregateLevels(byOrdinal(input.levels, frequency), frequency, period, aggregationOf(unit));
  const ratioOfPercent = isRatioChange(valueType) && isPercentUnit(unit);
  const computed = computeValueType(levels, period, valueType);
  const published =
    period === frequency && valueType !== 'value' && !ratioOfPercent
      ? byOrdinal(input.published ?? [], frequency)
      : new Map<number, number>();
  const ordinals = [...computed.keys(), ...published.keys()];
  if (ordinals.length === 0) return [];
  const first = Math.min(...ordinals);
  const last = Math.max(...ordinals);
  const points: MacroPoint[] = [];
  for (let ordinal = first; ordinal <= last; ordinal += 1) {
    const value = ratioOfPercent ? null : (published.get(ordinal) ?? computed.get(ordinal) ?? null);
    points.push([endOfOrdinal(ordinal, period), value]);
  }
  return points;
}

/** The points without the leading and trailing nulls (the range a chart draws). */
export function trimNulls<T extends readonly [unknown, number | null]>(points: readonly T[]): T[] {
  let start = 0;
  let end = points.length;
  while (start < end && points[start]?.[1] === null) start += 1;
  while (end > start && points[end - 1]?.[1] === null) end -= 1;
  return points.slice(start, end);
}
