import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { PERIOD_TYPE_LABELS } from '@/common/constants/finance';
import { findRatio, type RatioUnit } from '@/common/finance/ratios';
import { MISSING_VALUE } from '@/common/format';
import { downloadBlob } from '@/lib/download';
import type { ExportCell, ExportFormat } from '@/features/finance/export';
import { averageColumns, averageOf } from './ratioAverages';

/**
 * Export of the ratios table on screen (CSV or Excel). Layout: row 1 the title (ticker, "Chỉ số tài
 * chính", period type), row 2 the header ("Chỉ số", "Đơn vị", the periods oldest first, then "TB 3
 * năm" and "TB 5 năm" on the yearly view), then one row per ratio shown and the valuation price
 * row. Figures as the screen rounds them, in the row's unit (percent ratios as 15.23 for 15.23 %),
 * missing figures "-".
 */

export const UNIT_CAPTIONS: Record<RatioUnit, string> = { percent: '%', times: 'lần', vnd: 'đồng/cp' };
const PRICE_ROW = 'Giá dùng để định giá';

/** The value in the screen's unit and rounding: 0.15234 % -> 15.23, times 2 decimals, VND whole. */
export function shownRatio(value: number | null | undefined, unit: RatioUnit): ExportCell {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  if (unit === 'percent') return Math.round(value * 10_000) / 100;
  return unit === 'vnd' ? Math.round(value) : Math.round(value * 100) / 100;
}

export function ratiosExportMatrix(data: RatiosDataResponse, metrics: readonly string[]): ExportCell[][] {
  const averages = averageColumns(data);
  const title = [`${data.ticker} - Chỉ số tài chính`, `Kỳ: ${PERIOD_TYPE_LABELS[data.periodType]}`];
  const header = [
    'Chỉ số',
    'Đơn vị',
    ...data.periods.map((period) => period.label),
    ...averages.map(
      (column) => `${column.label} (${String(column.averages.fromYear)}–${String(column.averages.toYear)})`,
    ),
  ];
  const rows = metrics.flatMap((code) => {
    const ratio = findRatio(code);
    const values = data.values[code];
    if (!ratio || !values) return [];
    return [
      [
        ratio.nameVi,
        UNIT_CAPTIONS[ratio.unit],
        ...values.map((value) => shownRatio(value, ratio.unit)),
        ...averages.map((column) => shownRatio(averageOf(column, code).value, ratio.unit)),
      ],
    ];
  });
  const withPrice = metrics.some((code) => findRatio(code)?.usesPrice)
    ? [[PRICE_ROW, 'đồng/cp', ...data.prices.map((price) => shownRatio(price, 'vnd'))]]
    : [];
  return [title, header, ...rows, ...withPrice];
}

/** HPG_chi-so-tai-chinh_nam.xlsx */
export function ratiosExportFileName(data: RatiosDataResponse, format: ExportFormat): string {
  return `${data.ticker}_chi-so-tai-chinh_${data.periodType === 'year' ? 'nam' : 'quy'}.${format}`;
}

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Builds the file (the statements' CSV and Excel writers, loaded on use) and downloads it. */
export async function downloadRatiosExport(
  format: ExportFormat,
  data: RatiosDataResponse,
  metrics: readonly string[],
): Promise<void> {
  const { toCsv, toXlsx } = await import('@/features/finance/export');
  const matrix = ratiosExportMatrix(data, metrics);
  const content = format === 'csv' ? toCsv(matrix, 'value') : await toXlsx(matrix, 'value');
  downloadBlob(content, MIME[format], ratiosExportFileName(data, format));
}
