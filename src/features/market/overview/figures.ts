import type { TradedComparison } from '@/common/market/marketSession';
import { formatNumber, formatPercent, formatSigned, MISSING_VALUE } from '@/common/format';

/** Index points: "1,404.00"; a change "+4.00". */
export const points = (value: number | null): string => formatNumber(value, 2);
export const signedPoints = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? MISSING_VALUE : formatSigned(value, 2);

/** A % change given in percent: 0.2857 -> "+0.29%". */
export const signedPercent = (percent: number | null): string =>
  percent === null || !Number.isFinite(percent) ? MISSING_VALUE : `${formatSigned(percent, 2)}%`;

/** A change given as a fraction: 0.2 -> "+20.00%". */
export const signedFraction = (fraction: number | null): string =>
  fraction === null || !Number.isFinite(fraction)
    ? MISSING_VALUE
    : `${fraction > 0 ? '+' : ''}${formatPercent(fraction)}`;

/** VND as tỷ đồng: 120e9 -> "120.00 tỷ". */
export const billionsText = (valueVnd: number | null): string =>
  valueVnd === null || !Number.isFinite(valueVnd) ? MISSING_VALUE : `${formatNumber(valueVnd / 1e9, 2)} tỷ`;

/** Shares as millions: 1_234_000 -> "1.23 triệu cp". */
export const millionSharesText = (volume: number | null): string =>
  volume === null || !Number.isFinite(volume) ? MISSING_VALUE : `${formatNumber(volume / 1e6, 2)} triệu cp`;

/** "+20.00% so với phiên trước, +48.15% so với TB 20 phiên". */
export function comparisonText(comparison: TradedComparison): string {
  const average =
    comparison.averageSessions > 0
      ? `${signedFraction(comparison.vsAverage)} so với TB ${String(comparison.averageSessions)} phiên`
      : 'chưa đủ phiên để tính trung bình';
  return `${signedFraction(comparison.vsPrevious)} so với phiên trước, ${average}`;
}

/** A stock price in VND: "10,700". */
export const price = (value: number | null): string => formatNumber(value, 0);
