import { bumpDataVersion, dataChangedHere } from '../data/dataVersion';
import type { Database } from '../db/client';
import { importRuns } from '../db/schema';

/** A row the importer refused, with the reason in plain words. */
export interface Rejection {
  row: number;
  reason: string;
}

export interface ImportSummary {
  format: string;
  file: string;
  rowsRead: number;
  /** Rows inserted or changed; importing the same file again writes 0. */
  rowsWritten: number;
  rowsRejected: number;
  rejections: Rejection[];
  /** Rows kept but worth a look (a zero-volume day, a move outside the exchange band ...). */
  noticesCount: number;
  notices: Rejection[];
  /** Placeholder companies created for unknown tickers; not counted in rowsWritten. */
  companiesCreated: number;
  durationMs: number;
}

/** Stops a whole file: nothing of it is kept. Names the file, the row and the reason. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(`${file}${row === null ? '' : `, row ${row}`}: ${reason}`);
    this.name = 'ImportFileError';
  }
}

export interface ImportContext {
  /** The transaction of this file; everything written through it commits or rolls back together. */
  tx: Database;
  file: string;
  read(count?: number): void;
  wrote(count: number): void;
  reject(row: number, reason: string): void;
  /** A row that is kept but that a reader should know about. */
  notice(row: number, reason: string): void;
  /** Counts placeholder companies the file created (apart from its data rows). */
  createdCompanies(count: number): void;
  /** Aborts the file (rolls back everything written so far). */
  fail(row: number | null, reason: string): never;
}

const MAX_KEPT_REJECTIONS = 1000;

/**
 * Runs one file's import in one transaction and records the run in import_runs. A thrown error
 * rolls the whole file back and is reported as ImportFileError (file, row, reason).
 */
export async function runFileImport(
  db: Database,
  format: string,
  file: string,
  work: (ctx: ImportContext) => Promise<void>,
): Promise<ImportSummary> {
  const startedAt = new Date();
  const summary: ImportSummary = {
    format,
    file,
    rowsRead: 0,
    rowsWritten: 0,
    rowsRejected: 0,
    rejections: [],
    noticesCount: 0,
    notices: [],
    companiesCreated: 0,
    durationMs: 0,
  };
  try {
    await db.transaction(async (tx) => {
      await work({
        tx: tx,
        file,
        read: (count = 1) => {
          summary.rowsRead += count;
        },
        wrote: (count) => {
          summary.rowsWritten += count;
        },
        reject: (row, reason) => {
          summary.rowsRejected += 1;
          if (summary.rejections.length < MAX_KEPT_REJECTIONS) summary.rejections.push({ row, reason });
        },
        notice: (row, reason) => {
          summary.noticesCount += 1;
          if (summary.notices.length < MAX_KEPT_REJECTIONS) summary.notices.push({ row, reason });
        },
        createdCompanies: (count) => {
          summary.companiesCreated += count;
        },
        fail: (row, reason) => {
          throw new ImportFileError(file, row, reason);
        },
      });
      // Every instance's caches learn of the import from the data version, with the import's commit.
      await bumpDataVersion(tx);
    });
  } catch (error) {
    const failure =
      error instanceof ImportFileError ? error : new ImportFileError(file, null, unexpectedReason(error));
    summary.durationMs = Date.now() - startedAt.getTime();
    await recordRun(db, summary, startedAt, 'failed', failure.message);
    throw failure;
  }
  summary.durationMs = Date.now() - startedAt.getTime();
  await recordRun(db, summary, startedAt, 'succeeded', null);
  dataChangedHere();
  return summary;
}

/**
 * An error no importer anticipated (a database fault, a bug): the user gets one Vietnamese sentence;
 * the original text stays after it for the operator, cut short so a library's dump never floods the
 * summary.
 */
function unexpectedReason(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const detail = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return `lỗi không mong đợi khi nhập tệp, không có gì được ghi${detail ? ` (chi tiết kỹ thuật: ${detail})` : ''}`;
}

async function recordRun(
  db: Database,
  summary: ImportSummary,
  startedAt: Date,
  status: 'succeeded' | 'failed',
  error: string | null,
): Promise<void> {
  try {
    await db.insert(importRuns).values({
      format: summary.format,
      file: summary.file,
      status,
      rowsRead: summary.rowsRead,
      rowsWritten: status === 'succeeded' ? summary.rowsWritten : 0,
      rowsRejected: summary.rowsRejected,
      rejections: summary.rejections,
      notices: summary.notices,
      noticesCount: summary.noticesCount,
      companiesCreated: status === 'succeeded' ? summary.companiesCreated : 0,
      error,
      startedAt,
    });
  } catch {
    // The audit row is best effort: the import's own outcome is what the caller needs.
  }
}
