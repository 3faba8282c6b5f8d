import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  type AdminImportFailure,
  type AdminImportResult,
  type AdminImportRun,
  type AdminImportsOverview,
  type ImportBody,
} from '@/common/contracts/admin';
import type { Database } from '../db/client';
import { AppError } from '../core/errors';
// Every importer registers its format (as scripts/import.ts loads them).
import './all';
import type { ImportFileError } from './framework';
import { importPath } from './importPath';
import { latestImportRuns, renameImportRunFile, type ImportRunRow } from './importRuns';
import { getImporter, listImporters } from './registry';

/** How many import runs the console lists. */
export const IMPORT_RUNS_SHOWN = 50;

function toRun(row: ImportRunRow): AdminImportRun {
  return {
    id: row.id,
    format: row.format,
    file: row.file,
    status: row.status,
    rowsRead: row.rowsRead,
    rowsWritten: row.rowsWritten,
    rowsRejected: row.rowsRejected,
    rejections: row.rejections,
    noticesCount: row.noticesCount,
    notices: row.notices,
    companiesCreated: row.companiesCreated,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
  };
}

export async function importsOverview(db: Database): Promise<AdminImportsOverview> {
  const formats = listImporters().map((importer) => ({
    format: importer.format,
    description: importer.description,
  }));
  const runs = await latestImportRuns(db, IMPORT_RUNS_SHOWN);
  return { formats, runs: runs.map(toRun) };
}

/** Where the uploaded file lands: the console shows and records this name, not the temporary path. */
function uploadLabel(fileName: string): string {
  return `admin-upload/${fileName}`;
}

function importFailure(fileName: string, row: number | null, reason: string): AppError {
  const extra: AdminImportFailure = { fileName, row, reason };
  const where = row === null ? '' : ` (dòng ${String(row)})`;
  return new AppError('BAD_REQUEST', `${ADMIN_MESSAGES.importFailed} ${fileName}${where}: ${reason}`, {
    extra,
  });
}

/** An upload's checked parts: a registered format, the file's own name and its bytes. */
export interface UploadedFile {
  format: string;
  fileName: string;
  content: Buffer;
}

/** Checks the upload's format and content (400 with the field) before anything is written. */
export function readUpload(body: ImportBody): UploadedFile {
  if (!getImporter(body.format)) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.formatUnknown, {
      details: [{ path: 'format', message: ADMIN_MESSAGES.formatUnknown }],
    });
  }
  const fileName = path.basename(body.fileName);
  const content = Buffer.from(body.contentBase64.replace(/[\r\n]/g, ''), 'base64');
  if (content.length === 0) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.fileEmpty, {
      details: [{ path: 'contentBase64', message: ADMIN_MESSAGES.fileEmpty }],
    });
  }
  return { format: body.format, fileName, content };
}

/**
 * Imports one uploaded file the way `npm run import -- <format> <file>` does (importPath: the
 * importer's own transaction per file, recorded in import_runs). The content goes to a temporary
 * folder under its own name (importers read tickers and statements from file names) and is deleted
 * afterwards. A broken file writes nothing and answers 400 with the importer's reason. Large files
 * go to a job instead (uploadQueue.ts).
 */
export async function importUploadedFile(
  db: Database,
  body: ImportBody | UploadedFile,
): Promise<AdminImportResult> {
  const { format, fileName, content } = 'content' in body ? body : readUpload(body);
  const folder = await mkdtemp(path.join(tmpdir(), 'vnfin-admin-import-'));
  const file = path.join(folder, fileName);
  const hidePath = (text: string) => text.split(file).join(fileName).split(folder).join('');
  try {
    await writeFile(file, content);
    let result: Awaited<ReturnType<typeof importPath>>;
    try {
      result = await importPath(db, format, file);
    } catch (error) {
      // Failures outside the importer's own reporting (unreadable file and the like).
      const reason = error instanceof Error ? error.message : String(error);
      throw importFailure(fileName, null, hidePath(reason));
    } finally {
      await renameImportRunFile(db, file, uploadLabel(fileName));
    }
    const failure: ImportFileError | undefined = result.failures[0];
    if (failure) throw importFailure(fileName, failure.row, hidePath(failure.reason));
    const summary = result.summaries[0];
    if (!summary) throw importFailure(fileName, null, 'tệp không được nhập (không có dòng nào)');
    return {
      format: summary.format,
      fileName,
      rowsRead: summary.rowsRead,
      rowsWritten: summary.rowsWritten,
      rowsRejected: summary.rowsRejected,
      rejections: summary.rejections.map((rejection) => ({
        row: rejection.row,
        reason: hidePath(rejection.reason),
      })),
      noticesCount: summary.noticesCount,
      notices: summary.notices.map((notice) => ({ row: notice.row, reason: hidePath(notice.reason) })),
      companiesCreated: summary.companiesCreated,
      durationMs: summary.durationMs,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
