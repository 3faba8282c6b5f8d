import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, notExists, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { sessions, userDevices, userLocks, users } from '../db/schema';
import { getEnv } from '../env';
import { hashSecret, randomToken } from './secrets';

/** Sliding sessions are extended (last_seen_at, expires_at written) at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * How long a verified session is trusted from memory. A revocation on this server copy clears the
 * cache at once; other copies notice within this time, so a revoked session stops working within
 * 3 s everywhere (the rule is "at most 5 s", docs/ACCOUNTS.md).
 */
export const SESSION_CACHE_TTL_MS = 3_000;

export type RevokeReason =
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'device_removed'
  | 'replaced'
  | 'account_locked'
  /** A refresh credential was presented again after it had been replaced (refreshCredential.ts). */
  | 'refresh_reused';

export interface ValidSession {
  id: string;
  userId: number;
  deviceId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  email: string;
  isAdmin: boolean;
  /** The account's plan days (its permissions follow them; docs/ACCESS.md). */
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
}

const cache = new LRUCache<string, ValidSession>({ max: 10_000, ttl: SESSION_CACHE_TTL_MS });

/** Forgets every cached session (called on each revocation; tests call it too). */
export function forgetCachedSessions(): void {
  cache.clear();
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + getEnv().SESSION_TTL_DAYS * 86_400_000);
}

/**
 * A refresh credential for a session: `<session id>.<32 random bytes>`, stored only as its SHA-256
 * (src/server/auth/refreshCredential.ts spends and rotates it).
 */
export function newRefreshCredential(sessionId: string): { credential: string; hash: string } {
  const credential = `${sessionId}.${randomToken()}`;
  return { credential, hash: hashSecret(credential) };
}

/** A new session for one login on one device, with its first refresh credential (only its hash is stored). */
export async function createSession(
  db: Database,
  owner: { userId: number; deviceId: string },
  now: Date = new Date(),
): Promise<{ id: string; expiresAt: Date; refreshCredential: string }> {
  const id = randomUUID();
  const expiresAt = sessionExpiry(now);
  const refresh = newRefreshCredential(id);
  await db.insert(sessions).values({
    id,
    userId: owner.userId,
    deviceId: owner.deviceId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    refreshHash: refresh.hash,
  });
  return { id, expiresAt, refreshCredential: refresh.credential };
}

/**
 * The session when it is usable: not revoked, not expired, its account active and not locked by an
 * administrator (user_locks), and its device still registered to the account. Read from the database
 * (never from the cache).
 */
export async function findValidSession(
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<ValidSession | null> {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      deviceId: sessions.deviceId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      email: users.email,
      isAdmin: users.isAdmin,
      expiredDayBasic: users.expiredDayBasic,
      expiredDayPro: users.expiredDayPro,
      expiredDayPremium: users.expiredDayPremium,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      userDevices,
      and(eq(userDevices.userId, sessions.userId), eq(userDevices.deviceId, sessions.deviceId)),
    )
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
        notExists(db.select({ one: userLocks.userId }).from(userLocks).where(eq(userLocks.userId, users.id))),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** findValidSession through a short in-memory cache (SESSION_CACHE_TTL_MS); slides the session. */
export async function lookupSession(
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<ValidSession | null> {
  const cached = cache.get(sessionId);
  if (cached && cached.expiresAt > now) return cached;
  const found = await findValidSession(db, sessionId, now);
  if (!found) {
    cache.delete(sessionId);
    return null;
  }
  const touched = await touchSession(db, found, now);
  cache.set(sessionId, touched);
  return touched;
}

/**
 * Sliding expiry: a session used again gets SESSION_TTL_DAYS from now, written at most once a
 * minute (and the device's last_seen_at with it).
 */
export async function touchSession(
  db: Database,
  session: ValidSession,
  now: Date = new Date(),
): Promise<ValidSession> {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return session;
  const expiresAt = sessionExpiry(now);
  const threshold = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
  const updated = await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, threshold), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (updated.length > 0) {
    await db
      .update(userDevices)
      .set({ lastSeenAt: now })
      .where(and(eq(userDevices.userId, session.userId), eq(userDevices.deviceId, session.deviceId)));
  }
  return { ...session, lastSeenAt: now, expiresAt };
}

async function revokeWhere(db: Database, where: SQL | undefined, reason: RevokeReason): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  forgetCachedSessions();
  return revoked.length;
}

export function revokeSession(db: Database, sessionId: string, reason: RevokeReason): Promise<number> {
  return revokeWhere(db, eq(sessions.id, sessionId), reason);
}

/** Revokes an account's sessions: all, all but one (`exceptSessionId`), or one device's (`deviceId`). */
export function revokeUserSessions(
  db: Database,
  userId: number,
  reason: RevokeReason,
  options: { exceptSessionId?: string; deviceId?: string } = {},
): Promise<number> {
  return revokeWhere(
    db,
    and(
      eq(sessions.userId, userId),
      options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      options.deviceId ? eq(sessions.deviceId, options.deviceId) : undefined,
    ),
    reason,
  );
}
