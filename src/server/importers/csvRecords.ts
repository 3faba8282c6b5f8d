import { parse } from 'csv-parse/sync';

/** One CSV record and the line it starts on (line 1 is the header), for rejection messages. */
export interface CsvRecord {
  cells: string[];
  line: number;
}

function isInfoRecord(value: unknown): value is { record: string[]; info: { lines: number } } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { record?: unknown; info?: { lines?: unknown } };
  return Array.isArray(candidate.record) && typeof candidate.info?.lines === 'number';
}

/**
 * Parses CSV text into trimmed records with their line numbers. Rows may have any number of
 * columns: callers reject short rows with a reason rather than fail the file. csv-parse's typings
 * do not model `info: true`, hence the runtime check.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const parsed: unknown[] = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  });
  return parsed.filter(isInfoRecord).map(({ record, info }) => ({ cells: record, line: info.lines }));
}
