import type { MacroDataResponse, SamePeriodData } from '@/common/contracts/macro';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { macroDataRoute, macroSamePeriodRoute } from '../macro.handlers';
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

describe('GET /api/macro/get-data', () => {
  it('answers every shown series of the indicator over the same periods', async () => {
    const { status, data } = await get<MacroDataResponse>(
      macroDataRoute,
      { macroItemId: String(fx.items.GDP_REAL) },
      'free',
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({ menuItemId: fx.items.GDP_REAL, period: 'quarter', valueType: 'value' });
    expect(data?.periods.map((period) => period.label)).toEqual([
      'Q1/2023',
      'Q2/2023',
      'Q3/2023',
      'Q4/2023',
      'Q1/2024',
      'Q2/2024',
    ]);
    expect(data?.periods[0]?.x).toBe(utc('2023-03-31'));
    expect(data?.rows.map((row) => row.seriesId)).toEqual([fx.series.GDP_TOTAL, fx.series.GDP_AGRI]);
    expect(data?.rows[0]?.values).toEqual(GDP_TOTAL.map(([, value]) => value));
    expect(data?.rows[1]).toMatchObject({ parentSeriesId: fx.series.GDP_TOTAL, unit: 'tỷ đồng' });
    expect(data?.source).toBe('Tổng cục Thống kê');
  });

  it('computes the value type per row, with nulls where a period cannot be computed', async () => {
    const { data } = await get<MacroDataResponse>(macroDataRoute, {
      macroItemId: String(fx.items.GDP_REAL),
      valueType: 'qoq',
    });
    expect(data?.periods.map((period) => period.label)).toEqual([
      'Q2/2023',
      'Q3/2023',
      'Q4/2023',
      'Q1/2024',
      'Q2/2024',
    ]);
    expect(data?.rows[0]?.unit).toBe('%');
    expect(data?.rows[0]?.values[0]).toBeCloseTo(5, 10); // 210 / 200
    expect(data?.rows[1]?.values[3]).toBeCloseTo(-13.6, 10); // 21.6 / 25
  });

  it('leaves the row of a series that does not offer the value type empty; yearly periods and the filter', async () => {
    const { data } = await get<MacroDataResponse>(macroDataRoute, {
      macroItemId: String(fx.items.CPI),
      period: 'year',
      valueType: 'yoy',
    });
    expect(data?.periods.map((period) => period.label)).toEqual(['2024']);
    expect(data?.rows[0]?.values[0]).toBeCloseTo((121 / 105.5 - 1) * 100, 10);
    expect(data?.rows[1]?.values).toEqual([null]); // CPI_RATE is in %
    const cut = await get<MacroDataResponse>(macroDataRoute, {
      macroItemId: String(fx.items.CPI),
      filter: '6M',
    });
    expect(cut.data?.periods.map((period) => period.label)).toEqual([
      'T7/2024',
      'T8/2024',
      'T9/2024',
      'T10/2024',
      'T11/2024',
      'T12/2024',
    ]);
  });

  it('refuses what no series offers, an unknown indicator and a locked one', async () => {
    const mom = await get(macroDataRoute, { macroItemId: String(fx.items.GDP_REAL), valueType: 'mom' });
    expect(mom.status).toBe(400);
    expect(mom.body.message).toContain('So với tháng trước');
    const month = await get(macroDataRoute, { macroItemId: String(fx.items.GDP_REAL), period: 'month' });
    expect(month.status).toBe(400);
    expect((await get(macroDataRoute, { macroItemId: '999999' })).status).toBe(404);
    expect((await get(macroDataRoute, { macroItemId: String(fx.items.VN_GDP) })).status).toBe(404);
    const locked = await get(macroDataRoute, { macroItemId: String(fx.items.POP_T) }, 'free');
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('PLAN_REQUIRED');
  });
});

describe('GET /api/macro/get-data-same-period', () => {
  it('answers the first shown series year by year by default', async () => {
    const { status, data } = await get<SamePeriodData>(
      macroSamePeriodRoute,
      { macroItemId: String(fx.items.CPI) },
      'free',
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      view: 'same_period',
      seriesId: fx.series.CPI_TOTAL,
      period: 'month',
      valueType: 'value',
    });
    expect(data?.years).toEqual([
      { year: 2023, values: Array.from({ length: 12 }, (_, index) => cpiLevel(2023, index + 1)) },
      { year: 2024, values: Array.from({ length: 12 }, (_, index) => cpiLevel(2024, index + 1)) },
    ]);
  });

  it('takes a series, a period and a value type', async () => {
    const { data } = await get<SamePeriodData>(macroSamePeriodRoute, {
      macroItemId: String(fx.items.GDP_REAL),
      seriesId: String(fx.series.GDP_AGRI),
      valueType: 'yoy',
    });
    expect(data?.categories).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(data?.years).toEqual([
      { year: 2024, values: [expect.closeTo(8, 10), expect.closeTo(10, 10), null, null] },
    ]);
  });

  it('refuses a series of another indicator, a yearly view and a locked indicator', async () => {
    const other = await get(macroSamePeriodRoute, {
      macroItemId: String(fx.items.GDP_REAL),
      seriesId: String(fx.series.CPI_TOTAL),
    });
    expect(other.status).toBe(404);
    const yearly = await get(macroSamePeriodRoute, { macroItemId: String(fx.items.POP_T) });
    expect(yearly.status).toBe(400);
    expect(yearly.body.message).toBe('So sánh cùng kỳ chỉ áp dụng cho số liệu theo tháng hoặc quý.');
    expect((await get(macroSamePeriodRoute, { macroItemId: String(fx.items.CPI) }, 'anonymous')).status).toBe(
      403,
    );
  });
});
