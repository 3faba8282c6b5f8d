import { DATA_SOURCE_MESSAGES, type BackfillBody, type QueuedJob } from '@/common/contracts/adminDataSources';
import { AppError } from '../../core/errors';
import type { DatabaseHandle } from '../../db/client';
import type { ServerEnv } from '../../env';
import type { AppLogger } from '../../logger';
import { JOB_NAMES, type BackfillJobData } from '../../jobs/catalog';
import { describeJobs } from '../../jobs/describe';
import { jobEngineFor } from '../../jobs/runtime';
import { ssiConfigured } from './dataSources.ssi';

/**
 * The console's re-run buttons: each queues a feed job in pg-boss for whichever instance runs the
 * workers (this one, or another on the same database), with the admin as the run's trigger so the
 * runs table says who asked. Nothing runs in the request itself: a backfill may take hours.
 */

type FeedJobName = typeof JOB_NAMES.feedBackfill | typeof JOB_NAMES.feedListings;

export interface QueueContext {
  handle: DatabaseHandle;
  logger: AppLogger;
  env: Pick<ServerEnv, 'SSI_FC_URL' | 'SSI_FC_CONSUMER_ID' | 'SSI_FC_CONSUMER_SECRET'>;
  adminId: number;
}

async function queueFeedJob(context: QueueContext, name: FeedJobName, data: object): Promise<QueuedJob> {
  if (!ssiConfigured(context.env)) throw new AppError('CONFLICT', DATA_SOURCE_MESSAGES.notConfigured);
  const engine = await jobEngineFor(context.handle, context.logger);
  // A sending-only process has created no queues; a job sent to a missing queue would be refused, so
  // the queue is created with the settings the workers' engine gives it (src/server/jobs/describe.ts).
  if (!(await engine.boss.getQueue(name))) {
    const described = describeJobs().find((job) => job.name === name);
    await engine.boss.createQueue(name, { name, ...described?.queue });
  }
  const jobId = await engine.send(name, { ...data, trigger: `admin:${String(context.adminId)}` });
  if (!jobId) throw new AppError('CONFLICT', 'Tác vụ giống hệt đang chờ trong hàng đợi.');
  context.logger.info({ job: name, jobId, adminId: context.adminId }, 'feed job queued by an admin');
  return { jobId, message: DATA_SOURCE_MESSAGES.queued };
}

export function queueSyncDay(context: QueueContext, date: string): Promise<QueuedJob> {
  const data: BackfillJobData = { from: date, to: date };
  return queueFeedJob(context, JOB_NAMES.feedBackfill, data);
}

export function queueBackfill(context: QueueContext, range: BackfillBody): Promise<QueuedJob> {
  const data: BackfillJobData = { from: range.from, to: range.to };
  return queueFeedJob(context, JOB_NAMES.feedBackfill, data);
}

export function queueListings(context: QueueContext): Promise<QueuedJob> {
  return queueFeedJob(context, JOB_NAMES.feedListings, {});
}
