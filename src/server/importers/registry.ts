import type { Database } from '../db/client';
import type { ImportSummary } from './framework';

/** One outside format: how to recognise its files and import one of them. */
export interface ImporterFormat {
  format: string;
  description: string;
  /** Whether a file found while walking a folder belongs to this format. */
  matches(fileName: string): boolean;
  importFile(db: Database, file: string): Promise<ImportSummary>;
}

const formats = new Map<string, ImporterFormat>();

/** Each importer module registers itself; scripts/import.ts loads them all. */
export function registerImporter(importer: ImporterFormat): void {
  formats.set(importer.format, importer);
}

export function getImporter(format: string): ImporterFormat | undefined {
  return formats.get(format);
}

export function listImporters(): ImporterFormat[] {
  return [...formats.values()];
}
