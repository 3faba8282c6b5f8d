import { eq } from 'drizzle-orm';
import type { NextApiRequest } from 'next';
import { createRequest } from 'node-mocks-http';
import type { LoginResponse } from '@/common/contracts/account';
import {
  callAccount,
  createUser,
  refreshCookieOf,
  uniqueDevice,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { refreshCookieHeader } from '../../../auth/refreshCookie';
import { REFRESH_REUSE_GRACE_MS } from '../../../auth/refreshCredential';
import { forgetCachedSessions } from '../../../auth/sessions';
import { signAccessToken } from '../../../auth/tokens';
import { verifyGoogleIdToken } from '../../../auth/social/google';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { sessions } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { resetEnvCache } from '../../../env';
import { loginGoogleRoute, loginRoute, logoutRoute, meRoute, refreshRoute } from '../accounts.handlers';

jest.mock('../../../auth/social/google', () => ({ verifyGoogleIdToken: jest.fn() }));

/**
 * The refresh credential (issue 25): an HttpOnly cookie per session, rotated on every refresh; the
 * replaced one stops working and, replayed after the two-tab grace, revokes the session. An access
 * token, expired or not, no longer refreshes by itself.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

async function signedIn(deviceId = uniqueDevice()) {
  const user = await createUser(handle.db);
  const result = await callAccount<LoginResponse>(loginRoute, {
    body: { email: user.email, password: user.password, deviceId },
    ip: uniqueIp(),
  });
  expect(result.status).toBe(200);
  const cookie = refreshCookieOf(result.headers);
  if (!cookie) throw new Error('no refresh cookie');
  return { user, deviceId, login: result, cookie };
}

function refreshWith(cookie: string | undefined, token?: string) {
  return callAccount<LoginResponse>(refreshRoute, {
    token,
    headers: cookie === undefined ? {} : { cookie: `refreshToken=${cookie}` },
  });
}

function setCookieLines(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
}

async function sessionRow(sessionId: string) {
  const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

function sessionIdOf(cookie: string): string {
  return cookie.split('.')[0] ?? '';
}

describe('the refresh cookie of a login', () => {
  it('a password login sets it HttpOnly, SameSite=Strict, on /api/auth for the session’s lifetime, never in the body', async () => {
    const { login, cookie } = await signedIn();
    const [line] = setCookieLines(login.headers);
    expect(line).toBe(`refreshToken=${cookie}; Path=/api/auth; Max-Age=2592000; HttpOnly; SameSite=Strict`);
    expect(JSON.stringify(login.body)).not.toContain(cookie.split('.')[1]);
    expect(Object.keys(login.data).sort()).toEqual(['token', 'user']);
    // Only its hash is stored.
    const row = await sessionRow(sessionIdOf(cookie));
    expect(row?.refreshHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.refreshHash).not.toContain(cookie.split('.')[1]);
  });

  it('a social login sets it too', async () => {
    jest.mocked(verifyGoogleIdToken).mockResolvedValueOnce({
      provider: 'google',
      subject: 'google-refresh-1',
      email: 'refresh-social@example.vn',
      emailVerified: true,
      name: 'Xã Hội',
    });
    const result = await callAccount<LoginResponse>(loginGoogleRoute, {
      body: { credential: 'x'.repeat(40), deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(result.status).toBe(200);
    const cookie = refreshCookieOf(result.headers);
    expect(cookie).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect((await refreshWith(cookie)).status).toBe(200);
  });

  it('is Secure over https behind a trusted proxy and in production', () => {
    const plain = createRequest<NextApiRequest>({ headers: { 'x-forwarded-proto': 'https' } });
    expect(refreshCookieHeader(plain, 'abc')).not.toContain('Secure');
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    expect(refreshCookieHeader(plain, 'abc')).toMatch(/; Secure$/);
    delete process.env.TRUST_PROXY;
    const nodeEnv = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'production' });
    resetEnvCache();
    try {
      expect(refreshCookieHeader(createRequest<NextApiRequest>(), 'abc')).toMatch(/; Secure$/);
      expect(refreshCookieHeader(createRequest<NextApiRequest>(), null)).toBe(
        'refreshToken=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
      );
    } finally {
      Object.assign(process.env, { NODE_ENV: nodeEnv });
      resetEnvCache();
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the credential on every refresh: a new token for the same session and a new cookie', async () => {
    const { user, cookie } = await signedIn();
    const first = await refreshWith(cookie);
    expect(first.status).toBe(200);
    expect(first.data.user.id).toBe(user.id);
    const second = refreshCookieOf(first.headers);
    expect(second).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(second).not.toBe(cookie);
    expect(sessionIdOf(second!)).toBe(sessionIdOf(cookie));
    expect((await callAccount(meRoute, { method: 'GET', token: first.data.token.accessToken })).status).toBe(
      200,
    );

    const third = await refreshWith(second);
    expect(third.status).toBe(200);
    expect(refreshCookieOf(third.headers)).not.toBe(second);
  });

  it('refuses an expired access token without the cookie', async () => {
    const { user, deviceId, cookie } = await signedIn();
    const expired = await signAccessToken(
      handle.db,
      { userId: user.id, sessionId: sessionIdOf(cookie), deviceId },
      new Date(Date.now() - 2 * 3_600_000),
    );
    const refused = await refreshWith(undefined, expired.accessToken);
    expect(refused.status).toBe(401);
    // The session itself is fine: its cookie still refreshes.
    expect((await refreshWith(cookie, expired.accessToken)).status).toBe(200);
  });

  it('answers a second tab that sent the just-replaced cookie, without touching the new one', async () => {
    const { cookie } = await signedIn();
    const first = await refreshWith(cookie);
    const next = refreshCookieOf(first.headers);
    const secondTab = await refreshWith(cookie);
    expect(secondTab.status).toBe(200);
    expect(setCookieLines(secondTab.headers)).toEqual([]);
    expect((await refreshWith(next)).status).toBe(200);
  });

  it('the replaced credential stops working; replayed after the grace it revokes the session', async () => {
    const { cookie } = await signedIn();
    const first = await refreshWith(cookie);
    const next = refreshCookieOf(first.headers);
    const sessionId = sessionIdOf(cookie);
    // The grace of two tabs is over.
    await handle.db
      .update(sessions)
      .set({ refreshRotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(sessions.id, sessionId));

    const replay = await refreshWith(cookie);
    expect(replay.status).toBe(401);
    expect(refreshCookieOf(replay.headers)).toBe('');
    expect(await sessionRow(sessionId)).toMatchObject({ revokeReason: 'refresh_reused' });
    // Whoever held the newer credential is out too, and so is its access token.
    expect((await refreshWith(next)).status).toBe(401);
    forgetCachedSessions();
    expect((await callAccount(meRoute, { method: 'GET', token: first.data.token.accessToken })).status).toBe(
      401,
    );
  });

  it('refuses unknown, malformed and older credentials without revoking, and clears the cookie', async () => {
    const { cookie } = await signedIn();
    const sessionId = sessionIdOf(cookie);
    const older = refreshCookieOf((await refreshWith(cookie)).headers)!;
    await refreshWith(older);
    // `cookie` is now two credentials back: no longer recognised, merely refused.
    for (const value of [cookie, `${sessionId}.${'A'.repeat(43)}`, 'garbage', '']) {
      const refused = await refreshWith(value);
      expect(refused.status).toBe(401);
      expect(refreshCookieOf(refused.headers)).toBe('');
    }
    expect((await sessionRow(sessionId))?.revokedAt).toBeNull();
  });

  it('a session opened before refresh cookies existed cannot refresh (its users log in again)', async () => {
    const { cookie } = await signedIn();
    await handle.db
      .update(sessions)
      .set({ refreshHash: null, previousRefreshHash: null })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    expect((await refreshWith(cookie)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the cookie’s session and clears the cookie, even when the access token has expired', async () => {
    const { user, deviceId, cookie } = await signedIn();
    const expired = await signAccessToken(
      handle.db,
      { userId: user.id, sessionId: sessionIdOf(cookie), deviceId },
      new Date(Date.now() - 2 * 3_600_000),
    );
    const out = await callAccount(logoutRoute, {
      token: expired.accessToken,
      headers: { cookie: `refreshToken=${cookie}` },
    });
    expect(out.status).toBe(204);
    expect(setCookieLines(out.headers)).toEqual([
      'refreshToken=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
    expect(await sessionRow(sessionIdOf(cookie))).toMatchObject({ revokeReason: 'logout' });
    expect((await refreshWith(cookie)).status).toBe(401);
  });

  it('ends the session with the cookie alone (no access token left in the browser)', async () => {
    const { cookie } = await signedIn();
    expect((await callAccount(logoutRoute, { headers: { cookie: `refreshToken=${cookie}` } })).status).toBe(
      204,
    );
    expect(await sessionRow(sessionIdOf(cookie))).toMatchObject({ revokeReason: 'logout' });
  });
});
