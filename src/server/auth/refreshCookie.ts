import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getEnv } from '../env';

/**
 * The refresh credential's cookie (docs/ACCOUNTS.md, docs/SECURITY.md "Cookies"): HttpOnly (no
 * script reads it), Path=/api/auth (only the login, refresh and logout calls carry it),
 * SameSite=Strict (no other site's page makes the browser send it), Secure in production or over
 * https, Max-Age the session's lifetime.
 */
export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/api/auth';

type CookieRequest = Pick<IncomingMessage, 'headers' | 'socket'> & {
  cookies?: Partial<Record<string, string>>;
};

/** The request's refresh cookie: Next's and the API lane's parsed cookies, else the raw header. */
export function readRefreshCookie(req: CookieRequest): string | undefined {
  const parsed = req.cookies?.[REFRESH_COOKIE];
  if (parsed) return parsed;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === REFRESH_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/** https as the browser sees it: TLS on this socket, or the trusted proxy's X-Forwarded-Proto. */
function isHttps(req: CookieRequest): boolean {
  const socket = req.socket as TLSSocket | undefined;
  if (socket?.encrypted) return true;
  if (getEnv().TRUST_PROXY !== 'true') return false;
  const header = req.headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The Set-Cookie value that stores `credential`, or clears the cookie when it is null. */
export function refreshCookieHeader(req: CookieRequest, credential: string | null): string {
  const env = getEnv();
  const maxAge = credential === null ? 0 : env.SESSION_TTL_DAYS * 86_400;
  const parts = [
    `${REFRESH_COOKIE}=${credential ?? ''}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${String(maxAge)}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (env.NODE_ENV === 'production' || isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Sets (or, with null, clears) the refresh cookie on the answer, keeping any other Set-Cookie the
 * answer already carries (the device cookie of a login) and replacing an earlier refresh cookie.
 * `undefined` removes this answer's refresh cookie, leaving the browser's as it is.
 */
export function setRefreshCookie(
  req: CookieRequest,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader' | 'removeHeader'>,
  credential: string | null | undefined,
): void {
  const existing = res.getHeader('Set-Cookie');
  const others = (
    Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]
  ).filter((cookie) => !cookie.startsWith(`${REFRESH_COOKIE}=`));
  const next = credential === undefined ? others : [...others, refreshCookieHeader(req, credential)];
  if (next.length > 0) res.setHeader('Set-Cookie', next);
  else res.removeHeader('Set-Cookie');
}
