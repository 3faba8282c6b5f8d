import { AxisSlot } from '@/common/constants/charts';
import type { MacroFrequency } from '@/common/constants/market';
import {
  activateRange,
  MACRO_LONG_RANGE_OPTIONS,
  MACRO_RANGE_OPTIONS,
  type RangeOption,
} from '@/common/constants/ranges';
import type { ChartMetric } from '@/common/contracts/charts';
import type { ChartSeriesData } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';
import type { MacroMenuNode, MacroSeriesInfo, TimeSeriesData } from '@/common/contracts/macro';
import { buildExtendId, parseExtendId } from '@/common/macro/extendId';
import type { MacroValueType } from '@/common/macroMenu';

/** Pure helpers of the macro screens: labels, menu look-ups and the chart input of a selection. */

export const EMPTY_SELECTION_TEXT = 'Chọn chỉ tiêu để vẽ biểu đồ';

export const VALUE_TYPE_LABELS: Record<MacroValueType, string> = {
  value: 'Giá trị',
  yoy: 'So với cùng kỳ (%)',
  qoq: 'So với quý trước (%)',
  mom: 'So với tháng trước (%)',
  yoy_avg: 'Bình quân cùng kỳ (%)',
};

export const PERIOD_LABELS: Record<MacroFrequency, string> = {
  month: 'Tháng',
  quarter: 'Quý',
  year: 'Năm',
};

/** Levels go on the first left axis, changes in % on the first right one. */
export function defaultAxisFor(valueType: MacroValueType): AxisSlot {
  return valueType === 'value' ? AxisSlot.LEFT_1 : AxisSlot.RIGHT_1;
}

/** Every indicator of a menu tree, depth first. */
export function indicatorsOf(nodes: readonly MacroMenuNode[]): MacroMenuNode[] {
  return nodes.flatMap((node) =>
    node.type === 'indicator' ? [node, ...indicatorsOf(node.children)] : indicatorsOf(node.children),
  );
}

export function findIndicatorByCode(
  nodes: readonly MacroMenuNode[] | undefined,
  code: string,
): MacroMenuNode | undefined {
  return nodes ? indicatorsOf(nodes).find((node) => node.code === code) : undefined;
}

export interface SeriesRef {
  indicator: MacroMenuNode;
  series: MacroSeriesInfo;
}

/** `<menuItemId>-<seriesId>` -> the series and its indicator. */
export type SeriesIndex = ReadonlyMap<string, SeriesRef>;

export function buildSeriesIndex(nodes: readonly MacroMenuNode[] | undefined): SeriesIndex {
  const index = new Map<string, SeriesRef>();
  for (const indicator of indicatorsOf(nodes ?? [])) {
    for (const series of indicator.metric) {
      index.set(`${String(indicator.id)}-${String(series.seriesId)}`, { indicator, series });
    }
  }
  return index;
}

export function seriesRefOf(index: SeriesIndex, extendId: string): SeriesRef | undefined {
  const parts = parseExtendId(extendId);
  return parts ? index.get(`${String(parts.menuItemId)}-${String(parts.seriesId)}`) : undefined;
}

/** A series at its own period as a level: the form a newly checked series takes. */
export function seriesExtendId(indicator: MacroMenuNode, series: MacroSeriesInfo): string {
  return buildExtendId({
    menuItemId: indicator.id,
    seriesId: series.seriesId,
    period: series.frequency,
    valueType: 'value',
  });
}

/** The indicator's first series (the default selection), or null when it has none or is locked. */
export function defaultExtendId(indicator: MacroMenuNode | undefined): string | null {
  const first = indicator?.metric[0];
  return indicator && first && !indicator.locked ? seriesExtendId(indicator, first) : null;
}

/**
 * The value types a series offers at a period: its own list at its own frequency; at a longer
 * period the level, the change on a year earlier (when it has one) and, for quarters of a series
 * with period-on-period changes, the change on the previous quarter.
 */
export function valueTypesAt(series: MacroSeriesInfo, period: MacroFrequency): MacroValueType[] {
  if (period === series.frequency) return [...series.valueTypes];
  const types: MacroValueType[] = ['value'];
  if (series.valueTypes.includes('yoy')) types.push('yoy');
  if (period === 'quarter' && series.valueTypes.some((type) => type === 'mom' || type === 'qoq')) {
    types.push('qoq');
  }
  return types;
}

/** "Chỉ số giá tiêu dùng - So với cùng kỳ (%) - Quý": the legend name of a selected metric. */
export function legendName(name: string, extendId: string, ownFrequency?: MacroFrequency): string {
  const parts = parseExtendId(extendId);
  if (!parts) return name;
  const valueType = parts.valueType === 'value' ? [] : [VALUE_TYPE_LABELS[parts.valueType]];
  const period = ownFrequency && ownFrequency !== parts.period ? [PERIOD_LABELS[parts.period]] : [];
  return [name, ...valueType, ...period].join(' - ');
}

/** The figures of one metric as the shared chart reads them (macro values are plain numbers). */
export function toChartSeries(extendId: string, data: TimeSeriesData): ChartSeriesData {
  const isChange = data.valueType !== 'value';
  return {
    key: metricKey({ kind: 'macro', id: extendId }),
    kind: 'macro',
    id: extendId,
    name: data.name,
    unit: isChange ? '%' : data.unit,
    valueKind: !isChange && data.unit === 'điểm' ? 'index' : 'other',
    frequency: data.period,
    points: data.points,
    source: data.source,
  };
}

export interface ChartableMetric {
  extendID: string;
  chartType: ChartMetric['seriesType'];
  axisIdx: ChartMetric['axis'];
  seriesColor: string;
}

export function toChartMetrics(
  metrics: readonly ChartableMetric[],
  nameOf: (extendId: string) => string,
): ChartMetric[] {
  return metrics.map((metric) => ({
    kind: 'macro',
    id: metric.extendID,
    name: nameOf(metric.extendID),
    color: metric.seriesColor,
    seriesType: metric.chartType,
    axis: metric.axisIdx,
  }));
}

/** The long ranges (2Y ... All) when every metric is yearly, else the short ones; `range` active. */
export function rangeOptionsFor(periods: readonly MacroFrequency[], range: string): RangeOption[] {
  const yearly = periods.length > 0 && periods.every((period) => period === 'year');
  return activateRange(yearly ? MACRO_LONG_RANGE_OPTIONS : MACRO_RANGE_OPTIONS, range);
}

/** "2024-07-15T..." -> "2024-07-15" (the spec's date format); anything else as is. */
export function formatReleaseDate(date: string): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(date);
  return match ? match[0] : date;
}

/** The newest of several YYYY-MM-DD dates (null when none). */
export function newestDate(dates: readonly (string | null | undefined)[]): string | null {
  const known = dates.filter((date): date is string => typeof date === 'string' && date.length > 0);
  return known.length > 0 ? known.reduce((a, b) => (a > b ? a : b)) : null;
}
