import { ProfitYear } from './statementsEquity';
import { bankCashFlows, type BankBalances } from './statementsBankCashFlow';
import { bankBalanceSheet, equityOf, liabilitiesExceptInterbank, totalAssetsOf } from './statementsBankSheet';
import {
  PAR_VALUE,
  clamp,
  cycle,
  emptyAnchors,
  incomeTax,
  put,
  targetAssets2024,
  type CompanyModel,
  type CapitalEvent,
  type ModelQuarter,
} from './statementsModel';

/** Extra credit cost (annual, share of loans) in the years banks cleaned up bad debt. */
const CREDIT_STRESS: Record<number, number> = {
  2012: 0.012,
  2013: 0.008,
  2020: 0.004,
  2021: 0.006,
  2022: 0.004,
  2023: 0.006,
};
/** Interest expense over interest income: high in the rate spikes of 2011-2012 and 2023. */
const FUNDING_COST: Record<number, number> = {
  2010: 0.66,
  2011: 0.72,
  2012: 0.68,
  2013: 0.62,
  2022: 0.5,
  2023: 0.6,
  2024: 0.52,
};

/**
 * A commercial bank: assets grow 12-22% a year with loans at 60-70% of them, customer deposits at
 * 70-80% of liabilities and interbank funding balancing the sheet; net interest income from a NIM
 * of 2.5-5%, cost-to-income of 30-50%, credit cost with the stress years of 2012 and 2020-2023, and
 * equity kept at 7-11% of assets by dividends, stock dividends and rights issues.
 */
export const bankModel: CompanyModel = (company, random, quarters) => {
  const r = random.fork('model');
  const weak = company.tier >= 4;
  const growth = r.uniform(0.12, 0.2);
  let assets = targetAssets2024(company, r) * Math.exp(-growth * 14.5);
  const nim = r.uniform(weak ? 0.025 : 0.03, weak ? 0.035 : 0.045);
  const costToIncome = r.uniform(weak ? 0.42 : 0.3, weak ? 0.5 : 0.42);
  const creditCost = r.uniform(0.008, weak ? 0.02 : 0.015);
  // CASA (demand deposits / customer deposits) wanders slowly around the bank's own level: a
  // quarter moves it by about half a point, never a jump (PLAUSIBLE_RANGES.bank.casa).
  const casaBase = r.uniform(0.1, company.tier <= 2 ? 0.4 : 0.22);
  let casa = casaBase;
  // Its own stream, so the bank's other figures are those of the constant-CASA model.
  const casaNoise = r.fork('casa');
  const nplBase = r.uniform(0.01, weak ? 0.03 : 0.02);
  const feeRatio = r.uniform(0.1, 0.2);
  const minorityShare = r.chance(0.3) ? r.uniform(0.002, 0.01) : 0;
  const share = {
    cash: r.uniform(0.006, 0.012),
    sbv: r.uniform(0.02, 0.04),
    placements: r.uniform(0.06, 0.12),
    trading: r.uniform(0.002, 0.01),
    derivatives: r.uniform(0, 0.002),
    loans: r.uniform(0.6, 0.68),
    securities: r.uniform(0.1, 0.16),
    longInvestments: r.uniform(0.001, 0.004),
    fixed: r.uniform(0.004, 0.008),
    deposits: r.uniform(0.72, 0.8),
    sbvFunding: r.uniform(0, 0.03),
    papers: r.uniform(0.03, 0.09),
    entrusted: r.uniform(0, 0.005),
    otherLiabilities: r.uniform(0.015, 0.03),
  };
  const shortLoans = r.uniform(0.45, 0.6);
  const mediumLoans = r.uniform(0.1, 0.2);

  const equity0 = assets * r.uniform(0.075, 0.095);
  let b: BankBalances = {
    cash: 0,
    sbv: 0,
    placements: 0,
    trading: 0,
    derivatives: 0,
    grossLoans: 0,
    provision: Math.round(assets * share.loans * 0.012),
    securities: 0,
    longInvestments: 0,
    fixed: 0,
    otherAssets: 0,
    dueToSbv: 0,
    interbank: 0,
    deposits: 0,
    derivativeLiabilities: 0,
    entrusted: 0,
    papers: 0,
    otherLiabilities: 0,
    charter: Math.round((equity0 * 0.7) / PAR_VALUE) * PAR_VALUE,
    premium: Math.round(equity0 * 0.05),
    reserves: Math.round(equity0 * 0.08),
    retained: 0,
    minority: Math.round(equity0 * minorityShare * 5),
  };
  b.retained = Math.round(equity0) - b.charter - b.premium - b.reserves;

  /** Assets by share of the target size; interbank funding balances the sheet. */
  const layout = (next: BankBalances, size: number, drift: () => number): void => {
    next.cash = Math.round(share.cash * size * drift());
    next.sbv = Math.round(share.sbv * size * drift());
    next.placements = Math.round(share.placements * size * drift());
    next.trading = Math.round(share.trading * size * drift());
    next.derivatives = Math.round(share.derivatives * size);
    next.grossLoans = Math.round(share.loans * size * drift()) + next.provision;
    next.securities = Math.round(share.securities * size * drift());
    next.longInvestments = Math.round(share.longInvestments * size);
    next.fixed = Math.round(share.fixed * size);
    next.otherAssets = Math.round(0.025 * size * drift());
    const total = totalAssetsOf(next);
    const liabilities = total - equityOf(next) - next.minority;
    next.deposits = Math.round(share.deposits * liabilities * drift());
    next.dueToSbv = Math.round(share.sbvFunding * liabilities);
    next.derivativeLiabilities = Math.round(share.derivatives * 0.8 * liabilities);
    next.entrusted = Math.round(share.entrusted * liabilities);
    next.papers = Math.round(share.papers * liabilities * drift());
    next.otherLiabilities = Math.round(share.otherLiabilities * liabilities);
    next.interbank =
      liabilities -
      next.deposits -
      next.dueToSbv -
      next.derivativeLiabilities -
      next.entrusted -
      next.papers -
      next.otherLiabilities;
  };
  layout(b, assets, () => 1);

  const profit = new ProfitYear();
  let lastIssue = -99;
  const output: ModelQuarter[] = [];
  for (const q of quarters) {
    const prev = b;
    b = { ...prev };
    profit.startQuarter(q);
    assets *= Math.exp(growth / 4 + 0.025 * r.normal() + 0.3 * cycle(q) * 0.25);
    const earning = prev.sbv + prev.placements + prev.trading + prev.grossLoans + prev.securities;
    const netInterest = Math.round((earning * nim * Math.exp(0.05 * r.normal())) / 4);
    const costShare = clamp((FUNDING_COST[q.year] ?? 0.55) + 0.03 * r.normal(), 0.4, 0.8);
    const interestIncome = Math.round(netInterest / (1 - costShare));
    const feeIncome = Math.round(
      netInterest * feeRatio * (1 + 0.05 * (q.year - 2010)) * Math.exp(0.1 * r.normal()),
    );
    const feeExpense = -Math.round(feeIncome * r.uniform(0.25, 0.4));
    const fx = Math.round(netInterest * r.uniform(-0.01, 0.08));
    const tradingGain = Math.round(prev.trading * r.uniform(-0.02, 0.04));
    const securitiesGain = Math.round(prev.securities * r.uniform(-0.002, 0.006));
    const otherIncome = Math.round(netInterest * r.uniform(0.03, 0.1));
    const otherExpenses = -Math.round(otherIncome * r.uniform(0.1, 0.4));
    const dividendIncome = Math.round(prev.longInvestments * r.uniform(0, 0.02));
    const operatingIncome =
      netInterest +
      feeIncome +
      feeExpense +
      fx +
      tradingGain +
      securitiesGain +
      otherIncome +
      otherExpenses +
      dividendIncome;
    const depreciation = Math.round(prev.fixed * 0.03);
    const operatingExpenses = -Math.round(
      operatingIncome * clamp(costToIncome + 0.03 * r.normal(), 0.25, 0.6),
    );
    const annualCreditCost =
      creditCost + (CREDIT_STRESS[q.year] ?? 0) * (weak ? 1.5 : 1) + 0.002 * r.normal();
    const charge = Math.round((prev.grossLoans * Math.max(0.002, annualCreditCost)) / 4);
    const pbt = operatingIncome + operatingExpenses - charge;
    const tax = Math.round(incomeTax(pbt, q.year, 1, r));
    const deferredTax = Math.round(tax * r.uniform(-0.03, 0.03));
    const netProfit = pbt + tax;
    const minority = -Math.round(netProfit * minorityShare);
    const parentProfit = netProfit + minority;
    profit.add(parentProfit);

    // Provisions follow the loan book; write-offs use what is above the bank's coverage habit.
    b.provision = prev.provision + charge;
    layout(b, assets, () => Math.exp(0.03 * r.normal()));
    const writeOffs = Math.max(0, b.provision - Math.round((b.grossLoans - b.provision) * nplBase * 0.9));
    b.provision -= writeOffs;
    b.grossLoans -= writeOffs;

    let dividends = 0;
    let issue = 0;
    const capitalEvents: CapitalEvent[] = [];
    const equityRatio = (prev.charter + prev.premium + prev.reserves + prev.retained) / totalAssetsOf(prev);
    if (q.quarter === 3 && profit.lastYear > 0) {
      const appropriation = Math.round(profit.lastYear * 0.15);
      b.reserves += appropriation;
      b.retained -= appropriation;
      dividends = Math.round(profit.lastYear * (equityRatio > 0.1 ? 0.5 : equityRatio > 0.085 ? 0.15 : 0));
      const stock = Math.round((profit.lastYear * (equityRatio < 0.1 ? 0.25 : 0.1)) / PAR_VALUE) * PAR_VALUE;
      b.charter += stock;
      b.retained -= stock;
      if (stock > 0) capitalEvents.push({ kind: 'stock_dividend', capital: stock, cash: null });
    }
    if (equityRatio < 0.075 && q.index - lastIssue >= 4) {
      issue = Math.round(totalAssetsOf(prev) * 0.015);
      const shares = Math.round((issue * 0.8) / PAR_VALUE) * PAR_VALUE;
      b.charter += shares;
      b.premium += issue - shares;
      capitalEvents.push({ kind: 'share_issue', capital: shares, cash: issue });
      lastIssue = q.index;
    }
    b.retained += parentProfit - dividends;
    b.minority -= minority;
    // Equity moved after the layout: interbank funding takes the difference, so the sheet balances.
    b.interbank = totalAssetsOf(b) - equityOf(b) - b.minority - liabilitiesExceptInterbank(b);

    const out: ModelQuarter = { anchors: emptyAnchors(), capitalEvents };
    const { BALANCE_SHEET: bs, INCOME_STATEMENT: is, FOOTNOTES: notes } = out.anchors;
    casa = clamp(casa + 0.15 * (casaBase - casa) + 0.006 * casaNoise.normal(), 0.06, 0.45);
    const nplRatio = clamp(nplBase + (CREDIT_STRESS[q.year] ?? 0) + 0.002 * r.normal(), 0.006, 0.06);
    const npl = b.grossLoans * nplRatio;
    put(is, {
      INTEREST_INCOME: interestIncome,
      INTEREST_EXPENSE: netInterest - interestIncome,
      FEE_INCOME: feeIncome,
      FEE_EXPENSE: feeExpense,
      NET_FX_GAIN: fx,
      NET_TRADING_SECURITIES_GAIN: tradingGain,
      NET_INVESTMENT_SECURITIES_GAIN: securitiesGain,
      OTHER_INCOME: otherIncome,
      OTHER_EXPENSES: otherExpenses,
      DIVIDEND_INCOME: dividendIncome,
      OPERATING_EXPENSES: operatingExpenses,
      CREDIT_LOSS_PROVISION: -charge,
      CURRENT_INCOME_TAX: tax - deferredTax,
      DEFERRED_INCOME_TAX: deferredTax,
      MINORITY_INTEREST: minority,
      EPS_BASIC: parentProfit / (b.charter / PAR_VALUE),
    });
    put(bs, bankBalanceSheet(b));
    put(notes, {
      LOANS_BY_DEBT_GROUP: b.grossLoans,
      LOANS_GROUP_2: b.grossLoans * nplRatio * r.uniform(0.6, 1.5),
      LOANS_GROUP_3: npl * 0.25,
      LOANS_GROUP_4: npl * 0.2,
      LOANS_GROUP_5: npl * 0.55,
      LOANS_BY_TERM: b.grossLoans,
      SHORT_TERM_LOANS: b.grossLoans * shortLoans,
      MEDIUM_TERM_LOANS: b.grossLoans * mediumLoans,
      CUSTOMER_DEPOSITS_BY_TYPE: b.deposits,
      DEMAND_DEPOSITS: b.deposits * casa,
      TERM_DEPOSITS: b.deposits * (1 - casa) * 0.95,
      INTEREST_INCOME_DETAIL: interestIncome,
      INTEREST_FROM_LOANS: interestIncome * 0.8,
      INTEREST_FROM_DEPOSITS: interestIncome * 0.06,
      INTEREST_FROM_DEBT_SECURITIES: interestIncome * 0.11,
      INTEREST_EXPENSE_DETAIL: netInterest - interestIncome,
      INTEREST_ON_DEPOSITS: (netInterest - interestIncome) * 0.85,
      INTEREST_ON_BORROWINGS: (netInterest - interestIncome) * 0.07,
    });
    bankCashFlows(out.anchors, prev, b, {
      pbt,
      depreciation,
      charge,
      writeOffs,
      interestIncome,
      interestExpense: netInterest - interestIncome,
      netFees: feeIncome + feeExpense,
      fx,
      securitiesGains: tradingGain + securitiesGain,
      netOther: otherIncome + otherExpenses,
      dividendIncome,
      cashExpenses: operatingExpenses + depreciation,
      taxPaid: -Math.round(Math.abs(tax - deferredTax) * r.uniform(0.8, 1.1)),
      fixedInvestment: b.fixed - prev.fixed + depreciation,
      dividends,
      issue,
    });
    output.push(out);
  }
  return { quarters: output, links: [] };
};
