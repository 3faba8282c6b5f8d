import { downloadBlob } from '@/lib/download';
import type { CellObject } from '@e965/xlsx';
import {
  FINANCE_TYPE_LABELS,
  PERIOD_TYPE_LABELS,
  type FinanceType,
  type PeriodType,
} from '@/common/constants/finance';
import { MISSING_VALUE } from '@/common/format';
import { normalizeSearchText } from '@/common/text';
import type { FinanceCell, FinanceColumn, FinanceRow, FinanceTable, GrowthView } from './financeView';

/**
 * Export of the table on screen. Layout (both formats): row 1 is the title (ticker and statement,
 * unit, period type), row 2 the header ("Chỉ tiêu" and the period labels, newest first as shown),
 * then one row per visible line item, indented two spaces per level, missing figures as "-".
 */

export type ExportFormat = 'xlsx' | 'csv';
export type ExportCell = string | number;

export interface ExportInput {
  ticker: string;
  /** The statement as titled on screen ("Cân đối kế toán", "Quy đổi năm (Kết quả kinh doanh)"). */
  title: string;
  /** "Đơn vị: Tỷ đồng" or "Đơn vị: %". */
  unitCaption: string;
  /** "Kỳ: Quý". */
  periodCaption: string;
  /** The growth view's name, or undefined for plain figures. */
  growthCaption?: string;
  kind: FinanceTable['kind'];
  columns: readonly FinanceColumn[];
  /** The visible rows in screen order (visibleRows of financeView). */
  rows: readonly FinanceRow[];
}

export const ITEM_HEADER = 'Chỉ tiêu';
const INDENT = '  ';

/**
 * The figure exactly as the screen shows it (same rounding, from the displayed text), as a number:
 * the value in the unit, or the growth as a ratio ("12.34%" -> 0.1234). Missing stays "-".
 */
function shownNumber(cell: FinanceCell | undefined, kind: FinanceTable['kind']): ExportCell {
  if (!cell || cell.value === null) return MISSING_VALUE;
  const shown = Number(cell.text.replace(/[,%]/g, ''));
  if (!Number.isFinite(shown)) return MISSING_VALUE;
  return kind === 'growth' ? Math.round(shown * 100) / 10_000 : shown;
}

/** The sheet as rows of cells: numbers stay numbers (in the unit, or growth ratios), missing is "-". */
export function exportMatrix(input: ExportInput): ExportCell[][] {
  const title = [input.ticker, input.title, input.growthCaption].filter(Boolean).join(' - ');
  const header = [ITEM_HEADER, ...input.columns.map((column) => column.label)];
  const body = input.rows.map((row) => [
    INDENT.repeat(row.depth) + row.name,
    ...input.columns.map((column) => shownNumber(row.cells[column.key], input.kind)),
  ]);
  return [[title, input.unitCaption, input.periodCaption], header, ...body];
}

function slug(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** TCB_can-doi-ke-toan_quy.xlsx; a growth view adds its kind: TCB_can-doi-ke-toan_quy_yoy.csv. */
export function exportFileName(
  ticker: string,
  tableName: FinanceType,
  periodType: PeriodType,
  growthView: GrowthView,
  format: ExportFormat,
): string {
  const parts = [ticker, slug(FINANCE_TYPE_LABELS[tableName]), slug(PERIOD_TYPE_LABELS[periodType])];
  if (growthView !== 'value') parts.push(growthView);
  return `${parts.join('_')}.${format}`;
}

/** Byte order mark: without it Excel opens UTF-8 CSV as ANSI and mangles Vietnamese. */
export const UTF8_BOM = '\uFEFF';

/** Text starting with these is run as a formula by Excel, LibreOffice and Sheets (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would read as a formula gets a leading apostrophe, so it stays text.
 * Names come from users (chart and metric names) and imports. Number cells are never touched (a
 * negative figure is data), nor the lone dash that marks a missing figure.
 */
export function neutraliseFormula(text: string): string {
  return text !== MISSING_VALUE && FORMULA_START.test(text) ? `'${text}` : text;
}

function csvCell(cell: ExportCell, kind: FinanceTable['kind']): string {
  if (typeof cell === 'number') {
    // Growth as "12.34%" (Excel reads it as a percentage); figures plain, without thousands separators.
    return kind === 'growth' ? `${(Math.round(cell * 10_000) / 100).toString()}%` : cell.toString();
  }
  const text = neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends and a UTF-8 BOM; text cells that look like formulas are neutralised. */
export function toCsv(matrix: readonly ExportCell[][], kind: FinanceTable['kind']): string {
  return (
    UTF8_BOM + matrix.map((row) => row.map((cell) => csvCell(cell, kind)).join(',')).join('\r\n') + '\r\n'
  );
}

const SHEET_NAME = 'Báo cáo';

/** The .xlsx bytes. SheetJS is loaded only when the user exports, so it stays out of the page bundle. */
export async function toXlsx(
  matrix: readonly ExportCell[][],
  kind: FinanceTable['kind'],
): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(matrix.map((row) => [...row]));
  const numberFormat = kind === 'growth' ? '0.00%' : '#,##0.00';
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  for (let r = 2; r <= range.e.r; r += 1) {
    for (let c = 1; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as CellObject | undefined;
      if (cell?.t === 'n') cell.z = numberFormat;
    }
  }
  const widest = Math.max(ITEM_HEADER.length, ...matrix.slice(2).map((row) => String(row[0] ?? '').length));
  sheet['!cols'] = [
    { wch: Math.min(80, widest + 2) },
    ...(matrix[1] ?? []).slice(1).map(() => ({ wch: 14 })),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Builds the file and hands it to the browser as a download. */
export async function downloadExport(
  format: ExportFormat,
  fileName: string,
  input: ExportInput,
): Promise<void> {
  const matrix = exportMatrix(input);
  const content = format === 'csv' ? toCsv(matrix, input.kind) : await toXlsx(matrix, input.kind);
  downloadBlob(content, MIME[format], fileName);
}
