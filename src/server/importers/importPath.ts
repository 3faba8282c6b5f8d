import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ImportFileError, type ImportSummary } from './framework';
import { getImporter, listImporters } from './registry';

export interface PathImportResult {
  summaries: ImportSummary[];
  failures: ImportFileError[];
}

function filesUnder(target: string): string[] {
  const info = statSync(target);
  if (info.isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

/**
 * Imports a file, or every matching file under a folder, in the given format. Each file is its own
 * transaction: a broken file is reported and skipped, the others still land.
 */
export async function importPath(db: Database, format: string, target: string): Promise<PathImportResult> {
  const result: PathImportResult = { summaries: [], failures: [] };
  const importer = getImporter(format);
  if (!importer) {
    const known = listImporters()
      .map((item) => item.format)
      .join(', ');
    throw new Error(`Không có định dạng "${format}". Các định dạng: ${known}`);
  }
  const files = statSync(target).isFile()
    ? [target]
    : filesUnder(target).filter((file) => importer.matches(path.basename(file)));
  if (files.length === 0) {
    // An empty or mistyped folder is a mistake to report, not a successful import of nothing.
    result.failures.push(
      new ImportFileError(
        target,
        null,
        `thư mục không có tệp nào khớp định dạng ${format} (${importer.description}); không có gì được nhập`,
      ),
    );
    return result;
  }
  for (const file of files) {
    try {
      result.summaries.push(await importer.importFile(db, file));
    } catch (error) {
      if (error instanceof ImportFileError) result.failures.push(error);
      else throw error;
    }
  }
  // Fresh planner statistics after a batch (PGlite runs no autovacuum): statement readers join
  // statement_choices, which plans badly on tables the planner believes empty.
  if (files.length > 1 && result.summaries.length > 0) await db.execute(sql`analyze`);
  return result;
}
