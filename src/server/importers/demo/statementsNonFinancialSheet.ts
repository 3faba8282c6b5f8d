import { equityAnchors, sumOf } from './statementsEquity';
import type { StatementLink } from './statementsModel';

export const NON_FINANCIAL_LINKS: readonly StatementLink[] = [
  { statement: 'FOOTNOTES', code: 'INVENTORIES_DETAIL', from: 'BALANCE_SHEET', fromCode: 'INVENTORIES' },
  {
    statement: 'FOOTNOTES',
    code: 'TANGIBLE_FIXED_ASSETS_COST',
    from: 'BALANCE_SHEET',
    fromCode: 'TANGIBLE_FIXED_ASSETS_COST',
  },
  {
    statement: 'FOOTNOTES',
    code: 'TANGIBLE_FIXED_ASSETS_DEPRECIATION',
    from: 'BALANCE_SHEET',
    fromCode: 'TANGIBLE_FIXED_ASSETS_DEPRECIATION',
  },
];

/** Balances carried from quarter to quarter, in VND. */
export interface Balances {
  shortInvestments: number;
  receivables: number;
  inventories: number;
  otherCurrent: number;
  longReceivables: number;
  fixedAssets: number;
  investmentProperties: number;
  inProgress: number;
  longInvestments: number;
  otherLong: number;
  goodwill: number;
  payables: number;
  advances: number;
  taxes: number;
  otherCurrentLiabilities: number;
  otherLongLiabilities: number;
  capital: number;
  premium: number;
  funds: number;
  retained: number;
  minority: number;
  shortDebt: number;
  longDebt: number;
  cash: number;
}

/** Every line at zero, for a model to fill. */
export function emptyBalances(): Balances {
  return {
    shortInvestments: 0,
    receivables: 0,
    inventories: 0,
    otherCurrent: 0,
    longReceivables: 0,
    fixedAssets: 0,
    investmentProperties: 0,
    inProgress: 0,
    longInvestments: 0,
    otherLong: 0,
    goodwill: 0,
    payables: 0,
    advances: 0,
    taxes: 0,
    otherCurrentLiabilities: 0,
    otherLongLiabilities: 0,
    capital: 0,
    premium: 0,
    funds: 0,
    retained: 0,
    minority: 0,
    shortDebt: 0,
    longDebt: 0,
    cash: 0,
  };
}

export function equityOf(b: Balances): number {
  return sumOf(b.capital, b.premium, b.funds, b.retained, b.minority);
}

export function nonCashOf(b: Balances): number {
  return sumOf(
    b.shortInvestments,
    b.receivables,
    b.inventories,
    b.otherCurrent,
    b.longReceivables,
    b.fixedAssets,
    b.investmentProperties,
    b.inProgress,
    b.longInvestments,
    b.otherLong,
    b.goodwill,
  );
}

export function operatingLiabilitiesOf(b: Balances): number {
  return sumOf(b.payables, b.advances, b.taxes, b.otherCurrentLiabilities, b.otherLongLiabilities);
}

/** Balance-sheet anchors of a quarter end; the resolver spreads each total over its detail lines. */
export function balanceSheetAnchors(
  b: Balances,
  yearProfit: number,
  tradeShare: number,
): Record<string, number> {
  const totalAssets = nonCashOf(b) + b.cash;
  const equity = equityOf(b);
  const liabilities = totalAssets - equity;
  return {
    TOTAL_ASSETS: totalAssets,
    CASH_AND_EQUIVALENTS: b.cash,
    SHORT_TERM_INVESTMENTS: b.shortInvestments,
    SHORT_TERM_RECEIVABLES: b.receivables,
    TRADE_RECEIVABLES: b.receivables * tradeShare,
    INVENTORIES_NET: b.inventories,
    OTHER_CURRENT_ASSETS: b.otherCurrent,
    CURRENT_ASSETS: sumOf(b.cash, b.shortInvestments, b.receivables, b.inventories, b.otherCurrent),
    LONG_TERM_RECEIVABLES: b.longReceivables,
    FIXED_ASSETS: b.fixedAssets,
    INVESTMENT_PROPERTIES: b.investmentProperties,
    LONG_TERM_ASSETS_IN_PROGRESS: b.inProgress,
    LONG_TERM_INVESTMENTS: b.longInvestments,
    // Goodwill is one of the other long-term assets (B01-DN code 269).
    OTHER_LONG_TERM_ASSETS: b.otherLong + b.goodwill,
    GOODWILL: b.goodwill,
    TOTAL_LIABILITIES: liabilities,
    CURRENT_LIABILITIES: sumOf(b.payables, b.advances, b.taxes, b.otherCurrentLiabilities, b.shortDebt),
    TRADE_PAYABLES: b.payables,
    ADVANCES_FROM_CUSTOMERS: b.advances,
    TAXES_PAYABLE: b.taxes,
    SHORT_TERM_BORROWINGS: b.shortDebt,
    LONG_TERM_BORROWINGS: b.longDebt,
    ...equityAnchors(b, yearProfit, b.minority),
    TOTAL_RESOURCES: totalAssets,
  };
}
