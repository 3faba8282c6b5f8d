import type { NextApiRequest } from 'next';
import { AppError } from './errors';

/** Who is calling, as far as the access token says. Later issues add plan and permission facts. */
export interface AuthUser {
  id: number;
  email: string;
  isAdmin: boolean;
  permissions: readonly string[];
}

export type TokenVerifier = (token: string) => Promise<AuthUser | null>;

let verifier: TokenVerifier = () => Promise.resolve(null);

/** The accounts module installs the real verifier; until then every token is unknown. */
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
