import { adx, type Adx } from './adx';
import { bollinger, hullMa, ichimokuBaseLine, type BollingerBands } from './bands';
import type { Bar } from './bars';
import { cci, macd, momentum, rsi, stochastic, williamsR, type Macd, type Stochastic } from './oscillators';
import { ema, sma, type Series } from './series';

/** Periods of the moving-average group (each as SMA and EMA). */
export const MA_PERIODS = [10, 20, 30, 50, 100, 200] as const;
export type MaPeriod = (typeof MA_PERIODS)[number];

/** Parameters of the oscillator group, the usual defaults. */
export const OSCILLATOR_PARAMS = {
  rsi: 14,
  stochastic: { period: 14, kSmoothing: 3, dPeriod: 3 },
  cci: 20,
  williamsR: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  momentum: 10,
  adx: 14,
} as const;

export const BOLLINGER_PARAMS = { period: 20, multiplier: 2 } as const;
export const ICHIMOKU_BASE_PERIOD = 26;
export const HULL_PERIOD = 9;

/** Every indicator of the technical screen, aligned with the bars it was computed from. */
export interface IndicatorSet {
  bars: readonly Bar[];
  close: number[];
  sma: Record<MaPeriod, Series>;
  ema: Record<MaPeriod, Series>;
  bollinger: BollingerBands;
  rsi: Series;
  macd: Macd;
  stochastic: Stochastic;
  cci: Series;
  williamsR: Series;
  adx: Adx;
  momentum: Series;
  ichimokuBase: Series;
  hull: Series;
}

function byPeriod(f: (period: MaPeriod) => Series): Record<MaPeriod, Series> {
  const out = {} as Record<MaPeriod, Series>;
  for (const period of MA_PERIODS) out[period] = f(period);
  return out;
}

/** Computes every indicator over bars sorted oldest first (use resampleWeekly / Monthly for others). */
export function computeIndicators(bars: readonly Bar[]): IndicatorSet {
  const close = bars.map((bar) => bar.close);
  const p = OSCILLATOR_PARAMS;
  return {
    bars,
    close,
    sma: byPeriod((period) => sma(close, period)),
    ema: byPeriod((period) => ema(close, period)),
    bollinger: bollinger(close, BOLLINGER_PARAMS.period, BOLLINGER_PARAMS.multiplier),
    rsi: rsi(close, p.rsi),
    macd: macd(close, p.macd.fast, p.macd.slow, p.macd.signal),
    stochastic: stochastic(bars, p.stochastic.period, p.stochastic.kSmoothing, p.stochastic.dPeriod),
    cci: cci(bars, p.cci),
    williamsR: williamsR(bars, p.williamsR),
    adx: adx(bars, p.adx),
    momentum: momentum(close, p.momentum),
    ichimokuBase: ichimokuBaseLine(bars, ICHIMOKU_BASE_PERIOD),
    hull: hullMa(close, HULL_PERIOD),
  };
}

/**
 * Index of the first value of each series (warm-up length), for the default parameters:
 * a series is null before it and, on bars without gaps, never after it.
 */
export const WARM_UP = {
  sma: (period: number) => period - 1,
  ema: (period: number) => period - 1,
  bollinger: BOLLINGER_PARAMS.period - 1,
  rsi: OSCILLATOR_PARAMS.rsi,
  macdLine: OSCILLATOR_PARAMS.macd.slow - 1,
  macdSignal: OSCILLATOR_PARAMS.macd.slow + OSCILLATOR_PARAMS.macd.signal - 2,
  stochasticK: OSCILLATOR_PARAMS.stochastic.period + OSCILLATOR_PARAMS.stochastic.kSmoothing - 2,
  stochasticD:
    OSCILLATOR_PARAMS.stochastic.period +
    OSCILLATOR_PARAMS.stochastic.kSmoothing +
    OSCILLATOR_PARAMS.stochastic.dPeriod -
    3,
  cci: OSCILLATOR_PARAMS.cci - 1,
  williamsR: OSCILLATOR_PARAMS.williamsR - 1,
  di: OSCILLATOR_PARAMS.adx,
  adx: 2 * OSCILLATOR_PARAMS.adx - 1,
  momentum: OSCILLATOR_PARAMS.momentum,
  ichimokuBase: ICHIMOKU_BASE_PERIOD - 1,
  hull: HULL_PERIOD + Math.floor(Math.sqrt(HULL_PERIOD)) - 2,
} as const;
