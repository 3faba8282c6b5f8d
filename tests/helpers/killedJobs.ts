/**
 * Jobs of the killed-worker test (src/server/jobs/__tests__/integration/killedWorker.test.ts), shared
 * by the test process and the worker it starts in a child process (tests/helpers/jobWorker.ts) and
 * kills with SIGKILL mid-job. Short expiry and retry delay: the engine's maintenance fails the dead
 * worker's job after KILL_TEST_EXPIRY_SECONDS and retries it a second later.
 */
import { sql } from 'drizzle-orm';
import type { SsiFeed } from '@/server/feeds/ssi/types';
import { feedJobs, JOB_NAMES } from '@/server/jobs/catalog';
import type { JobDefinition } from '@/server/jobs/engine';

export const PROBE_JOB = 'test-probe-effects';
export const KILL_TEST_EXPIRY_SECONDS = 3;
const SHORT = { retryLimit: 2, retryDelay: 1, expireInSeconds: KILL_TEST_EXPIRY_SECONDS } as const;

/** The probe's effect: one row per part, the three parts written in one transaction. */
export const PROBE_TABLE_SQL = sql`create table if not exists job_effects (job_id text not null, part int not null)`;

/**
 * Writes parts 1 to 3 of its effect in one transaction; `pause`, when given, is awaited after part 2
 * (before the commit): the child worker tells the test it is there and waits to be killed.
 */
export function probeJob(pause?: () => Promise<void>): JobDefinition {
  return {
    name: PROBE_JOB,
    label: 'Thử: ba dòng trong một giao dịch',
    ...SHORT,
    run: async (_data, { db, jobId }) => {
      await db.transaction(async (tx) => {
        for (let part = 1; part <= 3; part += 1) {
          await tx.execute(sql`insert into job_effects (job_id, part) values (${jobId}, ${part})`);
          if (part === 2 && pause) await pause();
        }
      });
      return { parts: 3 };
    },
  };
}

/**
 * The real daily feed job with a short retry delay and an expiry of FEED_EXPIRY_SECONDS: longer than
 * the probe's, as the retry (a week of days, then the market figures) must end within it.
 */
export const FEED_EXPIRY_SECONDS = 12;
export function shortFeedDailyJob(feed: SsiFeed): JobDefinition {
  const daily = feedJobs(feed).find((job) => job.name === JOB_NAMES.feedDaily);
  if (!daily) throw new Error('feed-daily job missing from the catalog');
  return { ...daily, ...SHORT, expireInSeconds: FEED_EXPIRY_SECONDS };
}
