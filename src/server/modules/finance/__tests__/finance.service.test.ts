import { AppError } from '../../../core/errors';
import { getFinanceData } from '../finance.service';
import { closeFinanceFixture, financeData, inBillion, BN, openFinanceFixture } from './financeFixtures';
import type { DatabaseHandle } from '../../../db/client';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { financeDataRoute } from '@/server/modules/finance/finance.handlers';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFinanceFixture();
});
afterAll(() => closeFinanceFixture(handle));

describe('GET /api/enterprise/v2/finance-data: statements as stored', () => {
  it('answers a hashCode that decrypts to the contract, with exact VND and the template labels', async () => {
    const data = await financeData({
      ticket: 'nfx',
      tableName: 'INCOME_STATEMENT',
      period: 'quarter',
      start: '2023',
      end: '2023',
    });
    expect(data.ticker).toBe('NFX');
    expect(data.companyType).toBe('non_financial');
    expect(data.statement).toBe('INCOME_STATEMENT');
    expect(data.periods.map((period) => period.label)).toEqual(['Q1/2023', 'Q2/2023', 'Q3/2023', 'Q4/2023']);
    expect(data.periods[3]?.endDate).toBe('2023-12-31');
    expect(data.values.NET_REVENUE).toEqual([100 * BN, 120 * BN, 130 * BN, 150 * BN]);
    expect(data.values.COGS).toEqual([null, null, null, null]);
    expect(data.labels[0]?.code).toBe('GROSS_REVENUE');
    expect(data.labels.map((label) => label.code)).toContain('EPS_DILUTED');
    expect(data.unavailable).toEqual({});
  });

  it('keeps only the newest `limit` periods', async () => {
    const data = await financeData({ ticket: 'NFX', tableName: 'INCOME_STATEMENT', limit: '3' });
    expect(data.periods.map((period) => period.key)).toEqual(['2023Q4', '2024Q1', '2024Q2']);
    // Data ending long before today: the recent-years window is too short and the full read is used.
    const older = await financeData({
      ticket: 'NFX',
      tableName: 'INCOME_STATEMENT',
      limit: '6',
      end: '2023',
    });
    expect(older.periods.map((period) => period.key)).toEqual([
      '2022Q3',
      '2022Q4',
      '2023Q1',
      '2023Q2',
      '2023Q3',
      '2023Q4',
    ]);
  });

  it('reads yearly rows for period=year', async () => {
    const data = await financeData({ ticket: 'NFX', tableName: 'INCOME_STATEMENT', period: 'year' });
    expect(data.periods.map((period) => period.key)).toEqual(['2022', '2023']);
    expect(inBillion(data.values.NET_REVENUE)).toEqual([370, 500]);
  });
});

describe('derived views over the stored quarters', () => {
  it('TRAILING: sums of four quarters, reading the year before `start`', async () => {
    const data = await financeData({ ticket: 'NFX', tableName: 'TRAILING', start: '2023' });
    expect(data.statement).toBe('INCOME_STATEMENT');
    expect(data.periods.map((period) => period.key)).toEqual([
      '2023Q1',
      '2023Q2',
      '2023Q3',
      '2023Q4',
      '2024Q1',
      '2024Q2',
    ]);
    // 90+95+105+100, 95+105+100+120, 105+100+120+130, 100+120+130+150, 120+130+150+110, 130+150+110+140
    expect(inBillion(data.values.NET_REVENUE)).toEqual([390, 420, 455, 500, 510, 530]);
    expect(inBillion(data.values.NET_PROFIT)).toEqual([40, 43, 30, 34, 35, 37]);
    expect(data.unavailable).toEqual({});
  });

  it('TRAILING names the missing quarters of the first periods', async () => {
    const data = await financeData({ ticket: 'NFX', tableName: 'TRAILING', end: '2022' });
    expect(data.unavailable).toEqual({
      '2022Q1': 'Thiếu số liệu quý 2/2021, quý 3/2021, quý 4/2021',
      '2022Q2': 'Thiếu số liệu quý 3/2021, quý 4/2021',
      '2022Q3': 'Thiếu số liệu quý 4/2021',
    });
    expect(inBillion(data.values.NET_REVENUE)).toEqual([null, null, null, 370]);
  });

  it('ANNUALIZE: year to date scaled to twelve months; yearly data is the year itself', async () => {
    const data = await financeData({ ticket: 'NFX', tableName: 'ANNUALIZE', start: '2024' });
    expect(inBillion(data.values.NET_REVENUE)).toEqual([440, 500]); // 110 x 4; (110 + 140) x 2
    const q3 = await financeData({ ticket: 'NFX', tableName: 'ANNUALIZE', start: '2023', end: '2023' });
    expect(q3.values.NET_REVENUE?.[2]).toBeCloseTo(((100 + 120 + 130) * BN * 4) / 3, 0);
    const years = await financeData({ ticket: 'NFX', tableName: 'TRAILING', period: 'year' });
    expect(inBillion(years.values.NET_REVENUE)).toEqual([370, 500]);
  });

  it('a bank cash flow: opening three quarters back, closing latest, a missing quarter named', async () => {
    const data = await financeData({ ticket: 'TBK', tableName: 'TRAILING', statement: 'CASH_FLOW_DIRECT' });
    expect(data.companyType).toBe('bank');
    expect(data.statement).toBe('CASH_FLOW_DIRECT');
    expect(data.periods.map((period) => period.key)).toEqual([
      '2023Q1',
      '2023Q2',
      '2023Q3',
      '2023Q4',
      '2024Q2',
    ]);
    expect(inBillion(data.values.CASH_BEGINNING)).toEqual([null, null, null, 1_000, null]);
    expect(inBillion(data.values.NET_CASH_FLOW)).toEqual([null, null, null, 500, null]);
    expect(inBillion(data.values.CASH_ENDING)).toEqual([null, null, null, 1_500, null]);
    expect(data.unavailable['2024Q2']).toBe('Thiếu số liệu quý 1/2024');
    const annual = await financeData({
      ticket: 'TBK',
      tableName: 'ANNUALIZE',
      statement: 'CASH_FLOW_DIRECT',
      end: '2023',
    });
    expect(inBillion(annual.values.CASH_BEGINNING)).toEqual([1_000, 1_000, 1_000, 1_000]);
    expect(inBillion(annual.values.NET_CASH_FLOW)).toEqual([800, 300, 600, 500]);
    expect(inBillion(annual.values.CASH_ENDING)).toEqual([1_200, 1_150, 1_450, 1_500]);
  });
});

describe('growth views', () => {
  it('YoY of the statement, null across a sign change', async () => {
    const data = await financeData({
      ticket: 'NFX',
      tableName: 'INCOME_STATEMENT',
      growth: 'yoy',
      start: '2023',
      end: '2023',
    });
    expect(data.growth).toBe('yoy');
    const revenue = data.values.NET_REVENUE ?? [];
    expect(revenue[0]).toBeCloseTo(0.25, 12); // 100 / 80 - 1
    expect(revenue[1]).toBeCloseTo(1 / 3, 12); // 120 / 90 - 1
    expect(data.values.NET_PROFIT?.[2]).toBeNull(); // 10 -> -3
    const early = await financeData({
      ticket: 'NFX',
      tableName: 'INCOME_STATEMENT',
      growth: 'yoy',
      end: '2022',
    });
    expect(early.unavailable['2022Q1']).toBe('Thiếu số liệu quý 1/2021 để so sánh');
  });

  it('QoQ of TRAILING', async () => {
    const data = await financeData({
      ticket: 'NFX',
      tableName: 'TRAILING',
      growth: 'qoq',
      start: '2023',
      end: '2023',
    });
    expect(data.values.NET_REVENUE?.[0]).toBeCloseTo(390 / 370 - 1, 12);
    expect(data.values.NET_REVENUE?.[3]).toBeCloseTo(500 / 455 - 1, 12);
  });
});

describe('errors', () => {
  it('404 with a clear message for an unknown ticker, from the route and from the service', async () => {
    const result = await callRoute<{ code: string; message: string }>(financeDataRoute, {
      query: { ticket: 'ZZZ', tableName: 'BALANCE_SHEET' },
    });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Không tìm thấy mã chứng khoán ZZZ');
    await expect(
      getFinanceData(handle.db, { ticker: 'ZZZ', tableName: 'TRAILING', period: 'quarter' }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it.each([
    [{ ticket: 'NFX', tableName: 'PROFIT' }],
    [{ ticket: 'NFX', tableName: 'BALANCE_SHEET', period: 'week' }],
    [{ ticket: 'NFX', tableName: 'TRAILING', statement: 'BALANCE_SHEET' }],
    [{ ticket: 'NFX', tableName: 'BALANCE_SHEET', limit: '0' }],
    [{ ticket: 'NFX', tableName: 'BALANCE_SHEET', start: '2024', end: '2023' }],
    [{ tableName: 'BALANCE_SHEET' }],
  ])('400 for %j', async (query) => {
    const result = await callRoute<{ code: string; message: string }>(financeDataRoute, { query });
    expect(result.status).toBe(400);
    expect(result.body.message.length).toBeGreaterThan(0);
  });
});
