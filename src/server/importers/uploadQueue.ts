import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_MESSAGES, type AdminImportQueued } from '@/common/contracts/admin';
import type { AppLogger } from '../logger';
import { claimContent } from './inboxFiles';
import { INBOX_JOB_NAMES, type UploadJobData } from './inboxJobs';
import type { UploadedFile } from './uploads';

/**
 * Uploads larger than this are imported by a job (issue 30: "large imports uploaded in the admin
 * console"): a statements workbook of a few MB takes long enough to outlast a proxy's timeout, and a
 * job survives the browser leaving the page. Smaller files keep the immediate answer with the summary.
 */
export const LARGE_UPLOAD_BYTES = 2 * 1024 * 1024;

export interface UploadQueueOptions {
  inbox: string;
  send(name: string, data: UploadJobData): Promise<string | null>;
  logger: AppLogger;
}

/**
 * Writes a large upload into a claim folder of the statements inbox and sends the job that imports
 * it; the job files it under done/ or failed/ with its result, and its import_runs row shows in the
 * console's list. Null when no job could be sent (the engine is unreachable): the caller imports the
 * file itself, as before, rather than leave it waiting for the inbox's hourly recovery.
 */
export async function queueLargeUpload(
  upload: UploadedFile,
  options: UploadQueueOptions,
): Promise<AdminImportQueued | null> {
  const claim = await claimContent(options.inbox, upload.format, upload.fileName, upload.content);
  try {
    const id = await options.send(INBOX_JOB_NAMES.upload, { file: path.relative(options.inbox, claim.file) });
    if (id === null) throw new Error('the job engine refused the job');
  } catch (error) {
    options.logger.warn({ err: error, file: upload.fileName }, 'large upload: no job sent, importing now');
    await rm(path.dirname(claim.file), { recursive: true, force: true });
    return null;
  }
  return {
    queued: true,
    format: upload.format,
    fileName: upload.fileName,
    message: ADMIN_MESSAGES.importQueued,
  };
}
