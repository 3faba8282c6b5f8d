import type { NextApiRequest, NextApiResponse } from 'next';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@/common/contracts/account';
import { readRefreshCookie, setRefreshCookie } from '../../auth/refreshCookie';
import { sessionOfCredential, spendRefreshCredential } from '../../auth/refreshCredential';
import { findValidSession, revokeSession, touchSession } from '../../auth/sessions';
import { signAccessToken, verifyAccessToken, type AccessClaims } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { AppError, isAppError } from '../../core/errors';
import { requireUser, toAccountUser, type LoginResult } from './accounts.service';

/** Logout, refresh and the start-up expiry check (docs/ACCOUNTS.md "Tokens and sessions"). */

function sessionExpired(): AppError {
  return new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
}

/**
 * The answer of a login route: the refresh credential goes into the HttpOnly cookie and never into
 * the body, which script can read.
 */
export function answerLogin(req: NextApiRequest, res: NextApiResponse, result: LoginResult): LoginResponse {
  const { refreshCredential, ...body } = result;
  setRefreshCookie(req, res, refreshCredential);
  return body;
}

/** The claims of a token whose signature is right, expired or not; null for anything unreadable. */
async function readClaims(db: Database, token: string | null, now: Date): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    return await verifyAccessToken(db, token, { allowExpired: true, now });
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/**
 * Ends the caller's session: the one the refresh cookie names (current or just replaced credential)
 * and the one the bearer token names, even expired (its signature proves it was issued for that
 * session). Both may be absent: the cookie is cleared whatever happens, so a browser whose access
 * token was lost or expired still leaves no working refresh credential behind.
 */
export async function logout(
  db: Database,
  req: NextApiRequest,
  res: NextApiResponse,
  bearer: string | null,
  now: Date = new Date(),
): Promise<void> {
  setRefreshCookie(req, res, null);
  const fromCookie = await sessionOfCredential(db, readRefreshCookie(req));
  const fromToken = (await readClaims(db, bearer, now))?.sessionId ?? null;
  for (const sessionId of new Set([fromCookie, fromToken])) {
    if (sessionId) await revokeSession(db, sessionId, 'logout');
  }
}

/**
 * A new access token for the session of the refresh cookie, which is rotated: the answer carries
 * the next credential and the one presented stops working (docs/ACCOUNTS.md for the grace of two
 * tabs and the revocation of a replayed credential). An access token, expired or not, no longer
 * refreshes anything by itself. Refused: 401 and the cookie cleared.
 */
export async function refresh(
  db: Database,
  req: NextApiRequest,
  res: NextApiResponse,
  now: Date = new Date(),
): Promise<LoginResponse> {
  const outcome = await spendRefreshCredential(db, readRefreshCookie(req), now);
  if (outcome.kind === 'refused') {
    setRefreshCookie(req, res, null);
    throw sessionExpired();
  }
  const session = await touchSession(db, outcome.session, now);
  const user = await requireUser(db, session.userId);
  const signed = await signAccessToken(
    db,
    { userId: user.id, sessionId: session.id, deviceId: session.deviceId },
    now,
  );
  // In the grace case the other tab's answer already set the next credential: leave it alone.
  setRefreshCookie(req, res, outcome.kind === 'rotated' ? outcome.credential : undefined);
  return {
    user: toAccountUser(user, now),
    token: { accessToken: signed.accessToken, expiresAt: signed.expiresAt.toISOString() },
  };
}

/**
 * The browser's start-up check: expired when there is no usable token, its session is revoked or
 * expired, its device was removed, or the browser's device id is not the token's. A token merely
 * past `exp` whose session lives is not expired (the browser refreshes it with its cookie).
 */
export async function checkExpired(
  db: Database,
  token: string | null,
  deviceId: string | undefined,
  now: Date = new Date(),
): Promise<{ isExpired: boolean }> {
  const claims = await readClaims(db, token, now);
  if (!claims) return { isExpired: true };
  if (deviceId && deviceId !== claims.deviceId) return { isExpired: true };
  const session = await findValidSession(db, claims.sessionId, now);
  const valid = !!session && session.userId === claims.userId && session.deviceId === claims.deviceId;
  return { isExpired: !valid };
}
