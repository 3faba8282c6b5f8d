import { AppError } from '../../core/errors';

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

const VIETNAM_OFFSET = '+07:00';
const DAY_MS = 86_400_000;

/** 00:00 of a YYYY-MM-DD day in Vietnam (UTC+7): publication dates are Vietnamese days. */
export function vietnamDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${VIETNAM_OFFSET}`);
}

/** 00:00 in Vietnam of the day after `date` (the exclusive end of a day range). */
export function vietnamDayEnd(date: string): Date {
  return new Date(vietnamDayStart(date).getTime() + DAY_MS);
}

/** 400 when a date range is reversed (ISO dates compare as text). */
export function assertDateRange(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && from > to) {
    throw new AppError('BAD_REQUEST', 'Ngày bắt đầu (from) phải trước hoặc bằng ngày kết thúc (to).');
  }
}

/** YYYY-MM-DD `days` before a YYYY-MM-DD day. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A stored link the browser may follow: http(s) only, so an admin typo or a `javascript:` URL never
 * reaches an href.
 */
export function webUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Files of the demo data live under this prefix; the file route generates them (documents.service.ts). */
export const DEMO_DOCS_PREFIX = '/demo-docs/';

export function isDemoFile(url: string | null): boolean {
  return url?.startsWith(DEMO_DOCS_PREFIX) ?? false;
}
