import type {
  SeriesCandlestickOptions,
  SeriesColumnOptions,
  SeriesLineOptions,
  YAxisPlotLinesOptions,
} from 'highcharts';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import {
  bollinger,
  BOLLINGER_PARAMS,
  ema,
  macd,
  OSCILLATOR_PARAMS,
  rsi,
  sma,
  stochastic,
  THRESHOLDS,
  type Bar,
  type Series,
} from '@/common/technical';
import type { TechnicalPane } from './layout';

/**
 * The series of the technical chart (pure). Every indicator comes from src/common/technical with the
 * summary's own parameters, so the chart and the vote table read the same numbers.
 */

/** Rising candles green, falling red, as Vietnamese boards show them. */
export const CANDLE_COLORS = { up: TECHNICAL_SIGNAL_COLORS.buy, down: TECHNICAL_SIGNAL_COLORS.sell };

const OVERLAY_COLORS: Record<string, string> = {
  'sma-20': '#1f77b4',
  'sma-50': '#ff7f0e',
  'ema-20': '#9467bd',
};
const BOLLINGER_COLOR = '#7f7f7f';
const PANE_COLORS = { first: '#1f77b4', second: '#ff7f0e' };

export type TechnicalSeriesOptions = SeriesCandlestickOptions | SeriesColumnOptions | SeriesLineOptions;

/** The y-axis id of a pane (series ids are the bare names, axis ids carry this prefix). */
export const axisId = (pane: string): string => `axis-${pane}`;

/**
 * [time, value] points of an indicator aligned with the bars: the warm-up nulls at the start are
 * left out, a later null stays (a gap in the line).
 */
export function indicatorPoints(bars: readonly Bar[], values: Series): [number, number | null][] {
  const first = values.findIndex((value) => value !== null);
  if (first < 0) return [];
  const points: [number, number | null][] = [];
  for (let i = first; i < bars.length; i++) {
    const bar = bars[i];
    if (bar) points.push([bar.time, values[i] ?? null]);
  }
  return points;
}

function line(
  id: string,
  name: string,
  pane: string,
  data: [number, number | null][],
  color: string,
  extra: Partial<SeriesLineOptions> = {},
): SeriesLineOptions {
  return { type: 'line', id, name, yAxis: axisId(pane), data, color, lineWidth: 1.5, ...extra };
}

export function priceSeries(bars: readonly Bar[]): SeriesCandlestickOptions {
  return {
    type: 'candlestick',
    id: 'price',
    name: 'Giá',
    yAxis: axisId('price'),
    data: bars.map((bar) => [bar.time, bar.open, bar.high, bar.low, bar.close]),
    color: CANDLE_COLORS.down,
    lineColor: CANDLE_COLORS.down,
    upColor: CANDLE_COLORS.up,
    upLineColor: CANDLE_COLORS.up,
  };
}

/** Volume columns coloured like their candle. */
export function volumeSeries(bars: readonly Bar[]): SeriesColumnOptions {
  return {
    type: 'column',
    id: 'volume',
    name: 'Khối lượng',
    yAxis: axisId('volume'),
    // The legend's colour; each column takes its candle's.
    color: '#8c8c8c',
    opacity: 0.6,
    custom: { format: 'integer' },
    data: bars.map((bar) => ({
      x: bar.time,
      y: bar.volume,
      color: bar.close >= bar.open ? CANDLE_COLORS.up : CANDLE_COLORS.down,
    })),
  };
}

export interface TechnicalOverlays {
  /** SMA periods drawn on the price (20, 50 ...). */
  sma?: readonly number[];
  ema?: readonly number[];
  /** Bollinger bands (20, 2). */
  bollinger?: boolean;
}

/** Moving averages and Bollinger bands on the price pane. */
export function overlaySeries(bars: readonly Bar[], overlays: TechnicalOverlays): SeriesLineOptions[] {
  const close = bars.map((bar) => bar.close);
  const out: SeriesLineOptions[] = [];
  const averages = [
    ...(overlays.sma ?? []).map((period) => ({ kind: 'sma' as const, period })),
    ...(overlays.ema ?? []).map((period) => ({ kind: 'ema' as const, period })),
  ];
  for (const { kind, period } of averages) {
    const id = `${kind}-${String(period)}`;
    const values = kind === 'sma' ? sma(close, period) : ema(close, period);
    const color = OVERLAY_COLORS[id] ?? SERIES_PALETTE[out.length % SERIES_PALETTE.length] ?? '#1f77b4';
    out.push(
      line(id, `${kind.toUpperCase()} ${String(period)}`, 'price', indicatorPoints(bars, values), color, {
        custom: { format: 'price' },
      }),
    );
  }
  if (overlays.bollinger) {
    const { period, multiplier } = BOLLINGER_PARAMS;
    const bands = bollinger(close, period, multiplier);
    const name = `Bollinger (${String(period)}, ${String(multiplier)})`;
    const band = (key: 'upper' | 'middle' | 'lower', label: string) =>
      line(`bb-${key}`, name, 'price', indicatorPoints(bars, bands[key]), BOLLINGER_COLOR, {
        lineWidth: 1,
        dashStyle: key === 'middle' ? 'ShortDash' : 'Solid',
        // One legend entry for the three lines.
        linkedTo: key === 'upper' ? undefined : 'bb-upper',
        custom: { label, format: 'price' },
      });
    out.push(
      band('upper', 'Bollinger trên'),
      band('middle', 'Bollinger giữa'),
      band('lower', 'Bollinger dưới'),
    );
  }
  return out;
}

/** The series of one oscillator pane. */
export function paneSeries(bars: readonly Bar[], pane: TechnicalPane): TechnicalSeriesOptions[] {
  const close = bars.map((bar) => bar.close);
  const p = OSCILLATOR_PARAMS;
  if (pane === 'rsi') {
    return [line('rsi', `RSI (${String(p.rsi)})`, pane, indicatorPoints(bars, rsi(close, p.rsi)), '#9467bd')];
  }
  if (pane === 'macd') {
    const m = macd(close, p.macd.fast, p.macd.slow, p.macd.signal);
    const name = `MACD (${String(p.macd.fast)}, ${String(p.macd.slow)}, ${String(p.macd.signal)})`;
    const histogram: SeriesColumnOptions = {
      type: 'column',
      id: 'macd-histogram',
      name: 'Histogram',
      yAxis: axisId(pane),
      data: indicatorPoints(bars, m.histogram),
      color: CANDLE_COLORS.up,
      negativeColor: CANDLE_COLORS.down,
      threshold: 0,
      opacity: 0.6,
    };
    return [
      histogram,
      line('macd-line', name, pane, indicatorPoints(bars, m.line), PANE_COLORS.first),
      line('macd-signal', 'Đường tín hiệu', pane, indicatorPoints(bars, m.signal), PANE_COLORS.second),
    ];
  }
  const s = p.stochastic;
  const st = stochastic(bars, s.period, s.kSmoothing, s.dPeriod);
  const params = `${String(s.period)}, ${String(s.kSmoothing)}, ${String(s.dPeriod)}`;
  return [
    line('stochastic-k', `Stochastic %K (${params})`, pane, indicatorPoints(bars, st.k), PANE_COLORS.first),
    line('stochastic-d', 'Stochastic %D', pane, indicatorPoints(bars, st.d), PANE_COLORS.second),
  ];
}

function bandLines(limits: { buyBelow: number; sellAbove: number }): YAxisPlotLinesOptions[] {
  return [
    { id: 'oversold', value: limits.buyBelow, color: CANDLE_COLORS.up, dashStyle: 'Dash', width: 1 },
    { id: 'overbought', value: limits.sellAbove, color: CANDLE_COLORS.down, dashStyle: 'Dash', width: 1 },
  ];
}

/** The plot lines of a pane: RSI 30 / 70, stochastic 20 / 80 (the vote limits), MACD zero. */
export function panePlotLines(pane: TechnicalPane): YAxisPlotLinesOptions[] {
  if (pane === 'rsi') return bandLines(THRESHOLDS.rsi);
  if (pane === 'stochastic') return bandLines(THRESHOLDS.stochasticK);
  return [{ id: 'zero', value: 0, color: '#8c8c8c', width: 1 }];
}
