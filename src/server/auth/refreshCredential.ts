import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { hashSecret, safeEqual } from './secrets';
import { findValidSession, newRefreshCredential, revokeSession, type ValidSession } from './sessions';

/**
 * The refresh credential of a session (docs/ACCOUNTS.md "Tokens and sessions"): `<session id>.<32
 * random bytes>`, sent only as an HttpOnly cookie (refreshCookie.ts) and stored only as its SHA-256
 * on the session. Every refresh replaces it; the one before is kept to tell a replay from garbage.
 */

/**
 * How long the credential just replaced still renews the access token (without a new credential):
 * two tabs that refresh at the same moment both send the old cookie, and the slower one must not
 * be taken for a thief. Past this, presenting it revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const CREDENTIAL_PATTERN = /^([0-9a-f-]{36})\.([\w-]{43})$/;

export type RefreshOutcome =
  /** The current credential: a new one replaces it (the cookie must be set to `credential`). */
  | { kind: 'rotated'; session: ValidSession; credential: string }
  /** The credential replaced less than REFRESH_REUSE_GRACE_MS ago: access token only, cookie untouched. */
  | { kind: 'grace'; session: ValidSession }
  /** Unknown, malformed, for a dead session, or a replay (which revoked the session). */
  | { kind: 'refused'; reused: boolean };

const refused = { kind: 'refused', reused: false } as const;

/** The session a credential names, whatever its state (logout uses it; refresh checks more). */
export async function sessionOfCredential(db: Database, value: string | undefined): Promise<string | null> {
  const match = value ? CREDENTIAL_PATTERN.exec(value) : null;
  if (!value || !match?.[1]) return null;
  const hash = hashSecret(value);
  const rows = await db
    .select({ refreshHash: sessions.refreshHash, previousRefreshHash: sessions.previousRefreshHash })
    .from(sessions)
    .where(eq(sessions.id, match[1]))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const known = [row.refreshHash, row.previousRefreshHash].some(
    (stored) => !!stored && safeEqual(stored, hash),
  );
  return known ? match[1] : null;
}

/**
 * Spends a refresh credential. The current one is replaced (compare-and-swap on the stored hash, so
 * of two concurrent uses exactly one rotates and the other is treated as the grace case). The one
 * replaced less than REFRESH_REUSE_GRACE_MS ago renews the access token only. The one replaced
 * earlier is a replay: someone kept a copy, so the session is revoked ('refresh_reused'). Anything
 * else, or a session that is revoked, expired, locked or without its device, is refused.
 */
export async function spendRefreshCredential(
  db: Database,
  value: string | undefined,
  now: Date = new Date(),
): Promise<RefreshOutcome> {
  const match = value ? CREDENTIAL_PATTERN.exec(value) : null;
  const sessionId = match?.[1];
  if (!value || !sessionId) return refused;
  const hash = hashSecret(value);
  const rows = await db
    .select({
      refreshHash: sessions.refreshHash,
      previousRefreshHash: sessions.previousRefreshHash,
      refreshRotatedAt: sessions.refreshRotatedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const row = rows[0];
  if (!row) return refused;

  const current = !!row.refreshHash && safeEqual(row.refreshHash, hash);
  const previous = !current && !!row.previousRefreshHash && safeEqual(row.previousRefreshHash, hash);
  if (!current && !previous) return refused;
  const session = await findValidSession(db, sessionId, now);
  if (!session) return refused;

  if (current) {
    const next = newRefreshCredential(sessionId);
    const swapped = await db
      .update(sessions)
      .set({ refreshHash: next.hash, previousRefreshHash: hash, refreshRotatedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.refreshHash, hash)))
      .returning({ id: sessions.id });
    if (swapped.length > 0) return { kind: 'rotated', session, credential: next.credential };
    // Another request rotated it a moment ago (two tabs at once).
    return { kind: 'grace', session };
  }
  const rotatedAt = row.refreshRotatedAt?.getTime() ?? 0;
  if (now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_MS) return { kind: 'grace', session };
  await revokeSession(db, sessionId, 'refresh_reused');
  return { kind: 'refused', reused: true };
}
