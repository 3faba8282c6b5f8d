import type { MacroReleaseCalendarResponse, MacroReleaseCard } from '@/common/contracts/macro';
import { RELEASE_CALENDAR } from '@/common/macro/releases';
import { installRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { macroMenuItems, macroSeries, macroValues } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { API_ROUTES } from '../../../../web/apiRoutes';
import { clearMacroCache } from '../../macro.cache';
import { macroReleaseCalendarRoute } from '../../macro.handlers';
import { LOCKED_REASON, SIGN_IN_REASON } from '../../releaseCalendar.service';
import { get } from '../fixtures';

/**
 * Hand-made lines under the calendar's codes:
 * - CPI (free): the imported GSO line publishes yoy 3.1 / 3.4 / 2.9 for Aug-Oct 2026 (released on the
 *   6th of the next month); the demo line VN_CPI_TOTAL also has levels and must be passed over.
 * - GDP_REAL (free): demo levels 100, 110 (Q2, Q3 2025) and 106, 115.5 (Q2, Q3 2026): yoy 6 % and 5 %.
 * - FX_USDVND (free): Vietstock's central rate 24,000 (Sep) and 24,300 (Oct 2026).
 * - CREDIT (paid): growth since December 5.0 (Jul) and 6.2 (Sep 2026), August missing.
 */
let handle: DatabaseHandle;

async function seed() {
  const db = handle.db;
  const [group] = await db
    .insert(macroMenuItems)
    .values({ code: 'VN_T', groupCode: 'VN', level: 1, position: 0, nameVi: 'Nhóm', haveChild: true })
    .returning();
  const items: Record<string, number> = {};
  const indicators: [string, 'month' | 'quarter', boolean][] = [
    ['CPI', 'month', true],
    ['GDP_REAL', 'quarter', true],
    ['FX_USDVND', 'month', true],
    ['CREDIT', 'month', false],
  ];
  for (const [position, [code, frequency, isFree]] of indicators.entries()) {
    const [row] = await db
      .insert(macroMenuItems)
      .values({
        code,
        groupCode: 'VN',
        parentId: group?.id ?? 0,
        level: 2,
        position,
        nameVi: code,
        frequency,
        valueTypes: ['value', 'yoy'],
        isFree,
      })
      .returning();
    items[code] = row?.id ?? 0;
  }
  const lines: [string, string, string, 'month' | 'quarter', boolean][] = [
    ['GSO_CPI_CHI_SO_GIA_TIEU_DUNG', 'CPI', 'điểm', 'month', false],
    ['VN_CPI_TOTAL', 'CPI', 'điểm', 'month', true],
    ['VN_GDP_REAL_TOTAL', 'GDP_REAL', 'tỷ đồng', 'quarter', true],
    ['VS_FX_USDVND_CENTRAL', 'FX_USDVND', 'VND/USD', 'month', false],
    ['VN_CREDIT_YTD', 'CREDIT', '%', 'month', true],
  ];
  const ids: Record<string, number> = {};
  for (const [code, item, unit, frequency, isDemo] of lines) {
    const [row] = await db
      .insert(macroSeries)
      .values({
        code,
        menuItemId: items[item] ?? 0,
        nameVi: `Chuỗi ${code}`,
        unit,
        frequency,
        source: isDemo ? 'Dữ liệu minh họa (demo)' : 'Nguồn thật',
        isDemo,
      })
      .returning();
    ids[code] = row?.id ?? 0;
  }
  const values: (typeof macroValues.$inferInsert)[] = [];
  const add = (
    code: string,
    period: string,
    value: number,
    valueType = 'value',
    releaseDate: string | null = null,
  ) => values.push({ seriesId: ids[code] ?? 0, period, valueType, value, releaseDate, source: 'test' });
  add('GSO_CPI_CHI_SO_GIA_TIEU_DUNG', '2026-08-31', 3.1, 'yoy', '2026-09-06');
  add('GSO_CPI_CHI_SO_GIA_TIEU_DUNG', '2026-09-30', 3.4, 'yoy', '2026-10-06');
  add('GSO_CPI_CHI_SO_GIA_TIEU_DUNG', '2026-10-31', 2.9, 'yoy', '2026-11-06');
  add('VN_CPI_TOTAL', '2025-10-31', 100);
  add('VN_CPI_TOTAL', '2026-10-31', 150);
  add('VN_GDP_REAL_TOTAL', '2025-06-30', 100);
  add('VN_GDP_REAL_TOTAL', '2025-09-30', 110);
  add('VN_GDP_REAL_TOTAL', '2026-06-30', 106);
  add('VN_GDP_REAL_TOTAL', '2026-09-30', 115.5, 'value', '2026-10-06');
  add('VS_FX_USDVND_CENTRAL', '2026-09-30', 24_000, 'value', '2026-09-30');
  add('VS_FX_USDVND_CENTRAL', '2026-10-31', 24_300, 'value', '2026-10-31');
  add('VN_CREDIT_YTD', '2026-07-31', 5.0);
  add('VN_CREDIT_YTD', '2026-09-30', 6.2);
  await db.insert(macroValues).values(values);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  clearMacroCache();
  await seed();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function cards(role: 'anonymous' | 'PRO'): Promise<Map<string, MacroReleaseCard>> {
  const { status, data } = await get<MacroReleaseCalendarResponse>(macroReleaseCalendarRoute, {}, role);
  expect(status).toBe(200);
  return new Map((data?.cards ?? []).map((card) => [card.key, card]));
}

describe('GET /api/macro/release-calendar', () => {
  it('is registered and answers one card per calendar entry, in the table order', async () => {
    expect(API_ROUTES['/api/macro/release-calendar']).toBe(macroReleaseCalendarRoute);
    expect([...(await cards('PRO')).keys()]).toEqual(RELEASE_CALENDAR.map((entry) => entry.key));
  });

  it('CPI: the imported line wins over the demo one; yoy latest, previous and change in points', async () => {
    expect((await cards('PRO')).get('cpi')).toMatchObject({
      path: '/macro/cpi/cpi',
      seriesName: 'Chuỗi GSO_CPI_CHI_SO_GIA_TIEU_DUNG',
      unit: '%',
      frequency: 'month',
      isDemo: false,
      locked: false,
      latest: { period: '2026-10-31', label: 'T10/2026', value: 2.9 },
      previous: { period: '2026-09-30', label: 'T9/2026', value: 3.4 },
      change: -0.5,
      changePercent: null,
      lastRelease: '2026-11-06',
      nextPeriod: 'T11/2026',
      nextRelease: '2026-12-06',
      schedule: 'Khoảng ngày 6 tháng sau',
      reason: null,
    });
  });

  it('GDP: yoy computed from quarterly levels (115.5 / 110 and 106 / 100)', async () => {
    const gdp = (await cards('PRO')).get('gdp');
    expect(gdp?.latest?.label).toBe('Q3/2026');
    expect(gdp?.latest?.value).toBeCloseTo(5, 9);
    expect(gdp?.previous?.value).toBeCloseTo(6, 9);
    expect(gdp?.change).toBeCloseTo(-1, 9);
    expect(gdp).toMatchObject({ isDemo: true, nextPeriod: 'Q4/2026', nextRelease: '2027-01-06' });
  });

  it('USD/VND: a level gets its change and percent change; the next figure is the month-end', async () => {
    expect((await cards('PRO')).get('usd-vnd')).toMatchObject({
      unit: 'VND/USD',
      latest: { value: 24_300 },
      previous: { value: 24_000 },
      change: 300,
      changePercent: 1.25,
      lastRelease: '2026-10-31',
      nextRelease: '2026-11-30',
    });
  });

  it('credit: a missing previous month gives a reason, and a guest sees no figure of a paid line', async () => {
    expect((await cards('PRO')).get('credit')).toMatchObject({
      latest: { label: 'T9/2026', value: 6.2 },
      previous: null,
      change: null,
      reason: 'Thiếu số liệu kỳ trước (T8/2026)',
    });
    expect((await cards('anonymous')).get('credit')).toMatchObject({
      locked: true,
      latest: null,
      previous: null,
      reason: LOCKED_REASON,
    });
    // A free line is opened by any account: the guest is told to register, not to pay.
    expect((await cards('anonymous')).get('usd-vnd')).toMatchObject({
      locked: true,
      latest: null,
      reason: SIGN_IN_REASON,
    });
  });

  it('an entry without any stored line says so', async () => {
    expect((await cards('PRO')).get('bond-10y')).toMatchObject({
      latest: null,
      reason: 'Chưa có số liệu',
      path: '/macro/government-bond/yield',
    });
  });
});
