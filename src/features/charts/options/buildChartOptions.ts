import type {
  Axis,
  AxisLabelsFormatterContextObject,
  Options,
  XAxisOptions,
  Point,
  SeriesAreaOptions,
  SeriesColumnOptions,
  SeriesLineOptions,
  SeriesSplineOptions,
} from 'highcharts';
import type { AxisSlot } from '@/common/constants/charts';
import type { ChartSeriesType } from '@/common/contracts/charts';
import { metricKey } from '@/common/contracts/metricKeys';
import { rangeMonths } from '@/common/constants/ranges';
import type { MetricChartInput } from '../types';
import { buildYAxes, separateUnits, type AxisSeries, type Stacking } from './axes';
import { chartAccessibility, chartNameLang } from './accessibility';
import { placeInPanes, volumePaneSlots } from './panes';
import { seriesTable, visibleXs, type ChartTableData } from './tableData';
import {
  displayPoints,
  formatChartDate,
  formatDisplayValue,
  formatPeriodLabel,
  metricName,
  seriesDataOf,
  subtractMonthsUtc,
  unitLabel,
  valueDecimals,
} from './display';

export const NO_DATA_TEXT = 'Chưa có dữ liệu';

type DrawnSeriesOptions = SeriesLineOptions | SeriesSplineOptions | SeriesColumnOptions | SeriesAreaOptions;

/** The Highcharts series type and stacking of each configured series type. */
export const SERIES_TYPE_MAP: Record<
  ChartSeriesType,
  { type: DrawnSeriesOptions['type']; stacking: Stacking }
> = {
  line: { type: 'line', stacking: undefined },
  spline: { type: 'spline', stacking: undefined },
  column: { type: 'column', stacking: undefined },
  stack_column: { type: 'column', stacking: 'normal' },
  stack_column_100: { type: 'column', stacking: 'percent' },
  area: { type: 'area', stacking: undefined },
};

interface PreparedSeries extends AxisSeries {
  id: string;
  name: string;
  color: string;
  seriesType: ChartSeriesType;
  /** Decimals of the tooltip's values. */
  decimals: number;
}

function prepareSeries(input: MetricChartInput): PreparedSeries[] {
  const prepared = input.metrics.map((metric): PreparedSeries => {
    const data = seriesDataOf(input, metric);
    return {
      id: metricKey(metric),
      name: metricName(metric, data),
      color: metric.color,
      seriesType: metric.seriesType,
      axis: metric.axis,
      stacking: SERIES_TYPE_MAP[metric.seriesType].stacking,
      unitLabel: unitLabel(data, input.unit),
      decimals: valueDecimals(data),
      points: displayPoints(data, input.unit),
    };
  });
  return separateUnits(prepared);
}

/** The first x shown: `range` months before the newest point; undefined for All or no data. */
export function rangeStart(series: readonly AxisSeries[], range: string): number | undefined {
  const months = rangeMonths(range);
  if (months === null) return undefined;
  let newest = Number.NEGATIVE_INFINITY;
  for (const item of series) {
    for (const [x] of item.points) if (x > newest) newest = x;
  }
  return Number.isFinite(newest) ? subtractMonthsUtc(newest, months) : undefined;
}

function toSeriesOptions(item: PreparedSeries): DrawnSeriesOptions {
  const { type, stacking } = SERIES_TYPE_MAP[item.seriesType];
  const common = {
    id: item.id,
    name: item.name,
    color: item.color,
    yAxis: item.axis,
    // [x, y] pairs need no turbo threshold, but 0 keeps long daily series drawing whatever the shape.
    turboThreshold: 0,
    data: item.points.map(([x, y]): [number, number | null] => [x, y]),
  };
  if (type === 'column') {
    // Stacks are keyed by axis slot: only series on the same axis stack together.
    return { ...common, type, ...(stacking ? { stacking, stack: item.axis } : {}) };
  }
  return { ...common, type };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Shared tooltip: the date (or period), then each series' value with the site's number format and its unit. */
function tooltipFormatter(
  labels: ReadonlyMap<string, Pick<PreparedSeries, 'unitLabel' | 'decimals'>>,
  formatX: (ms: number) => string,
) {
  return function formatTooltip(this: Point): string {
    const points = this.points ?? [this];
    const rows = points.map((point) => {
      const color = typeof point.color === 'string' ? point.color : 'currentColor';
      const item = labels.get(point.series.options.id ?? '');
      const value = formatDisplayValue(point.y, item?.unitLabel ?? '', item?.decimals);
      return `<span style="color:${color}">●</span> ${escapeHtml(point.series.name)}: <b>${escapeHtml(value)}</b>`;
    });
    return [`<span style="font-size:0.85em">${formatX(this.x)}</span>`, ...rows].join('<br/>');
  };
}

/** A point as screen readers hear it: "Q3/2024, Doanh thu: 12.35 Tỷ đồng" (the tooltip's figures). */
function pointDescriber(
  labels: ReadonlyMap<string, Pick<PreparedSeries, 'unitLabel' | 'decimals'>>,
  formatX: (ms: number) => string,
) {
  return (point: Point): string => {
    const item = labels.get(point.series.options.id ?? '');
    const value = formatDisplayValue(point.y, item?.unitLabel ?? '', item?.decimals);
    return `${formatX(point.x)}, ${point.series.name}: ${value}`;
  };
}

/** At most this many period labels on the x-axis; more periods show every n-th. */
const MAX_PERIOD_TICKS = 12;

/** Tick positions at the periods' own points (every n-th when there are many) within [min, max]. */
export function periodTicks(xs: readonly number[], min: number, max: number): number[] {
  const inside = xs.filter((x) => x >= min && x <= max);
  const step = Math.max(1, Math.ceil(inside.length / MAX_PERIOD_TICKS));
  // Counted from the newest, so the latest period always has its label.
  return inside.filter((_, index) => (inside.length - 1 - index) % step === 0);
}

function periodAxis(
  input: MetricChartInput,
  prepared: readonly PreparedSeries[],
): { formatX: (ms: number) => string; xAxis: XAxisOptions } {
  const periodType = input.periodType;
  const periodic =
    periodType !== undefined &&
    prepared.length > 0 &&
    input.metrics.every((metric) => seriesDataOf(input, metric)?.frequency === 'period');
  if (!periodic) return { formatX: formatChartDate, xAxis: {} };
  const xs = [...new Set(prepared.flatMap((item) => item.points.map(([x]) => x)))].sort((a, b) => a - b);
  const formatX = (ms: number): string => formatPeriodLabel(ms, periodType);
  return {
    formatX,
    xAxis: {
      tickPositioner(this: Axis, min: number, max: number) {
        return periodTicks(xs, min, max);
      },
      labels: {
        formatter(this: AxisLabelsFormatterContextObject) {
          return formatX(Number(this.value));
        },
      },
    },
  };
}

/**
 * Highcharts options for one chart (pure: no Highcharts runtime is needed). One series per metric
 * in order; four y-axes indexed by axis slot (series of different units on separate axes,
 * separateUnits); the x-axis a datetime axis starting `range` before the newest point. See axes.ts
 * for automatic versus fixed axes.
 */
export function buildChartOptions(input: MetricChartInput): Options {
  const prepared = prepareSeries(input);
  const xMin = rangeStart(prepared, input.range);
  const slotsInUse = new Set<AxisSlot>(prepared.map((item) => item.axis));
  const labels = new Map(prepared.map((item) => [item.id, item]));
  const period = periodAxis(input, prepared);
  const lowerPane = volumePaneSlots(prepared);
  const shown = visibleXs(prepared, xMin);
  const first = shown[0];
  const last = shown[shown.length - 1];
  return {
    // The screens and cards show the chart's name above it; only exported images carry a title.
    title: { text: undefined },
    credits: { enabled: false },
    // Our own menu exports (ChartExportMenu): no Highcharts button, and never the export server.
    exporting: { enabled: false, local: true, fallbackToExportServer: false },
    accessibility: chartAccessibility({
      title: input.title,
      series: prepared,
      from: first === undefined ? undefined : period.formatX(first),
      to: last === undefined ? undefined : period.formatX(last),
      describePoint: pointDescriber(labels, period.formatX),
    }),
    lang: { noData: NO_DATA_TEXT, ...chartNameLang(input.title) },
    noData: { style: { fontWeight: 'normal', fontSize: '14px', color: '#8c8c8c' } },
    legend: { enabled: true, align: 'center', verticalAlign: 'bottom', layout: 'horizontal' },
    // Explicit null: chart.update merges options, so an absent min would keep the previous range's.
    xAxis: { type: 'datetime', min: xMin ?? null, ...period.xAxis },
    yAxis: placeInPanes(
      buildYAxes(
        prepared,
        slotsInUse,
        input.isAutoAxis,
        xMin,
        prepared.filter((item) => !lowerPane.has(item.axis)),
      ),
      lowerPane,
    ),
    tooltip: { shared: true, formatter: tooltipFormatter(labels, period.formatX) },
    plotOptions: { series: { turboThreshold: 0 } },
    series: prepared.map(toSeriesOptions),
  };
}

/** The chart's "Xem bảng số liệu" table: the series buildChartOptions plots, over the range shown. */
export function buildChartTable(input: MetricChartInput): ChartTableData {
  const prepared = prepareSeries(input);
  return seriesTable(prepared, periodAxis(input, prepared).formatX, rangeStart(prepared, input.range));
}
