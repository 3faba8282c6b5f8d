import type { ScreenerAsOf, ScreenerExportFormat, ScreenerRow } from '@/common/contracts/screener';
import { MISSING_VALUE } from '@/common/format';
import { CRITERION_UNIT_LABELS, findCriterion } from '@/common/screener/criteria';
import { criterionText, type ScreenDefinition } from '@/common/screener/definition';
import { toCsv, type ExportCell } from '../priceHistory/priceHistory.export';

/**
 * The screener export, on the price history export's approach (CSV with BOM and formula guard, .xlsx
 * through SheetJS loaded on first use). Layout: row 1 the title and date, row 2 the criteria, row 3
 * the rows' count (and the cap when the plan cut the list), row 4 the header, then one row per stock.
 */

export const EXPORT_MIME: Record<ScreenerExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const FIXED_HEADER = ['Mã', 'Tên', 'Sàn'] as const;

export function columnHeader(key: string): string {
  const definition = findCriterion(key);
  if (!definition) return key;
  const unit = definition.unit ? CRITERION_UNIT_LABELS[definition.unit] : '';
  return unit ? `${definition.label} (${unit})` : definition.label;
}

export interface ScreenerExportInput {
  screen: ScreenDefinition;
  columns: readonly string[];
  rows: readonly ScreenerRow[];
  total: number;
  cap: number;
  asOf: ScreenerAsOf;
}

function flagCell(key: string, value: number | null): ExportCell {
  if (value === null) return MISSING_VALUE;
  return findCriterion(key)?.kind === 'flag' ? (value === 1 ? 'Có' : 'Không') : value;
}

export function exportMatrix(input: ScreenerExportInput): ExportCell[][] {
  const criteria =
    input.screen.criteria.map(criterionText).join(', ') || 'không có tiêu chí (toàn thị trường)';
  const count =
    input.total > input.rows.length
      ? `${String(input.rows.length)} / ${String(input.total)} mã (giới hạn xuất của gói: ${String(input.cap)} dòng)`
      : `${String(input.total)} mã`;
  return [
    [
      `Bộ lọc cổ phiếu - dữ liệu phiên ${input.asOf.session ?? MISSING_VALUE}, giá đóng cửa đến ${input.asOf.priceDate ?? MISSING_VALUE}, nguồn ${input.asOf.sources.join(', ') || MISSING_VALUE}`,
    ],
    [`Tiêu chí: ${criteria}`],
    [count],
    [...FIXED_HEADER, ...input.columns.map(columnHeader)],
    ...input.rows.map((row) => [
      row.ticker,
      row.name,
      row.exchange,
      ...input.columns.map((key) => flagCell(key, row.values[key] ?? null)),
    ]),
  ];
}

export { toCsv };

export async function toXlsx(matrix: readonly ExportCell[][]): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(matrix.map((row) => [...row]));
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  for (let r = 4; r <= range.e.r; r += 1) {
    for (let c = FIXED_HEADER.length; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as { t?: string; z?: string } | undefined;
      if (cell?.t === 'n') cell.z = '#,##0.##';
    }
  }
  sheet['!cols'] = (matrix[3] ?? []).map((name, index) => ({
    wch: index === 1 ? 36 : Math.max(10, String(name).length + 2),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Bộ lọc cổ phiếu');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function exportFileName(date: string | null, format: ScreenerExportFormat): string {
  return `bo-loc-co-phieu-${date ?? 'moi-nhat'}.${format}`;
}
