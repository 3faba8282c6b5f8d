import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import type { AppLogger } from '../logger';
import {
  claimFile,
  ensureInboxLayout,
  isIgnoredName,
  isSettled,
  listClaims,
  isFileLike,
  readdirSafe,
  releaseClaimFolder,
  RESERVED_FOLDERS,
  SETTLE_MS,
  STALE_CLAIM_MS,
  walkFiles,
} from './inboxFiles';
import { emptyResult, importClaim, settle, type InboxFileResult } from './inboxImport';
import { getImporter, listImporters } from './registry';

/**
 * The statements inbox (issue 30): one pass of the import-inbox job over IMPORT_INBOX_DIR. Files
 * dropped into <inbox>/<format>/ are claimed and imported one at a time (inboxImport.ts); claims a
 * dead run left behind are retried once; anything else is filed under failed/ saying why.
 */

export interface InboxRunOptions {
  inbox: string;
  logger: AppLogger;
  /** Quiet time before a file counts as whole (tests shorten it). */
  settleMs?: number;
  staleClaimMs?: number;
  now?: () => number;
}

export interface InboxRunSummary {
  imported: number;
  failed: number;
  /** Files still being written, left for the next run. */
  waiting: number;
  /** Claims of a run that died, imported again. */
  retried: number;
  /** Files that could not even be claimed or moved (permissions); see the log. */
  stuck: number;
  files: Pick<InboxFileResult, 'file' | 'format' | 'status' | 'movedTo'>[];
}

const FILES_LISTED = 100;

/** One pass over the inbox: stale claims first, then every settled file in a format folder. */
export async function runInbox(db: Database, options: InboxRunOptions): Promise<InboxRunSummary> {
  const { inbox, logger } = options;
  const settleMs = options.settleMs ?? SETTLE_MS;
  const now = options.now ?? Date.now;
  const formats = listImporters().map((importer) => importer.format);
  await ensureInboxLayout(inbox, formats);
  const run: InboxRunSummary = { imported: 0, failed: 0, waiting: 0, retried: 0, stuck: 0, files: [] };
  const record = (result: InboxFileResult) => {
    if (result.movedTo === null) run.stuck += 1;
    else if (result.status === 'succeeded') run.imported += 1;
    else run.failed += 1;
    if (run.files.length < FILES_LISTED) {
      run.files.push({
        file: result.file,
        format: result.format,
        status: result.status,
        movedTo: result.movedTo,
      });
    }
  };

  for (const stale of await listClaims(inbox)) {
    if (now() - stale.claimedAt < (options.staleClaimMs ?? STALE_CLAIM_MS)) continue;
    try {
      if (stale.attempt >= 2) {
        const result = emptyResult(stale.name, stale.format, stale.origin, stale.attempt, new Date(now()));
        result.error = {
          row: null,
          reason:
            'Lần nhập tệp này bị gián đoạn hai lần (máy chủ dừng giữa chừng); tệp không được nhập lại tự động.',
        };
        record(await settle(inbox, stale.file, result, logger));
        await releaseClaimFolder(stale);
        continue;
      }
      const claim = await claimFile(inbox, stale.format, stale.file, stale.attempt + 1, stale.origin, now());
      await releaseClaimFolder(stale);
      run.retried += 1;
      record(await importClaim(db, inbox, claim, logger));
    } catch (error) {
      run.stuck += 1;
      logger.error({ err: error, file: stale.file }, 'inbox: could not retry an interrupted import');
    }
  }

  const accepted = formats.join(', ');
  for (const entry of await readdirSafe(inbox)) {
    if (RESERVED_FOLDERS.includes(entry.name) || isIgnoredName(entry.name)) continue;
    const full = path.join(inbox, entry.name);
    // A format folder may be a link (to a shared drive): followed like a folder, never filed away.
    const isFolder =
      entry.isDirectory() ||
      (entry.isSymbolicLink() && (await stat(full).catch(() => null))?.isDirectory() === true);
    const format = isFolder && getImporter(entry.name) ? entry.name : null;
    const files = isFolder ? await walkFiles(full) : isFileLike(entry) ? [full] : [];
    for (const file of files) {
      if (isIgnoredName(path.basename(file))) continue;
      try {
        // A file that cannot even be looked at (a dangling link) has nothing to wait for: the import
        // below reports why it cannot be read.
        const settled = await isSettled(file, settleMs, now()).catch(() => true);
        if (!settled) {
          run.waiting += 1;
          continue;
        }
        if (format) {
          record(
            await importClaim(db, inbox, await claimFile(inbox, format, file, 1, 'inbox', now()), logger),
          );
          continue;
        }
        const result = emptyResult(path.basename(file), null, 'inbox', 1, new Date(now()));
        result.error = {
          row: null,
          reason:
            `Tệp "${path.relative(inbox, file)}" không nằm trong thư mục của một định dạng nên không được nhập. ` +
            `Hãy đặt tệp vào thư mục con mang tên định dạng; các thư mục được nhận: ${accepted}.`,
        };
        record(await settle(inbox, file, result, logger));
      } catch (error) {
        run.stuck += 1;
        logger.error({ err: error, file }, 'inbox: could not take a file');
      }
    }
  }
  return run;
}
