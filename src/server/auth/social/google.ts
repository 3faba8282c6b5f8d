import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/core/errors';
import { logger } from '@/server/logger';
import type { SocialIdentity } from './types';

const NOT_CONFIGURED = 'Đăng nhập bằng Google chưa được cấu hình.';
const UNAVAILABLE = 'Không kết nối được máy chủ Google để xác thực. Vui lòng thử lại sau ít phút.';
/** Google ID tokens are about 1 KB; anything far larger is not one. */
const MAX_CREDENTIAL_LENGTH = 8192;
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * One remote key set per URL, kept for the life of the process: jose caches the keys (10 min), refetches
 * them when a token names an unknown `kid` (Google rotates keys) and rate-limits refetches (30 s cooldown).
 */
const keySets = new Map<string, JWTVerifyGetKey>();

function googleKeySet(url: string): JWTVerifyGetKey {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

/** The key set could not be fetched (network, timeout, non-200, not a JWKS): Google's fault, not the token's. */
class KeySetUnavailable extends Error {}

/** jose errors that say "this token does not match Google's keys" rather than "the keys could not be read". */
const TOKEN_KEY_ERRORS = new Set(['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS']);

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

function stringClaim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Verifies the `credential` of Google's `<GoogleLogin>` (an RS256 ID token): signature by Google's JWKS,
 * `aud` = our client id, `iss` = Google, `exp`. Users are keyed by `sub`.
 */
export async function verifyGoogleIdToken(credential: string): Promise<SocialIdentity> {
  const env = getEnv();
  const clientId = env.GOOGLE_CLIENT_ID ?? env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
  if (!clientId) throw new AppError('SERVICE_UNAVAILABLE', NOT_CONFIGURED);

  if (typeof credential !== 'string' || credential === '' || credential.length > MAX_CREDENTIAL_LENGTH) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.socialInvalid);
  }

  const issuers = env.GOOGLE_ISSUERS.split(',')
    .map((issuer) => issuer.trim())
    .filter((issuer) => issuer !== '');
  const keySet = googleKeySet(env.GOOGLE_JWKS_URL);
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      const code = errorCode(error);
      if (code !== undefined && TOKEN_KEY_ERRORS.has(code)) throw error;
      throw new KeySetUnavailable('Google JWKS unavailable', { cause: error });
    }
  };

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(credential, getKey, {
      audience: clientId,
      issuer: issuers,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iss', 'aud'],
    }));
  } catch (error) {
    if (error instanceof KeySetUnavailable) {
      // The cause is a fetch/jose error about the JWKS URL; it holds no token.
      logger.warn({ provider: 'google', err: error.cause }, 'google jwks unavailable');
      throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, { headers: { 'Retry-After': '5' } });
    }
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.socialInvalid);
  }

  const subject = stringClaim(payload, 'sub');
  if (subject === null) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.socialInvalid);
  const email = stringClaim(payload, 'email');
  const verifiedClaim = payload.email_verified;
  return {
    provider: 'google',
    subject,
    email: email === null ? null : email.toLowerCase(),
    emailVerified: email !== null && (verifiedClaim === true || verifiedClaim === 'true'),
    name: stringClaim(payload, 'name'),
  };
}
