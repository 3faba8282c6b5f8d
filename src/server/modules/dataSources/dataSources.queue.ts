import {
  RECENT_JOBS_LISTED,
  type JobQueueRow,
  type JobQueueStatus,
  type JobRow,
  type JobStateName,
} from '@/common/contracts/adminDataSources';
import type { DatabaseHandle } from '../../db/client';
import { describeJobs } from '../../jobs/describe';

/**
 * The job queue as pg-boss 10 keeps it (node_modules/pg-boss/src/plans.js): jobs in `pgboss.job`
 * (partitioned by queue name), moved to `pgboss.archive` once completed for a week. Read with plain
 * SQL so the console needs no running engine; before the engine's first start the schema is absent.
 */

export const JOB_SCHEMA = 'pgboss';
const MESSAGE_MAX = 300;

export const QUEUE_MESSAGES = {
  noSchema:
    'Bộ chạy tác vụ chưa khởi động lần nào trên cơ sở dữ liệu này (chưa có schema pgboss): hàng đợi ' +
    'sẽ hiện sau lần chạy đầu của máy chủ (npm start, JOBS=on).',
} as const;

type Sql = DatabaseHandle['executeSql'];

/** A timestamp as an ISO instant (PGlite gives Dates, node-postgres too; a text form is re-read). */
function instant(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  return null;
}

/**
 * A failure keeps pg-boss's serialized error ({ message, stack, ... }): only the message is shown (a
 * stack is for the log). A success shows a short form of what the job returned (a sync's summary).
 */
function messageOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const value: unknown = typeof output === 'string' ? safeParse(output) : output;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
    return (value as { message: string }).message.slice(0, MESSAGE_MAX);
  }
  const json = JSON.stringify(value);
  if (!json || json === '{}' || json === 'null') return null;
  return json.length > MESSAGE_MAX ? `${json.slice(0, MESSAGE_MAX - 1)}…` : json;
}

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function jobRow(row: Record<string, unknown>): JobRow {
  return {
    id: String(row.id),
    name: String(row.name),
    state: String(row.state) as JobStateName,
    createdOn: instant(row.created_on) ?? '',
    startedOn: instant(row.started_on),
    completedOn: instant(row.completed_on),
    retryCount: Number(row.retry_count ?? 0),
    message: messageOf(row.output),
  };
}

async function tablesPresent(sql: Sql): Promise<{ job: boolean; archive: boolean }> {
  const { rows } = await sql(
    `SELECT to_regclass('${JOB_SCHEMA}.job') IS NOT NULL AS job, to_regclass('${JOB_SCHEMA}.archive') IS NOT NULL AS archive`,
  );
  return { job: rows[0]?.job === true, archive: rows[0]?.archive === true };
}

const COLUMNS = 'id, name, state::text AS state, created_on, started_on, completed_on, retry_count, output';

export async function jobQueueStatus(handle: DatabaseHandle): Promise<JobQueueStatus> {
  const jobs = describeJobs();
  const sql = handle.executeSql.bind(handle);
  const present = await tablesPresent(sql);
  const emptyQueue = (job: (typeof jobs)[number]): JobQueueRow => ({
    name: job.name,
    label: job.label,
    cron: job.cron,
    needsFeed: job.needsFeed,
    counts: { created: 0, retry: 0, active: 0, completed: 0, failed: 0 },
    latest: null,
  });
  if (!present.job) {
    return { available: false, note: QUEUE_MESSAGES.noSchema, queues: jobs.map(emptyQueue), recent: [] };
  }
  const names = jobs.map((job) => job.name);
  const all = present.archive
    ? `SELECT ${COLUMNS} FROM ${JOB_SCHEMA}.job UNION ALL SELECT ${COLUMNS} FROM ${JOB_SCHEMA}.archive`
    : `SELECT ${COLUMNS} FROM ${JOB_SCHEMA}.job`;

  // Waiting and running jobs are counted now; finished ones over the last 7 days.
  const counts = await sql(
    `SELECT name, state, count(*)::int AS n FROM (${all}) jobs
      WHERE name = ANY($1::text[])
        AND (state IN ('created', 'retry', 'active')
             OR coalesce(completed_on, created_on) >= now() - interval '7 days')
      GROUP BY name, state`,
    [names],
  );
  const latest = await sql(
    `SELECT DISTINCT ON (name) * FROM (${all}) jobs WHERE name = ANY($1::text[])
      ORDER BY name, created_on DESC`,
    [names],
  );
  const recent = await sql(
    `SELECT * FROM (${all}) jobs WHERE name = ANY($1::text[]) ORDER BY created_on DESC LIMIT ${String(RECENT_JOBS_LISTED)}`,
    [names],
  );

  const latestByName = new Map(latest.rows.map((row) => [String(row.name), jobRow(row)]));
  const queues = jobs.map((job) => {
    const queue = emptyQueue(job);
    for (const row of counts.rows) {
      const state = String(row.state);
      if (row.name === job.name && state in queue.counts) {
        queue.counts[state as keyof JobQueueRow['counts']] = Number(row.n);
      }
    }
    queue.latest = latestByName.get(job.name) ?? null;
    return queue;
  });
  return { available: true, note: null, queues, recent: recent.rows.map(jobRow) };
}
