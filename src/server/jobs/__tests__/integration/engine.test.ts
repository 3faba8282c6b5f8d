/**
 * The job engine on the test database (PGlite, or PostgreSQL under TEST_DATABASE_URL): a sent job
 * runs and its effects land; a failing job is retried; on PostgreSQL two app instances that both
 * schedule the same job run it once per tick.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '@/server/db/client';
import { feedDays } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startFakeSsi, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import { logger } from '@/server/logger';
import { feedJobs, JOB_NAMES } from '../../catalog';
import { startJobEngine, type JobDefinition, type JobEngine } from '../../engine';
import { until } from '../../../../../tests/helpers/until';

let handle: DatabaseHandle;
let fake: FakeSsi;
const engines: JobEngine[] = [];
const schema = () => `pgboss_test_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startFakeSsi({ tickers: 40, seed: 3, now: () => new Date('2026-11-27T12:00:00Z') });
}, 60_000);

afterAll(async () => {
  for (const engine of engines) await engine.stop();
  await fake.close();
  await handle.close();
});

test('the daily feed job sent to the engine syncs the missing days', async () => {
  const feed = createSsiClient({
    baseUrl: fake.url,
    ...fake.control.credentials,
    sleep: () => Promise.resolve(),
  });
  const engine = await startJobEngine({
    handle,
    logger,
    jobs: feedJobs(feed),
    schedule: false,
    schema: schema(),
    pollingIntervalSeconds: 0.5,
  });
  engines.push(engine);
  const id = await engine.send(JOB_NAMES.feedDaily, { trigger: 'test' });
  expect(id).toEqual(expect.any(String));
  const job = await until(async () => {
    const found = await engine.boss.getJobById(JOB_NAMES.feedDaily, id as string);
    return found?.state === 'completed' || found?.state === 'failed' ? found : null;
  }, 60_000);
  expect(job.state).toBe('completed');
  const days = await handle.db.select().from(feedDays);
  expect(days.length).toBeGreaterThanOrEqual(9);
}, 90_000);

test('a failing job is retried by the engine until it succeeds', async () => {
  let attempts = 0;
  const flaky: JobDefinition = {
    name: 'test-flaky',
    label: 'thử',
    retryLimit: 3,
    retryDelay: 1,
    run: () => {
      attempts += 1;
      if (attempts < 3) return Promise.reject(new Error('lỗi tạm thời'));
      return Promise.resolve({ ok: true });
    },
  };
  const engine = await startJobEngine({
    handle,
    logger,
    jobs: [flaky],
    schedule: false,
    schema: schema(),
    pollingIntervalSeconds: 0.5,
  });
  engines.push(engine);
  const id = (await engine.send('test-flaky')) as string;
  const job = await until(async () => {
    const found = await engine.boss.getJobById('test-flaky', id);
    return found?.state === 'completed' ? found : null;
  }, 60_000);
  expect(job.retryCount).toBe(2);
  expect(attempts).toBe(3);
}, 90_000);

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  'two app instances on one PostgreSQL that schedule the same job run it once per tick',
  async () => {
    const result = await handle.db.execute(sql`select current_database() as name`);
    const name = String((result as { rows?: { name?: string }[] }).rows?.[0]?.name);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const second = openPostgres(url.toString(), 4);
    const runs: { instance: string; at: number }[] = [];
    const job = (instance: string): JobDefinition => ({
      name: 'test-every-minute',
      label: 'thử',
      cron: '* * * * *',
      policy: 'singleton',
      run: () => {
        runs.push({ instance, at: Date.now() });
        return Promise.resolve();
      },
    });
    const shared = schema();
    const options = { logger, schema: shared, pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 };
    const first = await startJobEngine({ ...options, handle, jobs: [job('A')] });
    const other = await startJobEngine({ ...options, handle: second, jobs: [job('B')] });
    try {
      await until(() => Promise.resolve(runs.length > 0), 75_000);
      // Both instances keep checking the schedule every second; no second run comes for that tick.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      const tick = Math.floor((runs[0]?.at ?? 0) / 60_000);
      expect(runs.filter((run) => Math.floor(run.at / 60_000) === tick)).toHaveLength(1);
    } finally {
      await first.stop();
      await other.stop();
      await second.close();
    }
  },
  150_000,
);
