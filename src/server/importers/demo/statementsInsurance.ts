import { ProfitYear, appropriate, openEquity, rightsIssue, stockDividend, sumOf } from './statementsEquity';
import { anchorEnterpriseCashFlows, grossFlows } from './statementsCashFlow';
import {
  equityOf,
  insuranceBalanceSheet,
  nonCashOf,
  reservesOf,
  type Book,
} from './statementsInsuranceSheet';
import {
  PAR_VALUE,
  cycle,
  depositRate,
  emptyAnchors,
  incomeTax,
  marketReturn,
  put,
  targetAssets2024,
  type CompanyModel,
  type CapitalEvent,
  type ModelQuarter,
} from './statementsModel';

/**
 * An insurer: written premiums grow with the economy, part is ceded to reinsurers, claims take
 * 40-70% of net premiums, technical reserves follow premiums (and, for a life insurer, a growing
 * mathematical reserve), and the float sits in bank deposits and bonds that earn the deposit rate.
 */
export const insuranceModel: CompanyModel = (company, random, quarters) => {
  const r = random.fork('model');
  const life = company.tier <= 2;
  const growth = r.uniform(0.08, 0.15);
  const target = targetAssets2024(company, r);
  // Premiums per VND of assets: a life insurer holds long reserves, a non-life one turns over faster.
  const premiumToAssets = life ? r.uniform(0.2, 0.28) : r.uniform(0.5, 0.7);
  let written = target * premiumToAssets * Math.exp(-growth * 14.5);
  const cededShare = r.uniform(life ? 0.05 : 0.2, life ? 0.1 : 0.35);
  // Life benefits mostly build the mathematical reserve rather than pay claims at once.
  const claimsRatio = life ? r.uniform(0.38, 0.46) : r.uniform(0.45, 0.6);
  const commissionRate = r.uniform(0.08, 0.14);
  // Non-life insurers in Vietnam underwrite at a combined ratio near 100% and earn on the float;
  // lower costs made underwriting alone return 30-45% on equity.
  const adminRate = life ? r.uniform(0.08, 0.12) : r.uniform(0.11, 0.14);
  const equityShare = life ? r.uniform(0.1, 0.14) : r.uniform(0.3, 0.4);
  const lifeShare = life ? r.uniform(0.55, 0.7) : 0;

  /** The float is invested: what reserves, payables and equity fund beyond operating assets. */
  const invest = (b: Book): void => {
    const funding = reservesOf(b) + b.payables + b.otherLiabilities + b.debt + equityOf(b);
    const operating = sumOf(b.receivables, b.otherCurrent, b.cededReserves, b.fixed, b.otherLong);
    const investable = funding - operating;
    b.cash = Math.round(investable * 0.05);
    b.deposits = Math.round(investable * 0.6);
    b.longInvestments = investable - b.cash - b.deposits;
  };
  const layout = (b: Book, annual: number, claims: number): void => {
    b.premiumReserve = Math.round(annual * 0.4);
    b.claimReserve = Math.round(claims * 0.35);
    b.receivables = Math.round(annual * r.uniform(0.1, 0.15));
    b.otherCurrent = Math.round(annual * 0.02);
    b.cededReserves = Math.round((b.premiumReserve + b.claimReserve) * cededShare);
    b.fixed = Math.round(annual * 0.03);
    b.otherLong = Math.round(annual * 0.01);
    b.payables = Math.round(annual * r.uniform(0.08, 0.12));
    b.otherLiabilities = Math.round(annual * 0.05);
  };

  let b: Book = {
    cash: 0,
    deposits: 0,
    receivables: 0,
    otherCurrent: 0,
    cededReserves: 0,
    longInvestments: 0,
    fixed: 0,
    otherLong: 0,
    premiumReserve: 0,
    claimReserve: 0,
    mathReserve: 0,
    catastropheReserve: 0,
    payables: 0,
    otherLiabilities: 0,
    debt: 0,
    capital: 0,
    premium: 0,
    funds: 0,
    retained: 0,
    minority: 0,
  };
  layout(b, written, written * claimsRatio);
  b.mathReserve = life ? Math.round(written * 2.2) : 0;
  b.catastropheReserve = Math.round(written * 0.02);
  const equity0 = (reservesOf(b) + b.payables + b.otherLiabilities) * (equityShare / (1 - equityShare));
  openEquity(b, equity0, { capital: 0.6, premium: 0.15, funds: 0.05 });
  invest(b);

  const profit = new ProfitYear();
  let lastIssue = -99;
  const output: ModelQuarter[] = [];
  for (const q of quarters) {
    const prev = b;
    b = { ...prev };
    profit.startQuarter(q);
    written *= Math.exp(growth / 4 + 0.03 * r.normal() + 0.05 * cycle(q));
    const gross = Math.round(
      (written / 4) * ([0.9, 1.05, 0.95, 1.1][q.quarter - 1] ?? 1) * Math.exp(0.04 * r.normal()),
    );
    const assumed = Math.round(gross * r.uniform(0.02, 0.06));
    const ceded = -Math.round(gross * cededShare);
    const reductions = -Math.round(gross * r.uniform(0.003, 0.01));
    const claimsPaid = -Math.round(gross * claimsRatio * Math.exp(0.05 * r.normal()));
    const claimsAssumed = -Math.round(assumed * claimsRatio);
    const claimDeductions = Math.round(-claimsPaid * r.uniform(0.005, 0.02));
    const recoveries = Math.round(-claimsPaid * cededShare * r.uniform(0.8, 1.1));
    layout(b, written, (-claimsPaid - claimsAssumed) * 4);
    const premiumReserveChange = -(b.premiumReserve - prev.premiumReserve);
    const cededReserveChange = b.cededReserves - prev.cededReserves;
    b.mathReserve = life
      ? Math.round(prev.mathReserve * (1 + (depositRate(q.year) * 0.7) / 4) + gross * 0.4 * lifeShare)
      : 0;
    b.catastropheReserve = prev.catastropheReserve + Math.round(gross * 0.01);
    const commissionIncome = Math.round(-ceded * r.uniform(0.15, 0.25));
    const otherInsuranceIncome = Math.round(gross * r.uniform(0.002, 0.01));
    const commission = -Math.round(gross * commissionRate);
    const otherUnderwriting = -Math.round(gross * r.uniform(0.02, 0.05));
    const netRevenue =
      gross +
      assumed +
      premiumReserveChange +
      ceded +
      cededReserveChange +
      reductions +
      commissionIncome +
      otherInsuranceIncome;
    const claimExpenses =
      claimsPaid +
      claimsAssumed +
      claimDeductions +
      recoveries -
      (b.mathReserve - prev.mathReserve) -
      (b.claimReserve - prev.claimReserve);
    const insuranceExpenses =
      claimExpenses - (b.catastropheReserve - prev.catastropheReserve) + commission + otherUnderwriting;
    const investmentBase = prev.deposits + prev.longInvestments;
    const financialIncome = Math.round(
      (investmentBase * (depositRate(q.year) + 0.01)) / 4 +
        prev.longInvestments * 0.3 * Math.max(0, marketReturn(q)) * 0.3,
    );
    const financialExpenses = -Math.round(
      prev.longInvestments * 0.3 * Math.max(0, -marketReturn(q)) * 0.3 + financialIncome * 0.03,
    );
    const admin = -Math.round((gross + assumed) * adminRate);
    const otherIncome = Math.round(gross * r.uniform(0, 0.004));
    const otherExpenses = -Math.round(gross * r.uniform(0, 0.002));
    const operatingProfit = netRevenue + insuranceExpenses + financialIncome + financialExpenses + admin;
    const pbt = operatingProfit + otherIncome + otherExpenses;
    const tax = Math.round(incomeTax(pbt, q.year, 1, r));
    const deferredTax = Math.round(tax * r.uniform(-0.03, 0.03));
    const netProfit = pbt + tax;
    const parentProfit = netProfit;
    profit.add(parentProfit);

    // Solvency: equity keeps up with the business (written premiums, and for a life insurer its
    // reserves). Below the margin the insurer pays no dividend and raises capital every two years;
    // without it premiums grew to 6 times equity, so ROE reached 40-50% and swung with every
    // claims or market quarter (PLAUSIBLE_RANGES.insurance).
    const margin = life ? 0.11 * (reservesOf(prev) + equityOf(prev)) : 0.7 * written;
    const solvent = equityOf(prev) >= margin;
    let dividends = 0;
    let issue = 0;
    const capitalEvents: CapitalEvent[] = [];
    if (q.quarter === 3 && profit.lastYear > 0 && solvent) {
      const ratio = equityOf(prev) / (nonCashOf(prev) + prev.cash);
      dividends = Math.round(profit.lastYear * (ratio > equityShare * 1.5 ? 0.8 : 0.4));
      appropriate(b, profit.lastYear, 0.05);
    }
    if (!solvent && q.index - lastIssue >= 8) {
      issue = Math.round(margin * 1.1 - equityOf(prev));
      rightsIssue(b, issue, 0.8, capitalEvents);
      lastIssue = q.index;
    }
    b.retained += parentProfit - dividends;
    if (q.quarter === 3) stockDividend(b, equityOf(b) - b.minority, capitalEvents);
    invest(b);

    const out: ModelQuarter = { anchors: emptyAnchors(), capitalEvents };
    const { BALANCE_SHEET: bs, INCOME_STATEMENT: is, FOOTNOTES: notes } = out.anchors;
    put(bs, insuranceBalanceSheet(b, profit.thisYear));
    put(is, {
      GROSS_WRITTEN_PREMIUM: gross,
      REINSURANCE_PREMIUM_ASSUMED: assumed,
      CHANGE_IN_UNEARNED_PREMIUM_RESERVE: premiumReserveChange,
      REINSURANCE_PREMIUM_CEDED: ceded,
      CHANGE_IN_CEDED_PREMIUM_RESERVE: cededReserveChange,
      PREMIUM_REDUCTIONS: reductions,
      CHANGE_IN_TECHNICAL_RESERVES_PRE2014: 0,
      REINSURANCE_COMMISSION_INCOME: commissionIncome,
      OTHER_INSURANCE_INCOME: otherInsuranceIncome,
      CLAIMS_PAID: claimsPaid,
      CLAIMS_ON_REINSURANCE_ASSUMED: claimsAssumed,
      CLAIM_DEDUCTIONS: claimDeductions,
      CLAIM_RECOVERIES_FROM_REINSURANCE: recoveries,
      CHANGE_IN_MATHEMATICAL_RESERVE: -(b.mathReserve - prev.mathReserve),
      CHANGE_IN_GROSS_CLAIM_RESERVE: -(b.claimReserve - prev.claimReserve),
      CHANGE_IN_CEDED_CLAIM_RESERVE: 0,
      CLAIM_EXPENSES_HEADING: claimExpenses,
      CLAIMS_FROM_CATASTROPHE_RESERVE: 0,
      CHANGE_IN_CATASTROPHE_RESERVE: -(b.catastropheReserve - prev.catastropheReserve),
      OTHER_DIRECT_UNDERWRITING_EXPENSES: commission + otherUnderwriting,
      COMMISSION_EXPENSES: commission,
      REINSURANCE_ASSUMED_EXPENSES: 0,
      REINSURANCE_CEDED_EXPENSES: 0,
      OTHER_DIRECT_INSURANCE_EXPENSES: 0,
      NET_BANKING_INCOME: 0,
      REAL_ESTATE_PROFIT: 0,
      FINANCIAL_INCOME: financialIncome,
      FINANCIAL_EXPENSES: financialExpenses,
      SHARE_OF_JOINT_VENTURES: 0,
      NET_OTHER_ACTIVITIES_INCOME: 0,
      SELLING_EXPENSES: 0,
      GA_EXPENSES: admin,
      GA_EXPENSES_INSURANCE: admin,
      OPERATING_PROFIT: operatingProfit,
      LIFE_INSURANCE_PROFIT: operatingProfit * lifeShare,
      BANKING_PROFIT: 0,
      OTHER_ACTIVITIES_PROFIT: 0,
      OTHER_INCOME: otherIncome,
      OTHER_EXPENSES: otherExpenses,
      INCOME_FROM_ASSOCIATES_PRE2015: 0,
      PROFIT_BEFORE_TAX: pbt,
      EQUALIZATION_RESERVE_CHARGE: 0,
      CURRENT_INCOME_TAX: tax - deferredTax,
      DEFERRED_INCOME_TAX: deferredTax,
      MINORITY_INTEREST: 0,
      EPS_BASIC: parentProfit / (b.capital / PAR_VALUE),
    });
    put(notes, {
      PREMIUMS_BY_LINE: gross,
      PREMIUMS_LIFE: gross * lifeShare,
      CLAIMS_BY_LINE: claimsPaid,
      CLAIMS_LIFE: claimsPaid * lifeShare,
    });

    const delta = (...keys: (keyof Book)[]): number => keys.reduce((sum, key) => sum + b[key] - prev[key], 0);
    const depreciation = Math.round(prev.fixed * 0.03);
    const fixed = grossFlows(-(delta('fixed') + depreciation), 0);
    const deposits = grossFlows(-delta('deposits'), prev.deposits * 0.3);
    const investments = grossFlows(-delta('longInvestments'), prev.longInvestments * 0.05);
    const taxPaid = -Math.round(Math.abs(tax - deferredTax) * r.uniform(0.8, 1.1));
    anchorEnterpriseCashFlows(
      {
        companyType: 'insurance',
        cashBegin: prev.cash,
        cashEnd: b.cash,
        indirect: {
          PROFIT_BEFORE_TAX: pbt,
          DEPRECIATION: depreciation,
          PROVISIONS:
            delta('premiumReserve', 'claimReserve', 'mathReserve', 'catastropheReserve') -
            delta('cededReserves'),
          INTEREST_AND_DIVIDEND_INCOME: -financialIncome,
          CHANGE_IN_RECEIVABLES: -delta('receivables'),
          CHANGE_IN_PAYABLES: delta('payables', 'otherLiabilities'),
          CHANGE_IN_PREPAID_EXPENSES: -delta('otherCurrent', 'otherLong'),
          INCOME_TAX_PAID: taxPaid,
        },
        direct: {
          RECEIPTS_FROM_CUSTOMERS: gross + assumed + reductions - delta('receivables'),
          PAYMENTS_TO_SUPPLIERS:
            claimsPaid + claimsAssumed + ceded + recoveries + commission + otherUnderwriting,
          PAYMENTS_TO_EMPLOYEES: admin * 0.6,
          INCOME_TAX_PAID: taxPaid,
        },
        investing: {
          PURCHASE_OF_FIXED_ASSETS: fixed.outflow,
          PROCEEDS_FROM_FIXED_ASSET_DISPOSAL: fixed.inflow,
          LOANS_GRANTED: deposits.outflow,
          LOANS_COLLECTED: deposits.inflow,
          INVESTMENTS_IN_OTHER_ENTITIES: investments.outflow,
          PROCEEDS_FROM_DIVESTMENT: investments.inflow,
          INTEREST_AND_DIVIDENDS_RECEIVED: Math.round(financialIncome * r.uniform(0.85, 1)),
        },
        financing: { PROCEEDS_FROM_SHARE_ISSUE: issue, DIVIDENDS_PAID: -dividends },
        otherGross: gross * 0.003,
      },
      out.anchors,
    );
    output.push(out);
  }
  return { quarters: output, links: [] };
};
