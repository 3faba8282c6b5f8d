import { getDb, type Database } from '../db/client';
import type { AuthUser } from '../core/authUser';
import { permissionsFor } from './permissions';
import { lookupSession } from './sessions';
import { verifyAccessToken } from './tokens';

/**
 * The real bearer-token check: a valid HS256 signature and `exp` (expired -> TOKEN_EXPIRED 401), then
 * the session it names must be live (not revoked, not expired, device still registered, account
 * active; src/server/auth/sessions.ts, cached at most 3 s) and belong to the same user and device.
 */
export async function verifyBearerToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<AuthUser | null> {
  const claims = await verifyAccessToken(db, token, { now });
  const session = await lookupSession(db, claims.sessionId, now);
  if (!session || session.userId !== claims.userId || session.deviceId !== claims.deviceId) return null;
  return {
    id: session.userId,
    email: session.email,
    isAdmin: session.isAdmin,
    permissions: permissionsFor(session, now),
    sessionId: session.id,
    deviceId: session.deviceId,
  };
}

/** The process-wide verifier installed in src/server/auth/bearer.ts. */
export function verifyTokenWithDefaultDatabase(token: string): Promise<AuthUser | null> {
  return verifyBearerToken(getDb(), token);
}
