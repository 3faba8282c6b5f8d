/**
 * Feed lateness (docs/DATA.md "Freshness"): a trading day's session is expected by 17:00 Vietnam
 * time; before that the previous trading day is enough; holidays and weekends expect nothing new.
 */
import type { DatabaseHandle } from '@/server/db/client';
import { companies, dailyPrices, feedDays } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { getDataFreshness } from '@/server/modules/enterprise/enterprise.freshness';
import { ensureHolidays } from '../../calendar';
import { feedFreshness } from '../../status';

let handle: DatabaseHandle;
const at = (iso: string, time: string) => new Date(`${iso}T${time}:00+07:00`);

beforeAll(async () => {
  handle = await createTestDatabase();
  await ensureHolidays(handle.db, '2026-11-27');
  await handle.db.insert(feedDays).values({ source: 'ssi', date: '2026-11-26', stocks: 10, indices: 4 });
});

afterAll(async () => {
  await handle.close();
});

test('before 17:00 on Friday the Thursday session is enough', async () => {
  const status = await feedFreshness(handle.db, at('2026-11-27', '16:59'));
  expect(status).toMatchObject({ lastDay: '2026-11-26', expectedDay: '2026-11-26', late: false, behind: 0 });
});

test('at 17:00 on Friday without its session the feed is late by one session', async () => {
  const status = await feedFreshness(handle.db, at('2026-11-27', '17:00'));
  expect(status).toMatchObject({ expectedDay: '2026-11-27', late: true, behind: 1 });
});

test('on Monday morning the Friday session is expected: two sessions behind when it is missing too', async () => {
  const status = await feedFreshness(handle.db, at('2026-11-30', '08:00'));
  expect(status).toMatchObject({ expectedDay: '2026-11-27', late: true, behind: 1 });
  const evening = await feedFreshness(handle.db, at('2026-11-30', '18:00'));
  expect(evening).toMatchObject({ expectedDay: '2026-11-30', late: true, behind: 2 });
});

test('a holiday expects nothing new: 2 September 2026 (Wednesday) expects the Tuesday session', async () => {
  const status = await feedFreshness(handle.db, at('2026-09-02', '18:00'));
  expect(status.expectedDay).toBe('2026-09-01');
});

test('company pages carry the mark and a warning when the configured feed is late', async () => {
  await handle.db.insert(companies).values({ ticker: 'AAA', nameVi: 'A', companyType: 'non_financial' });
  await handle.db.insert(dailyPrices).values({
    ticker: 'AAA',
    date: '2026-11-26',
    open: 10_000,
    high: 10_000,
    low: 10_000,
    close: 10_000,
    volume: 1,
    source: 'ssi',
  });
  const late = await getDataFreshness(handle.db, 'AAA', at('2026-11-27', '18:00'), { feedConfigured: true });
  expect(late.prices).toMatchObject({ sourceLabel: 'SSI FastConnect Data', lastDate: '2026-11-26' });
  expect(late.feed).toMatchObject({ late: true, expectedDay: '2026-11-27', behind: 1 });
  expect(late.warnings.join(' ')).toContain(
    'Nguồn SSI FastConnect Data đang chậm: chưa có dữ liệu phiên 2026-11-27',
  );
  const demo = await getDataFreshness(handle.db, 'AAA', at('2026-11-27', '18:00'));
  expect(demo.feed).toBeNull();
});
