import { and, asc, eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { lockedMessage } from '@/common/access/accessTable';
import { chartSchema } from '@/common/contracts/charts';
import { COMPANY_TYPES } from '@/common/constants/market';
import { SERIES_PALETTE } from '@/common/constants/palette';
import {
  metricKey,
  type DefaultSectionsResponse,
  type FinanceChartOneResponse,
  type FinanceChartResponse,
  type FinanceChipResponse,
} from '@/common/contracts/financeChart';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { openEnvelope } from '@/lib/envelope';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { dailyPrices, macroMenuItems, macroSeries, macroValues, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { seedRatioFixtures } from '../../ratios/__tests__/fixtures';
import { ratiosDataRoute } from '../../ratios/ratios.handlers';
import {
  defaultSectionsRoute,
  financeChartOneRoute,
  financeChartRoute,
  financeChipRoute,
} from '../chartData.handlers';
import { DEFAULT_SECTION_SPECS } from '../defaultSections';
import { resolveMetrics } from '../metrics/metricIndex';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedRatioFixtures(handle.db);
  // A paid Vietnamese macro series (MACRO_VN_ALL) with three monthly year-on-year figures.
  const [menu] = await handle.db
    .insert(macroMenuItems)
    .values({ code: 'TEST_MENU', groupCode: 'VN', level: 1, position: 0, nameVi: 'Thử', isFree: false })
    .returning();
  const [series] = await handle.db
    .insert(macroSeries)
    .values({
      code: 'VN_TEST_INDEX',
      menuItemId: menu?.id ?? 0,
      nameVi: 'Chỉ số thử',
      unit: 'điểm',
      frequency: 'month',
      source: 'Tổng cục Thống kê',
    })
    .returning();
  await handle.db.insert(macroValues).values(
    ['2024-01-31', '2024-02-29', '2024-03-31'].map((period, index) => ({
      seriesId: series?.id ?? 0,
      period,
      valueType: 'yoy',
      value: 3 + index / 10,
      source: 'Tổng cục Thống kê',
    })),
  );
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer type the test expects
async function get<T>(
  route: NextApiHandler,
  query: Record<string, string>,
  role: Parameters<typeof roleHeaders>[0] = 'BASIC',
) {
  const result = await callRoute<{ hashCode?: string; message?: string; code?: string }>(route, {
    query,
    headers: roleHeaders(role),
  });
  const data = result.body.hashCode ? (openEnvelope(result.body.hashCode) as T) : undefined;
  return { status: result.status, body: result.body, data };
}

const REVENUE = metricKey({ kind: 'statement', id: 'INCOME_STATEMENT.NET_REVENUE' });
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('GET /api/enterprise/v2/finance-chip', () => {
  it('groups the metrics of the company type: statements, ratio groups, prices', async () => {
    const { status, data } = await get<FinanceChipResponse>(financeChipRoute, { ticket: 'aaa' }, 'anonymous');
    expect(status).toBe(200);
    expect(data?.companyType).toBe('non_financial');
    const ids = data?.chips.map((chip) => chip.chipId) ?? [];
    expect(ids.slice(0, 3)).toEqual(['income', 'balance', 'cashflow']);
    expect(ids).toContain('ratio_profitability');
    expect(ids).toContain('price');
    const keys = data?.chips.flatMap((chip) => chip.metrics.map((metric) => metric.key)) ?? [];
    expect(keys).toContain(REVENUE);
    expect(keys).toContain('ratio:ROE');
    expect(keys).not.toContain('ratio:NIM');
    const assets = data?.chips[1]?.metrics.find((metric) => metric.id === 'BALANCE_SHEET.TOTAL_ASSETS');
    expect(assets).toMatchObject({ name: 'Tổng cộng tài sản', valueKind: 'money' });
  });

  it('gives a bank its own ratios', async () => {
    const { data } = await get<FinanceChipResponse>(financeChipRoute, { ticket: 'NHA' });
    const keys = data?.chips.flatMap((chip) => chip.metrics.map((metric) => metric.key)) ?? [];
    expect(keys).toContain('ratio:NIM');
    expect(keys).not.toContain('ratio:GROSS_MARGIN');
  });

  it('answers 404 for an unknown ticker', async () => {
    const { status, body } = await get(financeChipRoute, { ticket: 'ZZZ' });
    expect(status).toBe(404);
    expect(body.message).toContain('ZZZ');
  });
});

describe('GET /api/enterprise/finance-chart', () => {
  it('answers statement lines as stored, one point per period at its last day', async () => {
    const { status, data } = await get<FinanceChartResponse>(financeChartRoute, {
      ticket: 'AAA',
      metrics: REVENUE,
      period: 'quarter',
    });
    expect(status).toBe(200);
    const stored = await handle.db
      .select()
      .from(statementValues)
      .where(
        and(
          eq(statementValues.ticker, 'AAA'),
          eq(statementValues.itemCode, 'NET_REVENUE'),
          eq(statementValues.periodType, 'quarter'),
        ),
      )
      .orderBy(asc(statementValues.year), asc(statementValues.quarter));
    const [series] = data?.series ?? [];
    expect(series?.points).toHaveLength(stored.length);
    expect(series?.points[0]).toEqual([utc('2023-03-31'), stored[0]?.value]);
    expect(series?.points.at(-1)).toEqual([utc('2024-12-31'), stored.at(-1)?.value]);
    expect(series).toMatchObject({ valueKind: 'money', kind: 'statement', source: 'Báo cáo tài chính' });
    expect(data?.access).toBeUndefined();
  });

  it('says why a series is empty, as numeral-data does: DDD has no statements at all', async () => {
    const reason = 'Nguồn dữ liệu chưa có báo cáo tài chính nào của DDD.';
    const { data } = await get<FinanceChartResponse>(financeChartRoute, {
      ticket: 'DDD',
      metrics: `${REVENUE},ratio:ROE`,
      period: 'year',
    });
    expect(data?.series.map((series) => [series.points.length, series.notice])).toEqual([
      [0, reason],
      [0, reason],
    ]);
    const ratios = await get<RatiosDataResponse>(ratiosDataRoute, { ticket: 'DDD', period: 'year' });
    expect(ratios.data?.periods).toEqual([]);
    expect(ratios.data?.emptyReason).toBe(reason);
  });

  it('answers ratios as numeral-data computes them, and daily adjusted prices', async () => {
    const { data } = await get<FinanceChartResponse>(financeChartRoute, {
      ticket: 'AAA',
      metrics: 'ratio:ROE,price:close,price:volume',
    });
    const ratios = await get<RatiosDataResponse>(ratiosDataRoute, { ticket: 'AAA', limit: '200' });
    const [roe, close, volume] = data?.series ?? [];
    expect(roe?.points.map(([, y]) => y)).toEqual(ratios.data?.values.ROE);
    expect(roe?.points.map(([x]) => x)).toEqual(ratios.data?.periods.map((period) => utc(period.endDate)));
    const prices = await handle.db
      .select()
      .from(dailyPrices)
      .where(eq(dailyPrices.ticker, 'AAA'))
      .orderBy(asc(dailyPrices.date));
    expect(close?.points).toEqual(prices.map((row) => [utc(row.date), row.close * row.adjRatio]));
    expect(volume?.points).toEqual(prices.map((row) => [utc(row.date), row.volume]));
    expect(close?.valueKind).toBe('perShare');
  });

  it('notes on each P/E point the close it used, or why the point is empty', async () => {
    const { data } = await get<FinanceChartResponse>(financeChartRoute, {
      ticket: 'GGG',
      metrics: 'ratio:PE,ratio:ROE',
    });
    const [pe, roe] = data?.series ?? [];
    expect(pe?.pointNotes).toHaveLength(pe?.points.length ?? -1);
    // GGG's prices stop on 15 July 2021: no point, and the reason on each.
    expect(pe?.points.every(([, y]) => y === null)).toBe(true);
    expect(pe?.pointNotes?.at(-1)).toBe(
      'Giá gần nhất (ngày 2021-07-15) cũ hơn 14 ngày so với ngày cuối kỳ 2024-12-31: không định giá bằng giá cũ.',
    );
    expect(roe?.pointNotes).toBeUndefined();
    const aaa = await get<FinanceChartResponse>(financeChartRoute, { ticket: 'AAA', metrics: 'ratio:PE' });
    expect(aaa.data?.series[0]?.pointNotes?.at(-1)).toBe(
      'Giá đóng cửa ngày 2024-12-30: 31,000 đồng (giá giao dịch); vốn hóa 620.00 tỷ đồng.',
    );
  });

  it('answers a macro series the plan includes, and an empty one with the reason otherwise', async () => {
    const query = { ticket: 'AAA', metrics: 'macro:VN_TEST_INDEX.yoy' };
    const paid = await get<FinanceChartResponse>(financeChartRoute, query, 'BASIC');
    expect(paid.data?.series[0]).toMatchObject({
      name: 'Chỉ số thử (so với cùng kỳ, %)',
      unit: '%',
      source: 'Tổng cục Thống kê',
      points: [
        [utc('2024-01-31'), 3],
        [utc('2024-02-29'), 3.1],
        [utc('2024-03-31'), 3.2],
      ],
    });
    const guest = await get<FinanceChartResponse>(financeChartRoute, query, 'free');
    expect(guest.data?.series[0]?.points).toEqual([]);
    expect(guest.data?.series[0]?.notice).toBe(lockedMessage('free', 'MACRO_VN_ALL'));
  });

  it.each([
    [
      'an unknown line',
      'statement:INCOME_STATEMENT.NOPE',
      'Chỉ tiêu không tồn tại: statement:INCOME_STATEMENT.NOPE',
    ],
    ['a bank ratio for a food company', 'ratio:NIM', 'Chỉ tiêu không tồn tại: ratio:NIM'],
    ['a malformed key', 'ROE', 'Mã chỉ tiêu không hợp lệ'],
    ['too many metrics', Array.from({ length: 13 }, () => 'ratio:ROE').join(','), 'Tối đa 12 chỉ tiêu'],
  ])('refuses %s with 400 and a message', async (_name, metrics, message) => {
    const { status, body } = await get(financeChartRoute, { ticket: 'AAA', metrics });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe('GET /api/enterprise/v2/finance-chart', () => {
  it('needs FINANCIAL_CHART: a guest is refused, a free account sees every period', async () => {
    const query = { ticket: 'AAA', accountId: REVENUE, period: 'quarter' };
    const guest = await get(financeChartOneRoute, query, 'anonymous');
    expect(guest.status).toBe(403);
    expect(guest.body.code).toBe('PLAN_REQUIRED');
    const free = await get<FinanceChartOneResponse>(financeChartOneRoute, query, 'free');
    expect(free.status).toBe(200);
    expect(free.data?.series.points).toHaveLength(8);
  });
});

describe('default sections', () => {
  it.each(COMPANY_TYPES)('every metric of the %s sections exists for that company type', async (type) => {
    for (const section of DEFAULT_SECTION_SPECS[type]) {
      for (const chart of section.charts) {
        const keys = chart.metrics.map(([key]) => key);
        await expect(resolveMetrics(handle.db, type, keys)).resolves.toHaveLength(keys.length);
      }
    }
  });

  it('serves valid charts with legend names and a tidy layout', async () => {
    const { status, data } = await get<DefaultSectionsResponse>(
      defaultSectionsRoute,
      { symbol: 'AAA' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(data?.sections.map((section) => section.sectionKey)).toEqual(['results', 'health', 'valuation']);
    for (const section of data?.sections ?? []) {
      for (const chart of section.charts) {
        expect(chartSchema.safeParse(chart).success).toBe(true);
        expect(chart.metrics.every((metric) => Boolean(metric.name))).toBe(true);
        expect(chart.position.x + (chart.position.w ?? 0)).toBeLessThanOrEqual(12);
      }
    }
    const first = data?.sections[0]?.charts[0];
    expect(first?.metrics.map((metric) => metric.color)).toEqual(SERIES_PALETTE.slice(0, 3));
  });
});
