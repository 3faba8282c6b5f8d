import path from 'node:path';
import type { Database } from '../db/client';
import type { AppLogger } from '../logger';
// Every importer registers its format (the inbox accepts a folder per registered format).
import './all';
import type { Rejection } from './framework';
import {
  claimFile,
  DONE,
  ensureInboxLayout,
  FAILED,
  fileAway,
  isIgnoredName,
  isSettled,
  listClaims,
  readdirSafe,
  releaseClaimFolder,
  RESERVED_FOLDERS,
  SETTLE_MS,
  STALE_CLAIM_MS,
  walkFiles,
  type Claim,
  type InboxOrigin,
} from './inboxFiles';
import { importPath } from './importPath';
import { renameImportRunFile } from './importRuns';
import { getImporter, listImporters } from './registry';

/**
 * The statements inbox (issue 30): files dropped into <inbox>/<format>/ are imported by a job with
 * the importers the console and `npm run import` use (one transaction per file, an import_runs row),
 * then filed under done/ or failed/ with their result. Folder layout: inboxFiles.ts.
 */

/** How many rejections and notices a result file keeps (the import_runs row keeps the rest). */
const RESULT_ROWS_KEPT = 20;

export interface InboxFileResult {
  file: string;
  format: string | null;
  origin: InboxOrigin;
  status: 'succeeded' | 'failed';
  attempt: number;
  startedAt: string;
  finishedAt: string;
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  noticesCount: number;
  companiesCreated: number;
  durationMs: number;
  rejections: Rejection[];
  notices: Rejection[];
  error: { row: number | null; reason: string } | null;
  /** Where the file went, relative to the inbox; null when it could not be moved (see the log). */
  movedTo: string | null;
}

/** What the console's run records and the file's result call it, instead of a temporary path. */
export function importLabel(claim: Pick<Claim, 'origin' | 'format' | 'name'>): string {
  return claim.origin === 'upload' ? `admin-upload/${claim.name}` : `inbox/${claim.format}/${claim.name}`;
}

function emptyResult(
  file: string,
  format: string | null,
  origin: InboxOrigin,
  attempt: number,
  started: Date,
): InboxFileResult {
  return {
    file,
    format,
    origin,
    status: 'failed',
    attempt,
    startedAt: started.toISOString(),
    finishedAt: started.toISOString(),
    rowsRead: 0,
    rowsWritten: 0,
    rowsRejected: 0,
    noticesCount: 0,
    companiesCreated: 0,
    durationMs: 0,
    rejections: [],
    notices: [],
    error: null,
    movedTo: null,
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Files a result away; a file that cannot be moved (permissions) stays put and is logged, not thrown. */
async function settle(
  inbox: string,
  file: string,
  result: InboxFileResult,
  logger: AppLogger,
): Promise<InboxFileResult> {
  const finished = new Date();
  result.finishedAt = finished.toISOString();
  try {
    // fileAway writes the result with its final place (movedTo) into the result file.
    result.movedTo = await fileAway(
      inbox,
      file,
      result.status === 'succeeded' ? DONE : FAILED,
      result,
      finished,
    );
  } catch (error) {
    logger.error({ err: error, file }, 'inbox: could not file the result away');
  }
  return result;
}

/**
 * Imports one claimed file and files it away with its result. Never throws for the file's sake: an
 * unreadable file, a broken one or an unknown format ends in failed/ with the reason.
 */
export async function importClaim(
  db: Database,
  inbox: string,
  claim: Claim,
  logger: AppLogger,
): Promise<InboxFileResult> {
  const label = importLabel(claim);
  const hide = (text: string) => text.split(claim.file).join(label).split(inbox).join('<inbox>');
  const result = emptyResult(claim.name, claim.format, claim.origin, claim.attempt, new Date());
  const importer = getImporter(claim.format);
  if (!importer) {
    result.error = { row: null, reason: `Không có định dạng "${claim.format}".` };
  } else if (claim.origin === 'inbox' && !importer.matches(claim.name)) {
    // The console imports whatever file it is given; a dropped file must at least be named like one.
    result.error = {
      row: null,
      reason: `Tên tệp không khớp định dạng ${claim.format} (${importer.description}).`,
    };
  } else {
    try {
      const imported = await importPath(db, claim.format, claim.file);
      const summary = imported.summaries[0];
      const failure = imported.failures[0];
      if (summary) {
        Object.assign(result, {
          status: 'succeeded',
          rowsRead: summary.rowsRead,
          rowsWritten: summary.rowsWritten,
          rowsRejected: summary.rowsRejected,
          noticesCount: summary.noticesCount,
          companiesCreated: summary.companiesCreated,
          durationMs: summary.durationMs,
          rejections: summary.rejections
            .slice(0, RESULT_ROWS_KEPT)
            .map((row) => ({ ...row, reason: hide(row.reason) })),
          notices: summary.notices
            .slice(0, RESULT_ROWS_KEPT)
            .map((row) => ({ ...row, reason: hide(row.reason) })),
        });
      } else {
        result.error = {
          row: failure?.row ?? null,
          reason: hide(failure?.reason ?? 'tệp không được nhập (không có dòng nào)'),
        };
      }
    } catch (error) {
      // Outside the importer's own reporting: an unreadable file, a database fault.
      result.error = { row: null, reason: `Không đọc hoặc nhập được tệp: ${hide(messageOf(error))}` };
    }
    try {
      await renameImportRunFile(db, claim.file, label);
    } catch (error) {
      logger.warn({ err: error, file: claim.file }, 'inbox: could not relabel the import run');
    }
  }
  const settled = await settle(inbox, claim.file, result, logger);
  await releaseClaimFolder(claim);
  logger.info(
    { file: label, status: settled.status, movedTo: settled.movedTo, rowsWritten: settled.rowsWritten },
    'inbox: file imported',
  );
  return settled;
}

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
    const format = entry.isDirectory() && getImporter(entry.name) ? entry.name : null;
    const files = entry.isDirectory() ? await walkFiles(full) : entry.isFile() ? [full] : [];
    for (const file of files) {
      if (isIgnoredName(path.basename(file))) continue;
      try {
        if (!(await isSettled(file, settleMs, now()))) {
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
