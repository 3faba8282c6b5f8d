import { readCsvRecords, type CsvRecord } from '../csvRecords';
import type { StatementFile, VnstockSource } from './maps';

export type Fail = (row: number | null, reason: string) => never;

const FILE_NAME =
  /^([A-Za-z0-9]{2,10})_(balance_sheet|income_statement|cash_flow|ratios)_(vci|kbs)_year\.csv$/i;
const YEAR = /^\d{4}$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export interface VnstockFileName {
  ticker: string;
  kind: StatementFile | 'ratios';
  source: VnstockSource;
}

export function parseFileName(fileName: string): VnstockFileName | null {
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return {
    ticker: match[1].toUpperCase(),
    kind: match[2].toLowerCase() as VnstockFileName['kind'],
    source: match[3].toLowerCase() as VnstockSource,
  };
}

/** A vendor line: its name, item id, CSV line and one cell per year column (null = empty). */
export interface VnstockRow {
  line: number;
  name: string;
  itemId: string;
  cells: (string | null)[];
  /** More cells than the header has columns. */
  overlong: boolean;
  /** Fewer cells than the header has columns (the missing years would silently read as empty). */
  short: boolean;
}

export interface VnstockTable {
  source: VnstockSource;
  years: number[];
  rows: VnstockRow[];
}

/**
 * Reads a vnstock statement CSV: VCI's header is `item,item_en,item_id,<years>`, KBS's is
 * `item,item_id,<years>`. The header must name the same source as the file name, and every further
 * column must be a distinct year; anything else fails the file.
 */
export function readTable(text: string, expected: VnstockSource, fail: Fail): VnstockTable {
  const records: CsvRecord[] = readCsvRecords(text);
  const header = records[0];
  if (!header) return fail(null, 'tệp trống');
  const cells = header.cells.map((cell) => cell.toLowerCase());
  let source: VnstockSource;
  if (cells[0] === 'item' && cells[1] === 'item_en' && cells[2] === 'item_id') source = 'vci';
  else if (cells[0] === 'item' && cells[1] === 'item_id') source = 'kbs';
  else
    return fail(
      header.line,
      `tiêu đề không theo dạng vnstock (VCI: item,item_en,item_id,<năm>...; KBS: item,item_id,<năm>...): "${header.cells.join(',')}"`,
    );
  if (source !== expected) {
    return fail(
      header.line,
      `tên tệp ghi nguồn ${expected.toUpperCase()} nhưng tiêu đề theo dạng ${source.toUpperCase()}`,
    );
  }
  const first = source === 'vci' ? 3 : 2;
  const years: number[] = [];
  for (const label of header.cells.slice(first)) {
    if (!YEAR.test(label)) return fail(header.line, `cột "${label}" không phải năm`);
    const year = Number(label);
    if (years.includes(year)) return fail(header.line, `năm ${year} xuất hiện hai lần trong tiêu đề`);
    years.push(year);
  }
  if (years.length === 0) return fail(header.line, 'tiêu đề không có cột năm nào');
  const rows = records.slice(1).map((record): VnstockRow => {
    const values = record.cells.slice(first);
    return {
      line: record.line,
      name: record.cells[0] ?? '',
      itemId: record.cells[first - 1] ?? '',
      cells: years.map((_, index) => {
        const cell = values[index];
        return cell === undefined || cell === '' ? null : cell;
      }),
      overlong: values.length > years.length,
      short: record.cells.length < header.cells.length,
    };
  });
  return { source, years, rows };
}

/** A cell as a number, or null when it is not one. */
export function parseNumber(cell: string): number | null {
  if (!NUMBER.test(cell)) return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
}

/**
 * A figure in VND (or VND per share) with the template's sign: `scale` is 1000 for KBS amounts in
 * thousand VND, rounded to whole VND so that float noise (0.1 * 1000 ...) never reaches the database.
 */
export function toStoredValue(raw: number, scale: number, sign: 1 | -1): number {
  const scaled = scale === 1 ? raw : Math.sign(raw) * Math.round(Math.abs(raw) * scale);
  const value = scaled * sign;
  return value === 0 ? 0 : value;
}

/** Vietnamese label compared loosely: NFC, lower case, no numbering ("I.", "1.", "a)", "-"), no "(*)". */
export function normalizeName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/\(\*\)/g, '')
    .replace(/^\s*(?:[-–]\s*|(?:[ivxlc]+|\d+|[a-zđ])\s*[.)\-–]\s*)/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}
