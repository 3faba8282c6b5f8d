import type { OverviewResponse } from '@/common/contracts/companyPages';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, corporateActions, dailyPrices, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ratiosDataRoute } from '../../ratios/ratios.handlers';
import { overviewRoute } from '../overview.handlers';
import { getOverview } from '../overview.service';
import { getData, seedCompanies } from './fixtures';
import { refreshStatementChoices } from '../../../db/statementSource';

const B = 1e9;

/** OVA, 2022 Q1 (i = 0) to 2024 Q4 (i = 11); 2023 Q1 is a loss, so its YoY and 2024 Q1's are null. */
const quarters = Array.from({ length: 12 }, (_, i) => ({
  year: 2022 + Math.floor(i / 4),
  quarter: (i % 4) + 1,
  revenue: (100 + 10 * i) * B,
  profit: (i === 4 ? -5 : 10 + i) * B,
  equity: (500 + 20 * i) * B,
}));

/** Adjusted = close x adjRatio; a 2-for-1 split on 2024-07-01 halves the earlier ratios. */
const prices = [
  { date: '2024-01-10', close: 50_000, adjRatio: 0.5 },
  { date: '2024-06-03', close: 60_000, adjRatio: 0.5 },
  { date: '2024-09-02', close: 28_000, adjRatio: 1 },
  { date: '2024-12-31', close: 32_000, adjRatio: 1 },
  { date: '2025-03-04', close: 33_000, adjRatio: 1 },
  { date: '2025-03-05', close: 34_000, adjRatio: 1 },
];

const actions = [
  { exDate: '2024-03-01', kind: 'cash_dividend', cashPerShare: 1000, ratio: null },
  { exDate: '2024-05-15', kind: 'cash_dividend', cashPerShare: 2000, ratio: null },
  { exDate: '2024-07-01', kind: 'split', cashPerShare: null, ratio: 2 },
  { exDate: '2024-10-01', kind: 'cash_dividend', cashPerShare: 1500, ratio: null },
  { exDate: '2025-06-01', kind: 'cash_dividend', cashPerShare: 9999, ratio: null },
] as const;

/**
 * OVC: 500 bn VND of capital (50 m shares) through 2024, Q4 TTM profit 100 bn; a 20% stock dividend
 * goes ex on 3 February 2025, after the last statements. OVD: the same statements, but its prices
 * stop on 15 July 2021 (as the real VNX files do).
 */
const laterDividend = {
  exDate: '2025-02-03',
  kind: 'stock_dividend',
  ratio: 1.2,
  cashPerShare: null,
} as const;

function sameStatements(ticker: string) {
  return Array.from({ length: 4 }, (_, i) => ({ year: 2024, quarter: i + 1 })).flatMap((q) =>
    [
      ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', 25 * B],
      ['INCOME_STATEMENT', 'NET_PROFIT', 25 * B],
      ['BALANCE_SHEET', 'OWNERS_EQUITY', 900 * B],
      ['BALANCE_SHEET', 'PAID_IN_CAPITAL', 500 * B],
    ].map(([statement, itemCode, value]) => ({
      ticker,
      statement: statement as 'BALANCE_SHEET' | 'INCOME_STATEMENT',
      itemCode: itemCode as string,
      periodType: 'quarter' as const,
      ...q,
      value: value as number,
      source: 'test',
    })),
  );
}

function priceRow(ticker: string, date: string, close: number, adjRatio = 1) {
  return { ticker, date, open: close, high: close, low: close, close, volume: 100, adjRatio, source: 'test' };
}

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
  await handle.db.insert(companies).values([
    { ticker: 'OVC', nameVi: 'Công ty Ô Xê', companyType: 'non_financial', sharesOutstanding: 50e6 },
    { ticker: 'OVD', nameVi: 'Công ty Ô Đê', companyType: 'non_financial', sharesOutstanding: 50e6 },
  ]);
  const row = (ticker: string, statement: 'BALANCE_SHEET' | 'INCOME_STATEMENT', itemCode: string) =>
    ({ ticker, statement, itemCode, periodType: 'quarter', source: 'test' }) as const;
  await handle.db.insert(statementValues).values([
    ...quarters.flatMap((q) => [
      { ...row('OVA', 'INCOME_STATEMENT', 'NET_REVENUE'), ...q, value: q.revenue },
      { ...row('OVA', 'INCOME_STATEMENT', 'NET_PROFIT'), ...q, value: q.profit },
      { ...row('OVA', 'INCOME_STATEMENT', 'NET_PROFIT_PARENT'), ...q, value: q.profit },
      { ...row('OVA', 'BALANCE_SHEET', 'OWNERS_EQUITY'), ...q, value: q.equity },
      { ...row('OVA', 'BALANCE_SHEET', 'TOTAL_ASSETS'), ...q, value: 2 * q.equity },
      { ...row('OVA', 'BALANCE_SHEET', 'PAID_IN_CAPITAL'), ...q, value: 400 * B },
    ]),
    { ...row('OVB', 'INCOME_STATEMENT', 'TOTAL_OPERATING_INCOME'), year: 2024, quarter: 4, value: 330 * B },
    { ...row('OVB', 'INCOME_STATEMENT', 'NET_PROFIT_PARENT'), year: 2024, quarter: 4, value: 120 * B },
    ...sameStatements('OVC'),
    ...sameStatements('OVD'),
  ]);
  await refreshStatementChoices(handle.db, {});
  await handle.db.insert(dailyPrices).values([
    ...prices.map((p) => ({
      ticker: 'OVA',
      ...p,
      open: p.close,
      high: p.close,
      low: p.close,
      volume: 100,
      source: 'test',
    })),
    {
      ticker: 'OVB',
      date: '2025-03-05',
      open: 1,
      high: 1,
      low: 1,
      close: 20_000,
      volume: 1,
      source: 'test',
    },
  ]);
  await handle.db
    .insert(corporateActions)
    .values([
      ...actions.map((action) => ({ ticker: 'OVA', ...action, source: 'test' })),
      { ticker: 'OVC', ...laterDividend, source: 'test' },
    ]);
  // As traded: 30,000 at the end of 2024 (adjusted 25,000), 24,000 after the stock dividend.
  await handle.db
    .insert(dailyPrices)
    .values([
      priceRow('OVC', '2024-12-31', 30_000, 1 / 1.2),
      priceRow('OVC', '2025-03-05', 24_000),
      priceRow('OVD', '2021-07-14', 52_000),
      priceRow('OVD', '2021-07-15', 52_100),
    ]);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const adjusted = (p: (typeof prices)[number]) => p.close * p.adjRatio;
const yoy = (now: number, base: number) =>
  Math.sign(now) !== Math.sign(base) ? null : (now - base) / Math.abs(base);

describe('GET /api/enterprise/overview', () => {
  it('answers the key figures from the rows, the multiples at the last price', async () => {
    const { status, data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'ova' }, 'anonymous');
    expect(status).toBe(200);
    const last = prices.at(-1)!;
    const previous = prices.at(-2)!;
    const price = adjusted(last);
    expect(data).toMatchObject({
      ticker: 'OVA',
      companyType: 'non_financial',
      asOf: last.date,
      price,
      change: price - adjusted(previous),
      changePercent: Math.round(((price - adjusted(previous)) / adjusted(previous)) * 10_000) / 100,
      // The statements' 400 bn of capital at par (the split was before the period end), not the
      // 50 m of the company row: the count EPS and BVPS use.
      sharesOutstanding: 40_000_000,
      marketCap: price * 40_000_000,
      revenueLabel: 'Doanh thu thuần về bán hàng và cung cấp dịch vụ',
      valuation: {
        priceDate: last.date,
        close: last.close,
        basis: 'raw',
        price,
        shares: 40_000_000,
        marketCap: price * 40_000_000,
        reason: null,
        periodLabel: 'Q4/2024',
      },
    });

    // 52 weeks: the adjusted closes after 2024-03-05 (2024-01-10's 25,000 is older).
    const window = prices.filter((p) => p.date > '2024-03-05').map(adjusted);
    expect(data?.week52High).toBe(Math.max(...window));
    expect(data?.week52Low).toBe(Math.min(...window));

    // Dividends of the last 365 days, per today's share: the one before the split counts half.
    const paid = actions
      .filter((a) => a.kind === 'cash_dividend' && a.exDate > '2024-03-05' && a.exDate <= last.date)
      .map((a) => (a.exDate < '2024-07-01' ? a.cashPerShare! / 2 : a.cashPerShare!));
    expect(paid).toHaveLength(2);
    expect(data?.dividendYield).toBeCloseTo(paid.reduce((sum, cash) => sum + cash, 0) / price, 12);

    // The ratio catalogue's figures of the latest quarter, as numeral-data computes them; the
    // multiples are taken at the last price instead of the quarter's closing price.
    const ratios = await getData<RatiosDataResponse>(ratiosDataRoute, { ticket: 'OVA', limit: '1' });
    const at = (code: string) => ratios.data?.values[code]?.[0] ?? Number.NaN;
    expect(ratios.data?.periods[0]?.key).toBe('2024Q4');
    expect(data?.eps).toBeCloseTo(at('EPS'), 6);
    expect(data?.bvps).toBeCloseTo(at('BVPS'), 6);
    expect(data?.roe).toBeCloseTo(at('ROE'), 12);
    expect(data?.pe).toBeCloseTo(price / at('EPS'), 9);
    expect(data?.pb).toBeCloseTo(price / at('BVPS'), 9);
    expect(at('PE')).toBeCloseTo(32_000 / at('EPS'), 9);
  });

  it('lists the last 8 quarters oldest first with year-on-year changes', async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'OVA' }, 'free');
    const expected = quarters.slice(-8).map((q, index) => {
      const base = quarters[index]!;
      return {
        label: `Q${String(q.quarter)}/${String(q.year)}`,
        key: `${String(q.year)}Q${String(q.quarter)}`,
        revenue: q.revenue,
        netProfit: q.profit,
        revenueYoy: yoy(q.revenue, base.revenue),
        profitYoy: yoy(q.profit, base.profit),
      };
    });
    expect(data?.recentResults).toEqual(expected);
    expect(data?.recentResults[0]?.profitYoy).toBeNull();
    expect(data?.recentResults[4]?.profitYoy).toBeNull();
  });

  it("uses a bank's operating income; without capital in its statements or dividend data, no shares, value or yield", async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'OVB' });
    expect(data).toMatchObject({
      companyType: 'bank',
      revenueLabel: 'Tổng thu nhập hoạt động',
      sharesOutstanding: null,
      marketCap: null,
      change: null,
      changePercent: null,
      dividendYield: null,
    });
    expect(data?.figureNotes?.sharesOutstanding).toMatch(/^Thiếu vốn điều lệ/);
    expect(data?.figureNotes?.marketCap).toMatch(/^Thiếu vốn điều lệ/);
    expect(data?.figureNotes?.dividendYield).toBe(
      'Chưa có dữ liệu cổ tức (sự kiện doanh nghiệp) của mã này.',
    );
    expect(data?.recentResults).toEqual([
      {
        label: 'Q4/2024',
        key: '2024Q4',
        revenue: 330 * B,
        netProfit: 120 * B,
        revenueYoy: null,
        profitYoy: null,
      },
    ]);
  });

  it("shows numeral-data's EPS and BVPS of the same quarter after a later stock dividend, valued at the last close", async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'OVC' });
    const ratios = await getData<RatiosDataResponse>(ratiosDataRoute, { ticket: 'OVC', limit: '1' });
    const at = (code: string) => ratios.data?.values[code]?.[0] ?? Number.NaN;
    // 50 m shares at the end of 2024 are 60 m today: EPS 100 bn / 60 m, book value 900 bn / 60 m.
    expect(at('EPS')).toBeCloseTo(100e9 / 60e6, 6);
    expect(data?.eps).toBeCloseTo(at('EPS'), 9);
    expect(data?.bvps).toBeCloseTo(at('BVPS'), 9);
    expect(at('BVPS')).toBeCloseTo(900e9 / 60e6, 6);
    // The quarter's own close on today's basis, 30,000 / 1.2, against today's 24,000.
    expect(ratios.data?.prices[0]).toBeCloseTo(25_000, 9);
    expect(at('PE')).toBeCloseTo(25_000 / (100e9 / 60e6), 9);
    expect(data?.pe).toBeCloseTo(24_000 / (100e9 / 60e6), 9);
    expect(data?.sharesOutstanding).toBeCloseTo(60e6, 6);
    expect(data?.marketCap).toBeCloseTo(24_000 * 60e6, 0);
    expect(data?.valuation).toMatchObject({ priceDate: '2025-03-05', periodLabel: 'Q4/2024' });
  });

  it('gives no multiples or market value from a close older than the latest statements, and says why', async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'OVD' });
    expect(data).toMatchObject({ price: 52_100, pe: null, pb: null, marketCap: null, dividendYield: null });
    // Per-share figures need no price.
    expect(data?.eps).toBeCloseTo(100e9 / 50e6, 9);
    expect(data?.sharesOutstanding).toBe(50e6);
    expect(data?.figureNotes?.pe).toBe(
      'Giá gần nhất (ngày 2021-07-15) cũ hơn 14 ngày so với ngày cuối kỳ 2024-12-31: không định giá bằng giá cũ.',
    );
    expect(data?.figureNotes?.marketCap).toBe(data?.figureNotes?.pe);
  });

  it('answers nulls for a company without prices or statements, and 404 for an unknown ticker', async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'LONE' });
    expect(data).toMatchObject({ asOf: null, price: null, marketCap: null, pe: null, eps: null });
    expect(data?.recentResults).toEqual([]);
    const unknown = await getData(overviewRoute, { ticket: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy mã chứng khoán NOPE.');
  });

  it('is the function the page renders with', async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'OVA' });
    expect(JSON.parse(JSON.stringify(await getOverview(handle.db, 'ova')))).toEqual(data);
  });
});
