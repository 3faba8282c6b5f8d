import type { OverviewResponse } from '@/common/contracts/companyPages';
import type { NumeralDataResponse } from '@/common/contracts/ratios';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { corporateActions, dailyPrices, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { numeralDataRoute } from '../../ratios/ratios.handlers';
import { overviewRoute } from '../overview.handlers';
import { getOverview } from '../overview.service';
import { getData, seedCompanies } from './fixtures';
import { refreshStatementChoices } from '../../finance/statementSource';

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

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedCompanies(handle.db);
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
    .values(actions.map((action) => ({ ticker: 'OVA', ...action, source: 'test' })));
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
      sharesOutstanding: 50_000_000,
      marketCap: price * 50_000_000,
      revenueLabel: 'Doanh thu thuần về bán hàng và cung cấp dịch vụ',
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
    const numeral = await getData<NumeralDataResponse>(numeralDataRoute, { ticket: 'OVA', limit: '1' });
    const at = (code: string) => numeral.data?.values[code]?.[0] ?? Number.NaN;
    expect(numeral.data?.periods[0]?.key).toBe('2024Q4');
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

  it("uses a bank's operating income and the charter capital when shares are unknown", async () => {
    const { data } = await getData<OverviewResponse>(overviewRoute, { ticket: 'OVB' });
    expect(data).toMatchObject({
      companyType: 'bank',
      revenueLabel: 'Tổng thu nhập hoạt động',
      sharesOutstanding: 1_000e9 / 10_000,
      marketCap: 20_000 * (1_000e9 / 10_000),
      change: null,
      changePercent: null,
      dividendYield: 0,
    });
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
