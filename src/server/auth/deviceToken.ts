import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deviceTokens } from '../db/schema';
import { getEnv } from '../env';
import { clientIp } from './clientIp';
import { hit } from './rateLimit';

/**
 * Who owns an anonymous browser's chart sections and metric sets: a random token the server issues
 * on the browser's first anonymous save, kept in an HttpOnly cookie (script cannot read it, another
 * visitor cannot guess it). The database keeps only its SHA-256 hash, in device_tokens and in the
 * owner key `devtoken:<hash>`. The `deviceId` cookie and the deviceId of bodies and paths (FingerprintJS
 * visitor ids, chosen by the browser) no longer own anything; they still name the device at login
 * for the per-account device limit.
 */
export const DEVICE_TOKEN_COOKIE = 'deviceToken';
export const DEVICE_OWNER_PREFIX = 'devtoken:';
/** Browsers cap cookie lifetimes at 400 days; the purge forgets tokens idle for DEVICE_IDLE_DAYS. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A device token not seen for this long is deleted with everything it owns (maintenance/purge.ts). */
export const DEVICE_IDLE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Fixed-window limits on anonymous saves (src/server/auth/rateLimit.ts), per client address (IPv6 per
 * /64, src/server/auth/clientIp.ts) and per device. Generous for people (a carrier's NAT puts many
 * behind one IPv4 address), tight enough that one address cannot fill the database: new devices per
 * address times the device budget (charts/sectionBudget.ts) bounds what it can store.
 */
export const ANONYMOUS_WRITE_LIMITS = {
  writeIp: { limit: 300, windowSeconds: HOUR },
  writeDevice: { limit: 120, windowSeconds: HOUR },
  newDeviceIp: { limit: 20, windowSeconds: HOUR },
  newDeviceIpDay: { limit: 100, windowSeconds: 24 * HOUR },
} as const;

type LimitName = keyof typeof ANONYMOUS_WRITE_LIMITS;

function limit(db: Database, name: LimitName, subject: string, now: Date): Promise<number> {
  const rule = ANONYMOUS_WRITE_LIMITS[name];
  return hit(db, `${name}:${subject}`, rule.limit, rule.windowSeconds, now);
}

/** An API request or getServerSideProps' request: parsed cookies (when present) and the raw header. */
export interface CookieSource {
  cookies?: Partial<Record<string, string>>;
  headers: IncomingHttpHeaders;
}

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function deviceTokenOwnerKey(tokenHash: string): string {
  return `${DEVICE_OWNER_PREFIX}${tokenHash}`;
}

/** The deviceToken cookie when it has the shape of one. */
export function readDeviceToken(req: CookieSource): string | null {
  const parsed = req.cookies?.[DEVICE_TOKEN_COOKIE];
  const raw = parsed ?? /(?:^|;\s*)deviceToken=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  return raw !== undefined && TOKEN_PATTERN.test(raw) ? raw : null;
}

/** The owner key of the request's cookie, without any database work (null without a cookie). */
export function deviceOwnerKeyOf(req: CookieSource): string | null {
  const token = readDeviceToken(req);
  return token ? deviceTokenOwnerKey(hashDeviceToken(token)) : null;
}

function appendSetCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, cookie: string): void {
  const previous = res.getHeader('Set-Cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

export function deviceTokenCookie(token: string): string {
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : '';
  return `${DEVICE_TOKEN_COOKIE}=${token}; Path=/; Max-Age=${String(COOKIE_MAX_AGE_SECONDS)}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The owner key for reading the request's device data; a known token's last_seen_at moves at most
 * once a day, so a device that only reads is not purged. Null without a cookie.
 */
export async function deviceOwnerForRead(
  db: Database,
  req: CookieSource,
  now: Date = new Date(),
): Promise<string | null> {
  const token = readDeviceToken(req);
  if (!token) return null;
  const tokenHash = hashDeviceToken(token);
  await db
    .update(deviceTokens)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(deviceTokens.tokenHash, tokenHash),
        lt(deviceTokens.lastSeenAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return deviceTokenOwnerKey(tokenHash);
}

/** The token's hash when the server issued it and it was not purged (and marks it seen). */
async function knownToken(db: Database, token: string, now: Date): Promise<string | null> {
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString();
  const rows = await db
    .update(deviceTokens)
    .set({
      lastSeenAt: sql`case when ${deviceTokens.lastSeenAt} < ${cutoff}::timestamptz then ${now.toISOString()}::timestamptz else ${deviceTokens.lastSeenAt} end`,
    })
    .where(eq(deviceTokens.tokenHash, hashDeviceToken(token)))
    .returning({ tokenHash: deviceTokens.tokenHash });
  return rows[0]?.tokenHash ?? null;
}

/**
 * The owner key for an anonymous save, after the per-address and per-device limits (429 in
 * Vietnamese). Only tokens this server issued count: a browser without one (or with an unknown or
 * purged one) gets a new token and cookie when `issue` is set (creating), else null (changing or
 * deleting what it cannot own).
 */
export async function deviceOwnerForWrite(
  db: Database,
  req: CookieSource & Parameters<typeof clientIp>[0],
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  options: { issue: boolean },
  now: Date = new Date(),
): Promise<string | null> {
  const ip = clientIp(req);
  await limit(db, 'writeIp', ip, now);
  const token = readDeviceToken(req);
  let tokenHash = token ? await knownToken(db, token, now) : null;
  if (!tokenHash) {
    if (!options.issue) return null;
    await limit(db, 'newDeviceIp', ip, now);
    await limit(db, 'newDeviceIpDay', ip, now);
    const issued = randomBytes(32).toString('base64url');
    tokenHash = hashDeviceToken(issued);
    await db.insert(deviceTokens).values({ tokenHash, createdAt: now, lastSeenAt: now });
    appendSetCookie(res, deviceTokenCookie(issued));
  }
  await limit(db, 'writeDevice', tokenHash, now);
  return deviceTokenOwnerKey(tokenHash);
}
