import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { createMocks, type RequestMethod } from 'node-mocks-http';
import { desc, eq } from 'drizzle-orm';
import type { LoginResponse } from '@/common/contracts/account';
import { hashPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { mailOutbox, users } from '@/server/db/schema';

/** A route call as the account tests make it: the caller's address and bearer token are first-class. */
export interface AccountCall {
  method?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
  /** req.socket.remoteAddress (rate limits key on it). */
  ip?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export interface AccountResult<T = unknown> {
  status: number;
  /** The `data` of a success, or the whole error body. */
  data: T;
  body: { data?: T; code?: string; message?: string; extra?: unknown };
  headers: Record<string, unknown>;
  /** Raw bytes when the route answered a Buffer (the avatar image). */
  buffer: Buffer;
}

/** Calls a route in process; `T` is the `data` the test expects (the cast is the point). */
export async function callAccount<T = Record<string, unknown>>(
  handler: NextApiHandler,
  call: AccountCall = {},
): Promise<AccountResult<T>> {
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>(
    {
      method: (call.method ?? 'POST') as RequestMethod,
      query: call.query ?? {},
      body: call.body as never,
      headers,
      socket: { remoteAddress: call.ip ?? '203.0.113.1' } as never,
    },
    {},
  );
  await handler(req, res);
  const raw = res._getData() as unknown;
  let body: AccountResult<T>['body'] = {};
  if (typeof raw === 'string' && raw.length > 0) {
    try {
      body = JSON.parse(raw) as AccountResult<T>['body'];
    } catch {
      body = {};
    }
  }
  return {
    status: res._getStatusCode(),
    data: (body.data ?? body) as T,
    body,
    headers: res._getHeaders(),
    buffer: res._getBuffer(),
  };
}

/** The value of the refresh cookie an answer sets ('' when it clears it, undefined when it sets none). */
export function refreshCookieOf(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const found = cookies.find((cookie) => cookie.startsWith('refreshToken='));
  return found === undefined ? undefined : (found.split(';')[0] ?? '').slice('refreshToken='.length);
}

/** The newest mail to an address, as the outbox stored it. */
export async function latestMail(db: Database, to: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function mailCount(db: Database, to: string): Promise<number> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.length;
}

/** The activation token of the link in a mail body. */
export function activationTokenIn(text: string): string {
  const match = /\/account\/activate\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no activation link in the mail');
  return match[1];
}

/** The six-digit code of a reset mail. */
export function otpIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

let counter = 0;

/** A unique value per call within a test file (e-mails, device ids, addresses). */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter)}`;
}

export function uniqueEmail(): string {
  return `${unique('user')}@example.vn`;
}

export function uniqueIp(): string {
  counter += 1;
  return `198.51.${String(Math.floor(counter / 250))}.${String((counter % 250) + 1)}`;
}

export function uniqueDevice(): string {
  return unique('device-test-');
}

/** An active account inserted directly (skips register and activate). */
export async function createUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) {
  const { password = 'Secret-pass-1', ...rest } = values;
  const rows = await db
    .insert(users)
    .values({
      email: rest.email ?? uniqueEmail(),
      name: rest.name ?? 'Nguyễn Văn A',
      phone: rest.phone ?? '0912345678',
      passwordHash: password === null ? null : await hashPassword(password),
      status: rest.status ?? 'active',
      ...rest,
    })
    .returning();
  const user = rows[0];
  if (!user) throw new Error('user not inserted');
  return { ...user, password: password ?? '' };
}

export type { LoginResponse };
