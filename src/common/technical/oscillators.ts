import {
  checkPeriod,
  map2,
  map3,
  ema,
  finite,
  nulls,
  highLowWindow,
  sma,
  wilder,
  type PriceBar,
  type Series,
  type SeriesInput,
} from './series';

/** close_i - close_{i-1} from index 1; null at index 0 or where either close is missing. */
function changes(values: SeriesInput): Series {
  const out = nulls(values.length);
  for (let i = 1; i < values.length; i++) {
    const current = finite(values[i]);
    const previous = finite(values[i - 1]);
    if (current !== null && previous !== null) out[i] = current - previous;
  }
  return out;
}

/**
 * Relative strength index (n = 14), Wilder: gain_i = max(change_i, 0), loss_i = max(-change_i, 0);
 * avgGain and avgLoss start as the plain means of the first n changes (changes 1..n, so the first RSI
 * is at index n) and then follow avg_i = (avg_{i-1} (n - 1) + x_i) / n.
 * RSI = 100 - 100 / (1 + avgGain / avgLoss); 100 when avgLoss = 0 < avgGain, and 50 when both are 0
 * (no movement at all is neither overbought nor oversold).
 */
export function rsi(values: SeriesInput, period = 14): Series {
  checkPeriod(period, 'RSI');
  const change = changes(values);
  const gains = wilder(
    change.map((c) => (c === null ? null : Math.max(c, 0))),
    period,
  );
  const losses = wilder(
    change.map((c) => (c === null ? null : Math.max(-c, 0))),
    period,
  );
  return map2(gains, losses, (gain, loss) => {
    if (loss === 0) return gain === 0 ? 50 : 100;
    return 100 - 100 / (1 + gain / loss);
  });
}

export interface Macd {
  line: Series;
  signal: Series;
  histogram: Series;
}

/**
 * MACD (12, 26, 9): line = EMA_fast(close) - EMA_slow(close), from index slow - 1; signal = EMA of
 * the line over signalPeriod values, seeded with the SMA of its first signalPeriod values (first at
 * index slow + signalPeriod - 2 = 33); histogram = line - signal.
 */
export function macd(values: SeriesInput, fast = 12, slow = 26, signalPeriod = 9): Macd {
  checkPeriod(fast, 'MACD fast');
  checkPeriod(slow, 'MACD slow');
  checkPeriod(signalPeriod, 'MACD signal');
  const line = map2(ema(values, fast), ema(values, slow), (f, s) => f - s);
  const signal = ema(line, signalPeriod);
  const histogram = map2(line, signal, (l, s) => l - s);
  return { line, signal, histogram };
}

export interface Stochastic {
  k: Series;
  d: Series;
}

/**
 * Stochastic oscillator (14, 3, 3): raw %K = 100 (close - LL_n) / (HH_n - LL_n) with HH_n / LL_n the
 * highest high / lowest low of the last n bars (50 when HH_n = LL_n: no range, middle of it);
 * %K = SMA_kSmoothing(raw %K) (the "slow" %K, first at index n + kSmoothing - 2 = 15);
 * %D = SMA_dPeriod(%K) (first at index 17).
 */
export function stochastic(bars: readonly PriceBar[], period = 14, kSmoothing = 3, dPeriod = 3): Stochastic {
  checkPeriod(period, 'Stochastic');
  checkPeriod(kSmoothing, 'Stochastic %K smoothing');
  checkPeriod(dPeriod, 'Stochastic %D');
  const { highest, lowest } = highLowWindow(bars, period);
  const closes = bars.map((bar) => bar.close);
  const raw = map3(closes, highest, lowest, (c, h, l) => (h === l ? 50 : (100 * (c - l)) / (h - l)));
  const k = sma(raw, kSmoothing);
  return { k, d: sma(k, dPeriod) };
}

/**
 * Williams %R (14): -100 (HH_n - close) / (HH_n - LL_n), from -100 (close at the low) to 0 (at the
 * high); -50 when HH_n = LL_n. First value at index n - 1.
 */
export function williamsR(bars: readonly PriceBar[], period = 14): Series {
  checkPeriod(period, 'Williams %R');
  const { highest, lowest } = highLowWindow(bars, period);
  const closes = bars.map((bar) => bar.close);
  // 0 - x rather than -x: a close at the high gives 0, not -0.
  return map3(closes, highest, lowest, (c, h, l) => (h === l ? -50 : 0 - (100 * (h - c)) / (h - l)));
}

/**
 * Commodity channel index (20): TP = (high + low + close) / 3, MA = SMA_n(TP),
 * MD = mean |TP_j - MA| over the same n bars, CCI = (TP - MA) / (0.015 MD); 0 when MD = 0.
 * First value at index n - 1.
 */
export function cci(bars: readonly PriceBar[], period = 20): Series {
  checkPeriod(period, 'CCI');
  const typical = bars.map((bar) => finite((bar.high + bar.low + bar.close) / 3));
  const average = sma(typical, period);
  const out = nulls(bars.length);
  for (let i = period - 1; i < bars.length; i++) {
    const mean = average[i];
    if (mean === null || mean === undefined) continue;
    // An average means every typical price of the window is a finite number.
    const tp = typical[i] as number;
    let deviation = 0;
    for (let j = i - period + 1; j <= i; j++) deviation += Math.abs((typical[j] as number) - mean);
    deviation /= period;
    out[i] = deviation === 0 ? 0 : finite((tp - mean) / (0.015 * deviation));
  }
  return out;
}

/** Momentum (10): close_i - close_{i-n}, in price units. First value at index n. */
export function momentum(values: SeriesInput, period = 10): Series {
  checkPeriod(period, 'Momentum');
  const out = nulls(values.length);
  for (let i = period; i < values.length; i++) {
    const current = finite(values[i]);
    const past = finite(values[i - period]);
    if (current !== null && past !== null) out[i] = current - past;
  }
  return out;
}
