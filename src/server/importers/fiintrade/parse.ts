import * as XLSX from '@e965/xlsx';
import { readWorkbook, uncomputedFormulas, WorkbookReadError } from '../xlsxRead';
import { FIINTRADE_LAYOUTS, normalizeLabel, type FiinTradeLayout, type FileKind } from './layouts';

export type Fail = (row: number | null, reason: string) => never;

export interface QuarterColumn {
  column: number;
  label: string;
  year: number;
  quarter: number;
}

export interface FiinTradeSheet {
  /** Zero-based index of the header row in the sheet. */
  headerIndex: number;
  columns: QuarterColumn[];
  /** The line-item rows under the header, without the "Powered by FiinTrade" footer. */
  rows: unknown[][];
}

/**
 * A formula cell Excel never computed (no cached value). Values-only reading sees it as empty and
 * the figure would vanish; it stays in the rows as this marker, so it is rejected like any cell that
 * is not a number, with the formula in the reason.
 */
export class UncomputedFormula {
  constructor(readonly formula: string) {}
}

const FILE_NAME = /^(BalanceSheet|IncomeStatement|CashFlow)_([A-Za-z0-9]{2,10})_\d+\.xlsx$/;
const QUARTER_HEADER = /^Q([1-4])\s+(\d{4})$/;
const HEADER_SEARCH_ROWS = 30;
const FOOTER = 'powered by fiintrade';

export function parseFileName(fileName: string): { fileKind: FileKind; ticker: string } | null {
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  return { fileKind: match[1] as FileKind, ticker: match[2].toUpperCase() };
}

/** A cell as text for messages (labels, rejected values). */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString();
  if (cell instanceof UncomputedFormula)
    return `=${cell.formula} (công thức chưa có giá trị đã tính; mở tệp bằng Excel, lưu lại rồi nhập lại)`;
  return JSON.stringify(cell);
}

/** Excel row number (1-based) of a zero-based sheet row index, for messages people can look up. */
export const excelRow = (index: number): number => index + 1;

export function readSheet(buffer: Buffer, fail: Fail): FiinTradeSheet {
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbook(buffer);
  } catch (error) {
    if (error instanceof WorkbookReadError) return fail(null, error.reason);
    throw error;
  }
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  if (!sheet) return fail(null, 'tệp không có trang tính nào');
  // The sheet's data may start below row 1 (FiinTrade's exports start at A5): pad the rows so an
  // index is always the Excel row minus one, and messages name the row a person finds in Excel.
  const origin = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').s;
  const all: unknown[][] = [
    ...Array.from({ length: origin.r }, (): unknown[] => []),
    ...XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null }),
  ];
  for (const cell of uncomputedFormulas(sheet)) {
    const row = all[cell.row];
    if (row) row[cell.column - origin.c] = new UncomputedFormula(cell.formula);
  }
  // The cash-flow export has no "ITEMS" cell and its header may sit one row lower, so look for the
  // first row holding quarter labels instead of a fixed position.
  const headerIndex = all
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.some((cell) => typeof cell === 'string' && QUARTER_HEADER.test(cell.trim())));
  const header = all[headerIndex];
  if (headerIndex < 0 || !header) return fail(null, 'không tìm thấy dòng tiêu đề có các kỳ dạng "Q1 2021"');
  const columns: QuarterColumn[] = [];
  const seen = new Map<string, number>();
  const duplicates: [earlier: number, later: number, label: string][] = [];
  header.forEach((cell, column) => {
    if (column === 0 || cell === null || (typeof cell === 'string' && cell.trim() === '')) return;
    const label = cellText(cell).trim();
    const match = QUARTER_HEADER.exec(label);
    if (!match?.[1] || !match[2]) return fail(excelRow(headerIndex), `tiêu đề cột không nhận ra: "${label}"`);
    const earlier = seen.get(label);
    if (earlier === undefined) {
      seen.set(label, column);
      columns.push({ column, label, year: Number(match[2]), quarter: Number(match[1]) });
      return;
    }
    duplicates.push([earlier, column, label]);
  });
  const rows: unknown[][] = [];
  for (const row of all.slice(headerIndex + 1)) {
    if (normalizeLabel(row[0]) === FOOTER) break;
    rows.push(row);
  }
  while (rows.length > 0 && (rows[rows.length - 1] ?? []).every((cell) => cell === null || cell === ''))
    rows.pop();
  // Some exports repeat a quarter column with the same figures; only a repeat that disagrees is an error.
  for (const [earlier, later, label] of duplicates) {
    if (rows.some((row) => (row[earlier] ?? null) !== (row[later] ?? null))) {
      return fail(
        excelRow(headerIndex),
        `kỳ "${label}" xuất hiện hai lần trong tiêu đề với số liệu khác nhau`,
      );
    }
  }
  return { headerIndex, columns, rows };
}

/**
 * The layout this file follows: same statement kind, same row count and every anchor label in
 * place. Anything else fails the whole file, naming the first row that does not fit.
 */
export function detectLayout(fileKind: FileKind, sheet: FiinTradeSheet, fail: Fail): FiinTradeLayout {
  const candidates = FIINTRADE_LAYOUTS.filter((layout) => layout.fileKind === fileKind);
  let mismatch: { row: number; reason: string } | null = null;
  for (const layout of candidates) {
    if (layout.rowCount !== sheet.rows.length) continue;
    const wrong = layout.anchors.find(([row, label]) => normalizeLabel(sheet.rows[row]?.[0]) !== label);
    if (!wrong) return layout;
    const [row, label] = wrong;
    mismatch ??= {
      row: excelRow(sheet.headerIndex + 1 + row),
      reason: `dòng "${cellText(sheet.rows[row]?.[0])}" không khớp mẫu đã biết (cần "${label}")`,
    };
  }
  if (mismatch) return fail(mismatch.row, mismatch.reason);
  const known = candidates.map((layout) => layout.rowCount).join(', ');
  return fail(
    excelRow(sheet.headerIndex),
    `bố cục ${sheet.rows.length} dòng không khớp mẫu FiinTrade nào đã biết cho ${fileKind} (số dòng đã biết: ${known})`,
  );
}
