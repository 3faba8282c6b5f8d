import type { PriceExportFormat, PriceHistoryRow, RowAdjustment } from '@/common/contracts/priceHistory';
import type { PriceBasis } from '@/common/finance/shareBasis';
import { MISSING_VALUE } from '@/common/format';

/**
 * The price history export (docs/DATA.md "Price history"). Layout of both formats: row 1 the title
 * (ticker, range), row 2 the basis of the prices, row 3 the header, then one row per session newest
 * first. Prices in VND per share, volume in shares, values in VND, missing figures "-".
 */

export type ExportCell = string | number;

export const EXPORT_HEADER = [
  'Ngày',
  'Mở cửa',
  'Cao nhất',
  'Thấp nhất',
  'Đóng cửa',
  'Đóng cửa điều chỉnh',
  'Khối lượng (cp)',
  'Giá trị (đồng)',
  'Nước ngoài mua - bán ròng (đồng)',
  'Sự kiện điều chỉnh giá',
] as const;

export interface PriceExportInput {
  ticker: string;
  from?: string;
  to?: string;
  rows: readonly PriceHistoryRow[];
  bases: readonly PriceBasis[];
  adjustedTo: string | null;
}

/** What the adjusted close of the file stands on. */
export function basisCaption(bases: readonly PriceBasis[], adjustedTo: string | null): string {
  const parts = ['Giá: đồng/cổ phiếu.'];
  if (bases.includes('raw'))
    parts.push(
      'Đóng cửa điều chỉnh = giá đóng cửa × hệ số điều chỉnh (chia tách, cổ tức, quyền) theo số cổ phiếu hiện nay.',
    );
  if (bases.includes('adjusted'))
    parts.push(
      `Giá của nguồn đã điều chỉnh sẵn${adjustedTo ? ` theo số cổ phiếu ngày ${adjustedTo}` : ''}: đóng cửa và đóng cửa điều chỉnh trùng nhau.`,
    );
  return parts.join(' ');
}

function rangeCaption(from?: string, to?: string): string {
  if (from && to) return `từ ${from} đến ${to}`;
  if (from) return `từ ${from}`;
  if (to) return `đến ${to}`;
  return 'toàn bộ lịch sử';
}

/** The event column: the actions and the factor, "Cổ tức bằng cổ phiếu, tỷ lệ 100:20 (hệ số 0.833333)". */
export function adjustmentText(adjustment: RowAdjustment | null): string {
  if (!adjustment) return '';
  const names = adjustment.actions.map((action) => action.label);
  const what = names.length > 0 ? names.join('; ') : 'Điều chỉnh giá';
  return adjustment.factor === null ? what : `${what} (hệ số ${String(adjustment.factor)})`;
}

const orMissing = (value: number | null): ExportCell => value ?? MISSING_VALUE;

export function exportMatrix(input: PriceExportInput): ExportCell[][] {
  return [
    [`${input.ticker} - Lịch sử giá ${rangeCaption(input.from, input.to)}`],
    [basisCaption(input.bases, input.adjustedTo)],
    [...EXPORT_HEADER],
    ...input.rows.map((row) => [
      row.date,
      row.open,
      row.high,
      row.low,
      row.close,
      row.adjustedClose,
      row.volume,
      orMissing(row.value),
      orMissing(row.foreignNet),
      adjustmentText(row.adjustment),
    ]),
  ];
}

/** Byte order mark: without it Excel opens UTF-8 CSV as ANSI and mangles Vietnamese. */
const UTF8_BOM = '\uFEFF';
/** Text a spreadsheet would run as a formula (OWASP CSV injection) gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: ExportCell): string {
  if (typeof cell === 'number') return cell.toString();
  const text = cell !== MISSING_VALUE && FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV, CRLF line ends, UTF-8 with a byte order mark. */
export function toCsv(matrix: readonly ExportCell[][]): string {
  return UTF8_BOM + matrix.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The .xlsx bytes; SheetJS is loaded on the first export only. */
export async function toXlsx(matrix: readonly ExportCell[][]): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(matrix.map((row) => [...row]));
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  for (let r = 3; r <= range.e.r; r += 1) {
    for (let c = 1; c <= 8; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as { t?: string; z?: string } | undefined;
      if (cell?.t === 'n') cell.z = c === 6 ? '#,##0' : '#,##0.##';
    }
  }
  sheet['!cols'] = EXPORT_HEADER.map((name, index) => ({
    wch: index === 9 ? 60 : Math.max(12, name.length + 2),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Lịch sử giá');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const EXPORT_MIME: Record<PriceExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** FPT_lich-su-gia_2024-01-01_2024-12-31.csv */
export function exportFileName(
  input: { ticker: string; from?: string; to?: string },
  format: PriceExportFormat,
): string {
  return [input.ticker, 'lich-su-gia', input.from, input.to].filter(Boolean).join('_') + `.${format}`;
}
