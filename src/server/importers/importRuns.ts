import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { importRuns } from '../db/schema';

/** Queries of import_runs, the record of every file import (written by runFileImport in framework.ts). */

export type ImportRunRow = typeof importRuns.$inferSelect;

/** The newest runs first. */
export function latestImportRuns(db: Database, limit: number): Promise<ImportRunRow[]> {
  return db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(limit);
}

/** The importer records the file path it read; the console shows the uploaded name instead. */
export async function renameImportRunFile(db: Database, from: string, to: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ file: to, error: sql`replace(${importRuns.error}, ${from}, ${to})` })
    .where(eq(importRuns.file, from));
}
