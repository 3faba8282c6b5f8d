import type { TechnicalSignal } from '@/common/constants/charts';

/** Thresholds of the votes and of the summary (documented in docs/DATA.md, "Technical analysis"). */
export const THRESHOLDS = {
  rsi: { buyBelow: 30, sellAbove: 70 },
  stochasticK: { buyBelow: 20, sellAbove: 80 },
  cci: { buyBelow: -100, sellAbove: 100 },
  williamsR: { buyBelow: -80, sellAbove: -20 },
  adx: { trendAbove: 20 },
  /** Overall / group score: buy above, sell below minus this. */
  signal: 0.1,
  /** "Mua mạnh" at or above, "Bán mạnh" at or below minus this. */
  strong: 0.5,
  /** Price comparisons (close vs MA, MACD vs signal, momentum vs 0) treat |a - b| <= this x |close| as equal. */
  relativeTolerance: 1e-9,
} as const;

/** Buy below `buyBelow`, sell above `sellAbove`, neutral between (limits included) or without a value. */
export function bandSignal(
  value: number | null,
  limits: { buyBelow: number; sellAbove: number },
): TechnicalSignal {
  if (value === null) return 'neutral';
  if (value < limits.buyBelow) return 'buy';
  if (value > limits.sellAbove) return 'sell';
  return 'neutral';
}

/** Buy when a > b, sell when a < b, neutral when equal within tolerance or either is missing. */
export function compareSignal(a: number | null, b: number | null, tolerance: number): TechnicalSignal {
  if (a === null || b === null) return 'neutral';
  if (a - b > tolerance) return 'buy';
  if (b - a > tolerance) return 'sell';
  return 'neutral';
}

/** ADX > 20 with +DI above -DI buys, with -DI above +DI sells; a weak or no trend is neutral. */
export function adxSignal(
  adx: number | null,
  plusDi: number | null,
  minusDi: number | null,
): TechnicalSignal {
  if (adx === null || plusDi === null || minusDi === null || !(adx > THRESHOLDS.adx.trendAbove))
    return 'neutral';
  if (plusDi > minusDi) return 'buy';
  if (minusDi > plusDi) return 'sell';
  return 'neutral';
}

export const SIGNAL_SCORES: Record<TechnicalSignal, number> = { buy: 1, sell: -1, neutral: 0 };

/** The three-colour signal of a score: buy above 0.1, sell below -0.1, neutral otherwise. */
export function scoreSignal(score: number): TechnicalSignal {
  if (score > THRESHOLDS.signal) return 'buy';
  if (score < -THRESHOLDS.signal) return 'sell';
  return 'neutral';
}

/** Five levels for the gauge text. */
export const SUMMARY_LEVELS = ['strong_sell', 'sell', 'neutral', 'buy', 'strong_buy'] as const;
export type SummaryLevel = (typeof SUMMARY_LEVELS)[number];
export const SUMMARY_LEVEL_LABELS: Record<SummaryLevel, string> = {
  strong_sell: 'Bán mạnh',
  sell: 'Bán',
  neutral: 'Trung lập',
  buy: 'Mua',
  strong_buy: 'Mua mạnh',
};

/** <= -0.5 strong sell, < -0.1 sell, <= 0.1 neutral, < 0.5 buy, >= 0.5 strong buy. */
export function scoreLevel(score: number): SummaryLevel {
  if (score >= THRESHOLDS.strong) return 'strong_buy';
  if (score <= -THRESHOLDS.strong) return 'strong_sell';
  const signal = scoreSignal(score);
  return signal === 'buy' ? 'buy' : signal === 'sell' ? 'sell' : 'neutral';
}
