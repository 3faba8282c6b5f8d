import { FREQUENCY_PHRASE, listPhrase } from './messages';
import { frequencyRank, isoDate, ordinalOfX, periodName, periodsPerYearOf, xOfOrdinal } from './periods';
import type { FormulaError, FrequencyAggregation, InputSeries, SeriesFrequency, SeriesPoint } from './types';

/**
 * Frequency conversion (FRED's step 1), to a lower frequency only (day -> month -> quarter -> year):
 * - From days: each month, quarter or year is computed from the sessions it holds (sessions without a
 *   value are skipped; a period with no session is absent); avg = mean of the sessions, sum = their
 *   total, eop = the last session's value. The last period, when still in progress (asOf on or before
 *   its last day, or without asOf its last session before its last day), is computed and carries a
 *   note "Kỳ T11/2026 chưa kết thúc: tính đến phiên 27/11/2026".
 * - From months or quarters: avg and sum need every sub-period (3 months a quarter, 12 a year, 4
 *   quarters a year), else the period is null with "Thiếu số liệu T5/2024, T6/2024"; eop takes the
 *   last sub-period's value (December, the third month, the fourth quarter) and needs it. A period
 *   with no sub-period at all is absent.
 */

export type ConversionResult = { ok: true; series: InputSeries } | { ok: false; error: FormulaError };

export interface ConversionOptions {
  /** Today (YYYY-MM-DD): a period ending on or after it is still in progress. */
  asOf?: string;
}

function aggregateValues(values: readonly number[], aggregation: FrequencyAggregation): number {
  if (aggregation === 'eop') return values[values.length - 1] ?? Number.NaN;
  const total = values.reduce((sum, value) => sum + value, 0);
  return aggregation === 'sum' ? total : total / values.length;
}

function fromDays(
  series: InputSeries,
  to: SeriesFrequency,
  aggregation: FrequencyAggregation,
  options: ConversionOptions,
): InputSeries {
  const groups = new Map<number, { values: number[]; lastX: number }>();
  for (const [x, y] of series.points) {
    if (y === null) continue;
    const ordinal = ordinalOfX(x, to);
    const group = groups.get(ordinal);
    if (group) {
      group.values.push(y);
      group.lastX = x;
    } else groups.set(ordinal, { values: [y], lastX: x });
  }
  const ordinals = [...groups.keys()].sort((left, right) => left - right);
  const points: SeriesPoint[] = [];
  const notes: (string | null)[] = [];
  ordinals.forEach((ordinal, index) => {
    const group = groups.get(ordinal) as { values: number[]; lastX: number };
    const x = xOfOrdinal(ordinal, to);
    points.push([x, aggregateValues(group.values, aggregation)]);
    const end = isoDate(x);
    const last = index === ordinals.length - 1;
    const inProgress = options.asOf !== undefined ? options.asOf <= end : isoDate(group.lastX) < end;
    notes.push(
      last && inProgress
        ? `Kỳ ${periodName(ordinal, to)} chưa kết thúc: tính đến phiên ${periodName(ordinalOfX(group.lastX, 'day'), 'day')}`
        : null,
    );
  });
  return { frequency: to, points, notes };
}

function fromPeriods(
  series: InputSeries,
  to: SeriesFrequency,
  aggregation: FrequencyAggregation,
): InputSeries {
  const from = series.frequency;
  const perTarget = periodsPerYearOf(from) / periodsPerYearOf(to);
  const values = new Map<number, number | null>();
  const targets = new Set<number>();
  for (const [x, y] of series.points) {
    values.set(ordinalOfX(x, from), y);
    targets.add(ordinalOfX(x, to));
  }
  const points: SeriesPoint[] = [];
  const notes: (string | null)[] = [];
  for (const ordinal of [...targets].sort((left, right) => left - right)) {
    const x = xOfOrdinal(ordinal, to);
    const lastSub = ordinalOfX(x, from);
    const subs =
      aggregation === 'eop'
        ? [lastSub]
        : Array.from({ length: perTarget }, (_, i) => lastSub - perTarget + 1 + i);
    const present: number[] = [];
    const missing: string[] = [];
    for (const sub of subs) {
      const value = values.get(sub);
      if (value === undefined || value === null) missing.push(periodName(sub, from));
      else present.push(value);
    }
    if (missing.length > 0) {
      points.push([x, null]);
      const which = aggregation === 'eop' ? ' (cuối kỳ)' : '';
      notes.push(`Thiếu số liệu ${listPhrase(missing)}${which} để tính ${periodName(ordinal, to)}`);
    } else {
      points.push([x, aggregateValues(present, aggregation)]);
      notes.push(null);
    }
  }
  return { frequency: to, points, notes };
}

export function convertFrequency(
  series: InputSeries,
  to: SeriesFrequency,
  aggregation: FrequencyAggregation = 'avg',
  options: ConversionOptions = {},
): ConversionResult {
  const from = series.frequency;
  if (to === from) return { ok: true, series };
  if (frequencyRank(to) < frequencyRank(from)) {
    return {
      ok: false,
      error: {
        code: 'bad_conversion',
        message: `Không chuyển được chuỗi ${FREQUENCY_PHRASE[from]} sang ${FREQUENCY_PHRASE[to]}: chỉ chuyển được sang tần suất thấp hơn (ngày → tháng → quý → năm)`,
      },
    };
  }
  if (from === 'day') return { ok: true, series: fromDays(series, to, aggregation, options) };
  return { ok: true, series: fromPeriods(series, to, aggregation) };
}
