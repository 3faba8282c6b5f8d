import { applyEntry, emptyLedger, sortEntries } from './ledger';
import { Money, ZERO } from './money';
import type { ValuationPoint } from './performance';
import type { LedgerEntry } from './types';

/**
 * The portfolio's value at each day's close (docs/DATA.md "Portfolio performance").
 *
 * - Prices are raw closes, as traded (not adjusted): the ledger records a stock dividend as new
 *   shares and a cash dividend as cash, both dated on the ex-date, so on the ex-date the value keeps
 *   what the price loses. Adjusted closes would count the dividend twice.
 * - A held ticker without a close that day takes its latest earlier close, else the latest price it
 *   was bought or sold at in the ledger.
 * - Lines dated on a day without a session (a weekend deposit) count on the next session.
 * - Implied deposits: a buy (or withdrawal) that takes cash below zero was funded from outside the
 *   ledger; the shortfall is counted as a deposit that day, so the return measures the investments
 *   and not the missing deposit. `impliedDeposits` keeps their total.
 * V_t = cash + implied deposits so far + Σ shares × price; F_t = deposits − withdrawals + new
 * implied deposits of the day.
 */
export interface DailyValuation {
  points: ValuationPoint[];
  impliedDeposits: Money;
  /** Days a held ticker had no price at all (valued at 0 until one is known): ticker -> first day. */
  unpriced: Map<string, string>;
}

/** Closes of one ticker by date, any order. */
export type CloseSeries = ReadonlyMap<string, number>;

export function dailyValuation(
  entries: readonly LedgerEntry[],
  sessions: readonly string[],
  closes: ReadonlyMap<string, CloseSeries>,
): DailyValuation {
  const ordered = sortEntries(entries);
  const state = emptyLedger();
  const lastClose = new Map<string, Money>();
  const unpriced = new Map<string, string>();
  const points: ValuationPoint[] = [];
  let implied = ZERO;
  let next = 0;
  for (const day of sessions) {
    let flow = ZERO;
    while (next < ordered.length && (ordered[next]?.date ?? '') <= day) {
      const entry = ordered[next] as LedgerEntry;
      next += 1;
      applyEntry(state, entry);
      if (entry.kind === 'deposit') flow = flow.plus(entry.amount ?? '0');
      if (entry.kind === 'withdrawal') flow = flow.minus(entry.amount ?? '0');
    }
    const shortfall = state.cash.plus(implied).negated();
    if (shortfall.greaterThan(0)) {
      implied = implied.plus(shortfall);
      flow = flow.plus(shortfall);
    }
    let value = state.cash.plus(implied);
    for (const [ticker, series] of closes) {
      const close = series.get(day);
      if (close !== undefined) lastClose.set(ticker, new Money(String(close)));
    }
    for (const position of state.positions.values()) {
      if (position.quantity === 0) continue;
      const price = lastClose.get(position.ticker) ?? position.lastTradePrice;
      if (price) value = value.plus(price.times(position.quantity));
      else if (!unpriced.has(position.ticker)) unpriced.set(position.ticker, day);
    }
    points.push({ date: day, value, flow });
  }
  return { points, impliedDeposits: implied, unpriced };
}
