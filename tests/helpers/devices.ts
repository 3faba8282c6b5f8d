import { randomBytes } from 'node:crypto';
import { deviceTokenOwnerKey, hashDeviceToken } from '@/server/auth/deviceToken';
import type { Database } from '@/server/db/client';
import { deviceTokens } from '@/server/db/schema';

/** A device token as the server issues one on a first anonymous save (its hash stored, the token returned). */
export async function issuedDevice(
  db: Database,
  lastSeenAt: Date = new Date(),
): Promise<{ token: string; ownerKey: string; cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashDeviceToken(token);
  await db.insert(deviceTokens).values({ tokenHash, createdAt: lastSeenAt, lastSeenAt });
  return { token, ownerKey: deviceTokenOwnerKey(tokenHash), cookie: `deviceToken=${token}` };
}

/** The deviceToken value of a Set-Cookie header, if one was set. */
export function issuedToken(setCookie: unknown): string | undefined {
  const list = Array.isArray(setCookie)
    ? setCookie.map((cookie) => String(cookie))
    : typeof setCookie === 'string'
      ? [setCookie]
      : [];
  for (const cookie of list) {
    const match = /^deviceToken=([^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}
