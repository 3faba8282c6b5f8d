import { CsvError, parse } from 'csv-parse/sync';

/** One CSV record and the line it starts on (line 1 is the header), for rejection messages. */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * A CSV that cannot be read as a whole: cut off, or broken quoting. The reason is Vietnamese and
 * free of the parser's own wording; the importer fails the file with it (nothing written).
 */
export class CsvReadError extends Error {
  constructor(
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'CsvReadError';
  }
}

function isInfoRecord(value: unknown): value is { record: string[]; info: { lines: number } } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { record?: unknown; info?: { lines?: unknown } };
  return Array.isArray(candidate.record) && typeof candidate.info?.lines === 'number';
}

/** Lines of a text as an editor counts them (a final line break does not open a new line). */
function lineCount(text: string): number {
  return text.replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/).length;
}

const TRUNCATED =
  'tệp có thể bị cắt cụt: dòng cuối không kết thúc bằng dấu xuống dòng, số cuối cùng có thể đã mất chữ số. Không nhập gì từ tệp này; nếu tệp đầy đủ, thêm một dòng trống ở cuối rồi nhập lại';

/** csv-parse's error codes in the user's words. */
function csvErrorReason(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'dấu ngoặc kép chưa được đóng (tệp bị cắt cụt?)';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'ký tự lạ ngay sau dấu ngoặc kép đóng';
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'số ô của dòng không khớp dòng tiêu đề';
    default:
      return 'cấu trúc CSV không hợp lệ';
  }
}

function csvErrorLine(error: CsvError): number | null {
  const lines = (error as { lines?: unknown }).lines;
  return typeof lines === 'number' ? lines : null;
}

/**
 * Parses CSV text into trimmed records with their line numbers. The file is read whole or not at
 * all (CsvReadError):
 * - a text that does not end with a line break may have been cut off inside its last number
 *   ("2766900" read as "276"), which nothing in the row itself can reveal; every real export ends
 *   its last row with a line break, so a missing one fails the file;
 * - a last row with fewer cells than the header was cut off inside the row.
 * Other rows may have any number of cells: callers reject a short or long row with a reason (see
 * shortRowReason) and keep the rest. csv-parse's typings do not model `info: true`, hence the check.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  if (text.trim() === '') return [];
  assertEndsWithLineBreak(text);
  let parsed: unknown[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new CsvReadError(csvErrorLine(error), csvErrorReason(error));
    throw error;
  }
  const records = parsed
    .filter(isInfoRecord)
    .map(({ record, info }) => ({ cells: record, line: info.lines }));
  const header = records[0];
  const last = records[records.length - 1];
  if (header && last && last !== header && last.cells.length < header.cells.length) {
    throw new CsvReadError(
      last.line,
      `tệp bị cắt cụt: dòng cuối có ${last.cells.length} ô, ít hơn ${header.cells.length} cột của dòng tiêu đề. Không nhập gì từ tệp này`,
    );
  }
  return records;
}

/**
 * Fails a non-empty text whose last row does not end with a line break: it may have been cut off
 * inside its last number (see readCsvRecords). For readers that parse CSV themselves.
 */
export function assertEndsWithLineBreak(text: string): void {
  if (text.trim() !== '' && !/[\r\n]$/.test(text)) throw new CsvReadError(lineCount(text), TRUNCATED);
}

/** csv-parse's failure in the user's words (for readers that call csv-parse themselves). */
export function csvFailure(error: unknown): CsvReadError | null {
  return error instanceof CsvError ? new CsvReadError(csvErrorLine(error), csvErrorReason(error)) : null;
}

/** Why a row with fewer cells than the header is rejected; null when it has enough. */
export function shortRowReason(cells: readonly string[], headerWidth: number): string | null {
  if (cells.length >= headerWidth) return null;
  return `Dòng có ${cells.length} ô, ít hơn ${headerWidth} cột của dòng tiêu đề; bỏ cả dòng`;
}
