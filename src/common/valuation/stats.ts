/**
 * The statistics of a valuation band (docs/DATA.md "Valuation bands"), defined once: the mean, the
 * standard deviation and the percentile rank of today's value over the valued days of a window.
 * Inputs are the window's values with the unvalued days already left out (a loss-making day has no
 * P/E; it is excluded and counted, never read as 0).
 */

/** Arithmetic mean; null for no values. */
export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/**
 * POPULATION standard deviation, sqrt(Σ (x − mean)² / n): the window's days are the whole set the
 * band describes (every session of the window with a value), not a sample drawn to estimate
 * something larger. Two passes (mean first) to keep the sum of squares exact enough. Null for none.
 */
export function populationStdDev(values: readonly number[]): number | null {
  const mean = meanOf(values);
  if (mean === null) return null;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return Math.sqrt(squares / values.length);
}

/**
 * Percentile rank of `today` in `values`: the share (0..1) of the values STRICTLY BELOW it, so the
 * sentence "cao hơn 78% số ngày" is literally true. Ties are not below: days equal to today's value
 * (today itself among them) do not count as lower. The lowest value gives 0, a value above every
 * other one gives (n − 1) / n when today is in the window. Null without values.
 */
export function percentileBelow(values: readonly number[], today: number): number | null {
  if (values.length === 0) return null;
  let below = 0;
  for (const value of values) if (value < today) below += 1;
  return below / values.length;
}

/** The band over a window: mean, population standard deviation and the ±1, ±2 SD lines. */
export interface BandStats {
  /** Valued days the statistics are over. */
  count: number;
  mean: number;
  sd: number;
  minus2: number;
  minus1: number;
  plus1: number;
  plus2: number;
  min: number;
  max: number;
}

/** The band of the values; null when there are none. */
export function bandStats(values: readonly number[]): BandStats | null {
  const mean = meanOf(values);
  const sd = populationStdDev(values);
  if (mean === null || sd === null) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return {
    count: values.length,
    mean,
    sd,
    minus2: mean - 2 * sd,
    minus1: mean - sd,
    plus1: mean + sd,
    plus2: mean + 2 * sd,
    min,
    max,
  };
}
