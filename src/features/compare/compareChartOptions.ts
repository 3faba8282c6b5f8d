import type { Options, SeriesLineOptions, YAxisOptions } from 'highcharts';
import type { CompareSeriesResponse } from '@/common/contracts/compare';
import { UNIT_LABELS } from '@/common/constants/finance';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { rebasePercent } from '@/common/market/rebase';
import { chartAccessibility, chartNameLang } from '@/features/charts/options/accessibility';
import {
  displayValue,
  formatChartDate,
  formatPeriodLabel,
  PERCENT_LABEL,
  subtractMonthsUtc,
} from '@/features/charts/options/display';
import type { ChartTableData } from '@/features/charts/options/tableData';

/**
 * The comparison chart's options (pure): the price as Highcharts Stock lines, rebased by the library
 * itself (`compare: 'percent'` with `compareStart: true`: each line in % from its first visible
 * point, following zoom and range changes) when more than one line is shown, or in đồng; VN-Index
 * as a dashed benchmark line. A fundamental metric: one line per ticker on one axis, per period.
 */

export const PRICE_CHART_TITLE = 'So sánh giá cổ phiếu';
export const BENCHMARK_ID = 'benchmark';
const MONEY_UNIT = 'billion' as const;

type Point = [number, number | null];

export interface PriceChartInput {
  data: CompareSeriesResponse;
  percent: boolean;
  benchmark: boolean;
  onRange?: (min: number, max: number) => void;
}

/** Lines drawn: one per ticker with figures, plus VN-Index when asked. */
export function priceLines(
  input: Pick<PriceChartInput, 'data' | 'benchmark'>,
): { id: string; name: string; points: Point[] }[] {
  const lines = input.data.series
    .filter((item) => item.points.length > 0)
    .map((item) => ({ id: item.ticker, name: item.ticker, points: item.points }));
  if (input.benchmark && input.data.benchmark && input.data.benchmark.points.length > 0) {
    lines.push({ id: BENCHMARK_ID, name: input.data.benchmark.name, points: input.data.benchmark.points });
  }
  return lines;
}

/** Rebased only when more than one line is shown (a single line reads best in its own units). */
export function isRebased(input: Pick<PriceChartInput, 'data' | 'benchmark' | 'percent'>): boolean {
  return input.percent && priceLines(input).length > 1;
}

export function buildPriceOptions(input: PriceChartInput): Options {
  const lines = priceLines(input);
  const rebased = isRebased(input);
  const absoluteIndex = !rebased && lines.some((line) => line.id === BENCHMARK_ID) && lines.length > 1;
  const yAxis: YAxisOptions[] = [
    {
      id: 'axis-main',
      opposite: false,
      title: { text: rebased ? '% so với ngày đầu' : 'Giá (đồng)' },
      labels: { format: rebased ? '{value}%' : '{value:,.0f}' },
    },
  ];
  if (absoluteIndex) {
    yAxis.push({
      id: 'axis-index',
      opposite: true,
      title: { text: 'VN-Index (điểm)' },
      labels: { format: '{value:,.0f}' },
    });
  }
  const series: SeriesLineOptions[] = lines.map((line) => ({
    type: 'line',
    id: line.id,
    name: line.name,
    data: line.points,
    yAxis: absoluteIndex && line.id === BENCHMARK_ID ? 'axis-index' : 'axis-main',
    dashStyle: line.id === BENCHMARK_ID ? 'ShortDash' : 'Solid',
    ...(rebased ? { compare: 'percent' as const, compareStart: true } : {}),
  }));
  const first = lines[0]?.points[0]?.[0];
  const last = lines[0]?.points.at(-1)?.[0];
  return {
    chart: { height: 460 },
    credits: { enabled: false },
    exporting: { enabled: false, local: true, fallbackToExportServer: false },
    lang: chartNameLang(PRICE_CHART_TITLE),
    accessibility: chartAccessibility({
      title: PRICE_CHART_TITLE,
      series: lines.map((line) => ({
        name: line.name,
        unitLabel: rebased ? PERCENT_LABEL : line.id === BENCHMARK_ID ? 'điểm' : 'đồng',
      })),
      from: first === undefined ? undefined : formatChartDate(first),
      to: last === undefined ? undefined : formatChartDate(last),
    }),
    legend: { enabled: true, align: 'left', verticalAlign: 'top', layout: 'horizontal' },
    navigator: { enabled: true },
    scrollbar: { enabled: false },
    rangeSelector: {
      enabled: true,
      selected: 3,
      inputEnabled: false,
      buttons: [
        { type: 'month', count: 1, text: '1T', title: '1 tháng' },
        { type: 'month', count: 3, text: '3T', title: '3 tháng' },
        { type: 'month', count: 6, text: '6T', title: '6 tháng' },
        { type: 'year', count: 1, text: '1N', title: '1 năm' },
        { type: 'year', count: 3, text: '3N', title: '3 năm' },
        { type: 'all', text: 'Tất cả', title: 'Toàn bộ' },
      ],
    },
    xAxis: {
      id: 'axis-time',
      events: {
        afterSetExtremes(event) {
          if (typeof event.min === 'number' && typeof event.max === 'number')
            input.onRange?.(event.min, event.max);
        },
      },
    },
    yAxis,
    tooltip: {
      split: false,
      shared: true,
      xDateFormat: '%d/%m/%Y',
      valueDecimals: rebased ? 2 : 0,
      pointFormat: rebased
        ? '<span style="color:{series.color}">●</span> {series.name}: <b>{point.change:.2f}%</b> ({point.y:,.0f})<br/>'
        : '<span style="color:{series.color}">●</span> {series.name}: <b>{point.y:,.0f}</b><br/>',
    },
    series,
  };
}

/** The range selector's first choice (`selected: 3`): the year to the last day drawn. */
export const INITIAL_RANGE_MONTHS = 12;

/** The visible range before the chart reports its own: the last INITIAL_RANGE_MONTHS to the last day. */
export function initialRange(
  input: Pick<PriceChartInput, 'data' | 'benchmark'>,
): { min: number; max: number } | null {
  const last = Math.max(...priceLines(input).map((line) => line.points.at(-1)?.[0] ?? -Infinity));
  return Number.isFinite(last) ? { min: subtractMonthsUtc(last, INITIAL_RANGE_MONTHS), max: last } : null;
}

/**
 * The price chart's data table ("Xem bảng số liệu"): one row per day of the visible range, one
 * column per line, in % from the first visible day (src/common/market/rebase.ts, the numbers the
 * chart draws) or as drawn.
 */
export function priceTable(
  input: PriceChartInput,
  range: { min: number; max: number } | null,
): ChartTableData {
  const lines = priceLines(input);
  const rebased = isRebased(input);
  const min = range?.min ?? -Infinity;
  const max = range?.max ?? Infinity;
  const shown = lines.map((line) => {
    const points = rebased ? rebasePercent(line.points, min) : line.points.filter(([x]) => x >= min);
    return new Map(points.filter(([x]) => x <= max).map(([x, y]) => [x, y]));
  });
  const xs = [...new Set(shown.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined
      ? MISSING_VALUE
      : rebased
        ? `${formatNumber(value, 2)}%`
        : formatNumber(value, 0);
  return {
    rowHeading: 'Ngày',
    columns: lines.map((line) => line.name),
    rows: xs.map((x) => ({
      key: String(x),
      name: formatChartDate(x),
      values: shown.map((map) => cell(map.get(x))),
    })),
  };
}

/** A fundamental metric's unit label (money in tỷ đồng). */
export function metricUnitLabel(data: CompareSeriesResponse): string {
  if (data.metric.valueKind === 'money') return UNIT_LABELS[MONEY_UNIT];
  if (data.metric.valueKind === 'percent') return PERCENT_LABEL;
  return data.metric.unit;
}

function metricPoints(data: CompareSeriesResponse, points: Point[]): Point[] {
  return points.map(([x, y]) => [x, displayValue(y, data.metric.valueKind, MONEY_UNIT)]);
}

export function buildMetricOptions(data: CompareSeriesResponse): Options {
  const unit = metricUnitLabel(data);
  const lines = data.series.filter((item) => item.points.length > 0);
  const title = `So sánh ${data.metric.name}`;
  const xs = lines.flatMap((line) => line.points.map(([x]) => x));
  const period = data.periodType;
  return {
    chart: { type: 'line', height: 420 },
    title: { text: undefined },
    credits: { enabled: false },
    exporting: { enabled: false, local: true, fallbackToExportServer: false },
    lang: chartNameLang(title),
    accessibility: chartAccessibility({
      title,
      series: lines.map((line) => ({ name: line.ticker, unitLabel: unit })),
      from: xs.length > 0 ? formatPeriodLabel(Math.min(...xs), period) : undefined,
      to: xs.length > 0 ? formatPeriodLabel(Math.max(...xs), period) : undefined,
    }),
    legend: { enabled: true, align: 'left', verticalAlign: 'top' },
    xAxis: {
      type: 'datetime',
      labels: {
        formatter() {
          return formatPeriodLabel(Number(this.value), period);
        },
      },
    },
    yAxis: {
      title: { text: unit },
      labels: { format: unit === PERCENT_LABEL ? '{value}%' : '{value:,.2f}' },
    },
    tooltip: {
      shared: true,
      formatter() {
        const head = formatPeriodLabel(this.x, period);
        const rows = (this.points ?? []).map(
          (point) =>
            `${point.series.name}: <b>${formatNumber(point.y, 2)}${unit === PERCENT_LABEL ? '%' : ` ${unit}`}</b>`,
        );
        return [head, ...rows].join('<br/>');
      },
    },
    series: lines.map((line) => ({
      type: 'line',
      id: line.ticker,
      name: line.ticker,
      data: metricPoints(data, line.points),
    })),
  };
}

export function metricTable(data: CompareSeriesResponse): ChartTableData {
  const lines = data.series.filter((item) => item.points.length > 0);
  const maps = lines.map((line) => new Map(metricPoints(data, line.points)));
  const xs = [...new Set(maps.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);
  return {
    rowHeading: 'Kỳ',
    columns: lines.map((line) => line.ticker),
    rows: xs.map((x) => ({
      key: String(x),
      name: formatPeriodLabel(x, data.periodType),
      values: maps.map((map) => formatNumber(map.get(x) ?? null, 2)),
    })),
  };
}
