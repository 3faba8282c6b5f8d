/**
 * The database goes away in the middle of the feed's daily sync (issue 34, "Faults and data safety"),
 * on a real PostgreSQL reached through a TCP proxy the test cuts (tests/helpers/tcpFault.ts): the
 * connection dies while a day's transaction has written its stock sessions and is writing its prices.
 * The run fails with an error the job engine retries (classified as the database being away, not the
 * feed's error swallowed by a failed run record), nothing of that day or later stays, and the rerun
 * once the database is back writes every day whole, once. Feed-side faults are in
 * src/server/feeds/ssi/__tests__. PostgreSQL only: PGlite runs in this process and cannot go away.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '@/server/db/errors';
import type { DatabaseHandle } from '@/server/db/client';
import { dailyPrices, feedDays, indexSessions, stockSessions } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startFakeSsi, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import type { SsiFeed } from '@/server/feeds/ssi/types';
import { servedThroughFault, type TcpFault } from '../../../../../../tests/helpers/tcpFault';
import { backfill, dailySync } from '../../sync';

// Friday 27/11/2026, 19:00 in Vietnam: the week's sessions are closed.
const NOW = new Date('2026-11-27T12:00:00Z');
const adminUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) {
  console.info('dbOutage.test.ts skipped: it needs TEST_DATABASE_URL (a PostgreSQL to cut off)');
}

let handle: DatabaseHandle;
let served: DatabaseHandle;
let fault: TcpFault;
let fake: FakeSsi;
let feed: SsiFeed;

beforeAll(async () => {
  if (!adminUrl) return;
  handle = await createTestDatabase();
  fake = await startFakeSsi({ tickers: 30, seed: 11, now: () => NOW });
  feed = createSsiClient({
    baseUrl: fake.url,
    ...fake.control.credentials,
    sleep: () => Promise.resolve(),
    timeoutMs: 2_000,
  });
  ({ fault, served } = await servedThroughFault(handle, adminUrl));
  // The weeks before, written while the database is up.
  await backfill(handle.db, feed, { from: '2026-11-09', to: '2026-11-20', trigger: 'test' }, NOW);
}, 60_000);

afterAll(async () => {
  if (!adminUrl) return;
  await served.close();
  await fault.cut();
  await fake.close();
  await handle.close();
});

/** Rows of each day's tables on these dates (the day's completion mark included). */
async function rowsOn(dates: string[]): Promise<Record<string, number>> {
  const count = async (table: typeof stockSessions | typeof dailyPrices | typeof indexSessions) =>
    (await handle.db.select({ date: table.date }).from(table).where(inArray(table.date, dates))).length;
  return {
    stockSessions: await count(stockSessions),
    dailyPrices: await count(dailyPrices),
    indexSessions: await count(indexSessions),
    feedDays: (await handle.db.select().from(feedDays).where(inArray(feedDays.date, dates))).length,
  };
}

/** Resolves once the served pool is inside a day's price insert (held open by a slow trigger). */
async function insideDayWrite(): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer: unknown = await handle.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query ilike 'insert into "daily_prices"%'`,
    );
    if ((answer as { rows: { n: number }[] }).rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the sync never reached a day write');
}

describeOnPostgres('the database going away during the daily sync (PostgreSQL through a TCP proxy)', () => {
  const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

  it('fails the run, leaves no part of the day, and the rerun once it is back writes each day whole once', async () => {
    // Each price insert sleeps, so the cut lands inside the transaction after its stock sessions.
    await handle.db.execute(sql`
      create function slow_prices() returns trigger language plpgsql as
        $$ begin perform pg_sleep(0.5); return null; end $$;
      create trigger slow_prices after insert on daily_prices
        for each statement execute function slow_prices()`);
    const running = dailySync(served.db, feed, 'test', NOW).then(
      () => null,
      (error: unknown) => error,
    );
    await insideDayWrite();
    await fault.cut();
    const failure = await running;
    // The job fails (pg-boss retries it with backoff) with the database's error.
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The error of the day's write (drizzle reports its failed rollback), not the one of recording
    // the failed run, which cannot be recorded while the database is away.
    expect(String(failure)).not.toMatch(/feed_runs/);
    expect(await rowsOn(WEEK)).toEqual({ stockSessions: 0, dailyPrices: 0, indexSessions: 0, feedDays: 0 });

    await handle.db.execute(sql`drop trigger slow_prices on daily_prices; drop function slow_prices()`);
    await fault.restore();
    const rerun = await dailySync(served.db, feed, 'test', NOW);
    expect(rerun.daysWritten).toBe(WEEK.length);
    const traded = await handle.db
      .select({ date: stockSessions.date, n: sql<number>`count(*)::int` })
      .from(stockSessions)
      .where(inArray(stockSessions.date, WEEK))
      .groupBy(stockSessions.date);
    expect(traded.map((row) => row.date).sort()).toEqual(WEEK);
    const written = await rowsOn(WEEK);
    expect(written.feedDays).toBe(WEEK.length);
    expect(written.dailyPrices).toBe(written.stockSessions);
    // Each day's mark counts exactly the sessions stored: written whole, once.
    for (const row of traded) {
      const [mark] = await handle.db.select().from(feedDays).where(eq(feedDays.date, row.date));
      expect(mark?.stocks).toBe(row.n);
    }
    // A third run has nothing left to do.
    expect((await dailySync(served.db, feed, 'test', NOW)).daysWritten).toBe(0);
  }, 60_000);
});
