import dayjs from 'dayjs';
import { DATE_FORMAT, RECENT_TIME_DAYS } from './constants/app';
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

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Times within the last 3 days read relatively ("5 phút trước", "2 giờ trước", "1 ngày trước");
 * older or future times show the date.
 */
export function formatRelativeTime(value: DateInput | null | undefined, now: DateInput = new Date()): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  const date = dayjs(value);
  if (!date.isValid()) return MISSING_VALUE;
  const elapsed = dayjs(now).diff(date);
  if (elapsed < 0 || elapsed >= RECENT_TIME_DAYS * DAY_MS) return formatDate(date.toDate());
  if (elapsed < MINUTE_MS) return 'Vừa xong';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} phút trước`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} giờ trước`;
  return `${Math.floor(elapsed / DAY_MS)} ngày trước`;
}
