import { toCsv, type ExportCell } from '@/features/finance/export';
import { normalizeSearchText } from '@/common/text';
import { displayPoints, formatChartDate, metricName, seriesDataOf, unitLabel } from '../options/display';
import type { MetricChartInput } from '../types';

/**
 * A chart's figures as a table, in the same CSV conventions as the statement export
 * (src/features/finance/export.ts: UTF-8 BOM, comma separator, CRLF, RFC 4180 quoting): the header
 * "Ngày" and one column per metric ("Doanh thu (Tỷ đồng)"), then one row per date of any series,
 * oldest first, values in the display unit (money scaled, percentages x100), missing cells empty.
 */

export const DATE_HEADER = 'Ngày';
export const DEFAULT_CHART_FILE_NAME = 'bieu-do';

/** Drops floating-point noise (12.340000000000002) while keeping 1 000 VND precision in tỷ. */
function roundForExport(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * A column header: the metric's name and its unit in brackets ("Doanh thu (Tỷ đồng)"). A name that
 * already says the unit ("CPI - So với cùng kỳ (%) - Tháng") keeps it once, not "(%) (%)"; spaces
 * are tidied.
 */
export function headerWithUnit(name: string, unit: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!unit) return clean;
  const suffix = `(${unit})`;
  return clean.toLowerCase().includes(suffix.toLowerCase()) ? clean : `${clean} ${suffix}`;
}

export function chartCsvMatrix(input: MetricChartInput): ExportCell[][] {
  const columns = input.metrics.map((metric) => {
    const data = seriesDataOf(input, metric);
    const label = unitLabel(data, input.unit);
    const name = metricName(metric, data);
    const byDate = new Map<number, number>();
    for (const [x, y] of displayPoints(data, input.unit)) {
      if (y !== null) byDate.set(x, roundForExport(y));
    }
    const dates = data ? data.points.map(([x]) => x) : [];
    return { header: headerWithUnit(name, label), byDate, dates };
  });
  const dates = [...new Set(columns.flatMap((column) => column.dates))].sort((a, b) => a - b);
  const rows = dates.map((x): ExportCell[] => [
    formatChartDate(x),
    ...columns.map((column) => column.byDate.get(x) ?? ''),
  ]);
  return [[DATE_HEADER, ...columns.map((column) => column.header)], ...rows];
}

export function chartToCsv(input: MetricChartInput): string {
  // 'value': numbers are written plainly, without thousands separators or percent signs.
  return toCsv(chartCsvMatrix(input), 'value');
}

/** "TCB - Doanh thu & lợi nhuận" -> "tcb-doanh-thu-loi-nhuan"; no usable letters -> "bieu-do". */
export function chartFileName(name: string | undefined): string {
  const slug = normalizeSearchText(name ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || DEFAULT_CHART_FILE_NAME;
}
