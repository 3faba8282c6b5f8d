// The real bcrypt here (tests/setup/jest.setup.ts swaps in a cheaper cost for the other files).
jest.unmock('@node-rs/bcrypt');

import { eq } from 'drizzle-orm';
import { permissionsForRole } from '@/common/access/accessTable';
import { createUser, uniqueDevice } from '../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../db/client';
import { appSecrets, sessions, userDevices } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { resetEnvCache } from '../../env';
import { isAppError } from '../../core/errors';
import { getJwtSecret } from '../jwtSecret';
import { hashPassword, verifyPassword } from '../passwords';
import { clear, hit, release } from '../rateLimit';
import { hashOtp, hashSecret, randomOtp, randomToken, safeEqual } from '../secrets';
import { createSession, forgetCachedSessions, lookupSession, SESSION_CACHE_TTL_MS } from '../sessions';
import { signAccessToken, signDeviceTicket, verifyAccessToken, verifyDeviceTicket } from '../tokens';
import { verifyBearerToken } from '../verifier';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

async function errorOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; headers?: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message, headers: error.headers };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('secrets and passwords', () => {
  it('makes URL-safe tokens, six-digit codes and SHA-256 hashes', () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
    for (let i = 0; i < 50; i += 1) expect(randomOtp()).toMatch(/^\d{6}$/);
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashOtp(1, '123456')).not.toBe(hashOtp(2, '123456'));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('hashes with bcrypt and verifies; a missing hash is false', async () => {
    const hash = await hashPassword('Mat-khau-123');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword('Mat-khau-123', hash)).toBe(true);
    expect(await verifyPassword('mat-khau-123', hash)).toBe(false);
    expect(await verifyPassword('Mat-khau-123', null)).toBe(false);
  });
});

describe('rate limits', () => {
  it('counts in a fixed window, refuses over the limit with Retry-After, restarts after the window', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await hit(handle.db, 'test:a', 2, 60, at(0))).toBe(1);
    expect(await hit(handle.db, 'test:a', 2, 60, at(10))).toBe(2);
    const refused = await errorOf(hit(handle.db, 'test:a', 2, 60, at(20)));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toBe('Bạn thao tác quá nhiều lần. Vui lòng thử lại sau 40 giây.');
    expect(refused.headers).toEqual({ 'Retry-After': '40' });
    expect(await hit(handle.db, 'test:a', 2, 60, at(60))).toBe(1);

    const long = await errorOf(
      (async () => {
        await hit(handle.db, 'test:b', 0, 3600, at(0));
      })(),
    );
    expect(long.message).toBe('Bạn thao tác quá nhiều lần. Vui lòng thử lại sau 60 phút.');
  });

  it('counts concurrent hits exactly once each', async () => {
    const now = new Date();
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => hit(handle.db, 'test:c', 100, 60, now)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await release(handle.db, 'test:c');
    expect(await hit(handle.db, 'test:c', 100, 60, now)).toBe(20);
    await clear(handle.db, 'test:c');
    expect(await hit(handle.db, 'test:c', 100, 60, now)).toBe(1);
  });
});

describe('JWT secret and tokens', () => {
  afterEach(() => {
    delete process.env.JWT_SECRET;
    resetEnvCache();
  });

  it('generates one secret, stores it in app_secrets and reuses it', async () => {
    const first = await getJwtSecret(handle.db);
    const second = await getJwtSecret(handle.db);
    expect(second).toBe(first);
    expect(first).toHaveLength(32);
    const rows = await handle.db.select().from(appSecrets);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.value, 'base64url').equals(Buffer.from(first))).toBe(true);
  });

  it('uses JWT_SECRET when set', async () => {
    process.env.JWT_SECRET = 'k'.repeat(40);
    resetEnvCache();
    expect(Buffer.from(await getJwtSecret(handle.db)).toString()).toBe('k'.repeat(40));
  });

  it('tells an expired access token from an invalid one, and keeps tokens and tickets apart', async () => {
    const claims = { userId: 5, sessionId: 'session-1', deviceId: 'device-1' };
    const fresh = await signAccessToken(handle.db, claims);
    expect(await verifyAccessToken(handle.db, fresh.accessToken)).toMatchObject({
      ...claims,
      expired: false,
    });

    const old = await signAccessToken(handle.db, claims, new Date(Date.now() - 2 * 3_600_000));
    expect((await errorOf(verifyAccessToken(handle.db, old.accessToken))).code).toBe('TOKEN_EXPIRED');
    expect(await verifyAccessToken(handle.db, old.accessToken, { allowExpired: true })).toMatchObject({
      ...claims,
      expired: true,
    });

    const [header, payload] = fresh.accessToken.split('.');
    const forged = `${header!}.${payload!}.${'A'.repeat(43)}`;
    expect((await errorOf(verifyAccessToken(handle.db, forged, { allowExpired: true }))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await errorOf(verifyAccessToken(handle.db, 'garbage'))).code).toBe('UNAUTHORIZED');

    const ticket = await signDeviceTicket(handle.db, { userId: 5, deviceId: 'device-2' });
    expect(await verifyDeviceTicket(handle.db, ticket)).toEqual({ userId: 5, deviceId: 'device-2' });
    expect((await errorOf(verifyAccessToken(handle.db, ticket))).code).toBe('UNAUTHORIZED');
    expect((await errorOf(verifyDeviceTicket(handle.db, fresh.accessToken))).code).toBe('UNAUTHORIZED');
    const oldTicket = await signDeviceTicket(
      handle.db,
      { userId: 5, deviceId: 'd' },
      new Date(Date.now() - 11 * 60_000),
    );
    expect((await errorOf(verifyDeviceTicket(handle.db, oldTicket))).code).toBe('UNAUTHORIZED');
  });
});

describe('sessions and the verifier', () => {
  async function opened() {
    const user = await createUser(handle.db);
    const deviceId = uniqueDevice();
    await handle.db.insert(userDevices).values({ userId: user.id, deviceId, name: 'test' });
    const session = await createSession(handle.db, { userId: user.id, deviceId });
    const { accessToken } = await signAccessToken(handle.db, {
      userId: user.id,
      sessionId: session.id,
      deviceId,
    });
    return { user, deviceId, session, accessToken };
  }

  it('answers the user with session and device; a mismatched device is refused', async () => {
    const { user, deviceId, session, accessToken } = await opened();
    expect(await verifyBearerToken(handle.db, accessToken)).toEqual({
      id: user.id,
      email: user.email,
      isAdmin: false,
      permissions: permissionsForRole('free'),
      sessionId: session.id,
      deviceId,
    });
    const other = await signAccessToken(handle.db, {
      userId: user.id,
      sessionId: session.id,
      deviceId: 'other-device',
    });
    expect(await verifyBearerToken(handle.db, other.accessToken)).toBeNull();
    const otherUser = await signAccessToken(handle.db, {
      userId: user.id + 1000,
      sessionId: session.id,
      deviceId,
    });
    expect(await verifyBearerToken(handle.db, otherUser.accessToken)).toBeNull();
  });

  it('a session revoked by another server copy stops working within the cache time', async () => {
    const { session, accessToken } = await opened();
    forgetCachedSessions();
    expect(await lookupSession(handle.db, session.id)).not.toBeNull();
    // Another copy revokes it: this copy's cache does not know yet.
    await handle.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(5000);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    expect(await verifyBearerToken(handle.db, accessToken)).toBeNull();
  });
});
