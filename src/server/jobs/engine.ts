import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client';
import type { AppLogger } from '../logger';
import { guardJobOutcomes } from './outcomeGuard';

/**
 * The job engine: pg-boss over the app's own database (docs/ARCHITECTURE.md "Jobs"). Jobs and
 * schedules live in PostgreSQL (schema `pgboss`), so with several app instances on one database
 * each job is fetched by exactly one of them (SELECT ... FOR UPDATE SKIP LOCKED) and each cron
 * tick sends one job. On the embedded database the same engine runs over PGlite's single
 * connection (one process owns the data directory, so there is one instance by construction).
 */

export const VIETNAM_TZ = 'Asia/Ho_Chi_Minh';

export interface JobContext {
  db: Database;
  logger: AppLogger;
  /** The job's id in the engine, for run records. */
  jobId: string;
  /** Enqueues another job (a backfill split, a follow-up). */
  send(name: string, data?: object): Promise<string | null>;
}

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** What an operator reads in the console's job queue (Vietnamese). */
  label: string;
  run(data: Data, context: JobContext): Promise<unknown>;
  /** Cron in Vietnam time; absent for jobs only sent on demand. */
  cron?: string;
  /** 'singleton': never two of this job active at once (a sync, a backfill). */
  policy?: 'standard' | 'singleton' | 'stately';
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (with backoff). */
  retryDelay?: number;
  expireInSeconds?: number;
}

export interface JobEngine {
  readonly boss: PgBoss;
  send(name: string, data?: object, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

export interface StartOptions {
  handle: DatabaseHandle;
  logger: AppLogger;
  jobs: readonly JobDefinition[];
  /** Run workers in this process (an instance may only send, e.g. a command-line tool). */
  work?: boolean;
  /** Keep the cron schedules (off in tests that send jobs by hand). */
  schedule?: boolean;
  /** pg-boss's schema; tests use their own. */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** How often each instance checks the cron schedules (pg-boss default 30 s; tests use 1). */
  cronMonitorIntervalSeconds?: number;
  /**
   * How often pg-boss's maintenance runs (default 120 s): it fails active jobs past their
   * expireInSeconds (a worker that died mid-job) into their retry. Tests use 1.
   */
  maintenanceIntervalSeconds?: number;
}

/** A job's queue settings in pg-boss (defaults: 3 retries from a minute, doubling; 15 minutes to run). */
export function queueSettings(job: JobDefinition) {
  return {
    policy: job.policy ?? 'standard',
    retryLimit: job.retryLimit ?? 3,
    retryDelay: job.retryDelay ?? 60,
    retryBackoff: true as const,
    expireInSeconds: job.expireInSeconds ?? 15 * 60,
  };
}

/** Starts pg-boss on the database, creates each job's queue, its worker and its schedule. */
export async function startJobEngine(options: StartOptions): Promise<JobEngine> {
  const { handle, logger, jobs } = options;
  // Before the boss is built: it copies the manager's methods when constructed.
  guardJobOutcomes((error, outcome) => {
    logger.warn({ err: error, outcome }, 'job outcome not recorded; the job is retried when it expires');
  });
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    schema: options.schema ?? 'pgboss',
    schedule: options.schedule ?? true,
    ...(options.cronMonitorIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
        }
      : {}),
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
    // Completed jobs are kept a week for the console, then archived and deleted by pg-boss itself.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on('error', (error: unknown) => {
    logger.warn({ err: error }, 'job engine error');
  });
  await boss.start();
  const send = (name: string, data: object = {}, sendOptions: PgBoss.SendOptions = {}) =>
    boss.send(name, data, sendOptions);

  for (const job of jobs) {
    const queue = { name: job.name, ...queueSettings(job) } satisfies PgBoss.Queue;
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
    else await boss.createQueue(job.name, queue);
    if (options.work ?? true) {
      await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([item]) => {
          if (!item) return;
          const started = Date.now();
          try {
            const result = await job.run(item.data, { db: handle.db, logger, jobId: item.id, send });
            // Quick runs (the inbox scan every minute, an intraday refresh outside the session) at debug.
            const ms = Date.now() - started;
            (ms >= 1_000 ? logger.info.bind(logger) : logger.debug.bind(logger))(
              { job: job.name, id: item.id, ms },
              'job done',
            );
            return result;
          } catch (error) {
            logger.warn({ job: job.name, id: item.id, err: error }, 'job failed');
            throw error;
          }
        },
      );
    }
    if (job.cron && (options.schedule ?? true)) {
      await boss.schedule(job.name, job.cron, {}, { tz: VIETNAM_TZ });
    } else if (options.schedule ?? true) {
      await boss.unschedule(job.name);
    }
  }

  return {
    boss,
    send,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
