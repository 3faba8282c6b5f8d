import { formatNumber, formatPercent } from '@/common/format';
import type { RatioUnit } from '@/common/finance/ratios';

export const EMPTY_RATIOS_TEXT = 'Chưa đủ số liệu để tính';

/** Percent with 2 decimals (0.1523 -> "15.23%"), times with 2 decimals ("12.40"), VND per share whole. */
export function formatRatio(value: number | null | undefined, unit: RatioUnit): string {
  if (unit === 'percent') return formatPercent(value, 2);
  return formatNumber(value, unit === 'vnd' ? 0 : 2);
}
