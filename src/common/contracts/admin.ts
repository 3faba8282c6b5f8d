import { z } from 'zod';
import { PAYMENT_METHODS, PLANS, DiscountType, type PaymentMethod, type Plan } from '../constants/plans';
import type { OrderStatusName } from './payments';

/**
 * Admin console contracts (issue 6), shared by the server routes (validation) and the admin screens
 * (same rules, same messages). Admin routes answer plain `{ data }`; every one needs an administrator.
 */
export const ADMIN_MESSAGES = {
  forbidden: 'Bạn không có quyền truy cập trang quản trị.',
  required: 'Vui lòng nhập thông tin!',
  userUnknown: 'Không tìm thấy người dùng.',
  deviceUnknown: 'Không tìm thấy thiết bị.',
  deviceRemoved: 'Đã xoá thiết bị và đăng xuất các phiên trên thiết bị đó.',
  planSaved: 'Đã cập nhật hạn gói dịch vụ.',
  dateInvalid: 'Ngày không hợp lệ (cần dạng YYYY-MM-DD)',
  dateTimeInvalid: 'Thời điểm không hợp lệ',
  locked: 'Đã khoá tài khoản và đăng xuất mọi phiên.',
  unlocked: 'Đã mở khoá tài khoản.',
  cannotLockSelf: 'Bạn không thể tự khoá tài khoản của mình.',
  reasonTooLong: 'Lý do tối đa 500 kí tự',
  orderUnknown: 'Không tìm thấy đơn hàng.',
  discountUnknown: 'Không tìm thấy mã giảm giá.',
  discountExists: 'Mã giảm giá này đã tồn tại.',
  discountCodeFormat: 'Mã gồm 3-32 kí tự: chữ cái không dấu, chữ số, "_" hoặc "-"',
  discountTypeInvalid: 'Loại giảm giá phải là 0 (phần trăm) hoặc 1 (số tiền)',
  discountPercentRange: 'Phần trăm giảm phải từ 1 đến 100',
  discountAmountPositive: 'Số tiền giảm phải lớn hơn 0 đồng',
  discountValueInteger: 'Giá trị giảm phải là số nguyên',
  discountValueTooLarge: 'Giá trị giảm quá lớn',
  discountRangeInvalid: 'Ngày kết thúc phải sau ngày bắt đầu',
  maxUsesInvalid: 'Số lượt dùng tối đa phải là số nguyên lớn hơn 0',
  plansInvalid: 'Danh sách gói chỉ gồm BASIC, PRO, PREMIUM, không trùng lặp',
  descriptionTooLong: 'Mô tả tối đa 500 kí tự',
  discountCodeLocked: 'Không thể đổi mã của mã giảm giá đã được sử dụng.',
  discountDeactivated: 'Mã giảm giá đã được dùng nên chỉ bị ngừng kích hoạt.',
  discountDeleted: 'Đã xoá mã giảm giá.',
  formatUnknown: 'Định dạng dữ liệu không được hỗ trợ.',
  fileNameInvalid: 'Tên tệp không hợp lệ',
  fileEmpty: 'Tệp rỗng hoặc nội dung không phải base64 hợp lệ.',
  importFailed: 'Không nhập được tệp',
  urlInvalid: 'Địa chỉ phải bắt đầu bằng http:// hoặc https://',
  titleTooLong: 'Tiêu đề tối đa 500 kí tự',
  tickerFormat: 'Mã chứng khoán gồm 2-12 chữ cái hoặc chữ số',
  icbFormat: 'Mã ngành ICB gồm 4 chữ số',
  yearInvalid: 'Năm không hợp lệ',
  newsUnknown: 'Không tìm thấy tin tức.',
  documentUnknown: 'Không tìm thấy tài liệu.',
  newsDeleted: 'Đã xoá tin tức.',
  documentDeleted: 'Đã xoá tài liệu.',
} as const;

export const ADMIN_PAGE_SIZE = 20;

/** Query strings send '' for an empty filter: that means "no filter". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const pageSchema = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));
const searchSchema = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());

/** A calendar day YYYY-MM-DD that exists. */
export const calendarDaySchema = z
  .string(ADMIN_MESSAGES.dateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_MESSAGES.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000-01-01';
  }, ADMIN_MESSAGES.dateInvalid);

const dateTimeSchema = z.iso.datetime({ offset: true, error: ADMIN_MESSAGES.dateTimeInvalid });

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

// ---- users

export const adminUsersQuery = z.object({ q: searchSchema, page: pageSchema });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserParams = z.object({ userId: idSchema });
export const adminDeviceParams = z.object({
  userId: idSchema,
  deviceId: z.string().regex(/^[\w-]{1,128}$/, ADMIN_MESSAGES.deviceUnknown),
});

export const setPlanBody = z.object({
  plan: z.enum(PLANS, 'Gói phải là BASIC, PRO hoặc PREMIUM'),
  /** The plan's last day (inclusive, Vietnamese calendar), or null to take the plan away. */
  expiredDay: calendarDaySchema.nullable(),
});
export type SetPlanBody = z.infer<typeof setPlanBody>;

export const lockBody = z.object({
  locked: z.boolean('Trạng thái khoá phải là true hoặc false'),
  reason: z.string().trim().max(500, ADMIN_MESSAGES.reasonTooLong).optional(),
});
export type LockBody = z.infer<typeof lockBody>;

// ---- orders and payment events

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Thất bại',
  cancelled: 'Đã huỷ',
  expired: 'Hết hạn',
};

export const adminOrdersQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()),
  method: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS).optional()),
  q: searchSchema,
  page: pageSchema,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderParams = z.object({
  orderCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, ADMIN_MESSAGES.orderUnknown),
});

export const adminPaymentEventsQuery = z.object({
  orderCode: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  page: pageSchema,
});
export type AdminPaymentEventsQuery = z.infer<typeof adminPaymentEventsQuery>;

// ---- discount codes

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  [DiscountType.PERCENT]: 'Phần trăm',
  [DiscountType.AMOUNT]: 'Số tiền',
};

export const discountBody = z
  .object({
    code: z
      .string(ADMIN_MESSAGES.required)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, ADMIN_MESSAGES.discountCodeFormat),
    discountType: z.union(
      [z.literal(DiscountType.PERCENT), z.literal(DiscountType.AMOUNT)],
      ADMIN_MESSAGES.discountTypeInvalid,
    ),
    value: z
      .number(ADMIN_MESSAGES.required)
      .int(ADMIN_MESSAGES.discountValueInteger)
      .max(1_000_000_000, ADMIN_MESSAGES.discountValueTooLarge),
    validFrom: dateTimeSchema.nullable().default(null),
    validTo: dateTimeSchema.nullable().default(null),
    maxUses: z
      .number(ADMIN_MESSAGES.maxUsesInvalid)
      .int(ADMIN_MESSAGES.maxUsesInvalid)
      .positive(ADMIN_MESSAGES.maxUsesInvalid)
      .max(10_000_000, ADMIN_MESSAGES.maxUsesInvalid)
      .nullable()
      .default(null),
    /** The plans it applies to; null (or every plan) means all of them. */
    plans: z
      .array(z.enum(PLANS, ADMIN_MESSAGES.plansInvalid), ADMIN_MESSAGES.plansInvalid)
      .max(PLANS.length, ADMIN_MESSAGES.plansInvalid)
      .refine((list) => new Set(list).size === list.length, ADMIN_MESSAGES.plansInvalid)
      .nullable()
      .default(null),
    description: z.string().trim().max(500, ADMIN_MESSAGES.descriptionTooLong).nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.discountType === DiscountType.PERCENT && (value.value < 1 || value.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: ADMIN_MESSAGES.discountPercentRange });
    }
    if (value.discountType === DiscountType.AMOUNT && value.value <= 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: ADMIN_MESSAGES.discountAmountPositive });
    }
    if (value.validFrom && value.validTo && new Date(value.validTo) <= new Date(value.validFrom)) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: ADMIN_MESSAGES.discountRangeInvalid });
    }
  });
export type DiscountBody = z.infer<typeof discountBody>;
export type DiscountInput = z.input<typeof discountBody>;

export const adminIdParams = z.object({ id: idSchema });

// ---- imports

/** The upload's JSON body is at most this big (the file is base64 inside it, so ~15 MB of file). */
export const ADMIN_IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

export const importBody = z.object({
  format: z.string(ADMIN_MESSAGES.formatUnknown).regex(/^[a-z0-9-]{1,40}$/, ADMIN_MESSAGES.formatUnknown),
  fileName: z
    .string(ADMIN_MESSAGES.fileNameInvalid)
    .trim()
    .regex(/^(?!\.)[\p{L}\p{N}._\- ()]{1,200}$/u, ADMIN_MESSAGES.fileNameInvalid),
  contentBase64: z
    .string(ADMIN_MESSAGES.fileEmpty)
    .min(1, ADMIN_MESSAGES.fileEmpty)
    .regex(/^[A-Za-z0-9+/\r\n]+={0,2}$/, ADMIN_MESSAGES.fileEmpty),
});
export type ImportBody = z.infer<typeof importBody>;

// ---- news and documents

const tickerSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}$/, ADMIN_MESSAGES.tickerFormat);
const optionalTicker = z.preprocess(emptyToUndefined, tickerSchema.nullable().default(null));
const optionalIcb = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{4}$/, ADMIN_MESSAGES.icbFormat)
    .nullable()
    .default(null),
);
const httpUrl = z
  .string(ADMIN_MESSAGES.urlInvalid)
  .trim()
  .max(2000, ADMIN_MESSAGES.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ADMIN_MESSAGES.urlInvalid }));
const titleSchema = z
  .string(ADMIN_MESSAGES.required)
  .trim()
  .min(1, ADMIN_MESSAGES.required)
  .max(500, ADMIN_MESSAGES.titleTooLong);

export const newsBody = z.object({
  ticker: optionalTicker,
  icbCode: optionalIcb,
  title: titleSchema,
  summary: z.string().trim().max(5000).default(''),
  body: z.string().max(200_000).default(''),
  source: z.string(ADMIN_MESSAGES.required).trim().min(1, ADMIN_MESSAGES.required).max(200),
  url: z.preprocess(emptyToUndefined, httpUrl.nullable().default(null)),
  publishedAt: dateTimeSchema,
});
export type NewsBody = z.infer<typeof newsBody>;

export const DOCUMENT_KINDS = [
  'annual_report',
  'financial_statement',
  'disclosure',
  'shareholder_meeting',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  annual_report: 'Báo cáo thường niên',
  financial_statement: 'Báo cáo tài chính',
  disclosure: 'Công bố thông tin',
  shareholder_meeting: 'Đại hội cổ đông',
  other: 'Khác',
};

export const documentBody = z.object({
  ticker: optionalTicker,
  icbCode: optionalIcb,
  kind: z.enum(DOCUMENT_KINDS, 'Loại tài liệu không hợp lệ'),
  title: titleSchema,
  year: z.preprocess(
    emptyToUndefined,
    z
      .number(ADMIN_MESSAGES.yearInvalid)
      .int(ADMIN_MESSAGES.yearInvalid)
      .min(1990, ADMIN_MESSAGES.yearInvalid)
      .max(2100, ADMIN_MESSAGES.yearInvalid)
      .nullable()
      .default(null),
  ),
  fileUrl: httpUrl,
  mimeType: z
    .string()
    .trim()
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'Kiểu tệp không hợp lệ')
    .default('application/pdf'),
  publishedAt: dateTimeSchema,
});
export type DocumentBody = z.infer<typeof documentBody>;

export const adminContentQuery = z.object({
  q: searchSchema,
  ticker: z.preprocess(emptyToUndefined, tickerSchema.optional()),
  page: pageSchema,
});
export type AdminContentQuery = z.infer<typeof adminContentQuery>;

// ---- answers

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type AdminPlanType = Plan;

export interface AdminUserRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  status: 'pending' | 'active';
  isAdmin: boolean;
  planType: Plan | null;
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
  locked: boolean;
  lockReason: string | null;
  deviceCount: number;
  createdAt: string;
}

export interface AdminDevice {
  deviceId: string;
  name: string;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Sessions not revoked and not expired on this device. */
  liveSessions: number;
}

export interface AdminOrder {
  id: number;
  orderCode: string;
  userId: number;
  userEmail: string;
  plan: Plan;
  months: number;
  method: PaymentMethod;
  listAmount: number;
  discountCode: string | null;
  discountAmount: number;
  amount: number;
  status: OrderStatusName;
  resultCode: number | null;
  resultMessage: string | null;
  providerTransId: string | null;
  expiryAfter: string | null;
  grantedAt: string | null;
  confirmedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminUserDetail extends AdminUserRow {
  birthDate: string | null;
  isLogByGoogle: boolean;
  isLogByFacebook: boolean;
  lockedAt: string | null;
  lockedBy: number | null;
  devices: AdminDevice[];
  /** The newest orders (at most 20). */
  orders: AdminOrder[];
}

export interface AdminPaymentEvent {
  id: number;
  provider: PaymentMethod;
  orderCode: string | null;
  payload: unknown;
  signatureValid: boolean;
  outcome: string;
  createdAt: string;
}

export interface AdminDiscount {
  id: number;
  code: string;
  discountType: DiscountType;
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  usedCount: number;
  plans: Plan[] | null;
  active: boolean;
  description: string | null;
  createdAt: string;
}

export interface AdminDiscountDeleted {
  id: number;
  /** hard: the row is gone; soft: it was used, so it is only deactivated. */
  mode: 'hard' | 'soft';
  message: string;
}

export interface AdminImportFormat {
  format: string;
  description: string;
}

export interface AdminImportRun {
  id: number;
  format: string;
  file: string;
  status: 'succeeded' | 'failed';
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  rejections: { row: number; reason: string }[];
  /** Rows kept but worth a look (row 0: the file as a whole). */
  noticesCount: number;
  notices: { row: number; reason: string }[];
  /** Placeholder companies the file created, apart from its data rows. */
  companiesCreated: number;
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

export interface AdminImportsOverview {
  formats: AdminImportFormat[];
  /** The newest 50 runs. */
  runs: AdminImportRun[];
}

export interface AdminImportResult {
  format: string;
  fileName: string;
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  rejections: { row: number; reason: string }[];
  noticesCount: number;
  notices: { row: number; reason: string }[];
  companiesCreated: number;
  durationMs: number;
}

/** `extra` of a 400 answer to a broken file: where and why, nothing written. */
export interface AdminImportFailure {
  fileName: string;
  row: number | null;
  reason: string;
}

export interface AdminNews {
  id: number;
  ticker: string | null;
  icbCode: string | null;
  title: string;
  summary: string;
  body: string;
  source: string;
  url: string | null;
  publishedAt: string;
  isDemo: boolean;
}

export interface AdminDocument {
  id: number;
  ticker: string | null;
  icbCode: string | null;
  kind: DocumentKind;
  title: string;
  year: number | null;
  fileUrl: string;
  mimeType: string;
  publishedAt: string;
  isDemo: boolean;
}

export interface AdminMessage {
  message: string;
}
