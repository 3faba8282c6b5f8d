import { ProfitYear, appropriate, openEquity, rightsIssue, stockDividend } from './statementsEquity';
import { anchorEnterpriseCashFlows, grossFlows } from './statementsCashFlow';
import {
  FRAGILE_THEMES,
  PAR_VALUE,
  approach,
  clamp,
  cycle,
  depositRate,
  emptyAnchors,
  incomeTax,
  lendingRate,
  put,
  type CompanyModel,
  type CapitalEvent,
  type ModelQuarter,
} from './statementsModel';
import { drawNonFinancialParameters } from './statementsNonFinancialDraws';
import { industryProfile } from './statementsNonFinancialProfiles';
import {
  NON_FINANCIAL_LINKS,
  balanceSheetAnchors,
  emptyBalances,
  equityOf,
  nonCashOf,
  operatingLiabilitiesOf,
  type Balances,
} from './statementsNonFinancialSheet';

/** Above this return on equity (last year's profit / equity) a company keeps more profit. */
const HIGH_ROE = 0.3;

/**
 * A non-financial company: revenue follows a trend with seasonality, the business cycle and its own
 * noise; margins and working capital follow its industry; fixed assets follow capacity; borrowings
 * fund whatever assets equity and operating liabilities do not, keeping a target cash buffer; the
 * dividend (or a rights issue) steers equity towards 30-60% of assets.
 */
export const nonFinancialModel: CompanyModel = (company, random, quarters) => {
  const profile = industryProfile(company.theme);
  const r = random.fork('model');
  const {
    fragile,
    grossMargin,
    growth,
    turnover,
    initialLevel,
    share,
    balanceShares,
    tradeShare,
    minorityShare,
    relief,
    depreciationRate,
    deductionRate,
    payoutBase,
    dividendQuarter,
    mainRevenueShare,
    bankLoanShare,
  } = drawNonFinancialParameters(company, r, profile);
  let level = initialLevel;

  const size = (): number => level / turnover;
  const annualCogs = (margin: number): number => level * (1 - margin);

  /** Borrowings fill the funding gap above a cash buffer; cash is what is left, so assets = resources. */
  const fund = (b: Balances): void => {
    const nonCash = nonCashOf(b);
    const need = nonCash + Math.round(share.cash * size()) - operatingLiabilitiesOf(b) - equityOf(b);
    const debt = Math.max(Math.round(0.01 * size()), need);
    b.longDebt = Math.round(debt * profile.longTermDebt);
    b.shortDebt = debt - b.longDebt;
    b.cash = operatingLiabilitiesOf(b) + equityOf(b) + debt - nonCash;
  };

  const s0 = size();
  let b: Balances = emptyBalances();
  for (const key of balanceShares) b[key] = Math.round(share[key] * s0);
  b.receivables = Math.round((profile.receivableDays / 365) * level);
  b.inventories = Math.round((profile.inventoryDays / 365) * annualCogs(grossMargin));
  b.fixedAssets = Math.round(profile.fixedAssets * s0);
  b.payables = Math.round((profile.payableDays / 365) * annualCogs(grossMargin));
  b.advances = Math.round(profile.advances * level);
  b.taxes = Math.round(0.01 * level);
  // Opening equity as a share of the opening balance sheet (non-cash assets plus the cash buffer).
  const equity0 = ((nonCashOf(b) + share.cash * s0) * r.uniform(0.35, 0.5)) / (1 - share.cash);
  openEquity(b, equity0, { capital: 0.55, premium: 0.12, funds: 0.05, minority: minorityShare });
  fund(b);

  let noise = 0;
  let marginNoise = 0;
  // 2009's profit, so the first year already pays a dividend.
  const profit = new ProfitYear(Math.round(equity0 * 0.1));
  let lastIssue = -99;
  const output: ModelQuarter[] = [];
  for (const q of quarters) {
    const prev = b;
    b = { ...prev };
    profit.startQuarter(q);
    level *= Math.exp(growth / 4 + 0.02 * r.normal());
    noise = 0.5 * noise + profile.volatility * r.normal();
    const netRevenue = Math.round(
      (level / 4) * (profile.season[q.quarter - 1] ?? 1) * Math.exp(profile.cycleBeta * cycle(q) + noise),
    );
    marginNoise = 0.6 * marginNoise + (fragile ? 0.03 : 0.012) * r.normal();
    // Milder stress for small companies outside the cyclical industries (ROE swings, plausibleRanges).
    const [stressLow, stressHigh] = FRAGILE_THEMES.has(company.theme) ? [0.05, 0.15] : [0.02, 0.07];
    const stress = fragile && r.chance(0.04) ? -r.uniform(stressLow, stressHigh) : 0;
    const margin = clamp(grossMargin + profile.marginCycle * cycle(q) + marginNoise + stress, -0.3, 0.85);
    const cogs = -Math.round(netRevenue * (1 - margin));
    const deductions = -Math.round(netRevenue * deductionRate);
    const grossRevenue = netRevenue - deductions;
    const selling = -Math.round(netRevenue * profile.selling * Math.exp(0.1 * r.normal()));
    const admin = -Math.round((level / 4) * profile.admin * Math.exp(0.1 * r.normal()));
    const interest = Math.round(
      ((prev.shortDebt + prev.longDebt) * lendingRate(q.year) * r.uniform(0.9, 1.1)) / 4,
    );
    const otherFinancial = Math.round(netRevenue * r.uniform(0, 0.003));
    const financialIncome = Math.round(
      ((prev.cash + prev.shortInvestments) * depositRate(q.year) * r.uniform(0.7, 1.1)) / 4,
    );
    const associates = Math.round(prev.longInvestments * r.uniform(-0.01, 0.035));
    const otherIncome = Math.round(netRevenue * r.uniform(0.001, 0.008));
    const otherExpenses = -Math.round(netRevenue * r.uniform(0.0005, 0.005));
    const pbt =
      netRevenue +
      cogs +
      financialIncome -
      interest -
      otherFinancial +
      associates +
      selling +
      admin +
      otherIncome +
      otherExpenses;
    const tax = Math.round(incomeTax(pbt, q.year, relief, r));
    const deferredTax = Math.round(tax * r.uniform(-0.06, 0.06));
    const netProfit = pbt + tax;
    const minority = Math.round(netProfit * minorityShare);
    const parentProfit = netProfit - minority;
    profit.add(parentProfit);

    // Balance sheet: working capital follows activity, long-term assets follow capacity.
    const s = size();
    const annualRevenue = netRevenue * 4;
    const yearCogs = -cogs * 4;
    b.receivables = Math.round(
      approach(prev.receivables, (profile.receivableDays / 365) * annualRevenue, 0.6),
    );
    b.inventories = Math.round(approach(prev.inventories, (profile.inventoryDays / 365) * yearCogs, 0.5));
    b.payables = Math.round(approach(prev.payables, (profile.payableDays / 365) * yearCogs, 0.6));
    b.advances = Math.round(approach(prev.advances, profile.advances * annualRevenue, 0.5));
    b.taxes = Math.round(Math.abs(tax - deferredTax) * 0.5 + netRevenue * 0.01);
    const depreciation = Math.round((prev.fixedAssets * depreciationRate) / 4);
    const capex = Math.round(
      Math.max(0.3 * depreciation, 0.35 * (profile.fixedAssets * s - prev.fixedAssets + depreciation)),
    );
    b.fixedAssets = prev.fixedAssets - depreciation + capex;
    for (const key of balanceShares)
      b[key] = Math.round(approach(prev[key], share[key] * s * Math.exp(0.05 * r.normal()), 0.3));
    b.longInvestments += associates;

    // Dividends, appropriations and rights issues steer the equity ratio.
    const equityRatio = equityOf(prev) / (nonCashOf(prev) + prev.cash);
    let dividends = 0;
    let issue = 0;
    const capitalEvents: CapitalEvent[] = [];
    // Very profitable companies (ROE above HIGH_ROE) keep most profit, as Vinamilk does; the excess
    // above 70% of assets is paid out gently (all above 55% at once gave ROE of 60-90%).
    const highReturn = profit.lastYear > HIGH_ROE * equityOf(prev);
    if (q.quarter === dividendQuarter && profit.lastYear > 0) {
      const payout =
        equityRatio > 0.7
          ? 1 + 2 * (equityRatio - 0.7)
          : equityRatio < 0.35
            ? 0.1
            : highReturn
              ? 0.3
              : payoutBase;
      dividends = Math.round(profit.lastYear * payout);
      appropriate(b, profit.lastYear, 0.05);
    }
    // Cash-rich companies also pay an interim dividend out of this year's profit.
    if (q.quarter === 4 && !highReturn && equityRatio > 0.6 && profit.thisYear > 0)
      dividends += Math.round(profit.thisYear * 0.5);
    if (equityRatio < 0.3 && q.index - lastIssue >= 8) {
      issue = Math.round(equityOf(prev) * 0.2 + 0.05 * s);
      rightsIssue(b, issue, 0.7, capitalEvents);
      lastIssue = q.index;
    }
    b.retained += parentProfit - dividends;
    // Minority holders get the group's payout (kept, their share grew to 40% of equity).
    const parentEquity = Math.max(1, equityOf(prev) - prev.minority);
    const minorityDividends = Math.min(prev.minority, Math.round((dividends * prev.minority) / parentEquity));
    b.minority += minority - minorityDividends;
    dividends += minorityDividends;
    if (q.quarter === dividendQuarter) stockDividend(b, equityOf(b) - b.minority, capitalEvents);
    fund(b);

    const out: ModelQuarter = { anchors: emptyAnchors(), capitalEvents };
    const { BALANCE_SHEET: bs, INCOME_STATEMENT: is, FOOTNOTES: notes } = out.anchors;
    put(is, {
      GROSS_REVENUE: grossRevenue,
      REVENUE_DEDUCTIONS: deductions,
      COGS: cogs,
      FINANCIAL_INCOME: financialIncome,
      FINANCIAL_EXPENSES: -(interest + otherFinancial),
      INTEREST_EXPENSES: -interest,
      SHARE_OF_JOINT_VENTURES: associates,
      SELLING_EXPENSES: selling,
      GA_EXPENSES: admin,
      OTHER_INCOME: otherIncome,
      OTHER_EXPENSES: otherExpenses,
      INCOME_FROM_ASSOCIATES_PRE2015: 0,
      CURRENT_INCOME_TAX: tax - deferredTax,
      DEFERRED_INCOME_TAX: deferredTax,
      MINORITY_INTEREST: minority,
      EPS_BASIC: parentProfit / (b.capital / PAR_VALUE),
      EPS_DILUTED: (parentProfit / (b.capital / PAR_VALUE)) * 0.99,
    });
    put(bs, balanceSheetAnchors(b, profit.thisYear, tradeShare));
    put(notes, {
      TRADE_RECEIVABLES_DETAIL: b.receivables * tradeShare,
      SHORT_TERM_BORROWINGS_DETAIL: b.shortDebt,
      SHORT_TERM_BANK_LOANS: b.shortDebt * bankLoanShare,
      LONG_TERM_BORROWINGS_DETAIL: b.longDebt,
      LONG_TERM_BANK_LOANS: b.longDebt * bankLoanShare,
      DEPRECIATION_FOR_PERIOD: depreciation,
      REVENUE_DETAIL: grossRevenue,
      [profile.revenueLine]: grossRevenue * mainRevenueShare,
    });

    const delta = (...keys: (keyof Balances)[]): number =>
      keys.reduce((sum, key) => sum + b[key] - prev[key], 0);
    const lending = grossFlows(-delta('shortInvestments'), prev.shortInvestments * 0.4);
    const investments = grossFlows(-(delta('longInvestments') - associates), 0);
    const projects = delta('investmentProperties', 'inProgress');
    const borrowing = grossFlows(delta('shortDebt', 'longDebt'), prev.shortDebt * 0.5);
    const interestPaid = -Math.round(interest * r.uniform(0.95, 1.02));
    const taxPaid = -Math.round(Math.abs(tax - deferredTax) * r.uniform(0.8, 1.1));
    anchorEnterpriseCashFlows(
      {
        companyType: 'non_financial',
        cashBegin: prev.cash,
        cashEnd: b.cash,
        indirect: {
          PROFIT_BEFORE_TAX: pbt,
          DEPRECIATION: depreciation,
          PROVISIONS: Math.round(netRevenue * r.uniform(-0.001, 0.003)),
          INTEREST_EXPENSE: interest,
          INVESTING_RESULT: -associates,
          INTEREST_AND_DIVIDEND_INCOME: -financialIncome,
          CHANGE_IN_RECEIVABLES: -delta('receivables', 'longReceivables'),
          CHANGE_IN_INVENTORIES: -delta('inventories'),
          CHANGE_IN_PAYABLES: delta(
            'payables',
            'advances',
            'taxes',
            'otherCurrentLiabilities',
            'otherLongLiabilities',
          ),
          CHANGE_IN_PREPAID_EXPENSES: -delta('otherCurrent', 'otherLong'),
          INTEREST_PAID: interestPaid,
          INCOME_TAX_PAID: taxPaid,
        },
        direct: {
          RECEIPTS_FROM_CUSTOMERS:
            grossRevenue * 1.08 - delta('receivables', 'longReceivables') + delta('advances'),
          PAYMENTS_TO_SUPPLIERS:
            -(-cogs - depreciation) * 0.85 * 1.08 + selling * 0.6 - delta('inventories') + delta('payables'),
          PAYMENTS_TO_EMPLOYEES: cogs * 0.1 + admin * 0.6 + selling * 0.3,
          INTEREST_PAID: interestPaid,
          INCOME_TAX_PAID: taxPaid,
        },
        investing: {
          PURCHASE_OF_FIXED_ASSETS: -capex - Math.max(0, projects),
          PROCEEDS_FROM_FIXED_ASSET_DISPOSAL: Math.max(0, -projects),
          LOANS_GRANTED: lending.outflow,
          LOANS_COLLECTED: lending.inflow,
          INVESTMENTS_IN_OTHER_ENTITIES: investments.outflow,
          PROCEEDS_FROM_DIVESTMENT: investments.inflow,
          INTEREST_AND_DIVIDENDS_RECEIVED: Math.round(financialIncome * r.uniform(0.85, 1)),
        },
        financing: {
          PROCEEDS_FROM_SHARE_ISSUE: issue,
          PROCEEDS_FROM_BORROWINGS: borrowing.inflow,
          REPAYMENT_OF_BORROWINGS: borrowing.outflow,
          DIVIDENDS_PAID: -dividends,
        },
        otherGross: netRevenue * 0.004,
      },
      out.anchors,
    );
    output.push(out);
  }
  return { quarters: output, links: NON_FINANCIAL_LINKS };
};
