import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminDiscount,
  type AdminDiscountDeleted,
  type AdminOrder,
  type AdminOrdersQuery,
  type AdminPage,
  type AdminPaymentEvent,
  type AdminPaymentEventsQuery,
  type DiscountBody,
} from '@/common/contracts/admin';
import type { DiscountType } from '@/common/constants/plans';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  type DiscountRow,
  type PaymentEventRow,
  type OrderWithEmail,
  listOrders,
  findOrderByCode,
  listPaymentEvents,
  listDiscounts,
  findDiscount,
  insertDiscount,
  updateDiscount,
  discountCodeTaken,
  countOrdersWithDiscount,
  deleteDiscount,
} from './admin.orders.repository';
import { iso, page } from './admin.paging';

export function toAdminOrder({ order, userEmail }: OrderWithEmail): AdminOrder {
  return {
    id: order.id,
    orderCode: order.orderCode,
    userId: order.userId,
    userEmail,
    plan: order.plan,
    months: order.months,
    method: order.method,
    listAmount: order.listAmount,
    discountCode: order.discountCode,
    discountAmount: order.discountAmount,
    amount: order.amount,
    status: order.status,
    resultCode: order.resultCode,
    resultMessage: order.resultMessage,
    providerTransId: order.providerTransId,
    expiryAfter: order.expiryAfter,
    grantedAt: iso(order.grantedAt),
    confirmedBy: order.confirmedBy,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
// ---- orders and payment events

export async function listAdminOrders(db: Database, query: AdminOrdersQuery): Promise<AdminPage<AdminOrder>> {
  const found = await listOrders(
    db,
    { status: query.status, method: query.method, q: query.q },
    { page: query.page, pageSize: ADMIN_PAGE_SIZE },
  );
  return page(found, query.page, toAdminOrder);
}

export async function getAdminOrder(db: Database, orderCode: string): Promise<AdminOrder> {
  const found = await findOrderByCode(db, orderCode);
  if (!found) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.orderUnknown);
  return toAdminOrder(found);
}

function toPaymentEvent(row: PaymentEventRow): AdminPaymentEvent {
  return {
    id: row.id,
    provider: row.provider,
    orderCode: row.orderCode,
    payload: row.payload,
    signatureValid: row.signatureValid,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminPaymentEvents(
  db: Database,
  query: AdminPaymentEventsQuery,
): Promise<AdminPage<AdminPaymentEvent>> {
  const found = await listPaymentEvents(db, query.orderCode, { page: query.page, pageSize: ADMIN_PAGE_SIZE });
  return page(found, query.page, toPaymentEvent);
}

// ---- discount codes

function toDiscount(row: DiscountRow): AdminDiscount {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType as DiscountType,
    value: row.value,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    plans: row.plans ?? null,
    active: row.active,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

function discountValues(body: DiscountBody) {
  return {
    code: body.code,
    discountType: body.discountType,
    value: body.value,
    validFrom: body.validFrom ? new Date(body.validFrom) : null,
    validTo: body.validTo ? new Date(body.validTo) : null,
    maxUses: body.maxUses,
    // Every plan listed is the same as no restriction.
    plans: body.plans && body.plans.length > 0 ? body.plans : null,
    description: body.description || null,
    active: body.active,
  };
}

function discountUnknown(): AppError {
  return new AppError('NOT_FOUND', ADMIN_MESSAGES.discountUnknown);
}

function discountExists(): AppError {
  return new AppError('CONFLICT', ADMIN_MESSAGES.discountExists, {
    details: [{ path: 'code', message: ADMIN_MESSAGES.discountExists }],
  });
}

export async function listAdminDiscounts(db: Database): Promise<AdminDiscount[]> {
  return (await listDiscounts(db)).map(toDiscount);
}

export async function createDiscount(
  db: Database,
  body: DiscountBody,
  now: Date = new Date(),
): Promise<AdminDiscount> {
  const row = await insertDiscount(db, { ...discountValues(body), createdAt: now });
  if (!row) throw discountExists();
  return toDiscount(row);
}

/** A used code keeps its code (orders name it); everything else may change. */
export async function editDiscount(db: Database, id: number, body: DiscountBody): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    const current = await findDiscount(tx, id, true);
    if (!current) throw discountUnknown();
    if (body.code !== current.code) {
      const used = current.usedCount > 0 || (await countOrdersWithDiscount(tx, current.code)) > 0;
      if (used) {
        throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.discountCodeLocked, {
          details: [{ path: 'code', message: ADMIN_MESSAGES.discountCodeLocked }],
        });
      }
      if (await discountCodeTaken(tx, body.code, id)) throw discountExists();
    }
    const row = await updateDiscount(tx, id, discountValues(body));
    if (!row) throw discountUnknown();
    return toDiscount(row);
  });
}

/** A code used by any order (or counted as used) is only deactivated; an unused one is deleted. */
export async function removeDiscount(db: Database, id: number): Promise<AdminDiscountDeleted> {
  return db.transaction(async (tx) => {
    const current = await findDiscount(tx, id, true);
    if (!current) throw discountUnknown();
    const used = current.usedCount > 0 || (await countOrdersWithDiscount(tx, current.code)) > 0;
    if (used) {
      await updateDiscount(tx, id, { active: false });
      return { id, mode: 'soft', message: ADMIN_MESSAGES.discountDeactivated } as const;
    }
    await deleteDiscount(tx, id);
    return { id, mode: 'hard', message: ADMIN_MESSAGES.discountDeleted } as const;
  });
}
