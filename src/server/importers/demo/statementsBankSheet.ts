import type { BankBalances } from './statementsBankCashFlow';

export function totalAssetsOf(b: BankBalances): number {
  return (
    b.cash +
    b.sbv +
    b.placements +
    b.trading +
    b.derivatives +
    b.grossLoans -
    b.provision +
    b.securities +
    b.longInvestments +
    b.fixed +
    b.otherAssets
  );
}

export function equityOf(b: BankBalances): number {
  return b.charter + b.premium + b.reserves + b.retained;
}

export function liabilitiesExceptInterbank(b: BankBalances): number {
  return b.dueToSbv + b.deposits + b.derivativeLiabilities + b.entrusted + b.papers + b.otherLiabilities;
}

/** Balance-sheet anchors of a quarter end; the resolver spreads each total over its detail lines. */
export function bankBalanceSheet(b: BankBalances): Record<string, number> {
  const total = totalAssetsOf(b);
  const equity = equityOf(b);
  return {
    TOTAL_ASSETS: total,
    CASH_AND_EQUIVALENTS: b.cash,
    BALANCES_WITH_SBV: b.sbv,
    PLACEMENTS_WITH_CREDIT_INSTITUTIONS: b.placements,
    TRADING_SECURITIES_NET: b.trading,
    DERIVATIVE_ASSETS: b.derivatives,
    LOANS_TO_CUSTOMERS: b.grossLoans,
    LOAN_LOSS_PROVISION: -b.provision,
    INVESTMENT_SECURITIES: b.securities,
    LONG_TERM_INVESTMENTS: b.longInvestments,
    FIXED_ASSETS: b.fixed,
    INVESTMENT_PROPERTIES: 0,
    OTHER_ASSETS: b.otherAssets,
    TOTAL_RESOURCES: total,
    TOTAL_LIABILITIES: total - equity - b.minority,
    DUE_TO_GOVERNMENT_AND_SBV: b.dueToSbv,
    DEPOSITS_FROM_CREDIT_INSTITUTIONS: b.interbank,
    CUSTOMER_DEPOSITS: b.deposits,
    DERIVATIVE_LIABILITIES: b.derivativeLiabilities,
    ENTRUSTED_FUNDS: b.entrusted,
    VALUABLE_PAPERS_ISSUED: b.papers,
    OTHER_LIABILITIES: b.otherLiabilities,
    OWNERS_EQUITY: equity,
    CAPITAL: b.charter + b.premium,
    CHARTER_CAPITAL: b.charter,
    SHARE_PREMIUM: b.premium,
    RESERVES: b.reserves,
    FOREIGN_EXCHANGE_DIFFERENCES: 0,
    ASSET_REVALUATION_DIFFERENCES: 0,
    RETAINED_EARNINGS: b.retained,
    MINORITY_INTEREST: b.minority,
  };
}
