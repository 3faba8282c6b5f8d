import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminContentQuery,
  type AdminDevice,
  type AdminDiscount,
  type AdminDiscountDeleted,
  type AdminDocument,
  type AdminMessage,
  type AdminNews,
  type AdminOrder,
  type AdminOrdersQuery,
  type AdminPage,
  type AdminPaymentEvent,
  type AdminPaymentEventsQuery,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersQuery,
  type DiscountBody,
  type DocumentBody,
  type LockBody,
  type NewsBody,
  type SetPlanBody,
} from '@/common/contracts/admin';
import type { DiscountType } from '@/common/constants/plans';
import { forgetCachedSessions, revokeUserSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { deleteDevice, findDevice } from '../accounts/accounts.repository';
import { derivePlan } from '../../auth/plan';
import {
  countOrdersWithDiscount,
  deleteDiscount,
  deleteDocument,
  deleteLock,
  deleteNews,
  discountCodeTaken,
  existingTickers,
  findDiscount,
  findOrderByCode,
  findUserListRow,
  industryExists,
  insertDiscount,
  insertDocument,
  insertNews,
  listDiscounts,
  listDocuments,
  listNews,
  listOrders,
  listPaymentEvents,
  listUserDevices,
  lockUserRow,
  searchUsers,
  setPlanDay,
  updateDiscount,
  updateDocument,
  updateNews,
  upsertLock,
  type DeviceWithSessions,
  type DiscountRow,
  type DocumentRow,
  type NewsRow,
  type OrderWithEmail,
  type Paged,
  type PaymentEventRow,
  type PlanColumn,
  type UserListRow,
} from './admin.repository';

/** How many of a user's newest orders the detail view shows. */
export const USER_DETAIL_ORDERS = 20;

function page<T, R>(paged: Paged<T>, pageNumber: number, map: (row: T) => R): AdminPage<R> {
  return { items: paged.rows.map(map), total: paged.total, page: pageNumber, pageSize: ADMIN_PAGE_SIZE };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

// ---- users

function toUserRow(row: UserListRow, now: Date): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    status: row.status,
    isAdmin: row.isAdmin,
    planType: derivePlan(row, now).planType,
    expiredDayBasic: row.expiredDayBasic,
    expiredDayPro: row.expiredDayPro,
    expiredDayPremium: row.expiredDayPremium,
    locked: row.lockedAt !== null,
    lockReason: row.lockReason,
    deviceCount: row.deviceCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDevice(row: DeviceWithSessions): AdminDevice {
  return {
    deviceId: row.deviceId,
    name: row.name,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    liveSessions: row.liveSessions,
  };
}

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

function userUnknown(): AppError {
  return new AppError('NOT_FOUND', ADMIN_MESSAGES.userUnknown);
}

export async function listUsers(
  db: Database,
  query: AdminUsersQuery,
  now: Date = new Date(),
): Promise<AdminPage<AdminUserRow>> {
  const found = await searchUsers(db, query.q, { page: query.page, pageSize: ADMIN_PAGE_SIZE });
  return page(found, query.page, (row) => toUserRow(row, now));
}

export async function getUserDetail(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<AdminUserDetail> {
  const row = await findUserListRow(db, userId);
  if (!row) throw userUnknown();
  const devices = await listUserDevices(db, userId, now);
  const userOrders = await listOrders(db, { userId }, { page: 1, pageSize: USER_DETAIL_ORDERS });
  return {
    ...toUserRow(row, now),
    birthDate: row.birthDate,
    isLogByGoogle: row.googleSub !== null,
    isLogByFacebook: row.facebookId !== null,
    lockedAt: iso(row.lockedAt),
    lockedBy: row.lockedBy,
    devices: devices.map(toDevice),
    orders: userOrders.rows.map(toAdminOrder),
  };
}

const PLAN_COLUMNS: Record<SetPlanBody['plan'], PlanColumn> = {
  BASIC: 'expiredDayBasic',
  PRO: 'expiredDayPro',
  PREMIUM: 'expiredDayPremium',
};

/** Sets a plan's last day directly (null takes the plan away); answers the updated detail. */
export async function setUserPlan(
  db: Database,
  userId: number,
  body: SetPlanBody,
  now: Date = new Date(),
): Promise<AdminUserDetail> {
  const updated = await setPlanDay(db, userId, PLAN_COLUMNS[body.plan], body.expiredDay, now);
  if (!updated) throw userUnknown();
  // Sessions carry the plan days their permissions follow: this copy re-reads them at once.
  forgetCachedSessions();
  return getUserDetail(db, userId, now);
}

/**
 * Removes a device of any account (no 24-hour rule for administrators) and revokes its sessions, in
 * one transaction.
 */
export async function removeUserDevice(
  db: Database,
  userId: number,
  deviceId: string,
): Promise<AdminMessage> {
  await db.transaction(async (tx) => {
    if (!(await lockUserRow(tx, userId))) throw userUnknown();
    const device = await findDevice(tx, userId, deviceId, true);
    if (!device) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.deviceUnknown);
    await deleteDevice(tx, userId, deviceId);
    await revokeUserSessions(tx, userId, 'device_removed', { deviceId });
  });
  // Also after the commit, so no request re-cached a session between the revocation and the commit.
  forgetCachedSessions();
  return { message: ADMIN_MESSAGES.deviceRemoved };
}

/**
 * Locks (user_locks row, every session revoked; login refused and tokens rejected from then on) or
 * unlocks an account. Administrators cannot lock themselves out.
 */
export async function setUserLock(
  db: Database,
  admin: { id: number },
  userId: number,
  body: LockBody,
  now: Date = new Date(),
): Promise<AdminUserDetail> {
  if (body.locked && admin.id === userId) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.cannotLockSelf);
  await db.transaction(async (tx) => {
    if (!(await lockUserRow(tx, userId))) throw userUnknown();
    if (body.locked) {
      await upsertLock(tx, { userId, reason: body.reason || null, lockedBy: admin.id, lockedAt: now });
      await revokeUserSessions(tx, userId, 'account_locked');
    } else {
      await deleteLock(tx, userId);
    }
  });
  forgetCachedSessions();
  return getUserDetail(db, userId, now);
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

// ---- news and documents

/** Tickers must name a company and ICB codes an industry; answered like a validation error. */
async function checkReferences(db: Database, refs: { ticker: string | null; icbCode: string | null }) {
  const details: { path: string; message: string }[] = [];
  if (refs.ticker && !(await existingTickers(db, [refs.ticker])).has(refs.ticker)) {
    details.push({ path: 'ticker', message: `Mã chứng khoán ${refs.ticker} không tồn tại` });
  }
  if (refs.icbCode && !(await industryExists(db, refs.icbCode))) {
    details.push({ path: 'icbCode', message: `Mã ngành ICB ${refs.icbCode} không tồn tại` });
  }
  const first = details[0];
  if (first) throw new AppError('VALIDATION', `Dữ liệu không hợp lệ: ${first.message}`, { details });
}

function toNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    ticker: row.ticker,
    icbCode: row.icbCode,
    title: row.title,
    summary: row.summary,
    body: row.body,
    source: row.source,
    url: row.url,
    publishedAt: row.publishedAt.toISOString(),
    isDemo: row.isDemo,
  };
}

function newsValues(body: NewsBody) {
  return {
    ticker: body.ticker,
    icbCode: body.icbCode,
    title: body.title,
    summary: body.summary,
    body: body.body,
    source: body.source,
    url: body.url,
    publishedAt: new Date(body.publishedAt),
  };
}

export async function listAdminNews(db: Database, query: AdminContentQuery): Promise<AdminPage<AdminNews>> {
  const found = await listNews(
    db,
    { q: query.q, ticker: query.ticker },
    { page: query.page, pageSize: ADMIN_PAGE_SIZE },
  );
  return page(found, query.page, toNews);
}

export async function createNews(db: Database, body: NewsBody): Promise<AdminNews> {
  await checkReferences(db, body);
  return toNews(await insertNews(db, { ...newsValues(body), isDemo: false }));
}

export async function editNews(db: Database, id: number, body: NewsBody): Promise<AdminNews> {
  await checkReferences(db, body);
  const row = await updateNews(db, id, newsValues(body));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.newsUnknown);
  return toNews(row);
}

export async function removeNews(db: Database, id: number): Promise<AdminMessage> {
  if (!(await deleteNews(db, id))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.newsUnknown);
  return { message: ADMIN_MESSAGES.newsDeleted };
}

function toDocument(row: DocumentRow): AdminDocument {
  return {
    id: row.id,
    ticker: row.ticker,
    icbCode: row.icbCode,
    kind: row.kind,
    title: row.title,
    year: row.year,
    fileUrl: row.fileUrl,
    mimeType: row.mimeType,
    publishedAt: row.publishedAt.toISOString(),
    isDemo: row.isDemo,
  };
}

function documentValues(body: DocumentBody) {
  return {
    ticker: body.ticker,
    icbCode: body.icbCode,
    kind: body.kind,
    title: body.title,
    year: body.year,
    fileUrl: body.fileUrl,
    mimeType: body.mimeType,
    publishedAt: new Date(body.publishedAt),
  };
}

export async function listAdminDocuments(
  db: Database,
  query: AdminContentQuery,
): Promise<AdminPage<AdminDocument>> {
  const found = await listDocuments(
    db,
    { q: query.q, ticker: query.ticker },
    { page: query.page, pageSize: ADMIN_PAGE_SIZE },
  );
  return page(found, query.page, toDocument);
}

export async function createDocument(db: Database, body: DocumentBody): Promise<AdminDocument> {
  await checkReferences(db, body);
  return toDocument(await insertDocument(db, { ...documentValues(body), isDemo: false }));
}

export async function editDocument(db: Database, id: number, body: DocumentBody): Promise<AdminDocument> {
  await checkReferences(db, body);
  const row = await updateDocument(db, id, documentValues(body));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.documentUnknown);
  return toDocument(row);
}

export async function removeDocument(db: Database, id: number): Promise<AdminMessage> {
  if (!(await deleteDocument(db, id))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.documentUnknown);
  return { message: ADMIN_MESSAGES.documentDeleted };
}
