import { z } from 'zod';
import { PAYMENT_METHODS, PLANS, DiscountType } from '../constants/plans';
import { ADMIN_MESSAGES, DOCUMENT_KINDS } from './adminMessages';
import type { OrderStatusName } from './payments';

/**
 * Admin console contracts (issue 6), shared by the server routes (validation) and the admin screens
 * (same rules, same messages). Admin routes answer plain `{ data }`; every one needs an administrator.
 */
export {
  ADMIN_FORBIDDEN_MESSAGE,
  ADMIN_MESSAGES,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
} from './adminMessages';
export type * from './adminAnswers';

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
