import type { Options, Point } from 'highcharts';
import { chartAccessibility, chartNameLang } from '@/features/charts/options/accessibility';
import type { ChartTableData } from '@/features/charts/options/tableData';
import { sessionDay } from '@/common/market/marketSession';
import { points as formatPoints } from './figures';
import { BOARD_COLORS } from './marketColors';

/**
 * Options of the index chart (pure, tested without a browser): the daily closes of a range, or the
 * session's one-minute bars. Times of bars are shifted to Vietnam wall-clock time (UTC+7) and drawn
 * as UTC, so the axis reads 09:00–14:45 wherever the browser is.
 */
export interface IndexChartInput {
  name: string;
  kind: 'daily' | 'intraday';
  /** [time ms, close]: days at UTC midnight, bars at their instant. */
  points: readonly (readonly [number, number])[];
  /** The previous close, drawn as the reference line of an intraday chart. */
  previousLevel?: number | null;
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

const dayLabel = (time: number) => sessionDay(new Date(time).toISOString().slice(0, 10));
const clockLabel = (time: number) => {
  const clock = new Date(time);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
};

function plotted(input: IndexChartInput): [number, number][] {
  const shift = input.kind === 'intraday' ? VIETNAM_OFFSET_MS : 0;
  return input.points.map(([time, close]) => [time + shift, close]);
}

export function indexChartOptions(input: IndexChartInput): Options {
  const data = plotted(input);
  const label = input.kind === 'intraday' ? clockLabel : dayLabel;
  const first = data[0]?.[1];
  const lastPoint = data.at(-1);
  const last = lastPoint?.[1];
  const base = input.kind === 'intraday' ? (input.previousLevel ?? first) : first;
  const color =
    base === undefined || last === undefined || last === base
      ? BOARD_COLORS.unchanged
      : last > base
        ? BOARD_COLORS.up
        : BOARD_COLORS.down;
  const title = `${input.name} ${input.kind === 'intraday' ? 'trong phiên' : 'theo ngày'}`;
  return {
    chart: { type: 'area', height: 280, spacing: [8, 8, 8, 8] },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    time: { timezone: 'UTC' },
    lang: chartNameLang(title),
    accessibility: chartAccessibility({
      title,
      series: [{ name: input.name, unitLabel: 'điểm' }],
      from: data[0] ? label(data[0][0]) : undefined,
      to: lastPoint ? label(lastPoint[0]) : undefined,
      describePoint: (point: Point) => `${label(point.x)}: ${formatPoints(point.y ?? null)} điểm`,
    }),
    xAxis: {
      type: 'datetime',
      labels: { formatter: (ctx) => label(Number(ctx.value)) },
    },
    yAxis: {
      title: { text: undefined },
      labels: { formatter: (ctx) => formatPoints(Number(ctx.value)) },
      plotLines:
        input.kind === 'intraday' && input.previousLevel != null
          ? [
              {
                value: input.previousLevel,
                color: BOARD_COLORS.unchanged,
                dashStyle: 'Dash',
                width: 1,
                zIndex: 3,
              },
            ]
          : [],
    },
    tooltip: {
      formatter() {
        return `${label(this.x)}<br/><b>${input.name}: ${formatPoints(this.y ?? null)}</b>`;
      },
    },
    plotOptions: {
      area: { threshold: null, marker: { enabled: false }, lineWidth: 1.5, fillOpacity: 0.12 },
    },
    series: [{ type: 'area', name: input.name, color, data }],
  };
}

/** "Xem bảng số liệu": one column per day or minute, the closes in points. */
export function indexChartTable(input: IndexChartInput): ChartTableData {
  const data = plotted(input);
  const label = input.kind === 'intraday' ? clockLabel : dayLabel;
  return {
    rowHeading: input.kind === 'intraday' ? 'Giờ' : 'Ngày',
    columns: data.map(([time]) => label(time)),
    rows: [
      { key: 'close', name: `${input.name} (điểm)`, values: data.map(([, close]) => formatPoints(close)) },
    ],
  };
}
