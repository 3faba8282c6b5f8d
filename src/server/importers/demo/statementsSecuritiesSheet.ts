import { sumOf } from './statementsEquity';
import type { StatementLink } from './statementsModel';

export const SECURITIES_LINKS: readonly StatementLink[] = [
  {
    statement: 'CASH_FLOW_INDIRECT',
    code: 'CASH_BEGINNING_CASH',
    from: 'BALANCE_SHEET',
    fromCode: 'CASH',
    previous: true,
  },
  {
    statement: 'CASH_FLOW_INDIRECT',
    code: 'CASH_BEGINNING_EQUIVALENTS',
    from: 'BALANCE_SHEET',
    fromCode: 'CASH_EQUIVALENTS',
    previous: true,
  },
];

/** A securities company's balances at a quarter end, VND. */
export interface Book {
  cash: number;
  fvtpl: number;
  htm: number;
  loans: number;
  afs: number;
  receivables: number;
  otherCurrent: number;
  longFinancial: number;
  fixed: number;
  otherLong: number;
  bonds: number;
  tradingPayables: number;
  otherLiabilities: number;
  debt: number;
  capital: number;
  premium: number;
  funds: number;
  fairValue: number;
  unrealized: number;
  retained: number;
  minority: number;
}

export function equityOf(b: Book): number {
  return sumOf(b.capital, b.premium, b.funds, b.fairValue, b.retained, b.minority);
}

/** Balance-sheet anchors of a quarter end; the resolver spreads each total over its detail lines. */
export function securitiesBalanceSheet(b: Book, yearDividends: number): Record<string, number> {
  const shortInvestments = sumOf(b.fvtpl, b.htm, b.loans, b.afs);
  const currentAssets = sumOf(b.cash, shortInvestments, b.receivables, b.otherCurrent);
  const longAssets = sumOf(b.longFinancial, b.fixed, b.otherLong);
  const equity = equityOf(b);
  const currentLiabilities = sumOf(b.debt, b.tradingPayables, b.otherLiabilities);
  return {
    TOTAL_ASSETS: currentAssets + longAssets,
    CURRENT_ASSETS: currentAssets,
    SHORT_TERM_FINANCIAL_ASSETS: currentAssets - b.otherCurrent,
    CASH_AND_EQUIVALENTS: b.cash,
    SHORT_TERM_INVESTMENTS: shortInvestments,
    FVTPL_ASSETS: b.fvtpl,
    HTM_INVESTMENTS: b.htm,
    LOANS_RECEIVABLE: b.loans,
    AFS_ASSETS: b.afs,
    FINANCIAL_ASSETS_PROVISION: 0,
    SHORT_TERM_RECEIVABLES: b.receivables,
    INVENTORIES_NET: 0,
    OTHER_CURRENT_ASSETS: b.otherCurrent,
    LONG_TERM_ASSETS: longAssets,
    LONG_TERM_FINANCIAL_ASSETS: b.longFinancial,
    FIXED_ASSETS: b.fixed,
    INVESTMENT_PROPERTIES: 0,
    LONG_TERM_ASSETS_IN_PROGRESS: 0,
    OTHER_LONG_TERM_ASSETS: b.otherLong,
    GOODWILL: 0,
    LONG_TERM_ASSETS_PROVISION: 0,
    TOTAL_LIABILITIES: currentLiabilities + b.bonds,
    CURRENT_LIABILITIES: currentLiabilities,
    SHORT_TERM_BORROWINGS: b.debt,
    SHORT_TERM_LOANS: b.debt,
    SECURITIES_TRADING_PAYABLES: b.tradingPayables,
    LONG_TERM_LIABILITIES: b.bonds,
    LONG_TERM_BONDS_ISSUED: b.bonds,
    OWNERS_EQUITY: equity,
    CAPITAL_AND_RESERVES: equity,
    BUDGET_SOURCES_AND_FUNDS: 0,
    OWNERS_CAPITAL: b.capital + b.premium,
    PAID_IN_CAPITAL: b.capital,
    SHARE_PREMIUM: b.premium,
    FAIR_VALUE_RESERVE: b.fairValue,
    CHARTER_RESERVE: Math.round(b.funds / 2),
    FINANCIAL_RESERVE_FUND: b.funds - Math.round(b.funds / 2),
    RETAINED_EARNINGS: b.retained,
    UNREALIZED_PROFIT: b.unrealized,
    NON_CONTROLLING_INTERESTS: b.minority,
    MINORITY_INTEREST_PRE2015: 0,
    TOTAL_RESOURCES: currentAssets + longAssets,
    PROFIT_DISTRIBUTED_TO_INVESTORS: yearDividends,
  };
}
