import type { Point } from 'highcharts';
import type { OhlcResolution } from '@/common/contracts/companyPages';
import { formatNumber } from '@/common/format';
import type { ChartTableData } from '@/features/charts/options/tableData';
import type { TechnicalChartInput } from './technicalInput';
import { formatBarDate, formatPrice, OHLC_LABELS } from './tooltip';

/** The bars the chart shows for its range: from `start` on (all of them without it). */
export function shownBars<T extends { time: number }>(bars: readonly T[], start: number | null): T[] {
  return start === null ? [...bars] : bars.filter((bar) => bar.time >= start);
}

/**
 * The technical chart's "Xem bảng số liệu": one column per bar shown (the tooltip's date), rows
 * the candle's prices and the volume, written as the tooltip writes them.
 */
export function technicalTable(input: TechnicalChartInput, start: number | null): ChartTableData {
  const bars = shownBars(input.bars, start);
  const resolution = input.resolution ?? 'day';
  const prices = (['open', 'high', 'low', 'close'] as const).map((key) => ({
    key,
    name: `Giá ${OHLC_LABELS[key].toLowerCase()}`,
    values: bars.map((bar) => formatPrice(bar[key])),
  }));
  return {
    rowHeading: 'Chỉ tiêu',
    columns: bars.map((bar) => formatBarDate(bar.time, resolution)),
    rows: [
      ...prices,
      { key: 'volume', name: 'Khối lượng', values: bars.map((bar) => formatNumber(bar.volume, 0)) },
    ],
  };
}

interface DescribedPoint {
  x?: number;
  y?: number | null;
  open?: number;
  high?: number;
  low?: number;
  close?: number;
  series: { name: string; type?: string; options: { custom?: { label?: string; format?: string } } };
}

/** A point as screen readers hear it, with the tooltip's figures ("2024-03-05, Giá: Mở cửa 25,300, ..."). */
export function technicalPointDescriber(resolution: OhlcResolution) {
  return (highchartsPoint: Point): string => {
    const point = highchartsPoint as unknown as DescribedPoint;
    const date = formatBarDate(point.x ?? 0, resolution);
    const label = point.series.options.custom?.label ?? point.series.name;
    if (point.series.type === 'candlestick') {
      const prices = (['open', 'high', 'low', 'close'] as const).map(
        (key) => `${OHLC_LABELS[key]} ${formatPrice(point[key])}`,
      );
      return `${date}, ${label}: ${prices.join(', ')}`;
    }
    const format = point.series.options.custom?.format;
    const value =
      format === 'price' ? formatPrice(point.y) : formatNumber(point.y, format === 'integer' ? 0 : 2);
    return `${date}, ${label}: ${value}`;
  };
}
