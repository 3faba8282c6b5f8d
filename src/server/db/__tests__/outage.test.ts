/**
 * Fault: the database goes away and comes back. While it is unreachable every data route answers 503
 * with Retry-After and the code table's Vietnamese message; once it is back the same process answers
 * 200 again, without a restart.
 *
 * PostgreSQL (TEST_DATABASE_URL): a TCP proxy sits between the node-postgres pool and the real server;
 * cutting it destroys every open connection (idle pool clients, a transaction's client) and refuses new
 * ones, reopening it lets the pool connect again. PGlite runs in process and cannot become unreachable,
 * so the default pass makes its queries fail the way a closed PGlite does and then restores them.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openEnvelope } from '@/lib/envelope';
import { corpProfileRoute } from '@/server/modules/enterprise/enterprise.handlers';
import { healthRoute } from '@/server/modules/health/health.handlers';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { TcpFault } from '../../../../tests/helpers/tcpFault';
import { AppError } from '../../core/errors';
import { clearResponseCache } from '../../http/responseCache';
import { openPostgres, setDatabaseHandle, type DatabaseHandle } from '../client';
import { isDatabaseUnavailable } from '../errors';
import { companies } from '../schema';
import { createTestDatabase } from '../testing';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const UNAVAILABLE_MESSAGE = new AppError('DATABASE_UNAVAILABLE').message;

/**
 * Makes every query of a PGlite instance fail as a closed PGlite does (own properties shadowing its
 * methods); the returned function removes them again.
 */
function breakPglite(client: PGlite): () => void {
  const methods = ['query', 'exec', 'transaction'] as const;
  const closed = () => Promise.reject(new Error('PGlite is closed'));
  for (const name of methods) Object.defineProperty(client, name, { value: closed, configurable: true });
  return () => {
    for (const name of methods) Reflect.deleteProperty(client, name);
  };
}

let handle: DatabaseHandle;
/** The handle the routes use: on PostgreSQL, a pool that connects through the proxy. */
let served: DatabaseHandle;
let proxy: TcpFault | undefined;
let outage: { start(): Promise<void>; end(): Promise<void> };

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(companies).values({
    ticker: 'FPT',
    nameVi: 'Công ty Cổ phần FPT',
    exchange: 'HOSE',
    companyType: 'non_financial',
    searchText: 'fpt cong ty co phan fpt',
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const target = new URL(adminUrl);
    proxy = new TcpFault(target.hostname, Number(target.port || 5432));
    await proxy.restore();
    // Both drivers answer { rows }; the shared Database type leaves the answer untyped.
    const answer: unknown = await handle.db.execute(sql`select current_database() as name`);
    const result = answer as { rows: { name: string }[] };
    const url = new URL(adminUrl);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${String(result.rows[0]?.name)}`;
    served = openPostgres(url.toString(), 3);
    const cutting = proxy;
    outage = { start: () => cutting.cut(), end: () => cutting.restore() };
  } else {
    served = handle;
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    let restore: (() => void) | undefined;
    outage = {
      start: () => {
        restore = breakPglite(client);
        return Promise.resolve();
      },
      end: () => {
        restore?.();
        return Promise.resolve();
      },
    };
  }
  setDatabaseHandle(served);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  if (served !== handle) await served.close();
  await proxy?.cut();
  await handle.close();
});

beforeEach(() => {
  // A public data answer is kept 60 s; each step below must reach the database.
  clearResponseCache();
});

async function expectUp(): Promise<void> {
  const profile = await callRoute<{ hashCode: string }>(corpProfileRoute, { query: { ticket: 'FPT' } });
  expect(profile.status).toBe(200);
  expect(openEnvelope(profile.body.hashCode)).toMatchObject({ ticker: 'FPT' });
  const health = await callRoute<{ data: { database: string } }>(healthRoute);
  expect(health.status).toBe(200);
  expect(health.body.data.database).toBe('up');
}

async function expectDown(): Promise<void> {
  const profile = await callRoute<{ code: string; message: string }>(corpProfileRoute, {
    query: { ticket: 'FPT' },
  });
  expect(profile.status).toBe(503);
  expect(profile.headers['retry-after']).toBe('5');
  expect(profile.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
  expect(profile.body.message).toBe(
    'Cơ sở dữ liệu tạm thời không truy cập được. Vui lòng thử lại sau ít phút.',
  );
  const health = await callRoute<{ data: { database: string } }>(healthRoute);
  expect(health.status).toBe(503);
  expect(health.body.data.database).toBe('down');
}

describe(`the database going away and coming back (${onPostgres ? 'PostgreSQL through a TCP proxy' : 'PGlite, simulated'})`, () => {
  it('answers 503 with Retry-After while it is away and 200 again once it is back, without a restart', async () => {
    await expectUp();
    // Several requests in a row warm the pool so idle clients exist when the connections die.
    await Promise.all([expectUp(), expectUp(), expectUp()]);

    await outage.start();
    // Idle clients see their sockets close; the pool must drop them without crashing the process.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clearResponseCache();
      await expectDown();
    }

    await outage.end();
    clearResponseCache();
    await expectUp();
    // And stays up: concurrent requests get fresh connections.
    await Promise.all([expectUp(), expectUp(), expectUp()]);
  });

  // PGlite runs in this process: it has no connection that could die in the middle of a transaction.
  const onPostgresIt = onPostgres ? it : it.skip;
  onPostgresIt(
    'fails a transaction whose connection dies half way as unavailable, and recovers (PostgreSQL only: PGlite has no connection to lose)',
    async () => {
      const failure = await served.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await outage.start();
          await tx.execute(sql`select 2`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await expectDown();

      await outage.end();
      clearResponseCache();
      await expectUp();
    },
  );
});
