import {
  checkPeriod,
  map2,
  nulls,
  highLowWindow,
  sma,
  wma,
  type PriceBar,
  type Series,
  type SeriesInput,
} from './series';

export interface BollingerBands {
  middle: Series;
  upper: Series;
  lower: Series;
}

/**
 * Bollinger bands (n = 20, k = 2): middle = SMA_n(close), sigma = population standard deviation of
 * the same n closes, sqrt(sum((x - middle)^2) / n); upper = middle + k sigma, lower = middle - k sigma.
 * First value at index n - 1.
 */
export function bollinger(values: SeriesInput, period = 20, multiplier = 2): BollingerBands {
  checkPeriod(period, 'Bollinger');
  const middle = sma(values, period);
  const upper = nulls(values.length);
  const lower = nulls(values.length);
  for (let i = period - 1; i < values.length; i++) {
    const mean = middle[i];
    if (mean === null || mean === undefined) continue;
    // A middle value means every value of the window is a finite number.
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const deviation = (values[j] as number) - mean;
      squares += deviation * deviation;
    }
    const sigma = Math.sqrt(squares / period);
    upper[i] = mean + multiplier * sigma;
    lower[i] = mean - multiplier * sigma;
  }
  return { middle, upper, lower };
}

/**
 * Hull moving average (n = 9): HMA = WMA_m(2 WMA_{n/2}(x) - WMA_n(x)) with n/2 rounded down and
 * m = floor(sqrt(n)). First value at index n + m - 2 (index 10 for n = 9).
 */
export function hullMa(values: SeriesInput, period = 9): Series {
  checkPeriod(period, 'Hull MA');
  const half = wma(values, Math.max(1, Math.floor(period / 2)));
  const full = wma(values, period);
  const raw = map2(half, full, (h, f) => 2 * h - f);
  return wma(raw, Math.max(1, Math.floor(Math.sqrt(period))));
}

/**
 * Ichimoku base line (kijun-sen, n = 26): (highest high + lowest low) / 2 over the last n bars.
 * First value at index n - 1.
 */
export function ichimokuBaseLine(bars: readonly PriceBar[], period = 26): Series {
  checkPeriod(period, 'Ichimoku');
  const { highest, lowest } = highLowWindow(bars, period);
  return map2(highest, lowest, (h, l) => (h + l) / 2);
}
