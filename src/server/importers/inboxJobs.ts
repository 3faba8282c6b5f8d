import { stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/client';
import { getEnv } from '../env';
import type { JobDefinition } from '../jobs/engine';
import type { AppLogger } from '../logger';
import { runInbox } from './inbox';
import { importClaim, type InboxFileResult } from './inboxImport';
import { claimOfPath } from './inboxFiles';

/** The inbox's jobs (docs/ARCHITECTURE.md "Jobs"; the folders: inboxFiles.ts). */
export const INBOX_JOB_NAMES = {
  inbox: 'import-inbox',
  upload: 'import-upload',
} as const;

/** IMPORT_INBOX_DIR, relative to the app's working folder. */
export function inboxDir(): string {
  return path.resolve(getEnv().IMPORT_INBOX_DIR);
}

const uploadData = z.object({
  /** The claimed upload, relative to the inbox: processing/<format>/<claim>/<file name>. */
  file: z.string().min(1).max(1000),
});
export type UploadJobData = z.infer<typeof uploadData>;

export type UploadJobResult = InboxFileResult | { skipped: string };

/**
 * Imports one large upload the console wrote into a claim folder. A file already gone was handled by
 * the inbox's recovery of interrupted claims, which also picks up an upload whose job never ran.
 */
export async function importUploadJob(
  db: Database,
  inbox: string,
  data: object,
  logger: AppLogger,
): Promise<UploadJobResult> {
  const { file } = uploadData.parse(data);
  const claim = claimOfPath(inbox, file);
  if (!claim) throw new Error(`not a claimed upload under ${inbox}: ${file}`);
  try {
    await stat(claim.file);
  } catch {
    return { skipped: `${file} is no longer waiting` };
  }
  return importClaim(db, inbox, claim, logger);
}

export function inboxJobs(inbox = inboxDir()): JobDefinition[] {
  return [
    {
      name: INBOX_JOB_NAMES.inbox,
      label: 'Nhập các tệp trong hộp thư nhập (mỗi phút)',
      cron: '* * * * *',
      // One run at a time, and at most one more waiting: a long folder of statements does not pile
      // up a queue of minute ticks behind it (pg-boss 'stately' = 'singleton' plus one queued).
      policy: 'stately',
      // A run that dies leaves its file in processing/; the next runs retry it once after an hour.
      retryLimit: 0,
      expireInSeconds: 60 * 60,
      run: (_data, { db, logger }) => runInbox(db, { inbox, logger }),
    },
    {
      name: INBOX_JOB_NAMES.upload,
      label: 'Nhập tệp lớn tải lên từ trang quản trị',
      retryLimit: 0,
      expireInSeconds: 60 * 60,
      run: (data, { db, logger }) => importUploadJob(db, inbox, data, logger),
    },
  ];
}
