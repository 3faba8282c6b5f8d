import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { PLAN_LABELS, type Plan } from '@/common/constants/plans';
import { ADMIN_MESSAGES } from '@/common/contracts/admin';
import { DATE_FORMAT } from '@/common/constants/app';
import { formatDate, formatNumber, MISSING_VALUE } from '@/common/format';

/** The admin console's sections, in menu order. */
export const ADMIN_SECTIONS = [
  { key: 'users', path: '/admin/users', label: 'Người dùng' },
  { key: 'orders', path: '/admin/orders', label: 'Đơn hàng và thanh toán' },
  { key: 'discounts', path: '/admin/discounts', label: 'Mã giảm giá' },
  { key: 'imports', path: '/admin/imports', label: 'Nhập dữ liệu' },
  { key: 'quality', path: '/admin/quality', label: 'Chất lượng dữ liệu' },
  { key: 'companies', path: '/admin/companies', label: 'Loại hình doanh nghiệp' },
  { key: 'sources', path: '/admin/sources', label: 'Nguồn số liệu' },
  { key: 'revisions', path: '/admin/revisions', label: 'Thay đổi số liệu' },
  { key: 'dataSources', path: '/admin/data-sources', label: 'Nguồn dữ liệu' },
  { key: 'content', path: '/admin/content', label: 'Tin tức và tài liệu' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export const ADMIN_FORBIDDEN_TEXT = ADMIN_MESSAGES.forbidden;

/** 1099000 -> "1,099,000 đ". */
export function formatVnd(value: number | null | undefined): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  return `${formatNumber(value, 0)} đ`;
}

/** An ISO time as "YYYY-MM-DD HH:mm" (the spec's date format) in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return MISSING_VALUE;
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMAT} HH:mm`) : MISSING_VALUE;
}

/** A calendar day as YYYY-MM-DD (src/common/format.ts formatDate). */
export function formatDay(value: string | null | undefined): string {
  return value ? formatDate(value) : MISSING_VALUE;
}

export function planLabel(plan: Plan | null): string {
  return plan ? PLAN_LABELS[plan] : 'Miễn phí';
}

export const PLAN_COLORS: Record<Plan, string> = { BASIC: 'blue', PRO: 'purple', PREMIUM: 'gold' };

/**
 * Puts a zod failure of the shared contract on the form's fields (same messages as the server);
 * `rename` maps a contract field to the form field that edits it.
 */
export function showFieldErrors<V>(
  form: FormInstance<V>,
  error: z.ZodError,
  rename: (field: string) => string = (field) => field,
): void {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = rename(String(issue.path[0] ?? ''));
    byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  const fields = [...byField.entries()].map(([name, errors]) => ({ name, errors }));
  form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
}
