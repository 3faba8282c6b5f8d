import type { AccountDevice, DeviceLimitExtra, PlanType } from '@/common/contracts/account';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { createSession, revokeUserSessions } from '../../auth/sessions';
import { signAccessToken, signDeviceTicket, verifyDeviceTicket, type SignedToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  countDevices,
  deleteDevice,
  findDevice,
  findUserById,
  insertDevice,
  listDevices,
  markDeviceSeen,
  type DeviceRow,
  type UserRow,
} from './accounts.repository';
import { derivePlan, formatVietnamTime, type PlanDays } from '../../auth/plan';

/** Devices an account may have registered at once, by plan ('NONE' = no plan with days left). Admins: no limit. */
export const DEVICE_LIMITS: Readonly<Record<PlanType | 'NONE', number>> = {
  NONE: 2,
  BASIC: 2,
  PRO: 3,
  PREMIUM: 5,
};

/** A device may be removed 24 hours after it was first seen (so slots cannot be rotated freely). */
export const DEVICE_REMOVAL_DELAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_DEVICE_NAME = 'Thiết bị không xác định';
export const CURRENT_DEVICE_NOT_REMOVABLE =
  'Không thể xoá thiết bị đang sử dụng. Vui lòng đăng xuất trên thiết bị này.';
export const DEVICE_SLOT_FREE = 'Tài khoản đã có chỗ cho thiết bị mới. Vui lòng đăng nhập lại.';

/** The account's device limit, or null for no limit (administrators). */
export function deviceLimitFor(user: PlanDays & { isAdmin: boolean }, now: Date = new Date()): number | null {
  if (user.isAdmin) return null;
  return DEVICE_LIMITS[derivePlan(user, now).planType ?? 'NONE'];
}

function toAccountDevice(row: DeviceRow, currentDeviceId: string | undefined): AccountDevice {
  return {
    deviceId: row.deviceId,
    name: row.name,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.deviceId === currentDeviceId,
    removableAt: new Date(row.firstSeenAt.getTime() + DEVICE_REMOVAL_DELAY_MS).toISOString(),
  };
}

export async function listAccountDevices(
  db: Database,
  userId: number,
  currentDeviceId: string | undefined,
): Promise<AccountDevice[]> {
  const rows = await listDevices(db, userId);
  return rows.map((row) => toAccountDevice(row, currentDeviceId));
}

export interface DeviceLogin {
  deviceId: string;
  deviceName?: string;
}

function cleanDeviceName(name: string | undefined): string | undefined {
  const trimmed = name?.replace(/\s+/g, ' ').trim().slice(0, 200);
  return trimmed || undefined;
}

/**
 * The end of every successful login (password or social): registers the device when it is new and
 * the plan's limit allows, replaces an earlier session of the same device, opens a session and signs
 * its access token. Over the limit: DEVICE_LIMIT (409) with the device list and a removal ticket.
 */
export async function openDeviceSession(
  db: Database,
  user: UserRow,
  device: DeviceLogin,
  now: Date = new Date(),
): Promise<{ sessionId: string; token: SignedToken; refreshCredential: string }> {
  const name = cleanDeviceName(device.deviceName);
  const outcome = await db.transaction(async (tx) => {
    // Locks the account so two logins cannot both take the last free slot.
    const locked = await findUserById(tx, user.id, true);
    if (!locked) throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.badCredentials);
    const known = await findDevice(tx, user.id, device.deviceId);
    if (known) {
      await markDeviceSeen(tx, user.id, device.deviceId, now, name);
    } else {
      const limit = deviceLimitFor(locked, now);
      const devices = await listDevices(tx, user.id);
      if (limit !== null && devices.length >= limit) return { kind: 'refused', limit, devices } as const;
      await insertDevice(tx, {
        userId: user.id,
        deviceId: device.deviceId,
        name: name ?? DEFAULT_DEVICE_NAME,
        now,
      });
    }
    // One live session per account and device.
    await revokeUserSessions(tx, user.id, 'replaced', { deviceId: device.deviceId });
    const session = await createSession(tx, { userId: user.id, deviceId: device.deviceId }, now);
    return { kind: 'opened', session } as const;
  });

  if (outcome.kind === 'refused') {
    const extra: DeviceLimitExtra = {
      limit: outcome.limit,
      devices: outcome.devices.map((row) => toAccountDevice(row, undefined)),
      deviceTicket: await signDeviceTicket(db, { userId: user.id, deviceId: device.deviceId }, now),
    };
    throw new AppError('DEVICE_LIMIT', ACCOUNT_MESSAGES.deviceLimit, { extra });
  }
  const token = await signAccessToken(
    db,
    { userId: user.id, sessionId: outcome.session.id, deviceId: device.deviceId },
    now,
  );
  return { sessionId: outcome.session.id, token, refreshCredential: outcome.session.refreshCredential };
}

/** Who asks to remove a device: a signed-in session, or the holder of a DEVICE_LIMIT ticket. */
export type DeviceRemover =
  { kind: 'session'; userId: number; deviceId?: string } | { kind: 'ticket'; ticket: string };

/**
 * Removes one of the account's devices and revokes its sessions (one transaction). The current
 * device cannot be removed this way (logout does that); a device is removable 24 h after it was first
 * seen; a ticket removes a device only while the account has no free slot (so one ticket frees one).
 */
export async function removeDevice(
  db: Database,
  remover: DeviceRemover,
  deviceId: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  let userId: number;
  if (remover.kind === 'ticket') {
    userId = (await verifyDeviceTicket(db, remover.ticket)).userId;
  } else {
    userId = remover.userId;
    if (remover.deviceId === deviceId) throw new AppError('BAD_REQUEST', CURRENT_DEVICE_NOT_REMOVABLE);
  }

  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, true);
    const found = user ? await findDevice(tx, userId, deviceId, true) : null;
    if (!user || !found) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.deviceUnknown);
    const removableAt = new Date(found.firstSeenAt.getTime() + DEVICE_REMOVAL_DELAY_MS);
    if (now < removableAt) {
      throw new AppError(
        'BAD_REQUEST',
        `${ACCOUNT_MESSAGES.deviceRemoveTooEarly}${formatVietnamTime(removableAt)}`,
      );
    }
    if (remover.kind === 'ticket') {
      const limit = deviceLimitFor(user, now);
      if (limit === null || (await countDevices(tx, userId)) < limit) {
        throw new AppError('BAD_REQUEST', DEVICE_SLOT_FREE);
      }
    }
    await deleteDevice(tx, userId, deviceId);
    await revokeUserSessions(tx, userId, 'device_removed', { deviceId });
  });
  return { message: ACCOUNT_MESSAGES.deviceRemoved };
}
