import { stat } from 'node:fs/promises';
import type { Database } from '../db/client';
import type { AppLogger } from '../logger';
// Every importer registers its format (the inbox accepts a folder per registered format).
import './all';
import type { Rejection } from './framework';
import { DONE, FAILED, fileAway, releaseClaimFolder, type Claim, type InboxOrigin } from './inboxFiles';
import { importPath } from './importPath';
import { renameImportRunFile } from './importRuns';
import { getImporter } from './registry';

/**
 * One file of the statements inbox (a dropped file or a large upload), claimed under processing/:
 * imported with the importers the console and `npm run import` use (one transaction per file, an
 * import_runs row), then filed under done/ or failed/ with its result. Folder layout: inboxFiles.ts.
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

export function emptyResult(
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

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Files a result away; a file that cannot be moved (permissions) stays put and is logged, not thrown. */
export async function settle(
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
      // A link to a folder would import the whole folder; a FIFO would block the read for ever.
      if (!(await stat(claim.file)).isFile()) throw new Error('không phải một tệp thường');
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
