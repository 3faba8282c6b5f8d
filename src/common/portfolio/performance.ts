import { Money, ZERO } from './money';

/**
 * Time-weighted return and drawdown (docs/DATA.md "Portfolio performance").
 *
 * Each day t has the portfolio's value at the close V_t and the external flow F_t (deposits minus
 * withdrawals, plus the implied deposits of dailyValuation.ts), taken to arrive at the start of the
 * day: r_t = V_t / (V_{t−1} + F_t) − 1. The series starts on the first day whose V_{t−1} + F_t is
 * above 0; a later day with no capital (V_{t−1} + F_t ≤ 0) has no return and keeps the index flat.
 * Wealth index W_t = Π (1 + r_s) over s ≤ t; TWR to t = W_t − 1. Drawdown_t = W_t / max_{s≤t} W_s − 1;
 * the maximum drawdown is the lowest drawdown (0 or negative).
 */
export interface ValuationPoint {
  date: string;
  /** V_t, VND (exact). */
  value: Money;
  /** F_t, VND (exact): positive in, negative out. */
  flow: Money;
}

export interface ReturnPoint {
  date: string;
  /** W_t − 1. */
  cumulativeReturn: number;
  drawdown: number;
}

export interface TimeWeightedResult {
  points: ReturnPoint[];
  /** The last point's cumulative return; null without a day with capital. */
  twr: number | null;
  maxDrawdown: number | null;
}

export function timeWeightedReturn(series: readonly ValuationPoint[]): TimeWeightedResult {
  let previous: Money = ZERO;
  let wealth = new Money(1);
  let peak = new Money(1);
  let started = false;
  let maxDrawdown = ZERO;
  const points: ReturnPoint[] = [];
  for (const point of series) {
    const base = previous.plus(point.flow);
    if (base.greaterThan(0)) {
      wealth = wealth.times(point.value.dividedBy(base));
      started = true;
    }
    previous = point.value;
    if (!started) continue;
    if (wealth.greaterThan(peak)) peak = wealth;
    const drawdown = wealth.dividedBy(peak).minus(1);
    if (drawdown.lessThan(maxDrawdown)) maxDrawdown = drawdown;
    points.push({
      date: point.date,
      cumulativeReturn: wealth.minus(1).toNumber(),
      drawdown: drawdown.toNumber(),
    });
  }
  const last = points[points.length - 1];
  return {
    points,
    twr: last ? last.cumulativeReturn : null,
    maxDrawdown: started ? maxDrawdown.toNumber() : null,
  };
}

/**
 * A benchmark's return over the same days: close_t / close_start − 1, and its drawdown
 * (close_t / max close so far − 1), from the first of `dates` the benchmark has a close for.
 */
export function benchmarkReturn(
  closes: ReadonlyMap<string, number>,
  dates: readonly string[],
): TimeWeightedResult {
  const series: ValuationPoint[] = [];
  for (const date of dates) {
    const close = closes.get(date);
    if (close === undefined) continue;
    series.push({
      date,
      value: new Money(String(close)),
      flow: series.length === 0 ? new Money(String(close)) : ZERO,
    });
  }
  return timeWeightedReturn(series);
}
