import { PAR_VALUE, bonusIssue, type CapitalEvent, type Quarter } from './statementsModel';

/**
 * The equity policy every company type's model shares (non-financial, securities, insurance; banks
 * keep their own names for capital and reserves and use ProfitYear): the opening equity's split,
 * profit by year, appropriations to funds, rights issues and bonus shares. None of it draws random
 * numbers, so a model's stream (and the demo's figures) stay as they were.
 */

export const sumOf = (...values: number[]): number => values.reduce((sum, value) => sum + value, 0);

/** The equity lines the models keep under the same names. */
export interface EquityLines {
  capital: number;
  premium: number;
  funds: number;
  retained: number;
  minority: number;
}

/**
 * Splits the opening equity: capital (whole shares), share premium, funds and the minorities' share
 * as fractions of it; retained earnings are the rest.
 */
export function openEquity(
  b: EquityLines,
  equity: number,
  split: { capital: number; premium: number; funds: number; minority?: number },
): void {
  b.capital = Math.round((equity * split.capital) / PAR_VALUE) * PAR_VALUE;
  b.premium = Math.round(equity * split.premium);
  b.funds = Math.round(equity * split.funds);
  b.minority = Math.round(equity * (split.minority ?? 0));
  b.retained = Math.round(equity) - b.capital - b.premium - b.funds - b.minority;
}

/** The parent's profit of the year so far and of the last complete year; the year turns in Q1. */
export class ProfitYear {
  lastYear = 0;

  constructor(public thisYear = 0) {}

  /** Call first thing in every quarter. */
  startQuarter(q: Pick<Quarter, 'quarter'>): void {
    if (q.quarter !== 1) return;
    this.lastYear = this.thisYear;
    this.thisYear = 0;
  }

  add(profit: number): void {
    this.thisYear += profit;
  }
}

/**
 * The owners' equity lines of a Circular 200 or 232 balance sheet (non-financial companies and
 * insurers): capital, premium, the development fund, retained earnings with this year's share.
 */
export function equityAnchors(b: EquityLines, yearProfit: number, minority: number): Record<string, number> {
  const equity = sumOf(b.capital, b.premium, b.funds, b.retained, b.minority);
  return {
    OWNERS_EQUITY: equity,
    CAPITAL_AND_RESERVES: equity,
    BUDGET_SOURCES_AND_FUNDS: 0,
    PAID_IN_CAPITAL: b.capital,
    COMMON_SHARES: b.capital,
    SHARE_PREMIUM: b.premium,
    INVESTMENT_DEVELOPMENT_FUND: b.funds,
    RETAINED_EARNINGS: b.retained,
    RETAINED_EARNINGS_CURRENT: yearProfit,
    NON_CONTROLLING_INTERESTS: minority,
    MINORITY_INTEREST_PRE2015: 0,
  };
}

/** Moves `rate` of last year's profit from retained earnings to the funds. */
export function appropriate(
  b: Pick<EquityLines, 'funds' | 'retained'>,
  lastYearProfit: number,
  rate: number,
): void {
  const appropriation = Math.round(lastYearProfit * rate);
  b.funds += appropriation;
  b.retained -= appropriation;
}

/** A rights issue raising `cash`: `capitalShare` of it as capital (whole shares), the rest premium. */
export function rightsIssue(
  b: Pick<EquityLines, 'capital' | 'premium'>,
  cash: number,
  capitalShare: number,
  events: CapitalEvent[],
): void {
  const shares = Math.round((cash * capitalShare) / PAR_VALUE) * PAR_VALUE;
  b.capital += shares;
  b.premium += cash - shares;
  events.push({ kind: 'share_issue', capital: shares, cash });
}

/** Bonus shares out of retained earnings when capital has fallen behind equity (bonusIssue). */
export function stockDividend(b: EquityLines, parentEquity: number, events: CapitalEvent[]): void {
  const bonus = bonusIssue(b.capital, parentEquity, b.retained);
  b.capital += bonus;
  b.retained -= bonus;
  if (bonus > 0) events.push({ kind: 'stock_dividend', capital: bonus, cash: null });
}
