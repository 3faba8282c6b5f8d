import type { Options, Point, SeriesLineOptions } from 'highcharts';
import type { ValuationBandsResponse } from '@/common/contracts/valuation';
import { BAND_METRIC_LABELS } from '@/common/valuation/labels';
import { monthEnds } from '@/common/valuation/window';
import { chartAccessibility, chartNameLang } from '@/features/charts/options/accessibility';
import { formatChartDate, formatDisplayValue } from '@/features/charts/options/display';
import { seriesTable, type ChartTableData, type TableSeries } from '@/features/charts/options/tableData';

/** Pure Highcharts options of the valuation band (drawn by HighchartsView). */

export const TIMES_LABEL = 'lần';

export function bandChartTitle(data: ValuationBandsResponse): string {
  return `Dải ${BAND_METRIC_LABELS[data.metric]} ${data.ticker} ${String(data.years)} năm`;
}

const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

interface BandSeries extends TableSeries {
  color: string;
  dashStyle?: SeriesLineOptions['dashStyle'];
  step?: boolean;
}

/** The lines the chart draws: the multiple, mean, ±1 and ±2 SD, the industry median. */
function bandSeries(data: ValuationBandsResponse, at: readonly string[]): BandSeries[] {
  const label = BAND_METRIC_LABELS[data.metric];
  const byDay = new Map(data.dates.map((date, i) => [date, data.values[i] ?? null]));
  const series: BandSeries[] = [
    {
      id: 'multiple',
      name: `${label} ${data.ticker}`,
      unitLabel: TIMES_LABEL,
      color: '#1677ff',
      points: at.map((date) => [dayMs(date), byDay.get(date) ?? null] as const),
    },
  ];
  const { stats } = data;
  if (stats) {
    const flat = (
      id: string,
      name: string,
      value: number,
      color: string,
      dashStyle: BandSeries['dashStyle'],
    ) =>
      series.push({
        id,
        name,
        unitLabel: TIMES_LABEL,
        color,
        dashStyle,
        points: at.map((date) => [dayMs(date), value] as const),
      });
    flat('mean', 'Trung bình', stats.mean, '#262626', 'Solid');
    flat('plus1', '+1 độ lệch chuẩn', stats.plus1, '#d46b08', 'Dash');
    flat('minus1', '−1 độ lệch chuẩn', stats.minus1, '#d46b08', 'Dash');
    flat('plus2', '+2 độ lệch chuẩn', stats.plus2, '#cf1322', 'ShortDot');
    flat('minus2', '−2 độ lệch chuẩn', stats.minus2, '#cf1322', 'ShortDot');
  }
  const industry = data.industry;
  if (industry && !industry.locked) {
    // Month ends: the server's points are monthEnds of the shown sessions, the table's columns too.
    const medians = new Map(industry.dates.map((date, i) => [date, industry.medians[i] ?? null]));
    series.push({
      id: 'industry',
      name: `Trung vị ngành ${industry.nameVi}`,
      unitLabel: TIMES_LABEL,
      color: '#389e0d',
      step: true,
      points: industry.dates.map((date) => [dayMs(date), medians.get(date) ?? null] as const),
    });
  }
  return series;
}

/** Every session, the flat band lines and the industry median at month ends (a step line). */
export function valuationBandOptions(data: ValuationBandsResponse): Options {
  const title = bandChartTitle(data);
  const series = bandSeries(data, data.dates);
  const stats = data.stats;
  return {
    chart: { type: 'line', height: 360, zooming: { type: 'x' } },
    title: { text: undefined },
    credits: { enabled: false },
    lang: chartNameLang(title),
    xAxis: { type: 'datetime' },
    yAxis: {
      title: { text: TIMES_LABEL },
      plotBands: stats
        ? [
            { from: stats.minus2, to: stats.plus2, color: 'rgba(207, 19, 34, 0.04)' },
            { from: stats.minus1, to: stats.plus1, color: 'rgba(22, 119, 255, 0.07)' },
          ]
        : [],
    },
    tooltip: { shared: true, xDateFormat: '%Y-%m-%d', valueDecimals: 2, valueSuffix: ` ${TIMES_LABEL}` },
    plotOptions: { series: { marker: { enabled: false }, connectNulls: false } },
    accessibility: chartAccessibility({
      title,
      series: series.map((item) => ({ name: item.name, unitLabel: item.unitLabel })),
      from: data.from ?? undefined,
      to: data.to ?? undefined,
      describePoint: (point: Point) =>
        `${formatChartDate(point.x)}, ${point.series.name}: ${formatDisplayValue(point.y, TIMES_LABEL)}`,
    }),
    series: series.map((item) => ({
      type: 'line' as const,
      id: item.id,
      name: item.name,
      color: item.color,
      data: item.points.map(([x, y]) => [x, y]),
      lineWidth: item.id === 'multiple' ? 2 : 1.5,
      ...(item.dashStyle ? { dashStyle: item.dashStyle } : {}),
      ...(item.step ? { step: 'left' as const } : {}),
      ...(item.id === 'multiple'
        ? {}
        : { enableMouseTracking: true, states: { hover: { lineWidthPlus: 0 } } }),
    })),
  };
}

/** "Xem bảng số liệu": the same lines at month ends (the last session of each month). */
export function valuationBandTable(data: ValuationBandsResponse): ChartTableData {
  return seriesTable(bandSeries(data, monthEnds(data.dates)), formatChartDate);
}
