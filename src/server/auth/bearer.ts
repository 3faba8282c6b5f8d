import type { NextApiRequest } from 'next';
import type { AuthUser } from '../core/authUser';
import { AppError, isAppError } from '../core/errors';
import { verifyTokenWithDefaultDatabase } from './verifier';

export type TokenVerifier = (token: string) => Promise<AuthUser | null>;

/**
 * The real verifier (src/server/auth/verifier.ts): signature and expiry of the JWT, then the session
 * in the database (cached at most 3 s, so a revoked session stops working within that time).
 */
let verifier: TokenVerifier = verifyTokenWithDefaultDatabase;

/** Replaces the verifier (tests install fakes). */
export function setTokenVerifier(next: TokenVerifier): void {
  verifier = next;
}

export function readBearerToken(req: NextApiRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Mã truy cập không đúng định dạng.');
  return match[1];
}

export async function authenticate(req: NextApiRequest): Promise<AuthUser | null> {
  const token = readBearerToken(req);
  if (!token) return null;
  const user = await verifier(token);
  if (!user) throw new AppError('UNAUTHORIZED', 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.');
  return user;
}

/**
 * The user a token stands for, through the same verifier as authenticate(); null for a token that is
 * invalid, expired or whose session ended (server rendering treats those callers as guests).
 */
export async function userForToken(token: string): Promise<AuthUser | null> {
  try {
    return await verifier(token);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
