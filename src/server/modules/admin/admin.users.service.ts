import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminDevice,
  type AdminMessage,
  type AdminPage,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersQuery,
  type LockBody,
  type SetPlanBody,
} from '@/common/contracts/admin';
import { forgetCachedSessions, revokeUserSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { deleteDevice, findDevice } from '../accounts/accounts.repository';
import { derivePlan } from '../../auth/plan';
import {
  type UserListRow,
  searchUsers,
  findUserListRow,
  lockUserRow,
  type PlanColumn,
  setPlanDay,
  upsertLock,
  deleteLock,
  type DeviceWithSessions,
  listUserDevices,
} from './admin.users.repository';
import { listOrders } from './admin.orders.repository';
import { iso, page } from './admin.paging';
import { toAdminOrder } from './admin.orders.service';

/** How many of a user's newest orders the detail view shows. */
export const USER_DETAIL_ORDERS = 20;
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
