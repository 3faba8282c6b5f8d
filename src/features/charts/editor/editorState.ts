import { nextUnusedColor } from '@/common/charts/colors';
import { AxisSlot, type ChartSize } from '@/common/constants/charts';
import {
  chartSchema,
  CHART_MESSAGES,
  CHART_TIME_FILTERS,
  MAX_METRICS_PER_CHART,
  type ChartConfig,
  type ChartInput,
  type ChartMetric,
  type ChartSeriesType,
  type ChartTimeFilter,
} from '@/common/contracts/charts';
import { RANGE_NAMES } from '@/common/constants/ranges';
import { type ChartMetricInfo } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';

/**
 * Pure state of the chart editor: the selected metrics (each with its palette colour, series type
 * and axis slot) and the conversion of the form into a ChartInput checked by chartSchema.
 */

/** The form fields of the editor (the metrics are kept apart, in a list). */
export interface ChartEditorValues {
  chartName: string;
  size: ChartSize;
  isAutoAxis: boolean;
  initTimeFilter: ChartTimeFilter;
  viewType: 'quarter' | 'year';
  textBlockContent: string;
}

export const DEFAULT_EDITOR_VALUES: ChartEditorValues = {
  chartName: '',
  size: 100,
  isAutoAxis: true,
  initTimeFilter: 'All',
  viewType: 'quarter',
  textBlockContent: '',
};

/** Vietnamese names of the initial time filters (the range names of src/common/constants/ranges.ts). */
export const TIME_FILTER_LABELS: Readonly<Record<ChartTimeFilter, string>> = Object.fromEntries(
  CHART_TIME_FILTERS.map((key) => [key, RANGE_NAMES[key] ?? key]),
) as Record<ChartTimeFilter, string>;

export { AXIS_LABELS } from '@/common/contracts/chartVocabulary';

export const EMPTY_CHART_MESSAGE = 'Chọn ít nhất một chỉ tiêu hoặc nhập ghi chú';

/** What the picker needs of a metric to add it. */
export type MetricToAdd = Pick<ChartMetricInfo, 'kind' | 'id' | 'name' | 'valueKind'>;

/** Amounts and counts are columns; ratios, multiples, per-share figures and indices are lines. */
export function defaultSeriesFor(info: Pick<ChartMetricInfo, 'valueKind'>): ChartSeriesType {
  return info.valueKind === 'money' || info.valueKind === 'count' ? 'column' : 'line';
}

/** Amounts and counts go on the first left axis; everything else on the first right axis. */
export function defaultAxisFor(info: Pick<ChartMetricInfo, 'valueKind'>): AxisSlot {
  return info.valueKind === 'money' || info.valueKind === 'count' ? AxisSlot.LEFT_1 : AxisSlot.RIGHT_1;
}

/** The message shown when a chart already holds `max` metrics. */
export function limitMessage(max: number): string {
  return max >= MAX_METRICS_PER_CHART
    ? CHART_MESSAGES.tooManyMetrics
    : `Gói của bạn cho phép tối đa ${max} chỉ tiêu mỗi biểu đồ`;
}

export function hasMetric(list: readonly ChartMetric[], key: string): boolean {
  return list.some((metric) => metricKey(metric) === key);
}

/**
 * Appends the metric with the next unused palette colour and its default series type and axis.
 * Already present: the list is returned as is. At `max` metrics: nothing is added, `refused` is true.
 */
export function addMetric(
  list: readonly ChartMetric[],
  info: MetricToAdd,
  max: number = MAX_METRICS_PER_CHART,
): { list: ChartMetric[]; refused: boolean } {
  if (hasMetric(list, metricKey(info))) return { list: [...list], refused: false };
  if (list.length >= max) return { list: [...list], refused: true };
  const metric: ChartMetric = {
    kind: info.kind,
    id: info.id,
    name: info.name,
    color: nextUnusedColor(list.map((item) => item.color)),
    seriesType: defaultSeriesFor(info),
    axis: defaultAxisFor(info),
  };
  return { list: [...list, metric], refused: false };
}

/** Removes the metric with key `kind:id` (its colour becomes free again). */
export function removeMetric(list: readonly ChartMetric[], key: string): ChartMetric[] {
  return list.filter((metric) => metricKey(metric) !== key);
}

/** Changes the colour, series type or axis of one metric. */
export function updateMetric(
  list: readonly ChartMetric[],
  key: string,
  patch: Partial<Pick<ChartMetric, 'color' | 'seriesType' | 'axis'>>,
): ChartMetric[] {
  return list.map((metric) => (metricKey(metric) === key ? { ...metric, ...patch } : metric));
}

/** Moves a metric `offset` places (-1: up, 1: down); beyond either end the list stays as it is. */
export function moveMetric(list: readonly ChartMetric[], key: string, offset: number): ChartMetric[] {
  const from = list.findIndex((metric) => metricKey(metric) === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= list.length || to === from) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The form values of an existing chart (or the defaults for a new one). */
export function valuesFromChart(initial?: ChartConfig): ChartEditorValues {
  if (!initial) return { ...DEFAULT_EDITOR_VALUES };
  return {
    chartName: initial.chartName,
    size: initial.size,
    isAutoAxis: initial.isAutoAxis,
    initTimeFilter: initial.initTimeFilter,
    viewType: initial.viewType === 'year' ? 'year' : 'quarter',
    textBlockContent: initial.textBlockContent ?? '',
  };
}

/** The chart to save: the form, the metrics in order, and the chart id and position of `initial`. */
export function toChartInput(
  values: ChartEditorValues,
  metrics: readonly ChartMetric[],
  initial?: Pick<ChartConfig, 'chartId' | 'position'>,
): ChartInput {
  const text = values.textBlockContent;
  const input: ChartInput = {
    chartName: values.chartName.trim(),
    metrics: metrics.map(({ kind, id, name, color, seriesType, axis, formula, unit }) => ({
      kind,
      id,
      ...(name === undefined ? {} : { name }),
      color,
      seriesType,
      axis,
      ...(formula === undefined ? {} : { formula }),
      ...(unit === undefined ? {} : { unit }),
    })),
    size: values.size,
    isAutoAxis: values.isAutoAxis,
    viewType: values.viewType,
    initTimeFilter: values.initTimeFilter,
    textBlockContent: text.trim() === '' ? null : text,
  };
  if (initial) {
    input.chartId = initial.chartId;
    input.position = initial.position;
  }
  return input;
}

/**
 * Checks a chart before it is saved: chartSchema's messages, the plan's metric limit, and that the
 * chart shows something (a metric or a note). An empty list means the chart may be saved.
 */
export function chartInputErrors(input: ChartInput, maxMetrics: number = MAX_METRICS_PER_CHART): string[] {
  const parsed = chartSchema.safeParse(input);
  const errors = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const count = input.metrics?.length ?? 0;
  if (count > maxMetrics && !errors.includes(limitMessage(maxMetrics))) errors.push(limitMessage(maxMetrics));
  if (count === 0 && !input.textBlockContent) errors.push(EMPTY_CHART_MESSAGE);
  return [...new Set(errors)];
}
