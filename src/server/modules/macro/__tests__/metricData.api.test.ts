import { lockedMessage } from '@/common/access/accessTable';
import type { SamePeriodData, TimeSeriesData } from '@/common/contracts/macro';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { metricDataRoute } from '../macro.handlers';
import { cpiLevel, GDP_TOTAL, get, seedMacroFixtures, type MacroFixtures } from './fixtures';

let handle: DatabaseHandle;
let fx: MacroFixtures;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  fx = await seedMacroFixtures(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const cpi = (period: string, valueType: string) =>
  `${String(fx.items.CPI)}-${String(fx.series.CPI_TOTAL)}-${period}-${valueType}`;
const valueAt = (data: TimeSeriesData | undefined, date: string) =>
  data?.points.find(([x]) => x === utc(date))?.[1];

async function series(query: Record<string, string>, role: Parameters<typeof get>[2] = 'free') {
  const result = await get<TimeSeriesData>(metricDataRoute, query, role);
  expect(result.status).toBe(200);
  expect(result.data?.view).toBe('time_series');
  return result.data;
}

describe('GET /api/macro/metric-data: value types', () => {
  it('value: the stored levels with the series header', async () => {
    const data = await series({ extendID: cpi('month', 'value') });
    expect(data).toMatchObject({
      extendID: cpi('month', 'value'),
      menuItemId: fx.items.CPI,
      seriesId: fx.series.CPI_TOTAL,
      name: 'Chuỗi CPI_TOTAL',
      indicatorName: 'Chỉ tiêu CPI',
      unit: 'điểm',
      period: 'month',
      valueType: 'value',
      dateFormat: 'MM/YYYY',
      source: 'Tổng cục Thống kê',
      releaseDate: '2024-12-28',
    });
    expect(data?.points).toHaveLength(24);
    expect(data?.points[0]).toEqual([utc('2023-01-31'), 100]);
  });

  it('yoy: the published figure where there is one, computed elsewhere, from the first computable month', async () => {
    const data = await series({ extendID: cpi('month', 'yoy') });
    expect(data?.unit).toBe('%');
    expect(data?.points).toHaveLength(12);
    expect(valueAt(data, '2024-01-31')).toBe(9.9);
    expect(valueAt(data, '2024-02-29')).toBeCloseTo((112 / 101 - 1) * 100, 10);
  });

  it('mom and yoy_avg by month', async () => {
    const mom = await series({ extendID: cpi('month', 'mom') });
    expect(valueAt(mom, '2024-01-31')).toBeCloseTo((110 / 111 - 1) * 100, 10);
    const average = await series({ extendID: cpi('month', 'yoy_avg') });
    expect(valueAt(average, '2024-03-31')).toBeCloseTo((336 / 303 - 1) * 100, 10);
  });

  it('period and valueType rewrite the extendID: quarters average the index, qoq on them', async () => {
    const data = await series({ extendID: cpi('month', 'value'), period: 'quarter', valueType: 'qoq' });
    expect(data?.extendID).toBe(cpi('quarter', 'qoq'));
    expect(data?.dateFormat).toBe('QQ/YYYY');
    // Q4 2023 = (109 + 110 + 111) / 3 = 110, Q1 2024 = (110 + 112 + 114) / 3 = 112.
    expect(valueAt(data, '2024-03-31')).toBeCloseTo((112 / 110 - 1) * 100, 10);
    const years = await series({ extendID: cpi('year', 'value') });
    expect(years?.points).toEqual([
      [utc('2023-12-31'), 105.5],
      [utc('2024-12-31'), 121],
    ]);
  });

  it('a quarterly amount by quarter and year', async () => {
    const id = (period: string, type: string) =>
      `${String(fx.items.GDP_REAL)}-${String(fx.series.GDP_TOTAL)}-${period}-${type}`;
    const yoy = await series({ extendID: id('quarter', 'yoy') });
    expect(yoy?.points).toEqual([
      [utc('2024-03-31'), expect.closeTo(8, 10)],
      [utc('2024-06-30'), expect.closeTo(10, 10)],
    ]);
    const year = await series({ extendID: id('year', 'value') });
    expect(year?.points).toEqual([[utc('2023-12-31'), 880]]);
  });

  it('filter cuts the series to the range', async () => {
    const data = await series({ extendID: cpi('month', 'value'), filter: '3M' });
    expect(data?.points.map(([x]) => x)).toEqual(['2024-10-31', '2024-11-30', '2024-12-31'].map(utc));
    const since = await series({ extendID: cpi('month', 'value'), filter: '2024-07-01' });
    expect(since?.points).toHaveLength(6);
  });

  it('isSamePeriod answers one row per year, T1..T12', async () => {
    const { status, data } = await get<SamePeriodData>(
      metricDataRoute,
      { extendID: cpi('month', 'value'), isSamePeriod: 'true' },
      'free',
    );
    expect(status).toBe(200);
    expect(data?.view).toBe('same_period');
    expect(data?.categories).toHaveLength(12);
    expect(data?.categories[0]).toBe('T1');
    expect(data?.years.map((row) => row.year)).toEqual([2023, 2024]);
    expect(data?.years[1]?.values[11]).toBe(cpiLevel(2024, 12));
    const quarters = await get<SamePeriodData>(
      metricDataRoute,
      { extendID: cpi('quarter', 'value'), isSamePeriod: '1' },
      'free',
    );
    expect(quarters.data?.categories).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(quarters.data?.years[0]?.values[0]).toBe(101);
  });

  it('serves a demo line named explicitly, even when the menu shows the real ones', async () => {
    const data = await series({
      extendID: `${String(fx.items.GDP_REAL)}-${String(fx.series.GDP_DEMO)}-quarter-value`,
    });
    expect(data?.points).toHaveLength(GDP_TOTAL.length);
  });
});

describe('GET /api/macro/metric-data: refusals', () => {
  async function refused(
    query: Record<string, string>,
    status: number,
    role: Parameters<typeof get>[2] = 'PRO',
  ) {
    const result = await get(metricDataRoute, query, role);
    expect(result.status).toBe(status);
    expect(result.body.hashCode).toBeUndefined();
    return result.body;
  }

  it('400 for a malformed extendID', async () => {
    const body = await refused({ extendID: '12-abc-month-value' }, 400);
    expect(body.message).toContain('Mã chỉ tiêu vĩ mô không hợp lệ');
    await refused({ extendID: `${cpi('month', 'value')}-x` }, 400);
    await refused({ extendID: cpi('week', 'value') }, 400);
  });

  it('400 when macroItemId or nameId disagree with the extendID', async () => {
    const item = await refused(
      { extendID: cpi('month', 'value'), macroItemId: String(fx.items.GDP_REAL) },
      400,
    );
    expect(item.message).toContain('macroItemId');
    expect(item.message).toContain('không khớp');
    const name = await refused({ extendID: cpi('month', 'value'), nameId: String(fx.series.CPI_RATE) }, 400);
    expect(name.message).toContain('nameId');
    const agreeing = await get(metricDataRoute, {
      extendID: cpi('month', 'value'),
      macroItemId: String(fx.items.CPI),
      nameId: String(fx.series.CPI_TOTAL),
    });
    expect(agreeing.status).toBe(200);
  });

  it('404 for an unknown series or one of another indicator', async () => {
    const unknown = await refused({ extendID: `${String(fx.items.CPI)}-999999-month-value` }, 404);
    expect(unknown.message).toBe('Không tìm thấy chỉ tiêu');
    await refused({ extendID: `${String(fx.items.CPI)}-${String(fx.series.GDP_TOTAL)}-quarter-value` }, 404);
  });

  it('400 with the reason for a value type or period the series does not offer', async () => {
    const mom = await refused({ extendID: cpi('year', 'mom') }, 400);
    expect(mom.message).toBe(
      'Chuỗi "Chuỗi CPI_TOTAL" không có loại giá trị "So với tháng trước" theo năm. Các loại có: Giá trị, So với cùng kỳ.',
    );
    const rate = `${String(fx.items.CPI)}-${String(fx.series.CPI_RATE)}-month-yoy`;
    expect((await refused({ extendID: rate }, 400)).message).toContain('So với cùng kỳ');
    const gdpMonth = `${String(fx.items.GDP_REAL)}-${String(fx.series.GDP_TOTAL)}-month-value`;
    expect((await refused({ extendID: gdpMonth }, 400)).message).toBe(
      'Chuỗi "Chuỗi GDP_TOTAL" có số liệu theo quý, không hiển thị được theo tháng.',
    );
    const sameYear = await refused({ extendID: cpi('year', 'value'), isSamePeriod: 'true' }, 400);
    expect(sameYear.message).toBe('So sánh cùng kỳ chỉ áp dụng cho số liệu theo tháng hoặc quý.');
  });

  it('403 PLAN_REQUIRED with the standard message and extra for a locked series', async () => {
    const guest = await get(metricDataRoute, { extendID: cpi('month', 'value') }, 'anonymous');
    expect(guest.status).toBe(403);
    expect(guest.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: lockedMessage('anonymous', 'MACRO_VN_FREE'),
      extra: { code: 'MACRO_VN_FREE', requiredPlan: null },
    });
    const trade = `${String(fx.items.EXPORT_GOODS)}-${String(fx.series.EXPORTS)}-month-value`;
    const free = await get(metricDataRoute, { extendID: trade }, 'free');
    expect(free.status).toBe(403);
    expect(free.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: lockedMessage('free', 'MACRO_VN_ALL'),
      extra: { code: 'MACRO_VN_ALL', requiredPlan: 'BASIC' },
    });
    expect((await get(metricDataRoute, { extendID: trade }, 'BASIC')).status).toBe(200);
    const hrc = `${String(fx.items.HRC_T)}-${String(fx.series.HRC)}-month-value`;
    expect((await get(metricDataRoute, { extendID: hrc }, 'BASIC')).body).toMatchObject({
      extra: { code: 'COMMODITY_ALL', requiredPlan: 'PRO' },
    });
  });
});
