import { checkPeriod, map2, finite, nulls, wilder, type PriceBar, type Series } from './series';

export interface Adx {
  adx: Series;
  plusDi: Series;
  minusDi: Series;
}

/**
 * Average directional index (14) with +DI and -DI, Wilder. From bar 1 on:
 * - up = high_i - high_{i-1}, down = low_{i-1} - low_i;
 *   +DM = up when up > down and up > 0, else 0; -DM = down when down > up and down > 0, else 0;
 * - TR = max(high_i - low_i, |high_i - close_{i-1}|, |low_i - close_{i-1}|);
 * - TR, +DM and -DM are smoothed with Wilder's average over n (seeded with the mean of bars 1..n;
 *   Wilder's running sums give the same ratios), so +DI = 100 sm(+DM) / sm(TR) and
 *   -DI = 100 sm(-DM) / sm(TR) start at index n (0 when sm(TR) = 0);
 * - DX = 100 |+DI - -DI| / (+DI + -DI) (0 when both are 0);
 * - ADX = Wilder's average of DX over n, seeded with the mean of the first n DX: first at 2n - 1 (27).
 */
export function adx(bars: readonly PriceBar[], period = 14): Adx {
  checkPeriod(period, 'ADX');
  const trueRange = nulls(bars.length);
  const plusDm = nulls(bars.length);
  const minusDm = nulls(bars.length);
  for (let i = 1; i < bars.length; i++) {
    const bar = bars[i];
    const previous = bars[i - 1];
    if (!bar || !previous) continue;
    const up = bar.high - previous.high;
    const down = previous.low - bar.low;
    plusDm[i] = finite(up > down && up > 0 ? up : 0);
    minusDm[i] = finite(down > up && down > 0 ? down : 0);
    trueRange[i] = finite(
      Math.max(bar.high - bar.low, Math.abs(bar.high - previous.close), Math.abs(bar.low - previous.close)),
    );
  }
  const smoothedTr = wilder(trueRange, period);
  const directional = (dm: Series): Series =>
    map2(wilder(dm, period), smoothedTr, (dmValue, tr) => (tr === 0 ? 0 : (100 * dmValue) / tr));
  const plusDi = directional(plusDm);
  const minusDi = directional(minusDm);
  const dx = map2(plusDi, minusDi, (plus, minus) =>
    plus + minus === 0 ? 0 : (100 * Math.abs(plus - minus)) / (plus + minus),
  );
  return { adx: wilder(dx, period), plusDi, minusDi };
}
