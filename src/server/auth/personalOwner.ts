import type { ServerResponse } from 'node:http';
import type { AuthUser } from '../core/authUser';
import type { Database } from '../db/client';
import type { clientIp } from './clientIp';
import { deviceOwnerForRead, deviceOwnerForWrite, deviceOwnerKeyOf, type CookieSource } from './deviceToken';

/**
 * How a kind of personal rows (chart sections, watchlists) is owned: the account's owner key, and
 * how a device's rows move into the account.
 */
export interface PersonalRows {
  userKey: (userId: number) => string;
  moveDeviceRowsToUser: (db: Database, deviceOwner: string, userId: number) => Promise<unknown>;
}

/**
 * Whose rows these are: the account's key with a valid bearer token, else the browser's device
 * token cookie (null without one). A signed-in browser that still holds device rows (saved before it
 * signed in) moves them into the account first: the cookie, which only that browser sends, is the
 * proof; a deviceId in a body or path proves nothing.
 */
export async function personalOwnerForRead(
  db: Database,
  rows: PersonalRows,
  req: CookieSource,
  user: AuthUser | null,
): Promise<string | null> {
  if (!user) return deviceOwnerForRead(db, req);
  const deviceOwner = deviceOwnerKeyOf(req);
  if (deviceOwner) await rows.moveDeviceRowsToUser(db, deviceOwner, user.id);
  return rows.userKey(user.id);
}

/**
 * The owner of a change. Anonymous changes go through the per-address and per-device limits;
 * creating issues a device token to a browser without one, changing or deleting never does.
 */
export async function personalOwnerForWrite(
  db: Database,
  rows: PersonalRows,
  req: CookieSource & Parameters<typeof clientIp>[0],
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  user: AuthUser | null,
  creating: boolean,
): Promise<string | null> {
  if (user) return personalOwnerForRead(db, rows, req, user);
  return deviceOwnerForWrite(db, req, res, { issue: creating });
}
