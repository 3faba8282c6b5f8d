import type { StatementType } from '@/common/constants/market';
import { grossFlows } from './statementsCashFlow';
import { put, templateHas, type Anchors, type StatementAnchors } from './statementsModel';

/** A bank's balances at a quarter end, VND; the loan loss provision as a positive amount. */
export interface BankBalances {
  cash: number;
  sbv: number;
  placements: number;
  trading: number;
  derivatives: number;
  grossLoans: number;
  provision: number;
  securities: number;
  longInvestments: number;
  fixed: number;
  otherAssets: number;
  dueToSbv: number;
  interbank: number;
  deposits: number;
  derivativeLiabilities: number;
  entrusted: number;
  papers: number;
  otherLiabilities: number;
  charter: number;
  premium: number;
  reserves: number;
  retained: number;
  minority: number;
}

/** A quarter's income and non-balance figures the cash flow needs. */
export interface BankQuarterFlows {
  pbt: number;
  depreciation: number;
  charge: number;
  writeOffs: number;
  interestIncome: number;
  interestExpense: number;
  netFees: number;
  fx: number;
  securitiesGains: number;
  netOther: number;
  dividendIncome: number;
  /** Operating expenses paid in cash (negative). */
  cashExpenses: number;
  taxPaid: number;
  /** Spending on fixed assets net of disposals. */
  fixedInvestment: number;
  dividends: number;
  issue: number;
}

const sum = (values: Record<string, number>): number =>
  Object.values(values).reduce((total, value) => total + Math.round(value), 0);

/**
 * Both bank cash flow forms. Cash here is the balance sheet's cash, gold and gemstones (as the brief
 * of the demo asks), so balances with the SBV and placements are operating changes. Changes in
 * the other operating liabilities balance operating cash against the change in cash, in each form.
 */
export function bankCashFlows(
  anchors: StatementAnchors,
  prev: BankBalances,
  next: BankBalances,
  flows: BankQuarterFlows,
): void {
  const change = (key: keyof BankBalances): number => next[key] - prev[key];
  const fixed = grossFlows(-flows.fixedInvestment, flows.depreciation * 0.05);
  const investments = grossFlows(-change('longInvestments'), 0);
  const investing = {
    PURCHASE_OF_FIXED_ASSETS: fixed.outflow,
    PROCEEDS_FROM_FIXED_ASSET_DISPOSAL: fixed.inflow,
    INVESTMENTS_IN_OTHER_ENTITIES: investments.outflow,
    PROCEEDS_FROM_DIVESTMENT: investments.inflow,
    DIVIDENDS_RECEIVED: flows.dividendIncome,
  };
  const financing = { PROCEEDS_FROM_SHARE_ISSUE: flows.issue, DIVIDENDS_PAID: -flows.dividends };
  const netFlow = next.cash - prev.cash;
  const operating = netFlow - sum(investing) - sum(financing);
  const balanceChanges = {
    CHANGE_IN_TRADING_SECURITIES: -(change('trading') + change('securities')),
    CHANGE_IN_DERIVATIVE_ASSETS: -change('derivatives'),
    CHANGE_IN_LOANS: -change('grossLoans'),
    USE_OF_LOAN_LOSS_PROVISION: -flows.writeOffs,
    CHANGE_IN_OTHER_OPERATING_ASSETS: -change('otherAssets'),
    CHANGE_IN_DUE_TO_SBV: change('dueToSbv'),
    CHANGE_IN_DEPOSITS_FROM_CREDIT_INSTITUTIONS: change('interbank'),
    CHANGE_IN_CUSTOMER_DEPOSITS: change('deposits'),
    CHANGE_IN_DERIVATIVE_LIABILITIES: change('derivativeLiabilities'),
    CHANGE_IN_ENTRUSTED_FUNDS: change('entrusted'),
    CHANGE_IN_VALUABLE_PAPERS: change('papers'),
    PAYMENTS_FROM_RESERVES: -Math.round(flows.pbt > 0 ? flows.pbt * 0.01 : 0),
  };
  const indirect = {
    PROFIT_BEFORE_TAX: flows.pbt,
    DEPRECIATION: flows.depreciation,
    PROVISIONS: flows.charge,
    INVESTING_RESULT: -flows.dividendIncome,
    INCOME_TAX_PAID: flows.taxPaid,
    CHANGE_IN_PLACEMENTS: -(change('placements') + change('sbv')),
    ...balanceChanges,
  };
  const direct = {
    INTEREST_RECEIVED: flows.interestIncome,
    INTEREST_PAID: flows.interestExpense,
    FEES_RECEIVED: flows.netFees,
    FX_AND_GOLD_DEALING_RECEIPTS: flows.fx,
    SECURITIES_DEALING_RECEIPTS: flows.securitiesGains,
    OTHER_INCOME_RECEIVED: flows.netOther,
    PAYMENTS_TO_EMPLOYEES_AND_SUPPLIERS: flows.cashExpenses,
    INCOME_TAX_PAID: flows.taxPaid,
    CHANGE_IN_COMPULSORY_RESERVES: -change('sbv'),
    CHANGE_IN_PLACEMENTS: -change('placements'),
    ...balanceChanges,
  };
  const forms: [StatementType, Record<string, number>][] = [
    ['CASH_FLOW_INDIRECT', indirect],
    ['CASH_FLOW_DIRECT', direct],
  ];
  for (const [form, lines] of forms) {
    const target: Anchors = anchors[form];
    const present = Object.fromEntries(
      Object.entries(lines).filter(([code]) => templateHas('bank', form, code)),
    );
    for (const code of [...Object.keys(investing), ...Object.keys(financing)])
      if (!templateHas('bank', form, code)) throw new Error(`bank ${form} has no ${code}`);
    put(target, present);
    put(target, investing);
    put(target, financing);
    put(target, {
      CHANGE_IN_OTHER_OPERATING_LIABILITIES: operating - sum(present),
      NET_CASH_FROM_OPERATING: operating,
      NET_CASH_FROM_INVESTING: sum(investing),
      NET_CASH_FROM_FINANCING: sum(financing),
      NET_CASH_FLOW: netFlow,
      CASH_BEGINNING: prev.cash,
      FX_EFFECT_ON_CASH: 0,
      CASH_ENDING: next.cash,
    });
    if (form === 'CASH_FLOW_DIRECT')
      put(target, { NET_CASH_FROM_OPERATING_BEFORE_TAX: operating - Math.round(flows.taxPaid) });
  }
}
