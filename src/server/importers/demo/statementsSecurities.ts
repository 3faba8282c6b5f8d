import { ProfitYear, appropriate, openEquity, rightsIssue, sumOf } from './statementsEquity';
import { anchorEnterpriseCashFlows, grossFlows } from './statementsCashFlow';
import { SECURITIES_LINKS, equityOf, securitiesBalanceSheet, type Book } from './statementsSecuritiesSheet';
import {
  PAR_VALUE,
  depositRate,
  emptyAnchors,
  incomeTax,
  lendingRate,
  marketReturn,
  marketTurnover,
  put,
  targetAssets2024,
  type CompanyModel,
  type CapitalEvent,
  type ModelQuarter,
} from './statementsModel';

/**
 * A securities company: the balance sheet swells and shrinks with market turnover (margin loans
 * and FVTPL holdings), brokerage fees follow turnover times market share, proprietary trading
 * gains and losses follow the index, and bank loans fund the book above equity.
 */
export const securitiesModel: CompanyModel = (company, random, quarters) => {
  const r = random.fork('model');
  const target = targetAssets2024(company, r);
  const growth = r.uniform(0.05, 0.12);
  const marketShare = [0.1, 0.08, 0.05, 0.03, 0.015][company.tier - 1] ?? 0.03;
  const beta = r.uniform(0.5, 1.1);
  const share = {
    cash: r.uniform(0.04, 0.1),
    fvtpl: r.uniform(0.2, 0.35),
    htm: r.uniform(0.05, 0.15),
    loans: r.uniform(0.35, 0.48),
    afs: r.uniform(0.02, 0.06),
    receivables: r.uniform(0.01, 0.03),
    otherCurrent: r.uniform(0.003, 0.01),
    longFinancial: r.uniform(0.005, 0.03),
    fixed: r.uniform(0.003, 0.01),
    otherLong: r.uniform(0.002, 0.008),
    bonds: r.chance(0.5) ? r.uniform(0.03, 0.1) : 0,
    tradingPayables: r.uniform(0.01, 0.03),
    otherLiabilities: r.uniform(0.02, 0.05),
  };
  const feeRate = r.uniform(0.0012, 0.0018);
  const minorityShare = r.chance(0.2) ? r.uniform(0.005, 0.03) : 0;
  const scale = (q: { year: number; quarter: 1 | 2 | 3 | 4; index: number }): number =>
    target * Math.exp(growth * ((q.index + 1) / 4 - 15)) * Math.pow(marketTurnover(q) / 18, 0.3);

  const layout = (b: Book, size: number, noise: () => number): void => {
    // Every line but cash (what funding leaves), in the order of `share`.
    for (const key of (Object.keys(share) as (keyof typeof share)[]).filter((name) => name !== 'cash'))
      b[key] = Math.round(share[key] * size * noise());
  };
  const nonCashOf = (b: Book): number =>
    sumOf(
      b.fvtpl,
      b.htm,
      b.loans,
      b.afs,
      b.receivables,
      b.otherCurrent,
      b.longFinancial,
      b.fixed,
      b.otherLong,
    );
  const fund = (b: Book, size: number): void => {
    const others = sumOf(b.bonds, b.tradingPayables, b.otherLiabilities);
    b.debt = Math.max(0, nonCashOf(b) + Math.round(share.cash * size) - others - equityOf(b));
    b.cash = others + b.debt + equityOf(b) - nonCashOf(b);
  };

  const size0 = scale({ year: 2010, quarter: 1, index: 0 });
  let b: Book = {
    cash: 0,
    fvtpl: 0,
    htm: 0,
    loans: 0,
    afs: 0,
    receivables: 0,
    otherCurrent: 0,
    longFinancial: 0,
    fixed: 0,
    otherLong: 0,
    bonds: 0,
    tradingPayables: 0,
    otherLiabilities: 0,
    debt: 0,
    capital: 0,
    premium: 0,
    funds: 0,
    fairValue: 0,
    unrealized: 0,
    retained: 0,
    minority: 0,
  };
  layout(b, size0, () => 1);
  const equity0 = size0 * r.uniform(0.4, 0.5);
  openEquity(b, equity0, { capital: 0.8, premium: 0.1, funds: 0.05, minority: minorityShare });
  fund(b, size0);

  const profit = new ProfitYear();
  let yearDividends = 0;
  let lastIssue = -99;
  const output: ModelQuarter[] = [];
  for (const q of quarters) {
    const prev = b;
    b = { ...prev };
    profit.startQuarter(q);
    if (q.quarter === 1) {
      yearDividends = 0;
    }
    const size = scale(q);
    const ret = marketReturn(q) * beta + 0.01 * r.normal();
    const turnover = marketTurnover(q) * 1e12;
    const brokerage = Math.round(turnover * 62 * 2 * marketShare * feeRate * Math.exp(0.1 * r.normal()));
    const services = Math.round(brokerage * r.uniform(0.1, 0.3));
    const loanIncome = Math.round((prev.loans * r.uniform(0.11, 0.13)) / 4);
    const htmIncome = Math.round((prev.htm * depositRate(q.year)) / 4);
    const afsIncome = Math.round(prev.afs * r.uniform(0.002, 0.012));
    const disposalGains = Math.round(prev.fvtpl * (0.008 + Math.max(0, ret) * 0.2));
    const revaluationGains = Math.round(prev.fvtpl * Math.max(0, ret) * 0.3);
    const fvtplIncome = Math.round(prev.fvtpl * 0.01);
    const disposalLosses = -Math.round(prev.fvtpl * (0.003 + Math.max(0, -ret) * 0.15));
    const revaluationLosses = -Math.round(prev.fvtpl * Math.max(0, -ret) * 0.25);
    const transactionCosts = -Math.round(prev.fvtpl * 0.0005);
    const provisions = -Math.round(prev.loans * r.uniform(0, 0.002));
    const brokerageExpenses = -Math.round(brokerage * r.uniform(0.55, 0.75));
    const serviceExpenses = -Math.round(services * r.uniform(0.3, 0.6));
    const grossRevenue = sumOf(
      brokerage,
      services,
      loanIncome,
      htmIncome,
      afsIncome,
      disposalGains,
      revaluationGains,
      fvtplIncome,
    );
    const operatingExpenses = sumOf(
      disposalLosses,
      revaluationLosses,
      transactionCosts,
      provisions,
      brokerageExpenses,
      serviceExpenses,
    );
    const depositIncome = Math.round((prev.cash * depositRate(q.year) * 0.5) / 4);
    const interest = Math.round(((prev.debt + prev.bonds) * lendingRate(q.year)) / 4);
    const otherFinancial = Math.round(interest * r.uniform(0, 0.1));
    const admin = -Math.round(grossRevenue * r.uniform(0.04, 0.07) + size * 0.002);
    const otherIncome = Math.round(grossRevenue * r.uniform(0, 0.004));
    const pbt =
      grossRevenue + operatingExpenses + depositIncome - interest - otherFinancial + admin + otherIncome;
    const tax = Math.round(incomeTax(pbt, q.year, 1, r));
    const deferredTax = Math.round((revaluationGains + revaluationLosses) * -0.2);
    const netProfit = pbt + tax;
    const minority = Math.round(netProfit * minorityShare);
    const parentProfit = netProfit - minority;
    const oci = Math.round(prev.afs * ret * 0.3);
    profit.add(parentProfit);

    layout(b, size, () => Math.exp(0.04 * r.normal()));
    b.fvtpl += revaluationGains + revaluationLosses;
    const equityRatio = equityOf(prev) / (nonCashOf(prev) + prev.cash);
    let dividends = 0;
    let issue = 0;
    const capitalEvents: CapitalEvent[] = [];
    if (q.quarter === 2 && profit.lastYear > 0) {
      dividends = Math.round(
        profit.lastYear *
          (equityRatio > 0.6 ? 1.5 : equityRatio > 0.5 ? 0.8 : equityRatio < 0.35 ? 0.1 : 0.4),
      );
      appropriate(b, profit.lastYear, 0.1);
    }
    if (equityRatio < 0.35 && q.index - lastIssue >= 8) {
      issue = Math.round(equityOf(prev) * 0.3);
      rightsIssue(b, issue, 0.9, capitalEvents);
      lastIssue = q.index;
    }
    yearDividends += dividends;
    b.retained += parentProfit - dividends;
    b.unrealized += revaluationGains + revaluationLosses + deferredTax;
    b.fairValue += oci;
    b.afs += oci;
    b.minority += minority;
    fund(b, size);

    const out: ModelQuarter = { anchors: emptyAnchors(), capitalEvents };
    const { BALANCE_SHEET: bs, INCOME_STATEMENT: is, FOOTNOTES: notes } = out.anchors;
    put(bs, securitiesBalanceSheet(b, yearDividends));
    put(is, {
      FVTPL_DISPOSAL_GAINS: disposalGains,
      FVTPL_REVALUATION_GAINS: revaluationGains,
      FVTPL_DIVIDENDS_AND_INTEREST: fvtplIncome,
      HTM_INCOME: htmIncome,
      LOAN_INCOME: loanIncome,
      AFS_INCOME: afsIncome,
      BROKERAGE_REVENUE: brokerage,
      GROSS_OPERATING_REVENUE: grossRevenue,
      REVENUE_DEDUCTIONS: 0,
      FVTPL_DISPOSAL_LOSSES: disposalLosses,
      FVTPL_REVALUATION_LOSSES: revaluationLosses,
      FVTPL_TRANSACTION_COSTS: transactionCosts,
      FINANCIAL_ASSET_PROVISIONS: provisions,
      BROKERAGE_EXPENSES: brokerageExpenses,
      OPERATING_EXPENSES: operatingExpenses,
      DEPOSIT_INTEREST_AND_DIVIDENDS: depositIncome,
      FINANCIAL_INCOME: depositIncome,
      INTEREST_EXPENSES: -interest,
      FINANCIAL_EXPENSES: -(interest + otherFinancial),
      SHARE_OF_JOINT_VENTURES: 0,
      SELLING_EXPENSES: 0,
      GA_EXPENSES: admin,
      OTHER_INCOME: otherIncome,
      OTHER_EXPENSES: 0,
      INCOME_FROM_ASSOCIATES_PRE2015: 0,
      UNREALIZED_PROFIT_BEFORE_TAX: revaluationGains + revaluationLosses,
      REALIZED_PROFIT_BEFORE_TAX: pbt - revaluationGains - revaluationLosses,
      CURRENT_INCOME_TAX: tax - deferredTax,
      DEFERRED_INCOME_TAX: deferredTax,
      MINORITY_INTEREST: minority,
      PROFIT_TO_FUNDS: 0,
      OTHER_COMPREHENSIVE_INCOME: oci,
      OCI_AFS_REVALUATION: oci,
      COMPREHENSIVE_INCOME_TO_OWNERS: parentProfit + oci,
      COMPREHENSIVE_INCOME_TO_MINORITIES: minority,
      NET_INCOME_TO_COMMON_SHARES: parentProfit,
      EPS_BASIC: parentProfit / (b.capital / PAR_VALUE),
      EPS_DILUTED: parentProfit / (b.capital / PAR_VALUE),
    });
    put(notes, {
      LOANS_DETAIL: b.loans,
      MARGIN_LOANS: b.loans * 0.9,
      FVTPL_FAIR_VALUE: b.fvtpl,
      FVTPL_COST: b.fvtpl - b.unrealized,
    });
    notes.set('BROKERAGE_MARKET_SHARE', Math.round(marketShare * Math.exp(0.08 * r.normal()) * 10000) / 100);

    const delta = (...keys: (keyof Book)[]): number => keys.reduce((sum, key) => sum + b[key] - prev[key], 0);
    const depreciation = Math.round(prev.fixed * 0.04);
    const fixed = grossFlows(-(delta('fixed') + depreciation), 0);
    const investments = grossFlows(-delta('longFinancial'), 0);
    const borrowing = grossFlows(delta('debt', 'bonds'), prev.debt * 0.8);
    const interestPaid = -Math.round(interest * r.uniform(0.95, 1.02));
    const taxPaid = -Math.round(Math.abs(tax - deferredTax) * r.uniform(0.8, 1.1));
    anchorEnterpriseCashFlows(
      {
        companyType: 'securities',
        cashBegin: prev.cash,
        cashEnd: b.cash,
        indirect: {
          PROFIT_BEFORE_TAX: pbt,
          DEPRECIATION: depreciation,
          PROVISIONS: -provisions,
          INTEREST_EXPENSE: interest,
          INTEREST_AND_DIVIDEND_INCOME: -depositIncome,
          FVTPL_REVALUATION_LOSS: -revaluationLosses,
          FVTPL_REVALUATION_GAIN: -revaluationGains,
          CHANGE_IN_FVTPL_ASSETS: -delta('fvtpl'),
          CHANGE_IN_HTM_INVESTMENTS: -delta('htm'),
          CHANGE_IN_LOANS: -delta('loans'),
          CHANGE_IN_AFS_ASSETS: -delta('afs'),
          CHANGE_IN_OTHER_ASSETS: -delta('receivables', 'otherCurrent', 'otherLong'),
          CHANGE_IN_OTHER_PAYABLES: delta('tradingPayables', 'otherLiabilities'),
          INTEREST_PAID: interestPaid,
          INCOME_TAX_PAID: taxPaid,
        },
        direct: {
          RECEIPTS_FROM_CUSTOMERS: brokerage + services + loanIncome,
          PAYMENTS_TO_SUPPLIERS: brokerageExpenses + serviceExpenses,
          PAYMENTS_TO_EMPLOYEES: admin * 0.6,
          INTEREST_PAID: interestPaid,
          INCOME_TAX_PAID: taxPaid,
        },
        investing: {
          PURCHASE_OF_FIXED_ASSETS: fixed.outflow,
          PROCEEDS_FROM_FIXED_ASSET_DISPOSAL: fixed.inflow,
          INVESTMENTS_IN_OTHER_ENTITIES: investments.outflow,
          PROCEEDS_FROM_DIVESTMENT: investments.inflow,
        },
        financing: {
          PROCEEDS_FROM_SHARE_ISSUE: issue,
          PROCEEDS_FROM_BORROWINGS: borrowing.inflow,
          REPAYMENT_OF_BORROWINGS: borrowing.outflow,
          DIVIDENDS_PAID: -dividends,
        },
        otherGross: brokerage * 0.02,
      },
      out.anchors,
    );
    output.push(out);
  }
  return { quarters: output, links: SECURITIES_LINKS };
};
