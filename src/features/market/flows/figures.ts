import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { formatByUnit, formatNumber, formatPercent, formatSigned, MISSING_VALUE } from '@/common/format';

/** Up green, down red, unchanged amber (the spec's signal colours); unknown uncoloured. */
export function changeColor(change: number | null): string | undefined {
  if (change === null || !Number.isFinite(change)) return undefined;
  if (change > 0) return TECHNICAL_SIGNAL_COLORS.buy;
  if (change < 0) return TECHNICAL_SIGNAL_COLORS.sell;
  return TECHNICAL_SIGNAL_COLORS.neutral;
}

/** VND in tỷ đồng with two decimals: 12_345_000_000 -> "12.35". */
export function billions(valueVnd: number | null): string {
  return formatByUnit(valueVnd, 'billion');
}

/** A signed VND amount in tỷ đồng: "+12.35", "-3.00". */
export function signedBillions(valueVnd: number | null): string {
  if (valueVnd === null || !Number.isFinite(valueVnd)) return MISSING_VALUE;
  return formatSigned(valueVnd / 1e9, 2);
}

/** A session's % change given in percent (2.3 -> "+2.30%"). */
export function signedPercentPoints(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return MISSING_VALUE;
  return `${formatSigned(percent, 2)}%`;
}

/** A period's change given as a fraction (0.023 -> "+2.30%"). */
export function signedFraction(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return MISSING_VALUE;
  return fraction > 0 ? `+${formatPercent(fraction)}` : formatPercent(fraction);
}

/** A multiple: "14.00 lần". */
export function times(value: number | null): string {
  const text = formatNumber(value);
  return text === MISSING_VALUE ? text : `${text} lần`;
}

/** Shares: "1,234,500". */
export function shares(value: number | null): string {
  return formatNumber(value, 0);
}
