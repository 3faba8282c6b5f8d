/**
 * A job worker in a process of its own, for the killed-worker test
 * (src/server/jobs/__tests__/integration/killedWorker.test.ts), which kills it with SIGKILL mid-job.
 * Run with `node --import tsx tests/helpers/jobWorker.ts`; environment:
 * - WORKER_DATABASE_URL: the test's PostgreSQL database; WORKER_SCHEMA: its pg-boss schema;
 * - WORKER_JOB: 'probe' (stops half-way through its transaction) or 'feed-daily' (the real job,
 *   against the fake SSI at WORKER_SSI_URL with WORKER_SSI_ID / WORKER_SSI_SECRET; the test makes the
 *   fake hang on a day in the middle).
 * Prints "ready" once its engine works and "started <job id>" when it took the job. After taking one
 * job it stops fetching, so the job's retry can only go to the test's own worker.
 */
import { openPostgres } from '@/server/db/client';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startJobEngine, type JobDefinition, type JobEngine } from '@/server/jobs/engine';
import { logger } from '@/server/logger';
import { probeJob, shortFeedDailyJob } from './killedJobs';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  const handle = openPostgres(required('WORKER_DATABASE_URL'), 4);
  const running: { engine?: JobEngine } = {};
  const took = (name: string, jobId: string): void => {
    void running.engine?.boss.offWork(name);
    process.stdout.write(`started ${jobId}\n`);
  };
  let job: JobDefinition;
  if (process.env.WORKER_JOB === 'feed-daily') {
    const feed = createSsiClient({
      baseUrl: required('WORKER_SSI_URL'),
      consumerId: required('WORKER_SSI_ID'),
      consumerSecret: required('WORKER_SSI_SECRET'),
      timeoutMs: 120_000,
    });
    const daily = shortFeedDailyJob(feed);
    job = {
      ...daily,
      run: (data, context) => {
        took(daily.name, context.jobId);
        return daily.run(data, context);
      },
    };
  } else {
    let jobId = '';
    const probe = probeJob(() => {
      took(probe.name, jobId);
      return new Promise<void>(() => undefined);
    });
    job = {
      ...probe,
      run: (data, context) => {
        jobId = context.jobId;
        return probe.run(data, context);
      },
    };
  }
  running.engine = await startJobEngine({
    handle,
    logger,
    jobs: [job],
    schedule: false,
    schema: required('WORKER_SCHEMA'),
    pollingIntervalSeconds: 0.5,
  });
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
