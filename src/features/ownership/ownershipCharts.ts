import type { Options, Point } from 'highcharts';
import type { ForeignRoomResponse, OwnershipStructure } from '@/common/contracts/ownership';
import { HOLDER_KIND_LABELS, type HolderKind } from '@/common/market/events';
import { chartAccessibility, chartNameLang } from '@/features/charts/options/accessibility';
import { withCategoryAccessibility, categoryTable } from '@/features/charts/options/categoryCharts';
import { formatChartDate, formatDisplayValue, PERCENT_LABEL } from '@/features/charts/options/display';
import { seriesTable, type ChartTableData, type TableSeries } from '@/features/charts/options/tableData';

/** Pure Highcharts options of the ownership tab (drawn by HighchartsView). */

export const STRUCTURE_CHART_TITLE = 'Cơ cấu cổ đông theo kỳ';
export const FOREIGN_ROOM_CHART_TITLE = 'Tỷ lệ sở hữu nước ngoài và giới hạn';

const HOLDER_COLORS: Record<HolderKind, string> = {
  state: '#d4380d',
  foreign: '#1677ff',
  insider: '#faad14',
  other: '#8c8c8c',
};

const percentOf = (ratio: number | null): number | null =>
  ratio === null ? null : Math.round(ratio * 10_000) / 100;

/** Stacked columns, one per published date, each kind's percent of shares. */
export function structureChartOptions(history: readonly OwnershipStructure[]): Options {
  const kinds = Object.keys(HOLDER_KIND_LABELS) as HolderKind[];
  const options: Options = {
    chart: { type: 'column', height: 280 },
    title: { text: undefined },
    credits: { enabled: false },
    xAxis: { categories: history.map((item) => item.asOf) },
    yAxis: { min: 0, max: 100, title: { text: PERCENT_LABEL }, labels: { format: '{value}%' } },
    plotOptions: { column: { stacking: 'normal' } },
    tooltip: { shared: true, valueSuffix: '%', valueDecimals: 2 },
    series: kinds.map((kind) => ({
      type: 'column' as const,
      id: kind,
      name: HOLDER_KIND_LABELS[kind],
      color: HOLDER_COLORS[kind],
      custom: { unitLabel: PERCENT_LABEL },
      data: history.map((item) =>
        percentOf(item.holders.find((holder) => holder.kind === kind)?.ratio ?? null),
      ),
    })),
  };
  return withCategoryAccessibility(options, STRUCTURE_CHART_TITLE);
}

export function structureChartTable(options: Options): ChartTableData {
  return categoryTable(options);
}

const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

function roomSeries(data: ForeignRoomResponse): TableSeries[] {
  const series: TableSeries[] = [
    {
      id: 'ownership',
      name: 'Tỷ lệ sở hữu nước ngoài',
      unitLabel: PERCENT_LABEL,
      points: data.points.map((point) => [dayMs(point.date), percentOf(point.ownershipRatio)] as const),
    },
  ];
  if (data.limitRatio !== null) {
    const limit = percentOf(data.limitRatio);
    series.push({
      id: 'limit',
      name: 'Giới hạn sở hữu nước ngoài',
      unitLabel: PERCENT_LABEL,
      points: data.points.map((point) => [dayMs(point.date), limit] as const),
    });
  }
  return series;
}

/** The foreign ownership ratio per session and the limit as a dashed line, both in % of shares. */
export function foreignRoomChartOptions(data: ForeignRoomResponse): Options {
  const series = roomSeries(data);
  const first = data.points[0]?.date;
  const last = data.points[data.points.length - 1]?.date;
  return {
    chart: { type: 'line', height: 300, zooming: { type: 'x' } },
    title: { text: undefined },
    credits: { enabled: false },
    lang: chartNameLang(FOREIGN_ROOM_CHART_TITLE),
    xAxis: { type: 'datetime' },
    yAxis: { min: 0, title: { text: PERCENT_LABEL }, labels: { format: '{value}%' } },
    tooltip: { shared: true, xDateFormat: '%Y-%m-%d', valueSuffix: '%', valueDecimals: 2 },
    accessibility: chartAccessibility({
      title: FOREIGN_ROOM_CHART_TITLE,
      series: series.map((item) => ({ name: item.name, unitLabel: item.unitLabel })),
      from: first,
      to: last,
      describePoint: (point: Point) =>
        `${formatChartDate(point.x)}, ${point.series.name}: ${formatDisplayValue(point.y, PERCENT_LABEL)}`,
    }),
    series: series.map((item) => ({
      type: 'line' as const,
      id: item.id,
      name: item.name,
      data: item.points.map(([x, y]) => [x, y]),
      ...(item.id === 'limit'
        ? { dashStyle: 'Dash' as const, color: '#cf1322', marker: { enabled: false } }
        : {}),
    })),
  };
}

export function foreignRoomChartTable(data: ForeignRoomResponse): ChartTableData {
  return seriesTable(roomSeries(data), formatChartDate);
}
