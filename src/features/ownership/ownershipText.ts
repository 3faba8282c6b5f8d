import { formatNumber, formatPercent, formatSigned, MISSING_VALUE } from '@/common/format';

/** How the ownership tab writes its figures (the spec's number formats). */

/** 12345678 -> "12,345,678"; null -> "-". */
export function formatShares(shares: number | null): string {
  return formatNumber(shares, 0);
}

/** 0.1234 -> "12.34%"; null -> "-". */
export function formatRatio(ratio: number | null): string {
  return formatPercent(ratio, 2);
}

/** A change of a ratio in percentage points: 0.0125 -> "+1.25 điểm %". */
export function formatRatioChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return MISSING_VALUE;
  return `${formatSigned(Math.round(change * 10_000) / 100, 2)} điểm %`;
}

/** A change of a count of shares: "+2,400,000"; null -> "-". */
export function formatSharesChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return MISSING_VALUE;
  return formatSigned(change, 0);
}

/** "2025-03-01 → 2025-03-30", or the start alone. */
export function formatWindow(from: string, to: string | null): string {
  return to ? `${from} → ${to}` : `từ ${from}`;
}
