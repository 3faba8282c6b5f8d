import { Money, ZERO, money, tradeCash, tradeValue } from './money';
import type { LedgerEntry } from './types';

/**
 * The ledger replayed (docs/DATA.md "Portfolio"): positions at weighted-average cost, realised P&L,
 * dividends and cash, all exact.
 *
 * - buy: shares += q; cost += q × price + fee + tax (the buy's fee is part of the cost);
 *   cash −= q × price + fee + tax.
 * - sell: proceeds = q × price − fee − tax; cost of the shares sold = cost × q / shares held (the
 *   whole cost when the position is closed); realised += proceeds − cost sold; cash += proceeds.
 * - stock_dividend (and bonus shares): shares += q at no cost (the average cost falls).
 * - cash_dividend: dividends += amount − tax; cash += amount − tax.
 * - deposit / withdrawal: cash ± amount (the only external flows); fee / tax lines: cash −= amount.
 */
export interface Position {
  ticker: string;
  quantity: number;
  /** Cost of the shares held (buy fees included), VND. */
  cost: Money;
  realised: Money;
  dividends: Money;
  /** The latest buy or sell price (the fallback valuation price of the daily performance). */
  lastTradePrice: Money | null;
}

export interface LedgerState {
  positions: Map<string, Position>;
  cash: Money;
  deposits: Money;
  withdrawals: Money;
  /** Broker fees of trades plus fee lines. */
  fees: Money;
  /** Taxes of trades and dividends plus tax lines. */
  taxes: Money;
}

/** Why a line cannot be applied (a sale of more shares than held at its date). */
export interface LedgerProblem {
  entryId: number;
  date: string;
  ticker: string;
  held: number;
  asked: number;
}

export function emptyLedger(): LedgerState {
  return { positions: new Map(), cash: ZERO, deposits: ZERO, withdrawals: ZERO, fees: ZERO, taxes: ZERO };
}

/** Ledger order: by date, then by id (the order lines were written). */
export function sortEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
}

function positionOf(state: LedgerState, ticker: string): Position {
  let position = state.positions.get(ticker);
  if (!position) {
    position = { ticker, quantity: 0, cost: ZERO, realised: ZERO, dividends: ZERO, lastTradePrice: null };
    state.positions.set(ticker, position);
  }
  return position;
}

/** Applies one line; returns the problem instead when it sells more than is held. */
export function applyEntry(state: LedgerState, entry: LedgerEntry): LedgerProblem | null {
  const fee = money(entry.fee) ?? ZERO;
  const tax = money(entry.tax) ?? ZERO;
  const amount = money(entry.amount) ?? ZERO;
  const quantity = entry.quantity ?? 0;
  state.fees = state.fees.plus(fee);
  state.taxes = state.taxes.plus(tax);
  switch (entry.kind) {
    case 'deposit':
      state.deposits = state.deposits.plus(amount);
      state.cash = state.cash.plus(amount);
      return null;
    case 'withdrawal':
      state.withdrawals = state.withdrawals.plus(amount);
      state.cash = state.cash.minus(amount);
      return null;
    case 'fee':
      state.fees = state.fees.plus(amount);
      state.cash = state.cash.minus(amount).minus(fee).minus(tax);
      return null;
    case 'tax':
      state.taxes = state.taxes.plus(amount);
      state.cash = state.cash.minus(amount).minus(fee).minus(tax);
      return null;
    default:
      break;
  }
  const position = positionOf(state, entry.ticker ?? '');
  if (entry.kind === 'cash_dividend') {
    const net = amount.minus(tax).minus(fee);
    position.dividends = position.dividends.plus(net);
    state.cash = state.cash.plus(net);
    return null;
  }
  if (entry.kind === 'stock_dividend') {
    position.quantity += quantity;
    return null;
  }
  const price = money(entry.price) ?? ZERO;
  const value = tradeValue(quantity, price);
  if (entry.kind === 'buy') {
    const paid = tradeCash('buy', value, fee, tax);
    position.quantity += quantity;
    position.cost = position.cost.plus(paid);
    position.lastTradePrice = price;
    state.cash = state.cash.minus(paid);
    return null;
  }
  // sell
  if (quantity > position.quantity) {
    return {
      entryId: entry.id,
      date: entry.date,
      ticker: position.ticker,
      held: position.quantity,
      asked: quantity,
    };
  }
  const proceeds = tradeCash('sell', value, fee, tax);
  const costSold =
    quantity === position.quantity
      ? position.cost
      : position.cost.times(quantity).dividedBy(position.quantity);
  position.quantity -= quantity;
  position.cost = position.cost.minus(costSold);
  position.realised = position.realised.plus(proceeds.minus(costSold));
  position.lastTradePrice = price;
  state.cash = state.cash.plus(proceeds);
  return null;
}

export interface LedgerReplay {
  state: LedgerState;
  /** Lines that could not be applied (skipped), in ledger order. */
  problems: LedgerProblem[];
}

/** Replays lines in ledger order, optionally only those dated before `before` (YYYY-MM-DD, exclusive). */
export function replayLedger(entries: readonly LedgerEntry[], before?: string): LedgerReplay {
  const state = emptyLedger();
  const problems: LedgerProblem[] = [];
  for (const entry of sortEntries(entries)) {
    if (before !== undefined && entry.date >= before) break;
    const problem = applyEntry(state, entry);
    if (problem) problems.push(problem);
  }
  return { state, problems };
}

/** Shares of each ticker held at the close of the day before `date` (what an ex-date entitles). */
export function sharesHeldBefore(entries: readonly LedgerEntry[], date: string): Map<string, number> {
  const { state } = replayLedger(entries, date);
  const held = new Map<string, number>();
  for (const position of state.positions.values()) {
    if (position.quantity > 0) held.set(position.ticker, position.quantity);
  }
  return held;
}
