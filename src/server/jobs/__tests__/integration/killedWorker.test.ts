/**
 * Issue 34 "Faults and data safety" (b): a job worker killed mid-job (SIGKILL, in a child process,
 * after it took the job and before it committed) does not lose the job nor apply it twice. The
 * job stays active until its expireInSeconds; pg-boss's maintenance then fails it into its retry,
 * which a second worker (this process's) takes and completes; its effect exists exactly once
 * (the probe writes in one transaction, the daily feed sync writes each day in its own and skips
 * the days already written).
 *
 * PostgreSQL only (a second process cannot open the embedded PGlite of this one): skipped without
 * TEST_DATABASE_URL; CI's PostgreSQL pass runs it (this file calls createTestDatabase).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { feedDays, feedRuns } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startFakeSsi, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import { logger } from '@/server/logger';
import { rowsOf } from '@/server/modules/alerts/rows';
import {
  PROBE_JOB,
  PROBE_TABLE_SQL,
  probeJob,
  shortFeedDailyJob,
} from '../../../../../tests/helpers/killedJobs';
import { startJobEngine, type JobDefinition, type JobEngine } from '../../engine';
import { until } from '../../../../../tests/helpers/until';

const postgres = process.env.TEST_DATABASE_URL;
const onPostgres = postgres ? describe : describe.skip;
if (!postgres) {
  console.info(
    'killedWorker.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), not the embedded PGlite',
  );
}

const WORKER = path.resolve(__dirname, '../../../../../tests/helpers/jobWorker.ts');
let handle: DatabaseHandle;
let databaseUrl: string;
const engines: JobEngine[] = [];
const children: ChildProcess[] = [];

/** Starts the child worker; resolves with it and a promise of its "started <id>" line. */
async function startChild(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; started: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, WORKER_DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  let onStarted: (id: string) => void = () => undefined;
  const started = new Promise<string>((resolve) => {
    onStarted = resolve;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve();
      const id = /started (\S+)\n/.exec(output)?.[1];
      if (id) onStarted(id);
    });
    child.on('exit', (code) => {
      reject(new Error(`worker exited (${String(code)}): ${errors}`));
    });
  });
  return { child, started };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGKILL');
  });
}

async function engineOf(schema: string, job: JobDefinition): Promise<JobEngine> {
  const engine = await startJobEngine({
    handle,
    logger,
    jobs: [job],
    schedule: false,
    schema,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  engines.push(engine);
  return engine;
}

async function finished(engine: JobEngine, name: string, id: string) {
  return until(async () => {
    const job = await engine.boss.getJobById(name, id);
    return job?.state === 'completed' || job?.state === 'failed' ? job : null;
  }, 60_000);
}

onPostgres('a worker killed mid-job (PostgreSQL)', () => {
  let fake: FakeSsi;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const result = await handle.db.execute(sql`select current_database() as name`);
    const url = new URL(postgres as string);
    url.pathname = `/${String(rowsOf<{ name: string }>(result)[0]?.name)}`;
    databaseUrl = url.toString();
    fake = await startFakeSsi({ tickers: 40, seed: 5, now: () => new Date() });
  }, 60_000);

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const engine of engines) await engine.stop();
    await fake.close();
    await handle.close();
  });

  test('its transaction is rolled back; the job is retried after its expiry and its rows exist once', async () => {
    await handle.db.execute(PROBE_TABLE_SQL);
    const schema = `pgboss_kill_${randomBytes(4).toString('hex')}`;
    const { child, started } = await startChild({ WORKER_SCHEMA: schema, WORKER_JOB: 'probe' });
    const engine = await engineOf(schema, probeJob());
    // This process's worker starts only after the child holds the job (the child's polls first).
    await engine.boss.offWork(PROBE_JOB);
    const id = (await engine.send(PROBE_JOB)) as string;
    expect(await started).toBe(id);
    await kill(child);
    const parts = async () =>
      rowsOf<{ n: string | number }>(await handle.db.execute(sql`select count(*) as n from job_effects`));
    // Two parts were inserted in the child's open transaction: nothing of them survives.
    expect(Number((await parts())[0]?.n)).toBe(0);
    await engine.boss.work(PROBE_JOB, { pollingIntervalSeconds: 0.5 }, async ([item]) => {
      if (item)
        await probeJob().run(item.data as object, {
          db: handle.db,
          logger,
          jobId: item.id,
          send: (name, data) => engine.send(name, data),
        });
    });
    const job = await finished(engine, PROBE_JOB, id);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    const rows = rowsOf<{ job_id: string; part: number }>(
      await handle.db.execute(sql`select job_id, part from job_effects order by part`),
    );
    expect(rows).toEqual([1, 2, 3].map((part) => ({ job_id: id, part })));
  }, 90_000);

  test('the daily feed sync killed in the middle of a day: the retry writes the rest, each day once', async () => {
    const schema = `pgboss_kill_${randomBytes(4).toString('hex')}`;
    // The fake hangs on the fourth day the sync asks for; the child is then mid-job, three days written.
    const asked = new Set<string>();
    let reachedMiddle: () => void = () => undefined;
    const middle = new Promise<void>((resolve) => {
      reachedMiddle = resolve;
    });
    fake.control.failWhen((endpoint, query) => {
      if (endpoint !== 'DailyStockPrice' || !query.fromdate) return null;
      asked.add(query.fromdate);
      if (asked.size < 4) return null;
      reachedMiddle();
      return 'timeout';
    });
    const { child, started } = await startChild({
      WORKER_SCHEMA: schema,
      WORKER_JOB: 'feed-daily',
      WORKER_SSI_URL: fake.url,
      WORKER_SSI_ID: fake.control.credentials.consumerId,
      WORKER_SSI_SECRET: fake.control.credentials.consumerSecret,
    });
    const feed = createSsiClient({ baseUrl: fake.url, ...fake.control.credentials, timeoutMs: 10_000 });
    const daily = shortFeedDailyJob(feed);
    const engine = await engineOf(schema, daily);
    await engine.boss.offWork(daily.name);
    const id = (await engine.send(daily.name, { trigger: 'test' })) as string;
    expect(await started).toBe(id);
    await middle;
    await kill(child);
    fake.control.failWhen(null);
    const before = await handle.db.select({ date: feedDays.date }).from(feedDays);
    expect(before).toHaveLength(3);

    await engine.boss.work(daily.name, { pollingIntervalSeconds: 0.5 }, async ([item]) => {
      if (item)
        return daily.run(item.data as object, {
          db: handle.db,
          logger,
          jobId: item.id,
          send: (name, data) => engine.send(name, data),
        });
      return undefined;
    });
    const job = await finished(engine, daily.name, id);
    // Retried at least once (twice when the machine is so slow that the retry outlives its expiry:
    // a run that expires while it works is run again beside it, which the day writes tolerate).
    expect(job.state).toBe('completed');
    expect(job.retryCount).toBeGreaterThanOrEqual(1);
    expect((job.output as { missing: string[] }).missing).toEqual([]);
    const after = await handle.db.select({ date: feedDays.date }).from(feedDays);
    expect(after.length).toBeGreaterThan(3);
    const market = fake.control.market;
    for (const { date } of after) {
      const sessions = rowsOf<{ ticker: string; n: string | number }>(
        await handle.db.execute(
          sql`select ticker, count(*) as n from stock_sessions where date = ${date} group by ticker`,
        ),
      );
      const traded = market.tradedOn(market.indexOf(date) as number).map((listing) => listing.symbol);
      expect(sessions.map((row) => row.ticker).sort()).toEqual([...traded].sort());
      expect(sessions.every((row) => Number(row.n) === 1)).toBe(true);
    }
    // The dead worker's run row stays 'running' (nothing closes it); the retry's own run succeeded.
    const runs = await handle.db.select({ status: feedRuns.status, kind: feedRuns.kind }).from(feedRuns);
    expect(
      runs
        .filter((run) => run.kind === 'daily')
        .map((run) => run.status)
        .sort(),
    ).toEqual(['running', 'succeeded']);
  }, 120_000);
});
