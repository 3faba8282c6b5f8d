import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { resolveSiteUrl } from '@/common/siteOrigin';
import { getEnv, type ServerEnv } from '../env';

/**
 * The site's addresses (docs/PAYMENTS.md "Which address links use", README "Environment").
 *
 * - configuredSiteUrl(): SITE_URL, else NEXT_PUBLIC_SITE_URL (read at run time, src/common/siteOrigin.ts):
 *   the site's public address, for canonical links, robots.txt, sitemaps and e-mail links.
 * - configuredPublicUrl(): PUBLIC_BASE_URL, else the site URL. What the outside world and
 *   mail readers reach: IPN URLs, server-to-server calls, every link in an e-mail. Never taken from a
 *   request (a Host header is whatever the sender writes: host-header injection).
 * - browserOrigin(req): links that bring the same browser back (the payment return URL given to MoMo
 *   and VNPay, the sandbox pages) follow the origin the user is on, so the return lands where their
 *   session cookies are. The request's origin is used only when it is on the allow-list: the
 *   configured URLs' origins, and, outside production or with DEMO_MODE=on, any loopback or
 *   private-LAN host (127.0.0.1, localhost, 192.168.x.x ...) on the port of a configured URL.
 *   Otherwise the configured URL.
 */

export function configuredSiteUrl(env: ServerEnv = getEnv()): string {
  return resolveSiteUrl({ SITE_URL: env.SITE_URL, NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL });
}

export function configuredPublicUrl(env: ServerEnv = getEnv()): string {
  return env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : configuredSiteUrl(env);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** localhost (and *.localhost), 127/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** RFC 1918 IPv4 (10/8, 172.16/12, 192.168/16), link-local 169.254/16, IPv6 unique-local fc00::/7. */
export function isPrivateLanHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  return /^f[cd][0-9a-f]{2}:/.test(host);
}

/** Loopback and LAN hosts are trusted only where nothing real is at stake. */
function localHostsAllowed(env: ServerEnv): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_MODE === 'on';
}

/** The port of an origin as the browser writes it ('' for the scheme's default). */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * True when links for the browser may point at `origin` (the allow-list above). A loopback or LAN
 * origin must also use the port of a configured URL: it is this server reached by another name, not
 * another service on the machine or network.
 */
export function isAllowedOrigin(origin: string, env: ServerEnv = getEnv()): boolean {
  const parsed = originOf(origin);
  if (!parsed || parsed !== origin) return false;
  const configured = [env.PUBLIC_BASE_URL, env.SITE_URL, env.NEXT_PUBLIC_SITE_URL].flatMap((value) => {
    try {
      return value ? [new URL(value)] : [];
    } catch {
      return [];
    }
  });
  if (configured.some((url) => url.origin === origin)) return true;
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!localHostsAllowed(env) || !(isLoopbackHost(url.hostname) || isPrivateLanHost(url.hostname)))
    return false;
  return configured.some((known) => portOf(known) === portOf(url));
}

/** The origin the browser used for this request (Host header; https by TLS or the trusted proxy), or null. */
export function requestOrigin(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  env: ServerEnv = getEnv(),
): string | null {
  const host = req.headers.host;
  if (!host || !/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  let https = Boolean((req.socket as TLSSocket | undefined)?.encrypted);
  if (!https && env.TRUST_PROXY === 'true') {
    const header = req.headers['x-forwarded-proto'];
    const value = Array.isArray(header) ? header[0] : header;
    https = value?.split(',')[0]?.trim().toLowerCase() === 'https';
  }
  return originOf(`${https ? 'https' : 'http'}://${host}`);
}

/** Where links that bring this browser back point: its own origin when allowed, else the configured URL. */
export function browserOrigin(
  req: Pick<IncomingMessage, 'headers' | 'socket'> | undefined,
  env: ServerEnv = getEnv(),
): string {
  const origin = req ? requestOrigin(req, env) : null;
  if (origin && isAllowedOrigin(origin, env)) return origin;
  return configuredPublicUrl(env);
}
