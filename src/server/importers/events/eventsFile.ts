import { CsvReadError, readCsvRecords, shortRowReason } from '../csvRecords';
import { EVENT_COLUMNS, type EventColumn, type RawEventRow } from './eventRows';

/**
 * Reads a `corporate-events` file, CSV or JSON (told apart by its first character: `[` or `{` is
 * JSON), into rows of cells by column. A file that cannot be read whole (cut off, broken quoting or
 * JSON, no usable header) throws EventsFileError and nothing of it is written.
 */

export class EventsFileError extends Error {
  constructor(
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'EventsFileError';
  }
}

export interface EventsFile {
  rows: RawEventRow[];
  /** Rows refused while reading (a CSV row with fewer cells than the header). */
  rejections: { row: number; reason: string }[];
  /** Columns the format does not use, ignored. */
  ignoredColumns: string[];
}

const KNOWN = new Set<string>(EVENT_COLUMNS);

function checkColumns(columns: readonly string[], row: number | null): string[] {
  if (!columns.includes('ticker') || !columns.includes('kind')) {
    throw new EventsFileError(row, 'Thiếu cột ticker hoặc kind (cần ticker, kind, event_date hoặc ex_date)');
  }
  if (!columns.includes('event_date') && !columns.includes('ex_date')) {
    throw new EventsFileError(row, 'Thiếu cột event_date (hoặc ex_date cho các quyền làm thay đổi giá)');
  }
  return [...new Set(columns.filter((column) => !KNOWN.has(column)))];
}

function readCsv(text: string): EventsFile {
  let records;
  try {
    records = readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvReadError) throw new EventsFileError(error.row, error.reason);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new EventsFileError(null, 'Tệp rỗng: không có dòng tiêu đề');
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const ignoredColumns = checkColumns(columns, header.line);
  const file: EventsFile = { rows: [], rejections: [], ignoredColumns };
  for (const record of body) {
    const short = shortRowReason(record.cells, columns.length);
    if (short !== null) {
      file.rejections.push({ row: record.line, reason: short });
      continue;
    }
    const cells: Partial<Record<EventColumn, string>> = {};
    columns.forEach((column, index) => {
      if (KNOWN.has(column)) cells[column as EventColumn] = record.cells[index] ?? '';
    });
    file.rows.push({ row: record.line, cells });
  }
  return file;
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function readJson(text: string): EventsFile {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new EventsFileError(
      null,
      'Không đọc được JSON: tệp bị hỏng hoặc bị cắt cụt (cấu trúc JSON không hoàn chỉnh); không nhập gì từ tệp này',
    );
  }
  const items = Array.isArray(document) ? document : (document as { events?: unknown } | null)?.events;
  if (!Array.isArray(items)) {
    throw new EventsFileError(null, 'JSON cần là một mảng sự kiện, hoặc một đối tượng có mảng "events"');
  }
  const columns = new Set<string>();
  const file: EventsFile = { rows: [], rejections: [], ignoredColumns: [] };
  items.forEach((item: unknown, index) => {
    const row = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      file.rejections.push({ row, reason: 'Phần tử không phải một đối tượng sự kiện' });
      return;
    }
    const cells: Partial<Record<EventColumn, string>> = {};
    for (const [key, value] of Object.entries(item)) {
      const column = key.trim().toLowerCase();
      columns.add(column);
      if (!KNOWN.has(column)) continue;
      const cell = cellText(value);
      if (cell === null) {
        file.rejections.push({ row, reason: `Giá trị của ${column} phải là chữ hoặc số` });
        return;
      }
      cells[column as EventColumn] = cell;
    }
    file.rows.push({ row, cells });
  });
  if (items.length > 0) file.ignoredColumns = checkColumns([...columns], null);
  return file;
}

export function readEventsFile(text: string): EventsFile {
  const start = text.replace(/^\uFEFF/, '').trimStart()[0];
  return start === '[' || start === '{' ? readJson(text.replace(/^\uFEFF/, '')) : readCsv(text);
}
