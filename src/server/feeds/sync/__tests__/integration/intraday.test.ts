/**
 * The intraday refresh against the fake feed: during a session the tracked indices' 1-minute bars up
 * to now and the price board; outside the session, on a weekend or a holiday, nothing is asked.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { intradayBars, priceBoard } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startFakeSsi, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import type { SsiFeed } from '@/server/feeds/ssi/types';
import { ensureHolidays } from '../../calendar';
import { refreshIntraday } from '../../intraday';
import { refreshListings, trackedIndices } from '../../sync';

// Thursday 26/11/2026, 10:30 in Vietnam: the morning session is open.
let clock = new Date('2026-11-26T03:30:00Z');
let handle: DatabaseHandle;
let fake: FakeSsi;
let feed: SsiFeed;

beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startFakeSsi({ tickers: 40, seed: 5, now: () => clock });
  feed = createSsiClient({ baseUrl: fake.url, ...fake.control.credentials, sleep: () => Promise.resolve() });
  await ensureHolidays(handle.db, '2026-11-26');
  await refreshListings(handle.db, feed, 'test', clock);
}, 60_000);

afterAll(async () => {
  await fake.close();
  await handle.close();
});

test('during the session: bars of every tracked index up to now, and the board of every listed stock', async () => {
  const result = await refreshIntraday(handle.db, feed, clock);
  expect(result.refreshed).toBe(true);
  const tracked = await trackedIndices(handle.db);
  const bars = await handle.db.select().from(intradayBars);
  expect(new Set(bars.map((bar) => bar.symbol))).toEqual(new Set(tracked));
  for (const bar of bars) {
    expect(bar.at.getTime()).toBeLessThanOrEqual(clock.getTime());
    expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
    expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
  }
  const board = await handle.db.select().from(priceBoard);
  expect(board.length).toBe(fake.control.market.activeListings().length);
  expect(board.every((row) => row.date === '2026-11-26' && row.source === 'ssi')).toBe(true);
  // Asked again at the same time: nothing changed, nothing written.
  const again = await refreshIntraday(handle.db, feed, clock);
  expect(again.refreshed && again.rowsWritten).toBe(0);
}, 60_000);

test('later in the day the board moves on and more bars arrive', async () => {
  const before = (await handle.db.select().from(intradayBars).where(eq(intradayBars.symbol, 'VNINDEX')))
    .length;
  clock = new Date('2026-11-26T06:30:00Z'); // 13:30
  const result = await refreshIntraday(handle.db, feed, clock);
  expect(result.refreshed && result.rowsWritten).toBeGreaterThan(0);
  const after = (await handle.db.select().from(intradayBars).where(eq(intradayBars.symbol, 'VNINDEX')))
    .length;
  expect(after).toBeGreaterThan(before);
}, 60_000);

test('outside trading hours, on a weekend and on a holiday it asks the feed nothing', async () => {
  const requests = () => Object.values(fake.control.requests).reduce((sum, count) => sum + count, 0);
  const before = requests();
  expect(await refreshIntraday(handle.db, feed, new Date('2026-11-26T12:00:00Z'))).toEqual({
    refreshed: false,
    reason: 'ngoài giờ giao dịch',
  });
  expect(await refreshIntraday(handle.db, feed, new Date('2026-11-28T03:30:00Z'))).toEqual({
    refreshed: false,
    reason: 'không phải ngày giao dịch',
  });
  await ensureHolidays(handle.db, '2026-09-02');
  expect((await refreshIntraday(handle.db, feed, new Date('2026-09-02T03:30:00Z'))).refreshed).toBe(false);
  expect(requests()).toBe(before);
});
