import { z } from 'zod';
import { CONDITION_LIMITS, MAX_COOLDOWN_MINUTES, type AlertCondition } from '../alerts/conditions';
import { NOTIFICATION_PAGE_SIZES } from '../alerts/notificationPaging';
import { findRatio } from '../finance/ratios';
import { rowIdSchema, tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * The alerts API (issue 32; docs/API.md "Alerts and notifications"): account endpoints answering
 * `{ data }`. The condition shapes are src/common/alerts/conditions.ts's; every number is bounded so
 * NaN, Infinity and typing errors are 400s with a Vietnamese message, never a stored nonsense.
 */

const bounded = (limits: { min: number; max: number }, what: string) =>
  z.coerce
    .number({ error: `${what} phải là một số.` })
    .refine(Number.isFinite, `${what} phải là một số hữu hạn.`)
    .refine((value) => value >= limits.min && value <= limits.max, {
      message: `${what} phải trong khoảng ${limits.min.toLocaleString('en-US')} đến ${limits.max.toLocaleString('en-US')}.`,
    });

const direction = z.enum(['above', 'below'], {
  error: 'Hướng phải là “vượt lên trên” hoặc “giảm xuống dưới”.',
});

export const alertConditionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('price'), direction, value: bounded(CONDITION_LIMITS.price, 'Giá') }),
    z.object({
      kind: z.literal('pct_change'),
      direction,
      value: bounded(CONDITION_LIMITS.pctChange, '% thay đổi'),
    }),
    z.object({
      kind: z.literal('volume_spike'),
      multiple: bounded(CONDITION_LIMITS.volumeMultiple, 'Số lần'),
    }),
    z.object({
      kind: z.literal('moving_average'),
      average: z.enum(['SMA', 'EMA'], { error: 'Đường trung bình phải là SMA hoặc EMA.' }),
      period: bounded(CONDITION_LIMITS.maPeriod, 'Số phiên').refine(
        Number.isInteger,
        'Số phiên phải là số nguyên.',
      ),
      direction,
    }),
    z.object({ kind: z.literal('rsi'), direction, value: bounded(CONDITION_LIMITS.rsi, 'Ngưỡng RSI') }),
    z.object({
      kind: z.literal('ratio'),
      ratio: z
        .string()
        .refine((code) => findRatio(code) !== undefined, 'Chỉ số tài chính không có trong danh mục.'),
      direction,
      value: bounded(CONDITION_LIMITS.ratio, 'Ngưỡng chỉ số'),
    }),
    z.object({ kind: z.literal('corporate_event') }),
  ],
  { error: 'Loại điều kiện không hợp lệ.' },
) satisfies z.ZodType<AlertCondition>;

const cooldownSchema = z.coerce
  .number({ error: 'Thời gian chờ phải là một số phút.' })
  .int('Thời gian chờ phải là số phút nguyên.')
  .min(0, 'Thời gian chờ không được âm.')
  .max(MAX_COOLDOWN_MINUTES, 'Thời gian chờ tối đa 30 ngày.');

/** POST /api/alerts: a ticker (`ticket`) or a watchlist, not both. */
export const alertCreateBody = z
  .object({
    ticket: tickerSchema.optional(),
    watchlistId: rowIdSchema.optional(),
    condition: alertConditionSchema,
    notifyEmail: z.boolean().default(true),
    cooldownMinutes: cooldownSchema.default(1440),
  })
  .refine((body) => (body.ticket === undefined) !== (body.watchlistId === undefined), {
    message: 'Chọn một mã chứng khoán hoặc một danh sách theo dõi.',
    path: ['ticket'],
  })
  .transform(tickerFromWire);
export type AlertCreateBody = z.infer<typeof alertCreateBody>;

/** PATCH /api/alerts/{id}: pause or resume, e-mail on or off, the cooldown. */
export const alertUpdateBody = z
  .object({
    active: z.boolean().optional(),
    notifyEmail: z.boolean().optional(),
    cooldownMinutes: cooldownSchema.optional(),
  })
  .refine(
    (body) =>
      body.active !== undefined || body.notifyEmail !== undefined || body.cooldownMinutes !== undefined,
    'Không có thay đổi nào.',
  );
export type AlertUpdateBody = z.infer<typeof alertUpdateBody>;

export const alertIdQuery = z.object({ id: rowIdSchema });

/** One ticker's state in an alert (the alerts page's "Trạng thái"). */
export const alertTickerStateSchema = z.object({
  ticker: z.string(),
  /** Whether the condition held at the last evaluation; null when unknown (then `reason`). */
  holds: z.boolean().nullable(),
  value: z.number().nullable(),
  reason: z.string().nullable(),
  firedAt: z.string().nullable(),
});

export const alertSchema = z.object({
  id: z.number(),
  ticker: z.string().nullable(),
  watchlistId: z.number().nullable(),
  watchlistName: z.string().nullable(),
  condition: alertConditionSchema,
  /** "HPG vượt lên trên 30,000". */
  description: z.string(),
  notifyEmail: z.boolean(),
  cooldownMinutes: z.number(),
  active: z.boolean(),
  tickers: z.array(alertTickerStateSchema),
  lastEvaluatedAt: z.string().nullable(),
  lastFiredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AlertItem = z.infer<typeof alertSchema>;

export const alertListResponse = z.object({
  alerts: z.array(alertSchema),
  /** The caller's plan limits: active alerts, and whether e-mail is allowed. */
  limit: z.number(),
  emailAllowed: z.boolean(),
  /** E-mail alerts switched off for the account (the unsubscribe link or the settings). */
  emailAlertsOn: z.boolean(),
  /** The account's watchlists (the form's choice of a whole list), with their number of tickers. */
  watchlists: z.array(z.object({ id: z.number(), name: z.string(), tickers: z.number() })),
});
export type AlertListResponse = z.infer<typeof alertListResponse>;

// Notifications.

export const notificationSchema = z.object({
  id: z.number(),
  alertId: z.number().nullable(),
  ticker: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  page: z.coerce
    .number()
    .int('Trang phải là số nguyên.')
    .min(1, 'Trang bắt đầu từ 1.')
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (NOTIFICATION_PAGE_SIZES as readonly number[]).includes(size),
      'Số dòng mỗi trang là 10, 20 hoặc 50.',
    )
    .default(20),
  unread: z.enum(['true', 'false'], { error: 'unread phải là true hoặc false.' }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationListResponse = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const unreadCountResponse = z.object({ unread: z.number() });

/** POST /api/notifications/read: these ids, or every unread one (`all`). */
export const notificationReadBody = z
  .object({
    ids: z.array(rowIdSchema).max(200, 'Tối đa 200 thông báo mỗi lần.').optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, 'Chọn thông báo cần đánh dấu đã đọc.');
export type NotificationReadBody = z.infer<typeof notificationReadBody>;

export const notificationSettingsBody = z.object({ emailAlerts: z.boolean() });

/** The unsubscribe link's token (GET shows, POST applies; no session needed). */
export const unsubscribeQuery = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Liên kết hủy đăng ký không hợp lệ.'),
});

export const unsubscribeResponse = z.object({ emailAlerts: z.boolean(), email: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
