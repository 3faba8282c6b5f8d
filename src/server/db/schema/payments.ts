import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod, Plan } from '@/common/constants/plans';
import type { PlanCredit, PurchaseRule } from '@/common/contracts/payments';
import { users } from './accounts';

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

/**
 * Discount codes (spec section 3: PERCENT 0, AMOUNT 1). `value` is a percent (1-100) or an amount in
 * VND. `plans` null means every plan. `used_count` grows when a paid order grants its plan, guarded by
 * `max_uses` in the same statement.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('discount_codes_code_uq'),
    discountType: integer('discount_type').notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    plans: jsonb('plans').$type<Plan[] | null>(),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('discount_codes_type_ck', sql`${table.discountType} in (0, 1)`),
    check('discount_codes_value_ck', sql`${table.value} > 0`),
    check('discount_codes_code_upper_ck', sql`${table.code} = upper(${table.code})`),
  ],
);

/**
 * One purchase attempt of a plan for some months. `order_code` is the id sent to the gateway (MoMo
 * orderId, VNPay vnp_TxnRef), unique per attempt. `granted_at` is set exactly once, in the statement
 * that marks the order paid; the plan is extended only by the caller whose update set it (idempotent
 * IPNs). Amounts in VND.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull().unique('orders_order_code_uq'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    plan: text('plan').$type<Plan>().notNull(),
    months: integer('months').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    listAmount: integer('list_amount').notNull(),
    discountCode: text('discount_code'),
    discountAmount: integer('discount_amount').notNull().default(0),
    amount: integer('amount').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The gateway's result code and message of the last notification. */
    resultCode: integer('result_code'),
    resultMessage: text('result_message'),
    providerTransId: text('provider_trans_id'),
    payUrl: text('pay_url'),
    qrCodeUrl: text('qr_code_url'),
    /** Plan expiry (last day) after this order granted it. */
    expiryAfter: date('expiry_after', { mode: 'string' }),
    /**
     * The purchase rule quoted at checkout (docs/PAYMENTS.md "Buying while a plan is active"): new,
     * extend or upgrade; null for orders before issue 28.
     */
    purchaseRule: text('purchase_rule').$type<PurchaseRule>(),
    /** Upgrade: the value of the replaced plans' unused days taken off the price, in VND. */
    creditAmount: integer('credit_amount').notNull().default(0),
    /** Upgrade: each replaced plan, its last day and unused days at the quote, and its credit. */
    creditDetail: jsonb('credit_detail').$type<PlanCredit[] | null>(),
    /** The first day of the period this order granted (set with expiry_after). */
    startsOn: date('starts_on', { mode: 'string' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /** BANK orders: the administrator who confirmed the transfer. */
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status, table.createdAt),
    check('orders_status_ck', sql`${table.status} in ('pending', 'paid', 'failed', 'cancelled', 'expired')`),
    check('orders_amount_ck', sql`${table.amount} >= 0 and ${table.listAmount} >= ${table.amount}`),
    check('orders_months_ck', sql`${table.months} > 0`),
    check('orders_credit_ck', sql`${table.creditAmount} >= 0`),
  ],
);

/**
 * Every notification a gateway sent (MoMo IPN, VNPay IPN) and every administrator confirmation, with
 * what we did about it: the audit trail of payments, shown in the admin console.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentMethod>().notNull(),
    orderCode: text('order_code'),
    /** The notification as received (signatures included; no secrets of ours). */
    payload: jsonb('payload').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** granted, duplicate, failed, rejected_signature, rejected_amount, rejected_order, rejected_partner ... */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_order_idx').on(table.orderCode, table.createdAt)],
);

/** Administrator's lock of an account: a locked account cannot log in and its sessions stop. */
export const userLocks = pgTable('user_locks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
});
