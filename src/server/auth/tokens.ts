import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import type { Database } from '../db/client';
import { getEnv } from '../env';
import { AppError } from '../core/errors';
import { getJwtSecret } from './jwtSecret';

const ISSUER = 'vnfin';
const ACCESS_AUDIENCE = 'vnfin:access';
const DEVICE_TICKET_AUDIENCE = 'vnfin:device-ticket';
export const DEVICE_TICKET_TTL_SECONDS = 10 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  deviceId: string;
  expiresAt: Date;
  /** True when the signature is right but `exp` has passed (only answered with allowExpired). */
  expired: boolean;
}

export interface SignedToken {
  accessToken: string;
  expiresAt: Date;
}

function invalidToken(): AppError {
  return new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
}

/** HS256 access token: sub = user id, sid = session id, did = device id, ACCESS_TOKEN_TTL_MINUTES long. */
export async function signAccessToken(
  db: Database,
  claims: { userId: number; sessionId: string; deviceId: string },
  now: Date = new Date(),
): Promise<SignedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + getEnv().ACCESS_TOKEN_TTL_MINUTES * 60;
  const accessToken = await new SignJWT({ sid: claims.sessionId, did: claims.deviceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(await getJwtSecret(db));
  return { accessToken, expiresAt: new Date(expiresAtSeconds * 1000) };
}

function readAccessClaims(payload: JWTPayload, expired: boolean): AccessClaims {
  const userId = Number(payload.sub);
  const { sid, did, exp } = payload;
  if (!Number.isSafeInteger(userId) || userId <= 0) throw invalidToken();
  if (typeof sid !== 'string' || typeof did !== 'string' || typeof exp !== 'number') throw invalidToken();
  return { userId, sessionId: sid, deviceId: did, expiresAt: new Date(exp * 1000), expired };
}

/**
 * Access tokens whose signature, issuer and audience have been verified, by their text, with the key
 * that verified them: a browser sends the same token with every request for its whole lifetime, and
 * jose's HS256 check (a WebCrypto key import and HMAC on the thread pool) was ~10% of the server's CPU
 * under bench:load. A memoized token is still checked for expiry on every use (a token past `exp`
 * takes the full path, which answers TOKEN_EXPIRED); the session it names is checked by the verifier
 * as before (revocation is unaffected). Only verified tokens are kept, so a forged one is never here.
 */
const verifiedTokens = new LRUCache<string, { key: string; payload: JWTPayload }>({ max: 20_000 });

/** Forgets the verified tokens (tests). */
export function forgetVerifiedTokens(): void {
  verifiedTokens.clear();
}

/**
 * Checks signature, issuer, audience and expiry. An expired token throws TOKEN_EXPIRED (401, so the
 * browser knows to refresh) unless `allowExpired`, which answers its claims with `expired: true`
 * (refresh and the expiry check need them). Anything else wrong throws UNAUTHORIZED.
 */
export async function verifyAccessToken(
  db: Database,
  token: string,
  options: { allowExpired?: boolean; now?: Date } = {},
): Promise<AccessClaims> {
  try {
    const secret = await getJwtSecret(db);
    const key = Buffer.from(secret).toString('base64url');
    const known = verifiedTokens.get(token);
    const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
    // jose's rule: a token is expired when exp <= now (in whole seconds, no clock tolerance here).
    if (known?.key === key && typeof known.payload.exp === 'number' && known.payload.exp > nowSeconds) {
      return readAccessClaims(known.payload, false);
    }
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      currentDate: options.now,
    });
    const claims = readAccessClaims(payload, false);
    verifiedTokens.set(token, { key, payload });
    return claims;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // jose authenticates the token before it validates claims, so an expired token's payload is genuine.
    if (error instanceof errors.JWTExpired) {
      if (options.allowExpired) return readAccessClaims(error.payload, true);
      throw new AppError('TOKEN_EXPIRED');
    }
    if (error instanceof errors.JOSEError) throw invalidToken();
    throw error;
  }
}

/**
 * A DEVICE_LIMIT refusal's ticket: lets the browser that proved the account's credentials remove one
 * of that account's devices (DELETE /api/users/devices/{id}) without a session, for 10 minutes.
 */
export async function signDeviceTicket(
  db: Database,
  claims: { userId: number; deviceId: string },
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ did: claims.deviceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(DEVICE_TICKET_AUDIENCE)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TICKET_TTL_SECONDS)
    .sign(await getJwtSecret(db));
}

export const DEVICE_TICKET_INVALID = 'Phiên xoá thiết bị đã hết hạn. Vui lòng đăng nhập lại.';

/** The account and requesting device a device ticket was issued to; 401 when invalid or expired. */
export async function verifyDeviceTicket(
  db: Database,
  ticket: string,
): Promise<{ userId: number; deviceId: string }> {
  try {
    const { payload } = await jwtVerify(ticket, await getJwtSecret(db), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: DEVICE_TICKET_AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.did !== 'string') {
      throw new AppError('UNAUTHORIZED', DEVICE_TICKET_INVALID);
    }
    return { userId, deviceId: payload.did };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) throw new AppError('UNAUTHORIZED', DEVICE_TICKET_INVALID);
    throw error;
  }
}
