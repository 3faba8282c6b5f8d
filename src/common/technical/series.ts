/**
 * Shared building blocks of the indicators. A series is aligned with the bars it comes from: index i
 * is bar i, and null means "no value" (warm-up, or an input that was missing). No function here ever
 * returns NaN or Infinity: a non-finite input value is read as null.
 */

/** One value per bar; null during warm-up or where an input is missing. */
export type Series = (number | null)[];

/** Input values; a plain number[] (closes) is one. */
export type SeriesInput = readonly (number | null)[];

/** The fields of a bar that the range-based indicators read. */
export interface PriceBar {
  high: number;
  low: number;
  close: number;
}

/** Throws for a period that is not a whole number of at least 1 (a programming error). */
export function checkPeriod(period: number, what: string): void {
  if (!Number.isInteger(period) || period < 1)
    throw new RangeError(`${what}: period must be an integer >= 1, got ${period}`);
}

/** The value when finite, else null. */
export function finite(value: number | null | undefined): number | null {
  return value !== null && value !== undefined && Number.isFinite(value) ? value : null;
}

export function nulls(length: number): Series {
  return new Array<number | null>(length).fill(null);
}

/**
 * Simple moving average: SMA_i = (x_i + x_{i-1} + ... + x_{i-n+1}) / n.
 * Null for the first n - 1 values and for any window holding a null. A running sum keeps it O(length).
 */
export function sma(values: SeriesInput, period: number): Series {
  checkPeriod(period, 'SMA');
  const out = nulls(values.length);
  let sum = 0;
  let missing = 0;
  for (let i = 0; i < values.length; i++) {
    const value = finite(values[i]);
    if (value === null) missing++;
    else sum += value;
    if (i >= period) {
      const old = finite(values[i - period]);
      if (old === null) missing--;
      else sum -= old;
    }
    if (i >= period - 1 && missing === 0) out[i] = sum / period;
  }
  return out;
}

/**
 * Exponential smoothing with factor alpha, seeded with the SMA of the first n values:
 * S_{first} = SMA_n, then S_i = S_{i-1} + alpha * (x_i - S_{i-1}).
 * A null input ends the run; the next run starts a new seed (leading nulls just delay the seed).
 */
export function smoothSeeded(values: SeriesInput, period: number, alpha: number): Series {
  const out = nulls(values.length);
  let previous: number | null = null;
  let seedSum = 0;
  let seedCount = 0;
  for (let i = 0; i < values.length; i++) {
    const value = finite(values[i]);
    if (value === null) {
      previous = null;
      seedSum = 0;
      seedCount = 0;
      continue;
    }
    if (previous === null) {
      seedSum += value;
      seedCount++;
      if (seedCount === period) previous = seedSum / period;
    } else {
      previous += alpha * (value - previous);
    }
    out[i] = previous;
  }
  return out;
}

/**
 * Exponential moving average: alpha = 2 / (n + 1), seeded with the SMA of the first n values, so the
 * first value is at index n - 1: EMA_{n-1} = SMA_n, EMA_i = EMA_{i-1} + alpha * (x_i - EMA_{i-1}).
 */
export function ema(values: SeriesInput, period: number): Series {
  checkPeriod(period, 'EMA');
  return smoothSeeded(values, period, 2 / (period + 1));
}

/**
 * Wilder's smoothing (RMA, "smoothed moving average"): alpha = 1 / n, seeded with the SMA of the
 * first n values: W_i = (W_{i-1} * (n - 1) + x_i) / n. Used by RSI and ADX.
 */
export function wilder(values: SeriesInput, period: number): Series {
  checkPeriod(period, 'Wilder');
  return smoothSeeded(values, period, 1 / period);
}

/**
 * Weighted moving average, linear weights, the newest heaviest:
 * WMA_i = (n * x_i + (n - 1) * x_{i-1} + ... + 1 * x_{i-n+1}) / (n (n + 1) / 2).
 */
export function wma(values: SeriesInput, period: number): Series {
  checkPeriod(period, 'WMA');
  const out = nulls(values.length);
  const denominator = (period * (period + 1)) / 2;
  for (let i = period - 1; i < values.length; i++) {
    let sum = 0;
    let complete = true;
    for (let j = 0; j < period; j++) {
      const value = finite(values[i - j]);
      if (value === null) {
        complete = false;
        break;
      }
      sum += (period - j) * value;
    }
    if (complete) out[i] = sum / denominator;
  }
  return out;
}

/** Highest (max = true) or lowest value of each window of n values; null while any is missing. */
export function rollingExtreme(values: SeriesInput, period: number, max: boolean): Series {
  checkPeriod(period, 'Rolling extreme');
  const clean = values.map(finite);
  const out = nulls(values.length);
  let lastMissing = -1;
  for (let i = 0; i < clean.length; i++) {
    if (clean[i] === null) lastMissing = i;
    if (i < period - 1 || lastMissing > i - period) continue;
    let best = clean[i] as number;
    for (let j = i - period + 1; j < i; j++) {
      const value = clean[j] as number;
      if (max ? value > best : value < best) best = value;
    }
    out[i] = best;
  }
  return out;
}

/** The highest high and the lowest low of each window of n bars (stochastic, Williams %R, Ichimoku). */
export function highLowWindow(
  bars: readonly PriceBar[],
  period: number,
): { highest: Series; lowest: Series } {
  return {
    highest: rollingExtreme(
      bars.map((bar) => bar.high),
      period,
      true,
    ),
    lowest: rollingExtreme(
      bars.map((bar) => bar.low),
      period,
      false,
    ),
  };
}

/** f(a_i, b_i) where both exist; null elsewhere, and where f gives a non-finite number. */
export function map2(a: SeriesInput, b: SeriesInput, f: (x: number, y: number) => number): Series {
  const out = nulls(a.length);
  for (let i = 0; i < a.length; i++) {
    const x = finite(a[i]);
    const y = finite(b[i]);
    if (x !== null && y !== null) out[i] = finite(f(x, y));
  }
  return out;
}

/** f(a_i, b_i, c_i) where all three exist; null elsewhere, and where f gives a non-finite number. */
export function map3(
  a: SeriesInput,
  b: SeriesInput,
  c: SeriesInput,
  f: (x: number, y: number, z: number) => number,
): Series {
  const out = nulls(a.length);
  for (let i = 0; i < a.length; i++) {
    const x = finite(a[i]);
    const y = finite(b[i]);
    const z = finite(c[i]);
    if (x !== null && y !== null && z !== null) out[i] = finite(f(x, y, z));
  }
  return out;
}
