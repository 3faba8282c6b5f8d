import type { PaymentMethod } from '@/common/constants/plans';
import { forgetCachedSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import type { logger } from '../../logger';
import { countDiscountUse } from './discounts';
import {
  claimPaidOrder,
  insertPaymentEvent,
  settleUnpaidOrder,
  updateOrder,
  type GatewayResult,
  type OrderRow,
  type PaymentOutcome,
} from './payments.repository';
import { grantPurchase } from './purchaseRule';

/**
 * Settling orders, shared by the MoMo and VNPay IPNs, MoMo's status query and the administrator's
 * bank-transfer confirmation (docs/PAYMENTS.md "Idempotency").
 */

export interface PaymentNotice {
  /** Who told us: the gateway (MOMO for MoMo wallet and card orders, VNPAY) or BANK for an administrator. */
  provider: PaymentMethod;
  orderCode: string;
  result: GatewayResult;
  /** Stored in payment_events as received (their signature included, never our keys). */
  payload: object;
  signatureValid: boolean;
  /** BANK: the administrator who confirmed the transfer. */
  confirmedBy?: number;
}

export interface GrantResult {
  outcome: Extract<PaymentOutcome, 'granted' | 'duplicate'>;
  /** The order as this call left it (null for a duplicate: another call granted it). */
  order: OrderRow | null;
}

/**
 * One transaction: mark the order paid if nobody has (granted_at is null), and only then extend the
 * plan, store the new expiry on the order, count the discount code's use and log 'granted'. Whoever
 * loses the race logs 'duplicate' and changes nothing else, so the same notice any number of times,
 * in parallel or not, grants exactly once.
 */
export async function grantOrder(db: Database, notice: PaymentNotice, now: Date): Promise<GrantResult> {
  const result = await db.transaction(async (tx): Promise<GrantResult> => {
    const event = {
      provider: notice.provider,
      orderCode: notice.orderCode,
      payload: notice.payload,
      signatureValid: notice.signatureValid,
      createdAt: now,
    };
    const claimed = await claimPaidOrder(
      tx,
      notice.orderCode,
      { ...notice.result, ...(notice.confirmedBy === undefined ? {} : { confirmedBy: notice.confirmedBy }) },
      now,
    );
    if (!claimed) {
      await insertPaymentEvent(tx, { ...event, outcome: 'duplicate' });
      return { outcome: 'duplicate', order: null };
    }
    // The rule and credit quoted at checkout, applied as they were quoted.
    const { startsOn, expiryAfter } = await grantPurchase(tx, claimed, now);
    await updateOrder(tx, claimed.id, { expiryAfter, startsOn });
    if (claimed.discountCode) await countDiscountUse(tx, claimed.discountCode);
    await insertPaymentEvent(tx, { ...event, outcome: 'granted' });
    return { outcome: 'granted', order: { ...claimed, expiryAfter, startsOn } };
  });
  // The buyer's next request must see the new plan, not a session cached before the payment.
  if (result.outcome === 'granted') forgetCachedSessions();
  return result;
}

/**
 * A failed or cancelled payment: a pending order takes that status (a paid, failed or cancelled one
 * stays as it is, outcome 'duplicate'), and the notice is logged, in one transaction.
 */
export async function settleUnpaid(
  db: Database,
  notice: PaymentNotice,
  status: 'failed' | 'cancelled' | 'expired',
  now: Date,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const changed = await settleUnpaidOrder(tx, notice.orderCode, status, notice.result, now);
    const outcome: PaymentOutcome = changed ? (status === 'cancelled' ? 'cancelled' : 'failed') : 'duplicate';
    await insertPaymentEvent(tx, {
      provider: notice.provider,
      orderCode: notice.orderCode,
      payload: notice.payload,
      signatureValid: notice.signatureValid,
      outcome,
      createdAt: now,
    });
    return outcome;
  });
}

/** A notice we refuse: logged in payment_events and as a warning (no signatures, no keys). */
export async function rejectNotice(
  db: Database,
  log: typeof logger,
  rejection: {
    provider: PaymentMethod;
    orderCode: string | null;
    payload: object;
    signatureValid: boolean;
    outcome: Extract<PaymentOutcome, `rejected_${string}`>;
  },
  now: Date,
): Promise<void> {
  await insertPaymentEvent(db, { ...rejection, createdAt: now });
  log.warn(
    { provider: rejection.provider, orderCode: rejection.orderCode, outcome: rejection.outcome },
    'payment notification rejected',
  );
}
