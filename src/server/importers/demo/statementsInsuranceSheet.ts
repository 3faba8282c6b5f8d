import { equityAnchors, sumOf } from './statementsEquity';
/** An insurer's balances at a quarter end, VND. */
export interface Book {
  cash: number;
  deposits: number;
  receivables: number;
  otherCurrent: number;
  cededReserves: number;
  longInvestments: number;
  fixed: number;
  otherLong: number;
  premiumReserve: number;
  claimReserve: number;
  mathReserve: number;
  catastropheReserve: number;
  payables: number;
  otherLiabilities: number;
  debt: number;
  capital: number;
  premium: number;
  funds: number;
  retained: number;
  minority: number;
}

export function equityOf(b: Book): number {
  return sumOf(b.capital, b.premium, b.funds, b.retained, b.minority);
}

export function reservesOf(b: Book): number {
  return sumOf(b.premiumReserve, b.claimReserve, b.mathReserve, b.catastropheReserve);
}

export function nonCashOf(b: Book): number {
  return sumOf(
    b.deposits,
    b.receivables,
    b.otherCurrent,
    b.cededReserves,
    b.longInvestments,
    b.fixed,
    b.otherLong,
  );
}

/** Balance-sheet anchors of a quarter end; the resolver spreads each total over its detail lines. */
export function insuranceBalanceSheet(b: Book, yearProfit: number): Record<string, number> {
  const totalAssets = nonCashOf(b) + b.cash;
  const equity = equityOf(b);
  const current = sumOf(b.cash, b.deposits, b.receivables, b.otherCurrent, b.cededReserves);
  return {
    TOTAL_ASSETS: totalAssets,
    CURRENT_ASSETS: current,
    CASH_AND_EQUIVALENTS: b.cash,
    SHORT_TERM_INVESTMENTS: b.deposits,
    SHORT_TERM_RECEIVABLES: b.receivables,
    INVENTORIES_NET: 0,
    OTHER_CURRENT_ASSETS: b.otherCurrent,
    REINSURANCE_ASSETS: b.cededReserves,
    LOANS_TO_CUSTOMERS_NET: 0,
    LONG_TERM_ASSETS: totalAssets - current,
    LONG_TERM_RECEIVABLES: 0,
    FIXED_ASSETS: b.fixed,
    INVESTMENT_PROPERTIES: 0,
    LONG_TERM_ASSETS_IN_PROGRESS: 0,
    LONG_TERM_INVESTMENTS: b.longInvestments,
    GOODWILL_PRE2015: 0,
    OTHER_LONG_TERM_ASSETS: b.otherLong,
    TOTAL_LIABILITIES: totalAssets - equity,
    CURRENT_LIABILITIES: sumOf(b.payables, b.otherLiabilities, b.debt),
    TRADE_PAYABLES: b.payables,
    SHORT_TERM_BORROWINGS: b.debt,
    // The form lists insurance reserves under current liabilities and again as technical
    // reserves; they are carried once, as technical reserves.
    INSURANCE_RESERVES: 0,
    LONG_TERM_LIABILITIES: 0,
    TECHNICAL_RESERVES: reservesOf(b),
    TECHNICAL_UNEARNED_PREMIUM_RESERVE: b.premiumReserve,
    TECHNICAL_MATHEMATICAL_RESERVE: b.mathReserve,
    TECHNICAL_CLAIM_RESERVE: b.claimReserve,
    TECHNICAL_CATASTROPHE_RESERVE: b.catastropheReserve,
    TECHNICAL_DIVIDEND_RESERVE: 0,
    TECHNICAL_EQUALIZATION_RESERVE: 0,
    ...equityAnchors(b, yearProfit, 0),
    TOTAL_RESOURCES: totalAssets,
  };
}
