import type { RatioAverages, RatiosDataResponse } from '@/common/contracts/ratios';
import { AVERAGE_SPAN_LABELS } from '@/common/finance/multiYearAverage';

/**
 * The ratios table's multi-year average columns ("TB 3 năm", "TB 5 năm"): on the yearly view only,
 * where the answer carries them (src/common/finance/multiYearAverage.ts says why quarters have none).
 */

export interface AverageColumn {
  key: string;
  /** "TB 3 năm". */
  label: string;
  /** "Trung bình 3 năm tài chính 2023–2025". */
  caption: string;
  averages: RatioAverages;
}

export function averageColumns(data: RatiosDataResponse): AverageColumn[] {
  if (data.periodType !== 'year') return [];
  return (data.averages ?? []).map((averages) => ({
    key: `AVG${String(averages.span)}Y`,
    label: AVERAGE_SPAN_LABELS[averages.span],
    caption: `Trung bình ${String(averages.span)} năm tài chính ${String(averages.fromYear)}–${String(averages.toYear)}`,
    averages,
  }));
}

/** The average of one ratio and why it is missing. */
export function averageOf(
  column: AverageColumn,
  code: string,
): { value: number | null; reason: string | null } {
  const value = column.averages.values[code] ?? null;
  return {
    value,
    reason: value === null ? (column.averages.reasons[code] ?? 'Chưa đủ số liệu để tính') : null,
  };
}

/** Under the table on the quarterly view: where the averages are. */
export const QUARTERLY_AVERAGES_HINT =
  'Trung bình 3 năm và 5 năm tính trên các năm tài chính: chọn kỳ "Năm" để xem.';
