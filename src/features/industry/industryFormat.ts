import { planLabel } from '@/common/access/accessTable';
import type { Plan } from '@/common/constants/plans';
import { isPermissionCode, type PermissionCode } from '@/common/constants/permissions';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { companyPath } from '@/common/companyPaths';

/** Pure wording and number helpers of the industry screens. */

/** "2025-05-31" -> "05/2025"; null or anything else -> null. */
export function monthYear(date: string | null | undefined): string | null {
  const match = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  return match ? `${match[2] ?? ''}/${match[1] ?? ''}` : null;
}

/** "Số liệu đến 05/2025", or null without a date. */
export function dataUntilText(date: string | null | undefined): string | null {
  const text = monthYear(date);
  return text ? `Số liệu đến ${text}` : null;
}

/** Whole numbers from 100 up, two decimals below: "1,234", "12.35". */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  return formatNumber(value, Math.abs(value) >= 100 ? 0 : 2);
}

/** A figure and its unit: "1,234 nghìn tấn", "12.35%", "-". */
export function formatWithUnit(value: number | null | undefined, unit: string): string {
  const text = formatFigure(value);
  if (text === MISSING_VALUE || !unit.trim()) return text;
  return unit.trim() === '%' ? `${text}%` : `${text} ${unit.trim()}`;
}

/** A change already in %: "+12.3%", "-4.0%", "0.0%", "-" when unknown. */
export function formatChange(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return MISSING_VALUE;
  const text = formatNumber(percent, 1);
  return percent > 0 && text !== '0.0' ? `+${text}%` : `${text}%`;
}

/** antd Typography's colour of a change: rises green, falls red, nothing for zero or unknown. */
export function changeTone(percent: number | null | undefined): 'success' | 'danger' | undefined {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return undefined;
  if (percent > 0) return 'success';
  return percent < 0 ? 'danger' : undefined;
}

/** A share in %: "35.2%". */
export function formatShare(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return MISSING_VALUE;
  return `${formatNumber(percent, 1)}%`;
}

/** The lock tag's words: "Gói Chuyên nghiệp" (or "Cần nâng cấp" when the plan is unknown). */
export function lockTagText(plan: Plan | null | undefined): string {
  return plan ? `Gói ${planLabel(plan)}` : 'Cần nâng cấp';
}

/** A permission code the server sent, when it is one this build knows; `fallback` otherwise. */
export function permissionOf(value: string | null | undefined, fallback: PermissionCode): PermissionCode {
  return isPermissionCode(value) ? value : fallback;
}

/** The company page of a ticker. */
export function companyHref(ticker: string): string {
  return companyPath(ticker, 'overview');
}

/** The kind of a failed call (forbidden, notFound ...), whatever shape the error has. */
export function errorKind(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return undefined;
  return typeof error.kind === 'string' ? error.kind : undefined;
}
