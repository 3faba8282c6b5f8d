/**
 * The database goes away in the middle of a job (issue 34, "Faults and data safety"), on a real
 * PostgreSQL reached through a TCP proxy the test cuts (tests/helpers/tcpFault.ts). The job's
 * transaction dies half way, so none of its writes stay; the engine cannot even record the failure
 * while the database is away, keeps polling without crashing, and once the database is back its
 * maintenance expires the job into its retry, which completes: the job's effects land exactly once.
 * A worker killed mid-job is src/server/jobs/__tests__/integration/killedWorker.test.ts.
 * PostgreSQL only: PGlite runs in this process and cannot go away.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { isDatabaseUnavailable } from '@/server/db/errors';
import { createTestDatabase } from '@/server/db/testing';
import { logger } from '@/server/logger';
import { servedThroughFault, type TcpFault } from '../../../../../tests/helpers/tcpFault';
import { startJobEngine, type JobDefinition, type JobEngine } from '../../engine';
import { until } from '../../../../../tests/helpers/until';

const adminUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) {
  console.info('jobs dbOutage.test.ts skipped: it needs TEST_DATABASE_URL (a PostgreSQL to cut off)');
}

let handle: DatabaseHandle;
let served: DatabaseHandle;
let fault: TcpFault;
let engine: JobEngine | undefined;

beforeAll(async () => {
  if (!adminUrl) return;
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table job_effects (attempt int not null, part int not null)`);
  ({ fault, served } = await servedThroughFault(handle, adminUrl, 5));
}, 60_000);

afterAll(async () => {
  if (!adminUrl) return;
  await engine?.stop().catch(() => undefined);
  await served.close();
  await fault.cut();
  await handle.close();
});

describeOnPostgres('the database going away during a job (PostgreSQL through a TCP proxy)', () => {
  it('leaves nothing of the interrupted run and completes the job once after the database is back', async () => {
    let attempts = 0;
    let firstHalfWritten: () => void = () => undefined;
    const halfWay = new Promise<void>((resolve) => {
      firstHalfWritten = resolve;
    });
    let resume: () => void = () => undefined;
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const failures: unknown[] = [];
    const job: JobDefinition = {
      name: 'test-db-outage',
      label: 'thử',
      retryLimit: 3,
      retryDelay: 1,
      // A run whose failure could not be recorded is retried once it expires.
      expireInSeconds: 2,
      run: async (_data, { db }) => {
        attempts += 1;
        const attempt = attempts;
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql`insert into job_effects values (${attempt}, 1)`);
            if (attempt === 1) {
              firstHalfWritten();
              await resumed;
            }
            await tx.execute(sql`insert into job_effects values (${attempt}, 2)`);
          });
        } catch (error) {
          failures.push(error);
          throw error;
        }
        return { attempt };
      },
    };
    engine = await startJobEngine({
      handle: served,
      logger,
      jobs: [job],
      schedule: false,
      schema: `pgboss_test_${randomBytes(4).toString('hex')}`,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    const id = await engine.send(job.name, {});
    expect(id).toEqual(expect.any(String));

    await halfWay;
    await fault.cut();
    resume();
    await until(() => Promise.resolve(failures.length > 0), 10_000);
    expect(isDatabaseUnavailable(failures[0])).toBe(true);
    // Away for a while: the engine's polls fail (logged), the process stays up.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await fault.restore();

    const done = await until(async () => {
      const found = await engine?.boss.getJobById(job.name, id as string);
      return found?.state === 'completed' || found?.state === 'failed' ? found : null;
    }, 45_000);
    expect(done.state).toBe('completed');
    const answer: unknown = await handle.db.execute(
      sql`select attempt, part from job_effects order by attempt, part`,
    );
    const rows = (answer as { rows: { attempt: number; part: number }[] }).rows;
    // Only the completed run's writes, each once.
    expect(rows.map((row) => row.part)).toEqual([1, 2]);
    expect(new Set(rows.map((row) => row.attempt)).size).toBe(1);
    expect(rows[0]?.attempt).toBeGreaterThan(1);
  }, 90_000);
});
