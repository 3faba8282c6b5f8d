import { formatNumber } from '../format';
import { BAND_METRIC_LABELS, NON_POSITIVE_WORDS, type BandMetric } from './labels';

/** "P/E hiện tại cao hơn 78% số ngày trong 5 năm" (percentile: 0..1, percentileBelow). */
export function percentileSentence(metric: BandMetric, percentile: number, years: number): string {
  return `${BAND_METRIC_LABELS[metric]} hiện tại cao hơn ${formatNumber(percentile * 100, 0)}% số ngày trong ${String(years)} năm`;
}

/** "bỏ 42 ngày lỗ (EPS 4 quý ≤ 0), 3 ngày thiếu số liệu"; null when no day was left out. */
export function exclusionText(
  metric: BandMetric,
  excluded: { nonPositive: number; missing: number },
): string | null {
  const parts: string[] = [];
  if (excluded.nonPositive > 0)
    parts.push(`${formatNumber(excluded.nonPositive, 0)} ngày ${NON_POSITIVE_WORDS[metric]}`);
  if (excluded.missing > 0) parts.push(`${formatNumber(excluded.missing, 0)} ngày thiếu số liệu`);
  return parts.length > 0 ? `bỏ ${parts.join(', ')}` : null;
}

/** Why no band is drawn when the window holds too few valued days. */
export function tooLittleHistoryText(
  metric: BandMetric,
  valued: number,
  years: number,
  minimum: number,
): string {
  return (
    `Chỉ có ${formatNumber(valued, 0)} ngày có ${BAND_METRIC_LABELS[metric]} trong ${String(years)} năm qua; ` +
    `cần ít nhất ${formatNumber(minimum, 0)} ngày để tính trung bình và độ lệch chuẩn.`
  );
}
