import type { AxisLabelsFormatterContextObject, Options, Point, SeriesLineOptions } from 'highcharts';
import { normalizeColor } from '@/common/charts/colors';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { rangeMonths } from '@/common/constants/ranges';
import type { SamePeriodData } from '@/common/contracts/macro';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { formatAxisLabel } from '@/features/charts/options/axes';
import { NO_DATA_TEXT } from '@/features/charts/options/buildChartOptions';
import { withCategoryAccessibility } from '@/features/charts/options/categoryCharts';

/**
 * The same-period chart (pure: no Highcharts runtime needed): the categories of one year on the
 * x-axis (T1..T12 or Q1..Q4) and one line per year, oldest first so the newest is drawn on top; the
 * newest is thick, in the metric's colour, with markers, the older ones thin and lighter. Values
 * read with the site's number format and the answer's unit ("%" for changes).
 */

/** One more selected metric drawn with the chosen one (same categories: months or quarters). */
export interface SamePeriodMetricInput {
  data: SamePeriodData;
  color: string;
  name: string;
}

export interface SamePeriodChartInput {
  data: SamePeriodData;
  /** The newest year's colour (the metric's own on the time-series chart). */
  color: string;
  /** How many of the newest years to draw; undefined: every year. */
  maxYears?: number;
  /** The chosen metric's name: the legend's title, and each line's name beside other metrics. */
  name?: string;
  /**
   * The other selected metrics with the same categories: every one is drawn, each line named
   * "<metric> <year>", each unit on its own axis (issue 28: the view showed one metric, unnamed).
   */
  others?: readonly SamePeriodMetricInput[];
}

/** The years a range shows: All every year, otherwise its length in years (at least two to compare). */
export function samePeriodYearsFor(range: string): number | undefined {
  const months = rangeMonths(range);
  return months === null ? undefined : Math.max(2, Math.ceil(months / 12));
}

/** The years drawn, oldest first. */
export function shownYears(data: SamePeriodData, maxYears?: number): SamePeriodData['years'] {
  const years = [...data.years].sort((a, b) => a.year - b.year);
  return maxYears === undefined || maxYears <= 0 ? years : years.slice(-maxYears);
}

/** "1,234.56 tỷ đồng", "5.20%", "-". */
export function formatSamePeriodValue(value: number | null | undefined, unit: string): string {
  const text = formatNumber(value);
  if (text === MISSING_VALUE || !unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

/** Colours of the older years: the palette without the newest year's colour. */
function olderColors(newest: string): string[] {
  const skip = normalizeColor(newest);
  return SERIES_PALETTE.filter((color) => color !== skip);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function tooltipFormatter(unitOfPoint: (point: Point) => string) {
  return function formatTooltip(this: Point): string {
    // Newest year first.
    const points = [...(this.points ?? [this])].reverse();
    const rows = points.map((point) => {
      const color = typeof point.color === 'string' ? point.color : 'currentColor';
      const value = formatSamePeriodValue(point.y, unitOfPoint(point));
      return `<span style="color:${color}">●</span> ${escapeHtml(point.series.name)}: <b>${escapeHtml(value)}</b>`;
    });
    const category = typeof this.category === 'string' ? this.category : String(this.x);
    return [`<span style="font-size:0.85em">${escapeHtml(category)}</span>`, ...rows].join('<br/>');
  };
}

export function buildSamePeriodOptions(input: SamePeriodChartInput): Options {
  const others = (input.others ?? []).filter(
    (other) => other.data.categories.join() === input.data.categories.join(),
  );
  const title = input.name ? `${input.name} cùng kỳ các năm` : 'Cùng kỳ các năm';
  return withCategoryAccessibility(
    others.length > 0 ? buildSeveralOptions(input, others) : buildOneOptions(input),
    title,
  );
}

function buildOneOptions({ data, color, maxYears, name }: SamePeriodChartInput): Options {
  const years = shownYears(data, maxYears);
  const newestYear = years[years.length - 1]?.year;
  const palette = olderColors(color);
  const series = years.map((row, index): SeriesLineOptions => {
    const newest = row.year === newestYear;
    return {
      type: 'line',
      id: `year-${String(row.year)}`,
      name: String(row.year),
      color: newest ? color : palette[(years.length - 2 - index) % palette.length],
      lineWidth: newest ? 3 : 1.5,
      opacity: newest ? 1 : 0.75,
      zIndex: newest ? 10 : 1,
      marker: { enabled: newest, radius: newest ? 4 : 2 },
      data: data.categories.map((_, position) => row.values[position] ?? null),
      custom: { unitLabel: data.unit },
    };
  });
  return {
    title: { text: undefined },
    credits: { enabled: false },
    exporting: { enabled: false, local: true, fallbackToExportServer: false },
    lang: { noData: NO_DATA_TEXT },
    noData: { style: { fontWeight: 'normal', fontSize: '14px', color: '#8c8c8c' } },
    legend: {
      enabled: true,
      align: 'center',
      verticalAlign: 'bottom',
      layout: 'horizontal',
      ...(name ? { title: { text: name } } : {}),
    },
    xAxis: { type: 'category', categories: [...data.categories] },
    yAxis: {
      title: { text: data.unit || undefined },
      labels: {
        formatter(this: AxisLabelsFormatterContextObject) {
          return formatAxisLabel(this.value);
        },
      },
    },
    tooltip: { shared: true, formatter: tooltipFormatter(() => data.unit) },
    plotOptions: { series: { turboThreshold: 0 } },
    series,
  };
}

/**
 * Several metrics year by year in one chart: each metric in its own colour (the newest year thick
 * with markers, older years thinner, dotted and lighter), each line named "<metric> <year>", one
 * y-axis per unit (the first on the left, the others on the right).
 */
function buildSeveralOptions(
  { data, color, maxYears, name }: SamePeriodChartInput,
  others: readonly SamePeriodMetricInput[],
): Options {
  const metrics = [{ data, color, name: name || data.name }, ...others];
  const units = [...new Set(metrics.map((metric) => metric.data.unit))];
  const unitOf = new Map<string, string>();
  const series = metrics.flatMap((metric, metricIndex) => {
    const years = shownYears(metric.data, maxYears);
    const newestYear = years[years.length - 1]?.year;
    return years.map((row): SeriesLineOptions => {
      const newest = row.year === newestYear;
      const id = `m${String(metricIndex)}-year-${String(row.year)}`;
      unitOf.set(id, metric.data.unit);
      return {
        type: 'line',
        id,
        name: `${metric.name} ${String(row.year)}`,
        color: metric.color,
        yAxis: units.indexOf(metric.data.unit),
        lineWidth: newest ? 3 : 1.5,
        opacity: newest ? 1 : 0.5,
        dashStyle: newest ? 'Solid' : 'ShortDot',
        zIndex: newest ? 10 : 1,
        marker: { enabled: newest, radius: newest ? 4 : 2 },
        data: data.categories.map((_, position) => row.values[position] ?? null),
        custom: { unitLabel: metric.data.unit },
      };
    });
  });
  const options = buildOneOptions({ data, color, maxYears });
  return {
    ...options,
    legend: { enabled: true, align: 'center', verticalAlign: 'bottom', layout: 'horizontal' },
    yAxis: units.map((unit, index) => ({
      title: { text: unit || undefined },
      opposite: index > 0,
      labels: {
        formatter(this: AxisLabelsFormatterContextObject) {
          return formatAxisLabel(this.value);
        },
      },
    })),
    tooltip: {
      shared: true,
      formatter: tooltipFormatter((point) => unitOf.get(point.series.options.id ?? '') ?? ''),
    },
    series,
  };
}

/** The figures as a table for the CSV export: "Năm" and the categories, then one row per year. */
export function samePeriodCsvMatrix(data: SamePeriodData, maxYears?: number): (string | number)[][] {
  const header = ['Năm', ...data.categories];
  const rows = shownYears(data, maxYears).map((row) => [
    row.year,
    ...data.categories.map((_, position) => row.values[position] ?? ''),
  ]);
  return [header, ...rows];
}
