import { z } from 'zod';
import { PAYMENT_METHODS, PLANS } from '../constants/plans';
import { PLAN_DURATIONS } from '../constants/pricing';
import { ORDER_CODE_PATTERN, PAYMENT_MESSAGES } from './paymentMessages';

/**
 * Payment API contracts (issue 6), shared by the server routes and the pricing/checkout screens.
 * Account-style answers: plain `{ data }`. Amounts are integers in VND.
 */
export { ORDER_CODE_PATTERN, PAYMENT_MESSAGES };

const discountCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, PAYMENT_MESSAGES.discountUnknown);

export const quoteBody = z.object({
  plan: z.enum(PLANS),
  months: z.coerce
    .number()
    .int()
    .refine((value) => (PLAN_DURATIONS as readonly number[]).includes(value), 'Thời hạn không hợp lệ'),
  discountCode: discountCodeSchema.optional(),
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const createOrderBody = quoteBody.extend({ method: z.enum(PAYMENT_METHODS).default('MOMO') });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/**
 * What buying a plan does to the plans the account already has (docs/PAYMENTS.md "Buying while a
 * plan is active"): `new` no plan is active, it starts today; `extend` the same plan is active, the
 * months are added after its last day; `upgrade` a lower plan is active, the new one starts today and
 * the value of the lower plan's unused days is taken off the price. A lower plan than the active one
 * is refused (`lowerPlanActive`).
 */
export type PurchaseRule = 'new' | 'extend' | 'upgrade';

/** One plan an upgrade replaces: its last day and unused days (today included) when quoted, and their value. */
export interface PlanCredit {
  plan: (typeof PLANS)[number];
  lastDay: string;
  days: number;
  amount: number;
}

export const orderCodeSchema = z.string().regex(ORDER_CODE_PATTERN, PAYMENT_MESSAGES.orderUnknown);

export interface Quote {
  plan: (typeof PLANS)[number];
  months: number;
  listAmount: number;
  discountCode: string | null;
  discountAmount: number;
  amount: number;
  /**
   * What buying does to the account's plans (a guest's quote is always `new`) and the period the
   * order grants if paid today (YYYY-MM-DD, Vietnamese days). Absent only from internal price checks.
   */
  rule?: PurchaseRule;
  /** The highest active plan and its last day, when one is active. */
  activePlan?: { plan: (typeof PLANS)[number]; lastDay: string } | null;
  /** Upgrade: the replaced plans' unused days and their value; creditAmount is taken off `amount`. */
  credits?: PlanCredit[];
  creditAmount?: number;
  startsOn?: string;
  lastDay?: string;
  /**
   * POST /api/order/quote only: the methods this server offers (PAYMENT_METHODS whose gateway is
   * configured); checkout shows only these.
   */
  methods?: (typeof PAYMENT_METHODS)[number][];
}

/** Answer of POST /api/order/create-momo, create-vnpay, create-bank. */
export interface CreatedOrder {
  orderCode: string;
  amount: number;
  /** MoMo: data to draw as a QR code (not an image); the client redirects here if given. */
  qrCodeUrl?: string;
  /** MoMo/VNPay/VISA: the gateway's payment page. */
  payUrl?: string;
  /** BANK: where to transfer and the content to write. */
  bankTransfer?: { bankName: string; accountNumber: string; accountName: string; content: string };
}

export type OrderStatusName = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

/** GET /api/order/{orderCode}: the result page's view of an order (owner or admin only). */
export interface OrderView {
  orderCode: string;
  plan: (typeof PLANS)[number];
  months: number;
  method: (typeof PAYMENT_METHODS)[number];
  listAmount: number;
  discountCode: string | null;
  discountAmount: number;
  amount: number;
  status: OrderStatusName;
  resultCode: number | null;
  resultMessage: string | null;
  /** Plan's last day after this order, when paid. */
  expiryAfter: string | null;
  /** The purchase rule quoted (null: orders before issue 28) and the upgrade's credit in VND. */
  purchaseRule: PurchaseRule | null;
  creditAmount: number;
  createdAt: string;
  paidAt: string | null;
}
