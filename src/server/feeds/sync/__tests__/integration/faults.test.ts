/**
 * Issue 34 "Faults and data safety" (a): the feed fails, stalls or answers garbage in the middle of
 * a day's pages during the daily sync. A passing fault is retried and the run completes; a lasting
 * one fails the run with a Vietnamese reason and writes nothing of that day, the lateness mark
 * counts the missing sessions, and the next run completes them with every row written once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { companies, feedDays, feedRuns, stockSessions } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startFakeSsi, type FakeFailure, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import { ssiFromIso } from '@/server/feeds/ssi/wireFields';
import type { SsiFeed } from '@/server/feeds/ssi/types';
import { getDataFreshness } from '@/server/modules/enterprise/enterprise.freshness';
import { rowsOf } from '@/server/modules/alerts/rows';
import { INTERRUPTED_ERROR } from '../../runs';
import { dailySync } from '../../sync';
import { feedFreshness } from '../../status';

// Friday 27/11/2026, 19:00 in Vietnam: that day's session is closed and expected.
const NOW = new Date('2026-11-27T12:00:00Z');
const FAILING = '2026-11-25';

let handle: DatabaseHandle;
let fake: FakeSsi;
let feed: SsiFeed;
/** The client's retries of DailyStockPrice pages: cause and delay (others, e.g. a slow listing, aside). */
let retries: { reason: string; delayMs: number }[];

/** Page 2 of the failing day's UPCOM prices fails `times` times as `kind`. */
function failMidDay(kind: FakeFailure, times: number): () => number {
  let hits = 0;
  fake.control.failWhen((endpoint, query) => {
    const target =
      endpoint === 'DailyStockPrice' &&
      query.market === 'UPCOM' &&
      query.fromdate === ssiFromIso(FAILING) &&
      query.pageindex === '2';
    if (!target) return null;
    hits += 1;
    return hits <= times ? kind : null;
  });
  return () => hits;
}

async function sessionsOn(date: string): Promise<string[]> {
  const rows = await handle.db
    .select({ ticker: stockSessions.ticker })
    .from(stockSessions)
    .where(eq(stockSessions.date, date));
  return rows.map((row) => row.ticker).sort();
}

function tradedOn(date: string): string[] {
  const market = fake.control.market;
  return market
    .tradedOn(market.indexOf(date) as number)
    .map((listing) => listing.symbol)
    .sort();
}

beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startFakeSsi({ tickers: 120, seed: 11, now: () => NOW });
  feed = createSsiClient({
    baseUrl: fake.url,
    ...fake.control.credentials,
    // Pages of 20 rows: UPCOM's day spans several, so page 2 is in the middle of it.
    pageSizes: { DailyStockPrice: 20 },
    timeoutMs: 1_000,
    sleep: () => Promise.resolve(),
    random: () => 0.5,
    onRetry: ({ endpoint, reason, delayMs }) => {
      if (endpoint === 'DailyStockPrice') retries.push({ reason, delayMs });
    },
  });
}, 60_000);

beforeEach(() => {
  retries = [];
  fake.control.failWhen(null);
});

afterAll(async () => {
  await fake.close();
  await handle.close();
});

test('faults that pass within the retries (a stall, a cut page) leave whole days; a lasting one stops the run at its day', async () => {
  let passing = 0;
  fake.control.failWhen((endpoint, query) => {
    if (endpoint !== 'DailyStockPrice') return null;
    if (query.market === 'HOSE' && query.pageindex === '2' && passing < 2) {
      passing += 1;
      return passing === 1 ? 'stall' : 'truncated';
    }
    return query.market === 'UPCOM' && query.fromdate === ssiFromIso(FAILING) ? 'http500' : null;
  });
  await expect(dailySync(handle.db, feed, 'test', NOW)).rejects.toThrow(
    'SSI không trả lời sau 4 lần thử (DailyStockPrice): HTTP 500',
  );
  // The stall and the cut page were retried after 500 ms, then 1 s; the failing day after 3 more.
  expect(passing).toBe(2);
  expect(retries).toEqual([
    { reason: 'hết thời gian chờ 1 giây', delayMs: 500 },
    { reason: 'lỗi mạng (UND_ERR_SOCKET)', delayMs: 1000 },
    { reason: 'HTTP 500', delayMs: 500 },
    { reason: 'HTTP 500', delayMs: 1000 },
    { reason: 'HTTP 500', delayMs: 2000 },
  ]);
  const written = await handle.db.select({ date: feedDays.date }).from(feedDays);
  expect(
    written
      .map((row) => row.date)
      .sort()
      .at(-1),
  ).toBe('2026-11-24');
  for (const { date } of written) expect(await sessionsOn(date)).toEqual(tradedOn(date));
  expect(await sessionsOn(FAILING)).toEqual([]);
}, 120_000);

test.each([
  ['stall', 'hết thời gian chờ 1 giây'],
  ['emptyPage', 'trả lời không đúng định dạng'],
  ['badRows', 'trả lời không đúng định dạng'],
  ['http429', 'HTTP 429'],
] as const)(
  'a lasting fault (%s) mid-day fails the run in Vietnamese and writes nothing of that day',
  async (kind, reason) => {
    const hits = failMidDay(kind, 99);
    await expect(dailySync(handle.db, feed, 'test', NOW)).rejects.toThrow(
      `SSI không trả lời sau 4 lần thử (DailyStockPrice): ${reason}`,
    );
    expect(hits()).toBe(4);
    expect(retries.map((retry) => retry.delayMs)).toEqual([500, 1000, 2000]);
    expect(await sessionsOn(FAILING)).toEqual([]);
    const [day] = await handle.db.select().from(feedDays).where(eq(feedDays.date, FAILING));
    expect(day).toBeUndefined();
    const failed = await handle.db
      .select({ error: feedRuns.error })
      .from(feedRuns)
      .where(and(eq(feedRuns.kind, 'daily'), eq(feedRuns.status, 'failed')));
    expect(failed.at(-1)?.error).toContain(reason);
  },
  60_000,
);

test('the lateness mark counts the missing sessions; the next run completes them, every row once', async () => {
  // Thursday 26 and Friday 27 come after the failing Wednesday: three sessions missing.
  const status = await feedFreshness(handle.db, NOW);
  expect(status).toMatchObject({ lastDay: '2026-11-24', expectedDay: '2026-11-27', late: true, behind: 3 });
  const [company] = await handle.db.select({ ticker: companies.ticker }).from(companies).limit(1);
  const page = await getDataFreshness(handle.db, company?.ticker as string, NOW, { feedConfigured: true });
  expect(page.feed).toMatchObject({ late: true, behind: 3 });
  expect(page.warnings.join(' ')).toContain('(thiếu 3 phiên)');

  const completed = await dailySync(handle.db, feed, 'test', NOW);
  expect(completed.missing).toEqual([]);
  expect(completed.daysWritten).toBe(3);
  for (const day of [FAILING, '2026-11-26', '2026-11-27'])
    expect(await sessionsOn(day)).toEqual(tradedOn(day));
  const duplicates = rowsOf<{ n: number | string }>(
    await handle.db.execute(sql`
      select count(*) as n from (
        select ticker, date from stock_sessions group by ticker, date having count(*) > 1
        union all
        select ticker, date from daily_prices group by ticker, date having count(*) > 1) d`),
  );
  expect(Number(duplicates[0]?.n)).toBe(0);
  expect(await feedFreshness(handle.db, NOW)).toMatchObject({ late: false, behind: 0 });
  const again = await dailySync(handle.db, feed, 'test', NOW);
  expect(again.days).toBe(0);
}, 120_000);

test("a run left 'running' by a process that died is closed as interrupted when its kind runs again", async () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const [dead, recent] = await handle.db
    .insert(feedRuns)
    .values([
      { source: 'ssi', kind: 'daily', status: 'running', trigger: 'schedule', startedAt: hoursAgo(3) },
      { source: 'ssi', kind: 'daily', status: 'running', trigger: 'cli', startedAt: hoursAgo(0.2) },
    ])
    .returning({ id: feedRuns.id });
  await dailySync(handle.db, feed, 'test', NOW);
  const statusOf = async (id: number | undefined) =>
    (
      await handle.db
        .select()
        .from(feedRuns)
        .where(eq(feedRuns.id, id ?? 0))
    )[0];
  expect(await statusOf(dead?.id)).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
  expect(INTERRUPTED_ERROR).toContain('Bị ngắt giữa chừng');
  // One that may still be working (a command-line run beside the job) is left alone.
  expect(await statusOf(recent?.id)).toMatchObject({ status: 'running', error: null });
}, 60_000);
