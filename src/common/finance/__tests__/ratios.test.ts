import { COMPANY_TYPES } from '../../constants/market';
import {
  computeRatios,
  DEFAULT_RATIO_METRICS,
  DEFAULT_SAME_INDUSTRY_METRICS,
  RATIO_CATALOGUE,
  RATIO_INPUT_CODES,
  ratiosFor,
  type RatioInput,
  type Snapshot,
} from '../ratios';
import { averageOf, medianOf, rankValues } from '../ratioStats';

/** Figures in billions of VND, as a reader would write them. */
const B = 1e9;
function billions(values: Record<string, number>): Snapshot {
  return Object.fromEntries(Object.entries(values).map(([code, value]) => [code, value * B]));
}

/** A made-up manufacturer, year 2024 (flows are the year). */
const manufacturer: RatioInput = {
  companyType: 'non_financial',
  closing: billions({
    TOTAL_ASSETS: 1200,
    TOTAL_LIABILITIES: 500,
    OWNERS_EQUITY: 700,
    NON_CONTROLLING_INTERESTS: 100,
    PAID_IN_CAPITAL: 300,
    CURRENT_ASSETS: 600,
    CURRENT_LIABILITIES: 400,
    INVENTORIES_NET: 200,
    CASH_AND_EQUIVALENTS: 100,
    TRADE_RECEIVABLES: 150,
    SHORT_TERM_BORROWINGS: 120,
    LONG_TERM_BORROWINGS: 80,
  }),
  opening: billions({
    TOTAL_ASSETS: 1000,
    OWNERS_EQUITY: 600,
    NON_CONTROLLING_INTERESTS: 100,
    INVENTORIES_NET: 160,
    TRADE_RECEIVABLES: 130,
  }),
  ttm: billions({
    NET_REVENUE: 2000,
    COGS: -1500,
    GROSS_PROFIT: 500,
    SELLING_EXPENSES: -100,
    GA_EXPENSES: -60,
    INTEREST_EXPENSES: -20,
    PROFIT_BEFORE_TAX: 250,
    NET_PROFIT: 200,
    NET_PROFIT_PARENT: 180,
  }),
  flows: billions({ NET_REVENUE: 2000, NET_PROFIT_PARENT: 180 }),
  flowsYearAgo: billions({ NET_REVENUE: 1600, NET_PROFIT_PARENT: 150 }),
  // A 2-for-1 split since: on today's basis 300 bn / 10,000 x 2 = 60 m shares, the 60,000 VND close
  // of the period end is 30,000 VND (valuation.ts computes both; see valuation.test.ts).
  market: { price: 30_000, shares: 60e6 },
};

/** A made-up bank, Q4 2024: TTM = the four quarters, flows = the quarter. */
const bank: RatioInput = {
  companyType: 'bank',
  closing: billions({
    TOTAL_ASSETS: 1000,
    TOTAL_LIABILITIES: 900,
    OWNERS_EQUITY: 100,
    CHARTER_CAPITAL: 40,
    BALANCES_WITH_SBV: 20,
    PLACEMENTS_WITH_CREDIT_INSTITUTIONS: 80,
    TRADING_SECURITIES_NET: 10,
    INVESTMENT_SECURITIES: 150,
    LOANS_TO_CUSTOMERS: 640,
    LOAN_LOSS_PROVISION: -9,
    DUE_TO_GOVERNMENT_AND_SBV: 10,
    DEPOSITS_FROM_CREDIT_INSTITUTIONS: 100,
    CUSTOMER_DEPOSITS: 700,
    VALUABLE_PAPERS_ISSUED: 40,
    NON_PERFORMING_LOANS: 12.8,
    LOANS_BY_DEBT_GROUP: 640,
    DEMAND_DEPOSITS: 140,
    CUSTOMER_DEPOSITS_BY_TYPE: 700,
  }),
  opening: billions({
    TOTAL_ASSETS: 800,
    OWNERS_EQUITY: 80,
    BALANCES_WITH_SBV: 20,
    PLACEMENTS_WITH_CREDIT_INSTITUTIONS: 60,
    TRADING_SECURITIES_NET: 10,
    INVESTMENT_SECURITIES: 110,
    LOANS_TO_CUSTOMERS: 500,
    DUE_TO_GOVERNMENT_AND_SBV: 10,
    DEPOSITS_FROM_CREDIT_INSTITUTIONS: 90,
    CUSTOMER_DEPOSITS: 560,
    VALUABLE_PAPERS_ISSUED: 40,
  }),
  ttm: billions({
    INTEREST_INCOME: 64,
    INTEREST_EXPENSE: -36,
    NET_INTEREST_INCOME: 28,
    TOTAL_OPERATING_INCOME: 35,
    OPERATING_EXPENSES: -14,
    CREDIT_LOSS_PROVISION: -5.7,
    PROFIT_BEFORE_TAX: 15.3,
    NET_PROFIT: 12.24,
    NET_PROFIT_PARENT: 12,
  }),
  flows: billions({ TOTAL_OPERATING_INCOME: 9.6, NET_PROFIT_PARENT: 3.3 }),
  flowsYearAgo: billions({ TOTAL_OPERATING_INCOME: 8, NET_PROFIT_PARENT: 3 }),
  market: { price: 25_000, shares: 4e6 },
};

describe('ratios of a non-financial company (hand-computed)', () => {
  const ratios = computeRatios(manufacturer);

  it.each([
    // Parent equity 700-100 = 600 at the end, 600-100 = 500 a year before: average 550.
    ['ROE', 180 / 550],
    ['ROA', 200 / 1100],
    ['GROSS_MARGIN', 0.25],
    ['NET_MARGIN', 0.1],
    ['SGA_TO_REVENUE', 0.08],
    // Shares: 300 bn / 10,000 = 30 m as issued, 60 m on today's basis; adjusted price 30,000.
    ['EPS', 3000],
    ['BVPS', 10_000],
    ['PE', 10],
    ['PB', 3],
    ['PS', 0.9],
    // EV 1,800 + 200 borrowings - 100 cash = 1,900 bn over EBIT 250 + 20 = 270 bn.
    ['EV_EBIT', 1900 / 270],
    ['REVENUE_GROWTH', 0.25],
    ['PROFIT_GROWTH', 0.2],
    ['TOTAL_ASSETS_GROWTH', 0.2],
    ['DEBT_TO_EQUITY', 500 / 700],
    ['BORROWINGS_TO_EQUITY', 200 / 700],
    ['EQUITY_TO_ASSETS', 700 / 1200],
    ['INTEREST_COVERAGE', 13.5],
    ['CURRENT_RATIO', 1.5],
    ['QUICK_RATIO', 1],
    ['CASH_RATIO', 0.25],
    ['ASSET_TURNOVER', 2000 / 1100],
    ['INVENTORY_TURNOVER', 1500 / 180],
    ['RECEIVABLE_TURNOVER', 2000 / 140],
  ])('%s = %f', (code, expected) => {
    expect(ratios[code]).toBeCloseTo(expected, 10);
  });

  it('leaves out the bank ratios', () => {
    expect(ratios).not.toHaveProperty('NIM');
    expect(computeRatios(manufacturer, ['NIM', 'ROE']).NIM).toBeNull();
  });

  it('gives the same P/E and P/B on the as-traded basis (the share basis cancels out)', () => {
    const asTraded = computeRatios({ ...manufacturer, market: { price: 60_000, shares: 30e6 } });
    expect(asTraded.EPS).toBeCloseTo(6000, 10);
    expect(asTraded.PE).toBeCloseTo(10, 10);
    expect(asTraded.PB).toBeCloseTo(3, 10);
  });

  it('has no P/E for a loss, no price-based ratio without a price, no growth across a sign change', () => {
    const loss = computeRatios({
      ...manufacturer,
      ttm: { ...manufacturer.ttm, NET_PROFIT_PARENT: -10 * B },
      flows: { ...manufacturer.flows, NET_PROFIT_PARENT: -10 * B },
    });
    expect(loss.EPS).toBeLessThan(0);
    expect(loss.PE).toBeNull();
    expect(loss.PROFIT_GROWTH).toBeNull();
    const noPrice = computeRatios({ ...manufacturer, market: { price: null, shares: 60e6 } });
    expect(noPrice.PE).toBeNull();
    expect(noPrice.PB).toBeNull();
    expect(noPrice.PS).toBeNull();
    expect(noPrice.EPS).toBeCloseTo(3000, 10);
    const noShares = computeRatios({ ...manufacturer, market: null });
    expect([noShares.EPS, noShares.BVPS, noShares.PE]).toEqual([null, null, null]);
  });

  it('uses the closing balance alone when the opening one is missing', () => {
    const first = computeRatios({ ...manufacturer, opening: {} });
    expect(first.ROA).toBeCloseTo(200 / 1200, 10);
    expect(first.ROE).toBeCloseTo(180 / 600, 10);
    expect(first.TOTAL_ASSETS_GROWTH).toBeNull();
  });
});

describe('ratios of a bank (hand-computed)', () => {
  const ratios = computeRatios(bank);

  it.each([
    // Earning assets 20+80+10+150+640 = 900 now, 700 a year before: average 800.
    ['NIM', 28 / 800],
    ['YIELD_ON_EARNING_ASSETS', 64 / 800],
    // Interest-bearing funding 10+100+700+40 = 850 now, 700 before: average 775.
    ['COST_OF_FUNDS', 36 / 775],
    ['COST_TO_INCOME', 0.4],
    ['NON_INTEREST_INCOME_SHARE', 0.2],
    ['OPERATING_INCOME_GROWTH', 0.2],
    ['PROFIT_GROWTH', 0.1],
    ['LOAN_GROWTH', 0.28],
    ['DEPOSIT_GROWTH', 0.25],
    ['LDR', 640 / 700],
    ['CASA_RATIO', 0.2],
    ['NPL_RATIO', 0.02],
    ['LOAN_LOSS_COVERAGE', 9 / 12.8],
    ['CREDIT_COST', 5.7 / 570],
    ['ROE', 12 / 90],
    ['ROA', 12.24 / 900],
    // 40 bn charter capital = 4 m shares.
    ['EPS', 3000],
    ['BVPS', 25_000],
    ['PE', 25_000 / 3000],
    ['PB', 1],
    ['EQUITY_TO_ASSETS', 0.1],
    ['DEBT_TO_EQUITY', 9],
  ])('%s = %f', (code, expected) => {
    expect(ratios[code]).toBeCloseTo(expected, 10);
  });

  it('has no margins or current ratio', () => {
    expect(Object.keys(ratios)).not.toEqual(expect.arrayContaining(['GROSS_MARGIN']));
    expect(ratios).not.toHaveProperty('CURRENT_RATIO');
  });
});

describe('the catalogue', () => {
  it('has unique codes, each with a Vietnamese name, a formula and at least one company type', () => {
    const codes = RATIO_CATALOGUE.map((ratio) => ratio.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const ratio of RATIO_CATALOGUE) {
      expect(ratio.nameVi.length).toBeGreaterThan(2);
      expect(ratio.formulaVi.length).toBeGreaterThan(10);
      expect(ratio.companyTypes.length).toBeGreaterThan(0);
    }
  });

  it('default sets use only ratios of their company type', () => {
    for (const type of COMPANY_TYPES) {
      const allowed = ratiosFor(type).map((ratio) => ratio.code);
      expect(allowed).toEqual(expect.arrayContaining([...DEFAULT_RATIO_METRICS[type]]));
      expect(allowed).toEqual(expect.arrayContaining([...DEFAULT_SAME_INDUSTRY_METRICS[type]]));
    }
  });

  it('reads only the statement items RATIO_INPUT_CODES lists (what the server loads)', () => {
    const balances = new Set<string>([...RATIO_INPUT_CODES.BALANCE_SHEET, ...RATIO_INPUT_CODES.FOOTNOTES]);
    const flows = new Set<string>(RATIO_INPUT_CODES.INCOME_STATEMENT);
    const read: string[] = [];
    const spy = (allowed: Set<string>): Snapshot =>
      new Proxy(
        {},
        {
          get: (_target, code) => {
            if (typeof code === 'string' && !allowed.has(code)) read.push(code);
            return 1;
          },
        },
      );
    for (const type of COMPANY_TYPES) {
      computeRatios({
        companyType: type,
        closing: spy(balances),
        opening: spy(balances),
        ttm: spy(flows),
        flows: spy(flows),
        flowsYearAgo: spy(flows),
        market: { price: 10_000, shares: 1e6 },
      });
    }
    expect(read).toEqual([]);
  });
});

describe('peer statistics', () => {
  it('ranks best first in the ratio direction, ties sharing a rank', () => {
    expect(rankValues([10, 5, null, 10, 20], 'higher')).toEqual([2, 4, null, 2, 1]);
    expect(rankValues([10, 5, null, 10, 20], 'lower')).toEqual([2, 1, null, 2, 4]);
  });

  it('takes median and average over present values', () => {
    expect(medianOf([3, null, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([null])).toBeNull();
    expect(averageOf([1, 2, null, 6])).toBe(3);
    expect(averageOf([])).toBeNull();
  });
});
