import type { Point } from 'highcharts';
import type { OhlcResolution } from '@/common/contracts/companyPages';
import { formatNumber } from '@/common/format';
import { formatChartDate } from '@/features/charts/options/display';

/** Texts of the candle in the tooltip. */
export const OHLC_LABELS = {
  open: 'Mở cửa',
  high: 'Cao nhất',
  low: 'Thấp nhất',
  close: 'Đóng cửa',
} as const;

/** Prices of a few thousand VND and more read without decimals, smaller ones with two. */
export function formatPrice(value: number | null | undefined): string {
  return formatNumber(value, value !== null && value !== undefined && Math.abs(value) >= 1000 ? 0 : 2);
}

/** Axis labels of volume: 850,000, 1.5 tr (triệu), 2.1 tỷ. */
export function formatVolume(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e9) return `${formatNumber(value / 1e9, 1)} tỷ`;
  if (size >= 1e6) return `${formatNumber(value / 1e6, 1)} tr`;
  return formatNumber(value, 0);
}

/** The bar's date as the tooltip heads it (YYYY-MM-DD): 2024-03-05, "Tuần 2024-03-04", "Tháng 2024-03". */
export function formatBarDate(time: number, resolution: OhlcResolution): string {
  const date = formatChartDate(time);
  if (resolution === 'week') return `Tuần ${date}`;
  if (resolution === 'month') return `Tháng ${date.slice(0, 7)}`;
  return date;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What the formatter reads of a point (candles carry open, high, low, close). */
interface TooltipPoint {
  x?: number;
  y?: number | null;
  color?: unknown;
  open?: number;
  high?: number;
  low?: number;
  close?: number;
  series: {
    name: string;
    type?: string;
    options: { id?: string; custom?: { label?: string; format?: string } };
  };
}

function pointRows(point: TooltipPoint): string[] {
  const color = typeof point.color === 'string' ? point.color : 'currentColor';
  const dot = `<span style="color:${color}">●</span>`;
  const label = escapeHtml(point.series.options.custom?.label ?? point.series.name);
  if (point.series.type === 'candlestick') {
    const rows = (['open', 'high', 'low', 'close'] as const).map(
      (key) => `${OHLC_LABELS[key]}: <b>${formatPrice(point[key])}</b>`,
    );
    return [`${dot} <b>${label}</b>`, ...rows];
  }
  const format = point.series.options.custom?.format;
  const value =
    format === 'price' ? formatPrice(point.y) : formatNumber(point.y, format === 'integer' ? 0 : 2);
  return [`${dot} ${label}: <b>${value}</b>`];
}

/** One shared tooltip for every pane: the date, the candle, the volume and each indicator. */
export function technicalTooltipFormatter(resolution: OhlcResolution) {
  return function formatTooltip(this: Point): string {
    const points = (this.points ?? [this]) as unknown as TooltipPoint[];
    const x = typeof this.x === 'number' ? this.x : (points[0]?.x ?? 0);
    const header = `<span style="font-size:0.85em">${formatBarDate(x, resolution)}</span>`;
    return [header, ...points.flatMap(pointRows)].join('<br/>');
  };
}
