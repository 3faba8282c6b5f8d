/**
 * The console's "Nguồn dữ liệu" endpoints on the test database: administrators only; the overview
 * reflects feed_runs and feed_days as written; without SSI settings nothing can be queued (409); with
 * them each button queues its job in pg-boss (202 and a row in pgboss.job); bad dates are refused.
 */
import {
  DATA_SOURCE_MESSAGES,
  type DataSourcesOverview,
  type QueuedJob,
} from '@/common/contracts/adminDataSources';
import { vietnamToday } from '@/common/contracts/asOf';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { feedDays, feedRuns } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { resetEnvCache } from '@/server/env';
import { jobCatalog } from '@/server/jobs/catalog';
import { jobEngineFor, setJobEngine } from '@/server/jobs/runtime';
import { logger } from '@/server/logger';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { callRoute } from '../../../../../../tests/helpers/callRoute';

const SSI_ENV = {
  SSI_FC_URL: 'https://fc-data.ssi.example:8443/api/v2?secret=must-not-show',
  SSI_FC_CONSUMER_ID: 'consumer-id-value',
  SSI_FC_CONSUMER_SECRET: 'consumer-secret-value',
};
const ADMIN_ID = 5; // installRoleVerifier's id of the admin role (its index in ACCESS_ROLES)

let handle: DatabaseHandle;

function configureSsi(on: boolean) {
  if (on) Object.assign(process.env, SSI_ENV);
  else {
    delete process.env.SSI_FC_URL;
    delete process.env.SSI_FC_CONSUMER_ID;
    delete process.env.SSI_FC_CONSUMER_SECRET;
  }
  resetEnvCache();
}

const admin = { headers: roleHeaders('admin') };
const overview = async () => {
  const result = await callRoute<{ data: DataSourcesOverview }>('/api/admin/data-sources', admin);
  expect(result.status).toBe(200);
  return result.body.data;
};
const post = (path: string, body?: unknown) =>
  callRoute<{
    data: QueuedJob;
    code: string;
    message: string;
    details?: { path: string; message: string }[];
  }>(`/api/admin/data-sources/ssi/${path}`, { method: 'POST', body, ...admin });

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  configureSsi(false);
}, 60_000);

afterAll(async () => {
  const engine = await jobEngineFor(handle, logger).catch(() => null);
  await engine?.stop();
  setJobEngine(undefined);
  configureSsi(false);
  restoreVerifier();
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('the data sources overview', () => {
  it('is for administrators only: 401 without a token, 403 for a member', async () => {
    for (const path of ['/api/admin/data-sources']) {
      expect((await callRoute(path)).status).toBe(401);
      expect((await callRoute(path, { headers: roleHeaders('PRO') })).status).toBe(403);
    }
    for (const path of ['sync-day', 'backfill', 'listings']) {
      const url = `/api/admin/data-sources/ssi/${path}`;
      expect((await callRoute(url, { method: 'POST' })).status).toBe(401);
      expect((await callRoute(url, { method: 'POST', headers: roleHeaders('free') })).status).toBe(403);
    }
  });

  it('reflects the feed days and runs as written, and says the job queue does not exist yet', async () => {
    await handle.db.insert(feedDays).values({ source: 'ssi', date: '2026-01-05', stocks: 1600, indices: 30 });
    const rejections = Array.from({ length: 8 }, (_, i) => ({ key: `T${String(i)}`, reason: 'giá trống' }));
    await handle.db.insert(feedRuns).values([
      {
        source: 'ssi',
        kind: 'daily',
        status: 'succeeded',
        fromDate: '2026-01-05',
        toDate: '2026-01-05',
        daysWritten: 1,
        rowsWritten: 1630,
        rowsRejected: 8,
        rejections,
        requests: 40,
        trigger: 'schedule',
        startedAt: new Date('2026-01-05T10:30:00Z'),
        finishedAt: new Date('2026-01-05T10:32:05Z'),
      },
      {
        source: 'ssi',
        kind: 'backfill',
        status: 'failed',
        fromDate: '2026-01-06',
        toDate: '2026-01-09',
        requests: 3,
        error: 'SSI trả lỗi 503 sau 4 lần thử',
        trigger: 'admin:5',
        startedAt: new Date('2026-01-10T02:00:00Z'),
        finishedAt: new Date('2026-01-10T02:01:00Z'),
      },
    ]);
    const data = await overview();
    expect(data.ssi).toMatchObject({
      configured: false,
      host: null,
      lastDay: '2026-01-05',
      late: true,
      lastSuccess: { daily: '2026-01-05T10:32:05.000Z' },
    });
    expect(data.ssi.behind).toBeGreaterThan(5);
    expect(data.ssi.expectedDay && data.ssi.expectedDay > '2026-01-05').toBe(true);
    expect(data.ssi.runs.map((run) => run.kind)).toEqual(['backfill', 'daily']);
    const [failed, daily] = data.ssi.runs;
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'SSI trả lỗi 503 sau 4 lần thử',
      trigger: 'admin:5',
    });
    expect(daily).toMatchObject({ rowsWritten: 1630, rowsRejected: 8, requests: 40, durationMs: 125_000 });
    expect(daily?.rejections).toHaveLength(5);
    expect(data.imports).toEqual({ lastRunAt: null, lastStatus: null, runsLast7Days: 0 });
    expect(data.demo.companies).toBeGreaterThanOrEqual(0);
    expect(data.jobs.available).toBe(false);
    expect(data.jobs.note).toMatch(/pgboss/);
    expect(data.jobs.queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(['housekeeping', 'feed-daily', 'feed-backfill', 'feed-listings']),
    );
    // Jobs every deployment runs (housekeeping, the statements inbox) need no feed.
    for (const job of jobCatalog(null)) {
      expect(data.jobs.queues.find((queue) => queue.name === job.name)).toMatchObject({ needsFeed: false });
    }
    expect(data.jobs.queues.find((queue) => queue.name === 'feed-daily')).toMatchObject({
      cron: '30 15,17,19 * * 1-5',
      needsFeed: true,
    });
  });
});

describe('the re-run buttons', () => {
  it('refuse with 409 and a Vietnamese reason while SSI is not configured', async () => {
    for (const [path, body] of [
      ['sync-day', { date: '2026-01-06' }],
      ['backfill', { from: '2026-01-06', to: '2026-01-09' }],
      ['listings', undefined],
    ] as const) {
      const result = await post(path, body);
      expect({ path, status: result.status }).toEqual({ path, status: 409 });
      expect(result.body.message).toBe(DATA_SOURCE_MESSAGES.notConfigured);
    }
  });

  it('refuse bad dates with 400 and say why', async () => {
    configureSsi(true);
    const today = vietnamToday();
    const cases: [string, unknown, string][] = [
      ['sync-day', { date: '06/01/2026' }, DATA_SOURCE_MESSAGES.day],
      ['sync-day', { date: '2026-02-30' }, DATA_SOURCE_MESSAGES.day],
      ['sync-day', { date: '2999-01-01' }, DATA_SOURCE_MESSAGES.future],
      ['sync-day', { date: '1999-12-31' }, DATA_SOURCE_MESSAGES.tooEarly],
      ['backfill', { from: '2026-01-09', to: '2026-01-06' }, DATA_SOURCE_MESSAGES.order],
      ['backfill', { from: '2020-01-01', to: '2023-01-01' }, DATA_SOURCE_MESSAGES.span],
      [
        'backfill',
        { from: '2026-01-01', to: `${String(Number(today.slice(0, 4)) + 1)}-01-01` },
        DATA_SOURCE_MESSAGES.future,
      ],
    ];
    for (const [path, body, message] of cases) {
      const result = await post(path, body);
      expect({ body, status: result.status }).toEqual({ body, status: 400 });
      expect(result.body.details?.map((detail) => detail.message)).toContain(message);
    }
  });

  it('queue the day, the range and the listings in pg-boss with the admin as trigger (202)', async () => {
    configureSsi(true);
    const day = await post('sync-day', { date: '2026-01-06' });
    expect(day.status).toBe(202);
    expect(day.body.data).toEqual({
      jobId: expect.any(String) as string,
      message: DATA_SOURCE_MESSAGES.queued,
    });
    const range = await post('backfill', { from: '2025-12-01', to: '2025-12-31' });
    expect(range.status).toBe(202);
    const listings = await post('listings');
    expect(listings.status).toBe(202);

    const { rows } = await handle.executeSql(
      'SELECT id::text AS id, name, data, state::text AS state FROM pgboss.job ORDER BY created_on',
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(day.body.data.jobId)).toMatchObject({
      name: 'feed-backfill',
      state: 'created',
      data: { from: '2026-01-06', to: '2026-01-06', trigger: `admin:${String(ADMIN_ID)}` },
    });
    expect(byId.get(range.body.data.jobId)).toMatchObject({
      name: 'feed-backfill',
      data: { from: '2025-12-01', to: '2025-12-31', trigger: `admin:${String(ADMIN_ID)}` },
    });
    expect(byId.get(listings.body.data.jobId)).toMatchObject({ name: 'feed-listings' });

    // The overview now shows the queue, and the settings without any secret.
    const data = await overview();
    expect(data.ssi).toMatchObject({ configured: true, host: 'fc-data.ssi.example:8443', secretSet: true });
    const text = JSON.stringify(data);
    for (const secret of ['consumer-id-value', 'consumer-secret-value', 'must-not-show']) {
      expect(text).not.toContain(secret);
    }
    expect(data.jobs.available).toBe(true);
    const backfill = data.jobs.queues.find((queue) => queue.name === 'feed-backfill');
    expect(backfill?.counts.created).toBe(2);
    expect(backfill?.latest?.id).toBe(range.body.data.jobId);
    expect(data.jobs.recent.map((job) => job.id)).toEqual(
      expect.arrayContaining([day.body.data.jobId, range.body.data.jobId, listings.body.data.jobId]),
    );
  }, 60_000);

  it("show a failed job with its message only (no stack) and count it among the week's failures", async () => {
    const { boss } = await jobEngineFor(handle, logger);
    await boss.createQueue('housekeeping', { name: 'housekeeping', retryLimit: 0 });
    const id = await boss.send('housekeeping', {});
    expect(id).toEqual(expect.any(String));
    await boss.fail('housekeeping', id as string, new Error('mất kết nối cơ sở dữ liệu'));
    const data = await overview();
    const housekeeping = data.jobs.queues.find((queue) => queue.name === 'housekeeping');
    expect(housekeeping?.counts.failed).toBe(1);
    expect(housekeeping?.latest).toMatchObject({ id, state: 'failed', message: 'mất kết nối cơ sở dữ liệu' });
    expect(JSON.stringify(data.jobs)).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
