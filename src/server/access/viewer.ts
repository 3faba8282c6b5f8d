import type { IncomingHttpHeaders } from 'node:http';
import { STORAGE_KEYS } from '@/lib/storage';
import type { AuthUser } from '../core/authUser';
import { userForToken } from '../auth/bearer';

/** A getServerSideProps request (or an API one): parsed cookies and the raw header. */
export interface CookieRequest {
  cookies?: Partial<Record<string, string>>;
  headers: IncomingHttpHeaders;
}

function readCookie(req: CookieRequest, name: string): string | undefined {
  const parsed = req.cookies?.[name];
  if (parsed !== undefined) return parsed;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const viewers = new WeakMap<object, Promise<AuthUser | null>>();

/**
 * Who is looking at a server-rendered page: the access-token cookie the browser keeps
 * (STORAGE_KEYS.accessToken) checked by the same verifier as API calls. No cookie, or a token that
 * is invalid, expired or whose session ended, is a guest, so the page shows what the API would answer
 * that browser. Resolved once per request.
 */
export function viewerOf(req: CookieRequest | undefined): Promise<AuthUser | null> {
  if (!req) return Promise.resolve(null);
  const known = viewers.get(req);
  if (known) return known;
  const token = readCookie(req, STORAGE_KEYS.accessToken);
  const viewer = token ? userForToken(token) : Promise.resolve(null);
  viewers.set(req, viewer);
  return viewer;
}
