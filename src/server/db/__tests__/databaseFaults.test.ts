/**
 * The database goes away during a screener query and a finance query (issue 34, "Faults and data
 * safety"), on a real PostgreSQL reached through a TCP proxy the test cuts, stalls and restores
 * (tests/helpers/tcpFault.ts): routes answer 503 DATABASE_UNAVAILABLE with the Vietnamese message
 * and Retry-After, /api/health answers 503, a query killed in flight (proxy cut, pg_terminate_backend)
 * is a 503 and no crash, a hung database costs a request at most the query timeout, and the same
 * process answers 200 again once the database is back. The screener keeps answering from the facts
 * it already built. PostgreSQL only: PGlite runs in this process and cannot go away.
 */
import { sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import type { ScreenerResponse } from '@/common/contracts/screener';
import { openEnvelope } from '@/lib/envelope';
import { AppError } from '@/server/core/errors';
import { resetEnvCache } from '@/server/env';
import { financeDataRoute } from '@/server/modules/finance/finance.handlers';
import { healthRoute } from '@/server/modules/health/health.handlers';
import { screenerRunRoute } from '@/server/modules/screener/screener.handlers';
import { overviewServerSideProps } from '@/ssr/overview';
import { callRoute, type RouteResult } from '../../../../tests/helpers/callRoute';
import { servedThroughFault, type TcpFault } from '../../../../tests/helpers/tcpFault';
import { clearResponseCache } from '../../http/responseCache';
import { clearFinanceCache } from '../../modules/finance/finance.cache';
import { databaseLooksDown } from '../availability';
import { setDatabaseHandle, type DatabaseHandle } from '../client';
import { isDatabaseUnavailable } from '../errors';
import { companies } from '../schema';
import { createTestDatabase } from '../testing';

const adminUrl = process.env.TEST_DATABASE_URL;
const MESSAGE = 'Cơ sở dữ liệu tạm thời không truy cập được. Vui lòng thử lại sau ít phút.';
/**
 * The served pool's timeouts, short so a hung database costs the test seconds, not a minute; long
 * enough for a connection on a loaded machine.
 */
const TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '3000', DATABASE_QUERY_TIMEOUT_MS: '2000' };

let handle: DatabaseHandle;
let served: DatabaseHandle;
let fault: TcpFault;

const describeOnPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) {
  console.info('databaseFaults.test.ts skipped: it needs TEST_DATABASE_URL (a PostgreSQL to cut off)');
}

beforeAll(async () => {
  if (!adminUrl) return;
  handle = await createTestDatabase();
  await handle.db.insert(companies).values({
    ticker: 'FPT',
    nameVi: 'Công ty Cổ phần FPT',
    exchange: 'HOSE',
    companyType: 'non_financial',
    searchText: 'fpt cong ty co phan fpt',
  });
  Object.assign(process.env, TIMEOUTS);
  resetEnvCache();
  ({ fault, served } = await servedThroughFault(handle, adminUrl));
  for (const name of Object.keys(TIMEOUTS)) Reflect.deleteProperty(process.env, name);
  resetEnvCache();
  setDatabaseHandle(served);
});

afterAll(async () => {
  if (!adminUrl) return;
  setDatabaseHandle(undefined);
  await served.close();
  await fault.cut();
  await handle.close();
});

// Each call clears the response cache and the finance cache (kept answers, which may keep answering
// while the database is away): it must reach the database.
function screen(): Promise<RouteResult<{ hashCode: string }>> {
  clearResponseCache();
  return callRoute(screenerRunRoute, { query: { c: 'EXCHANGE~HOSE' } });
}
function finance(): Promise<RouteResult> {
  clearResponseCache();
  clearFinanceCache();
  return callRoute(financeDataRoute, {
    query: { ticket: 'FPT', tableName: 'BALANCE_SHEET', period: 'quarter' },
  });
}
const health = () => callRoute<{ data: { database: string } }>(healthRoute);

/**
 * Waits until the pool has noticed that its connections died. A connection killed while idle is
 * dropped when its socket's end arrives; a request that borrows it a moment before gets one more
 * 503, correct but not what a step "after the database is back" should meet.
 */
async function poolDrained(): Promise<void> {
  const pool = (served.db as unknown as { $client: { totalCount: number } }).$client;
  for (let waited = 0; pool.totalCount > 0 && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(pool.totalCount).toBe(0);
}

/** The database goes away, and the pool has seen it. */
async function cut(): Promise<void> {
  await fault.cut();
  await poolDrained();
}

function expectUnavailable(result: RouteResult): void {
  expect(result.status).toBe(503);
  expect(result.headers['retry-after']).toBe('5');
  expect(result.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: MESSAGE });
}

async function expectServing(): Promise<void> {
  expect((await screen()).status).toBe(200);
  expect((await finance()).status).toBe(200);
  const up = await health();
  expect(up.status).toBe(200);
  expect(up.body.data.database).toBe('up');
  expect(databaseLooksDown()).toBe(false);
}

describeOnPostgres('the database going away (PostgreSQL through a TCP proxy)', () => {
  it('the code table carries the message', () => {
    expect(new AppError('DATABASE_UNAVAILABLE')).toMatchObject({ status: 503, message: MESSAGE });
  });

  it('answers 503 with the message and Retry-After while it is away, 200 again once it is back', async () => {
    await cut();
    // The screener's facts were never built: nothing to answer from.
    expectUnavailable(await screen());
    expectUnavailable(await finance());
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.data.database).toBe('down');
    expect(databaseLooksDown()).toBe(true);

    await fault.restore();
    await expectServing();
  });

  it('keeps screening from the facts already built while the database is away', async () => {
    const before = await screen();
    expect(before.status).toBe(200);
    // Past the fingerprint's recheck interval, so the next screen asks the database.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await cut();
    const during = await screen();
    expect(during.status).toBe(200);
    // The same facts, dated when they were built.
    const kept = (await openEnvelope(during.body.hashCode)) as ScreenerResponse;
    expect(kept).toEqual(await openEnvelope(before.body.hashCode));
    expect(kept.asOf.builtAt).toEqual(expect.any(String));
    expectUnavailable(await finance());
    await fault.restore();
    await expectServing();
  });

  it('fails the server rendering of a company page as unavailable, which the server answers 503', async () => {
    await cut();
    const ctx = {
      params: { ticker: 'FPT' },
      query: { ticker: 'FPT' },
      resolvedUrl: '/enterprise/FPT/overview',
      req: {},
      res: {},
    } as unknown as GetServerSidePropsContext;
    const failure = await overviewServerSideProps(ctx).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // What src/server/web/pageFaults.ts reads to turn Next's 500 into a 503.
    expect(databaseLooksDown()).toBe(true);
    await fault.restore();
    const page = await overviewServerSideProps(ctx);
    expect(page).toHaveProperty('props.initialReduxState');
    expect(databaseLooksDown()).toBe(false);
  });

  it('fails a query whose connection is cut in flight as unavailable, without a crash', async () => {
    const sleeping = served.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (error: unknown) => error,
    );
    const route = finance();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cut();
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
    const answer = await route;
    // The route may have finished before the cut; if not, it is a 503.
    if (answer.status !== 200) expectUnavailable(answer);
    expectUnavailable(await finance());
    await fault.restore();
    await expectServing();
  });

  it('fails queries of connections the server terminates (pg_terminate_backend) as unavailable', async () => {
    await expectServing();
    const sleeping = served.db.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const database = sql.raw('current_database()');
    // Every connection of the served pool: the proxy's side of them comes from this machine too, so
    // all but the admin's own connection are ended (57P01 admin_shutdown).
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`,
    );
    const failure = await sleeping;
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool drops the broken clients; the next requests open new connections.
    await poolDrained();
    await expectServing();
  });

  it('costs a request at most the query timeout when the database hangs, then recovers', async () => {
    await expectServing();
    fault.stall();
    const started = Date.now();
    expectUnavailable(await finance());
    expectUnavailable(await finance());
    // Two requests: the query timeout (2 s) on a pool client, or the connect timeout (3 s).
    expect(Date.now() - started).toBeLessThan(12_000);
    await fault.restore();
    await poolDrained();
    await expectServing();
  }, 30_000);
});
