import dayjs from 'dayjs';
import { DATE_FORMAT } from './constants/app';
import type { UnitFormat } from './constants/finance';
import { scaleToUnit } from './finance/scale';

/** Shown for a missing or non-finite value. */
export const MISSING_VALUE = '-';

const formatters = new Map<number, Intl.NumberFormat>();

function numberFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    // en-US gives the spec's comma thousands separator and dot decimals.
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** 1234567.891 -> "1,234,567.89"; null, undefined, NaN and Infinity -> "-". Negative zero shows as 0. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  const text = numberFormatter(decimals).format(value);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** A change with its sign, as the boards write it: "+1,200", "-350", "0" (meaning never by colour alone). */
export function formatSigned(value: number, decimals = 2): string {
  const text = formatNumber(value, decimals);
  return value > 0 ? `+${text}` : text;
}

/** A VND amount in the chosen display unit: 12_345_000_000 VND in billion -> "12.35". */
export function formatByUnit(valueVnd: number | null | undefined, unit: UnitFormat, decimals = 2): string {
  return formatNumber(scaleToUnit(valueVnd, unit), decimals);
}

/** 0.1234 -> "12.34%". */
export function formatPercent(ratio: number | null | undefined, decimals = 2): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return MISSING_VALUE;
  return `${formatNumber(ratio * 100, decimals)}%`;
}

type DateInput = Date | string | number;

/** YYYY-MM-DD; an invalid date gives "-". */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : MISSING_VALUE;
}

// Relative times of news and documents: src/common/vietnamTime.ts (relativeTime).
