import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatusName } from '@/common/contracts/payments';
import type { PaymentMethod } from '@/common/constants/plans';
import type { Database } from '../../db/client';
import { discountCodes, orders, paymentEvents, users } from '../../db/schema';
import { containsPattern, offsetOf, type Paged, type PageRequest } from './admin.paging';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscount = typeof discountCodes.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
// ---- orders and payment events

export interface OrderWithEmail {
  order: typeof orders.$inferSelect;
  userEmail: string;
}

export interface OrderFilter {
  status?: OrderStatusName;
  method?: PaymentMethod;
  q?: string;
  userId?: number;
}

function orderWhere(filter: OrderFilter): SQL | undefined {
  const text = filter.q?.trim();
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.method ? eq(orders.method, filter.method) : undefined,
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    text
      ? or(
          ilike(orders.orderCode, containsPattern(text)),
          ilike(users.email, containsPattern(text.toLowerCase())),
          ilike(orders.discountCode, containsPattern(text)),
        )
      : undefined,
  );
}

export async function listOrders(
  db: Database,
  filter: OrderFilter,
  request: PageRequest,
): Promise<Paged<OrderWithEmail>> {
  const where = orderWhere(filter);
  const rows = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findOrderByCode(db: Database, orderCode: string): Promise<OrderWithEmail | null> {
  const rows = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderCode, orderCode))
    .limit(1);
  return rows[0] ?? null;
}

export async function listPaymentEvents(
  db: Database,
  orderCode: string | undefined,
  request: PageRequest,
): Promise<Paged<PaymentEventRow>> {
  const where = orderCode ? ilike(paymentEvents.orderCode, containsPattern(orderCode)) : undefined;
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(where)
    .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db.select({ value: count() }).from(paymentEvents).where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

// ---- discount codes

export function listDiscounts(db: Database): Promise<DiscountRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function findDiscount(db: Database, id: number, forUpdate = false): Promise<DiscountRow | null> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Inserts unless the code exists: null then. */
export async function insertDiscount(db: Database, values: NewDiscount): Promise<DiscountRow | null> {
  const rows = await db
    .insert(discountCodes)
    .values(values)
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return rows[0] ?? null;
}

export async function updateDiscount(
  db: Database,
  id: number,
  patch: Partial<Omit<NewDiscount, 'id' | 'createdAt' | 'usedCount'>>,
): Promise<DiscountRow | null> {
  const rows = await db.update(discountCodes).set(patch).where(eq(discountCodes.id, id)).returning();
  return rows[0] ?? null;
}

export async function discountCodeTaken(db: Database, code: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), sql`${discountCodes.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** Orders that named the code, whatever their status. */
export async function countOrdersWithDiscount(db: Database, code: string): Promise<number> {
  const rows = await db.select({ value: count() }).from(orders).where(eq(orders.discountCode, code));
  return rows[0]?.value ?? 0;
}

export async function deleteDiscount(db: Database, id: number): Promise<void> {
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
}
