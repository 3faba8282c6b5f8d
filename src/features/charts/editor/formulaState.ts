import { nextUnusedColor } from '@/common/charts/colors';
import { AxisSlot } from '@/common/constants/charts';
import type { ChartMetric } from '@/common/contracts/charts';
import { FORMULA_METRIC_KIND } from '@/common/contracts/chartMetricKinds';
import { formulaMetricId } from '@/common/contracts/metricKeys';
import {
  parseFormula,
  type FormulaInput,
  type FormulaSpec,
  type FrequencyAggregation,
  type GroupAggregate,
  type SeriesFrequency,
  type SeriesTransform,
  type SeriesUnits,
} from '@/common/seriesMath';

/**
 * Pure state of the formula editor (issue 33): the inputs a, b, c ... with their source and
 * transform, the expression checked by the engine's parser, and the chart metric it becomes.
 */

export const FORMULA_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/** FRED's units with their Vietnamese names. */
export const UNITS_LABELS: Readonly<Record<SeriesUnits, string>> = {
  lin: 'Mức',
  chg: 'Thay đổi',
  ch1: 'Thay đổi so với cùng kỳ năm trước',
  pch: '% thay đổi',
  pc1: '% so với cùng kỳ năm trước',
  pca: 'Tốc độ tăng kép năm',
  log: 'Logarit tự nhiên',
};

export const AGGREGATION_LABELS: Readonly<Record<FrequencyAggregation, string>> = {
  avg: 'Trung bình',
  sum: 'Tổng',
  eop: 'Cuối kỳ',
};

export const FREQUENCY_LABELS: Readonly<Record<SeriesFrequency, string>> = {
  day: 'Ngày',
  month: 'Tháng',
  quarter: 'Quý',
  year: 'Năm',
};

export const GROUP_AGGREGATE_LABELS: Readonly<Record<GroupAggregate, string>> = {
  sum: 'Tổng',
  mean: 'Trung bình',
  median: 'Trung vị',
};

/** Where an input's companies come from: one ticker or a group. */
export type InputScope = 'ticker' | 'industry' | 'tickers' | 'watchlist';

export const SCOPE_LABELS: Readonly<Record<InputScope, string>> = {
  ticker: 'Một mã',
  industry: 'Ngành ICB',
  tickers: 'Danh sách mã',
  watchlist: 'Danh sách theo dõi',
};

export function scopeOf(input: FormulaInput): InputScope {
  return input.source.group?.kind ?? 'ticker';
}

/** The first name not used yet (null when all eight are). */
export function nextInputName(inputs: readonly FormulaInput[]): string | null {
  const used = new Set(inputs.map((input) => input.name));
  return FORMULA_NAMES.find((name) => !used.has(name)) ?? null;
}

/** A new input: the first free name, closing price of the page's ticker until a metric is picked. */
export function newInput(inputs: readonly FormulaInput[]): FormulaInput | null {
  const name = nextInputName(inputs);
  return name ? { name, source: { key: 'price:close' } } : null;
}

export const EMPTY_FORMULA: FormulaSpec = {
  expression: 'a',
  inputs: [{ name: 'a', source: { key: 'price:close' } }],
};

/** The Vietnamese message of a bad expression (null when the engine's parser accepts it). */
export function expressionError(expression: string, inputs: readonly FormulaInput[]): string | null {
  const result = parseFormula(
    expression,
    inputs.map((input) => input.name),
  );
  return result.ok ? null : result.error.message;
}

/** Every input converted to `frequency` (the route's offer when the inputs' frequencies differ). */
export function convertInputsTo(spec: FormulaSpec, frequency: SeriesFrequency): FormulaSpec {
  return {
    ...spec,
    inputs: spec.inputs.map((input) => ({
      ...input,
      transform: { ...input.transform, frequency, aggregation: input.transform?.aggregation ?? 'avg' },
    })),
  };
}

/** Changes the scope of an input: a ticker (the page's by default) or an empty group of that kind. */
export function withScope(input: FormulaInput, scope: InputScope): FormulaInput {
  const { group: _group, aggregate: _aggregate, ...source } = input.source;
  if (scope === 'ticker') return { ...input, source };
  const { ticker: _ticker, ...rest } = source;
  const group =
    scope === 'industry'
      ? { kind: 'industry' as const, icbCode: '' }
      : scope === 'tickers'
        ? { kind: 'tickers' as const, tickers: [] }
        : { kind: 'watchlist' as const, watchlistId: 0 };
  return { ...input, source: { ...rest, group, aggregate: input.source.aggregate ?? 'sum' } };
}

/** Drops empty optional fields so the spec is what formulaSpecSchema expects and stays compact. */
export function cleanFormula(spec: FormulaSpec): FormulaSpec {
  const inputs = spec.inputs.map((input): FormulaInput => {
    const { frequency, aggregation, units } = input.transform ?? {};
    const transform: SeriesTransform = {
      ...(frequency ? { frequency, aggregation: aggregation ?? 'avg' } : {}),
      ...(units && units !== 'lin' ? { units } : {}),
    };
    return {
      name: input.name,
      source: input.source,
      ...(Object.keys(transform).length > 0 ? { transform } : {}),
    };
  });
  return {
    expression: spec.expression.trim(),
    inputs,
    ...(spec.movingAverage ? { movingAverage: spec.movingAverage } : {}),
    ...(spec.rebaseDate ? { rebaseDate: spec.rebaseDate } : {}),
  };
}

/** What the formula editor hands back. */
export interface FormulaDraft {
  name: string;
  unit?: string;
  formula: FormulaSpec;
}

/**
 * The chart metric of a formula: a new one gets a fresh slug, the next unused colour, a line on the
 * first right axis; an edited one (`previous`) keeps its id, colour, series type and axis.
 */
export function formulaMetric(
  draft: FormulaDraft,
  list: readonly ChartMetric[],
  previous?: ChartMetric,
): ChartMetric {
  const unit = draft.unit?.trim();
  return {
    kind: FORMULA_METRIC_KIND,
    id: previous?.id ?? formulaMetricId(list.map((metric) => metric.id)),
    name: draft.name.trim(),
    color: previous?.color ?? nextUnusedColor(list.map((metric) => metric.color)),
    seriesType: previous?.seriesType ?? 'line',
    axis: previous?.axis ?? AxisSlot.RIGHT_1,
    // The editor submits only drafts formulaSpecSchema accepts (input names a..h among them).
    formula: cleanFormula(draft.formula) as ChartMetric['formula'],
    ...(unit ? { unit } : {}),
  };
}

/** Adds the formula metric or replaces the one with the same id, keeping the order. */
export function putFormulaMetric(list: readonly ChartMetric[], metric: ChartMetric): ChartMetric[] {
  const index = list.findIndex((item) => item.kind === metric.kind && item.id === metric.id);
  if (index < 0) return [...list, metric];
  return list.map((item, at) => (at === index ? metric : item));
}
