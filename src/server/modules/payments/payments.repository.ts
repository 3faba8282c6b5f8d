import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { PaymentMethod } from '@/common/constants/plans';
import type { Database } from '../../db/client';
import { orders, paymentEvents, type OrderStatus } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export type PaymentOutcome =
  | 'granted'
  | 'duplicate'
  | 'failed'
  | 'cancelled'
  | 'pending'
  | 'rejected_signature'
  | 'rejected_partner'
  | 'rejected_order'
  | 'rejected_amount'
  | 'rejected_malformed';

export async function insertOrder(db: Database, values: NewOrder): Promise<OrderRow> {
  const rows = await db.insert(orders).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function findOrderByCode(db: Database, orderCode: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.orderCode, orderCode)).limit(1);
  return rows[0] ?? null;
}

export async function updateOrder(
  db: Database,
  id: number,
  values: Partial<Omit<NewOrder, 'id' | 'orderCode'>>,
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export interface GatewayResult {
  resultCode: number | null;
  resultMessage: string | null;
  providerTransId: string | null;
}

/**
 * Marks an order paid and takes the right to grant it, in one statement: only the caller whose
 * update set granted_at gets the row back. On PostgreSQL a concurrent second update waits for the
 * first to commit, re-reads the row, finds granted_at set and returns nothing.
 */
export async function claimPaidOrder(
  tx: Database,
  orderCode: string,
  result: GatewayResult & { confirmedBy?: number },
  now: Date,
): Promise<OrderRow | null> {
  const rows = await tx
    .update(orders)
    .set({ ...result, status: 'paid', grantedAt: now, updatedAt: now })
    .where(and(eq(orders.orderCode, orderCode), isNull(orders.grantedAt)))
    .returning();
  return rows[0] ?? null;
}

/** Records a failed or cancelled payment; only a pending order changes (a paid one never goes back). */
export async function settleUnpaidOrder(
  db: Database,
  orderCode: string,
  status: Extract<OrderStatus, 'failed' | 'cancelled' | 'expired'>,
  result: GatewayResult,
  now: Date,
): Promise<OrderRow | null> {
  const rows = await db
    .update(orders)
    .set({ ...result, status, updatedAt: now })
    .where(and(eq(orders.orderCode, orderCode), eq(orders.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

export async function insertPaymentEvent(
  db: Database,
  event: {
    provider: PaymentMethod;
    orderCode: string | null;
    payload: object;
    signatureValid: boolean;
    outcome: PaymentOutcome;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(paymentEvents).values(event);
}

export async function listOrdersOfUser(db: Database, userId: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * Takes the turn to ask the gateway about a pending order: moves updated_at to now unless someone
 * did so after `notAfter`, so concurrent page polls ask at most once per interval.
 */
export async function claimStatusCheck(
  db: Database,
  id: number,
  notAfter: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), lt(orders.updatedAt, notAfter)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
