import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { rangeMonths } from '@/common/constants/ranges';
import type { ChartMetric } from '@/common/contracts/charts';
import type { OhlcTuple } from '@/common/contracts/companyPages';
import type { ChartSeriesData } from '@/common/contracts/financeChart';
import { subtractMonthsUtc } from '@/features/charts/options/display';

/**
 * The overview's price chart drawn by the shared MetricChart: the adjusted close as a line on the
 * left axis and the traded volume as columns on the right axis, from the stock-ohlc bars.
 */

export const CLOSE_KEY = 'price:close';
export const VOLUME_KEY = 'price:volume';

export const PRICE_CHART_METRICS: readonly ChartMetric[] = [
  {
    kind: 'price',
    id: 'close',
    name: 'Giá đóng cửa (điều chỉnh)',
    color: SERIES_PALETTE[0] ?? '#1f77b4',
    seriesType: 'line',
    axis: AxisSlot.LEFT_1,
  },
  {
    kind: 'price',
    id: 'volume',
    name: 'Khối lượng giao dịch',
    color: SERIES_PALETTE[7] ?? '#7f7f7f',
    seriesType: 'column',
    axis: AxisSlot.RIGHT_1,
  },
];

const SOURCE = 'Sở giao dịch chứng khoán (giá điều chỉnh)';

/** Bars [time, open, high, low, close, volume] -> the two series MetricChart reads, keyed by metric key. */
export function priceChartSeries(bars: readonly OhlcTuple[]): Record<string, ChartSeriesData> {
  const sorted = [...bars].sort((a, b) => a[0] - b[0]);
  return {
    [CLOSE_KEY]: {
      key: CLOSE_KEY,
      kind: 'price',
      id: 'close',
      name: 'Giá đóng cửa (điều chỉnh)',
      unit: 'đồng',
      valueKind: 'perShare',
      frequency: 'day',
      points: sorted.map(([time, , , , close]) => [time, close]),
      source: SOURCE,
    },
    [VOLUME_KEY]: {
      key: VOLUME_KEY,
      kind: 'price',
      id: 'volume',
      name: 'Khối lượng giao dịch',
      unit: 'cp',
      valueKind: 'count',
      frequency: 'day',
      points: sorted.map(([time, , , , , volume]) => [time, volume]),
      source: SOURCE,
    },
  };
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The `from` of the stock-ohlc request for a range key: that many months before the last trading
 * day (`asOf`, else `today`), YYYY-MM-DD; undefined for All (the whole history).
 */
export function ohlcFrom(
  rangeKey: string,
  asOf: string | null,
  today: Date = new Date(),
): string | undefined {
  const months = rangeMonths(rangeKey);
  if (months === null) return undefined;
  const parsed = asOf ? Date.parse(`${asOf}T00:00:00Z`) : Number.NaN;
  const end = Number.isNaN(parsed) ? Date.parse(`${isoDay(today.getTime())}T00:00:00Z`) : parsed;
  return isoDay(subtractMonthsUtc(end, months));
}
