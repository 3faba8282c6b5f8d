import {
  checkStatementPeriod,
  checkYearAgainstQuarters,
  qualityTolerance,
  type QualityItem,
} from '../quality';

const item = (code: string, formula?: QualityItem['formula'], isFlow = true): QualityItem => ({
  code,
  nameVi: code,
  isFlow,
  formula,
});

const INCOME: QualityItem[] = [
  item('NET_REVENUE'),
  item('COGS'),
  item('GROSS_PROFIT', [
    { code: 'NET_REVENUE', sign: 1 },
    { code: 'COGS', sign: 1 },
  ]),
  item('NET_PROFIT'),
  item('MINORITY_INTEREST'),
  item('NET_PROFIT_PARENT', [
    { code: 'NET_PROFIT', sign: 1 },
    { code: 'MINORITY_INTEREST', sign: -1 },
  ]),
  item('EPS_BASIC'),
];

describe('quality checks inside one statement', () => {
  it('leaves thousand-VND rounding alone and marks a larger gap with the difference', () => {
    // KBS-style figures rounded to thousand VND: 1,000 VND apart is rounding (3 figures x 500).
    const rounded = new Map([
      ['NET_REVENUE', 10_000_000_000],
      ['COGS', -6_000_000_000],
      ['GROSS_PROFIT', 4_000_001_000],
    ]);
    expect(checkStatementPeriod(INCOME, rounded, 'INCOME_STATEMENT')).toEqual([]);
    const broken = new Map([...rounded, ['GROSS_PROFIT', 4_002_000_000]]);
    expect(checkStatementPeriod(INCOME, broken, 'INCOME_STATEMENT')).toEqual([
      expect.objectContaining({
        itemCode: 'GROSS_PROFIT',
        kind: 'total',
        expected: 4_000_000_000,
        published: 4_002_000_000,
        difference: 2_000_000,
      }),
    ]);
  });

  it('checks the parent profit as its own kind and skips totals whose lines are all missing', () => {
    const figures = new Map<string, number | null>([
      ['NET_PROFIT', 500_000_000],
      ['MINORITY_INTEREST', 100_000_000],
      ['NET_PROFIT_PARENT', 450_000_000],
      ['GROSS_PROFIT', 7],
    ]);
    expect(checkStatementPeriod(INCOME, figures, 'INCOME_STATEMENT')).toEqual([
      expect.objectContaining({
        itemCode: 'NET_PROFIT_PARENT',
        kind: 'parent_profit',
        difference: 50_000_000,
      }),
    ]);
  });

  it('marks total resources that differ from total assets', () => {
    const sheet = [item('TOTAL_ASSETS', undefined, false), item('TOTAL_RESOURCES', undefined, false)];
    const figures = new Map([
      ['TOTAL_ASSETS', 1_000_000_000],
      ['TOTAL_RESOURCES', 999_000_000],
    ]);
    expect(checkStatementPeriod(sheet, figures, 'BALANCE_SHEET')).toEqual([
      expect.objectContaining({ itemCode: 'TOTAL_RESOURCES', kind: 'balance', difference: -1_000_000 }),
    ]);
  });
});

describe('a published year against its quarters', () => {
  it('sums flows, takes the fourth quarter of balances and skips per-share lines', () => {
    const items = [item('NET_PROFIT'), item('TOTAL_ASSETS', undefined, false), item('EPS_BASIC')];
    const quarter = (profit: number, assets: number) =>
      new Map([
        ['NET_PROFIT', profit],
        ['TOTAL_ASSETS', assets],
        ['EPS_BASIC', 1000],
      ]);
    const quarters = [quarter(100e6, 1e9), quarter(200e6, 2e9), quarter(300e6, 3e9), quarter(400e6, 4e9)];
    const year = new Map([
      ['NET_PROFIT', 1_003_000_000],
      ['TOTAL_ASSETS', 4e9],
      ['EPS_BASIC', 4100],
    ]);
    expect(checkYearAgainstQuarters(items, year, quarters)).toEqual([
      expect.objectContaining({ itemCode: 'NET_PROFIT', expected: 1e9, difference: 3_000_000 }),
    ]);
  });

  it('takes an opening cash line from the first quarter and a closing one from the fourth', () => {
    const items = [item('CASH_BEGINNING'), item('CASH_ENDING')];
    const quarter = (begin: number, end: number) =>
      new Map([
        ['CASH_BEGINNING', begin],
        ['CASH_ENDING', end],
      ]);
    const quarters = [quarter(10e9, 12e9), quarter(12e9, 15e9), quarter(15e9, 11e9), quarter(11e9, 20e9)];
    const year = new Map([
      ['CASH_BEGINNING', 10e9],
      ['CASH_ENDING', 21e9],
    ]);
    expect(checkYearAgainstQuarters(items, year, quarters)).toEqual([
      expect.objectContaining({ itemCode: 'CASH_ENDING', expected: 20e9, difference: 1e9 }),
    ]);
  });

  it('has a floor of 1,000 VND for a two-figure identity', () => {
    expect(qualityTolerance(5, 7, 2)).toBe(1000);
    expect(qualityTolerance(5, 7, 5)).toBe(2500);
  });
});
