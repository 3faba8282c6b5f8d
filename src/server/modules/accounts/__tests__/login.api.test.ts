import { and, eq } from 'drizzle-orm';
import type { NextApiRequest } from 'next';
import { createRequest } from 'node-mocks-http';
import { permissionsForRole } from '@/common/access/accessTable';
import {
  ACCOUNT_MESSAGES,
  DEVICE_TICKET_HEADER,
  type AccountDevice,
  type DeviceLimitExtra,
  type LoginResponse,
} from '@/common/contracts/account';
import {
  callAccount,
  createUser,
  refreshCookieOf,
  uniqueDevice,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { hashPassword } from '../../../auth/passwords';
import { forgetCachedSessions } from '../../../auth/sessions';
import { signAccessToken } from '../../../auth/tokens';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { registrationAttempts, sessions, userDevices, users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { authenticate } from '../../../auth/bearer';
import {
  checkExpiredRoute,
  deviceRoute,
  devicesRoute,
  loginRoute,
  logoutRoute,
  meRoute,
  refreshRoute,
} from '../accounts.handlers';
import { DEVICE_LIMITS } from '../devices.service';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

async function login(email: string, password: string, deviceId = uniqueDevice(), ip = uniqueIp()) {
  return callAccount<LoginResponse>(loginRoute, {
    body: { email, password, deviceId, deviceName: 'Chrome trên Windows' },
    ip,
  });
}

function bearerRequest(token: string): NextApiRequest {
  return createRequest<NextApiRequest>({ headers: { authorization: `Bearer ${token}` } });
}

/** Moves a device's first sighting back so the 24-hour removal rule is over. */
async function ageDevice(userId: number, deviceId: string, hours: number): Promise<void> {
  await handle.db
    .update(userDevices)
    .set({ firstSeenAt: new Date(Date.now() - hours * 3_600_000) })
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)));
}

describe('POST /api/auth/login', () => {
  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(handle.db);
    const wrong = await login(user.email, 'Wrong-password-1');
    const unknown = await login(uniqueEmail(), 'Wrong-password-1');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.badCredentials);
    expect(unknown.body.message).toBe(ACCOUNT_MESSAGES.badCredentials);
    expect(wrong.body.code).toBe(unknown.body.code);
  });

  it('refuses an unactivated registration with its password as not activated', async () => {
    const email = uniqueEmail();
    await handle.db.insert(registrationAttempts).values({
      email,
      name: 'Chưa Kích Hoạt',
      passwordHash: await hashPassword('Pending-pass-1'),
      secretHash: 'e'.repeat(64),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const result = await login(email, 'Pending-pass-1');
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(ACCOUNT_MESSAGES.notActivated);
    const wrong = await login(email, 'Wrong-password-1');
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.badCredentials);
  });

  it('answers the user and a token the real verifier accepts; the device is registered', async () => {
    const user = await createUser(handle.db, { email: uniqueEmail(), expiredDayPro: '2999-01-01' });
    const deviceId = uniqueDevice();
    const result = await login(user.email.toUpperCase(), user.password, deviceId);
    expect(result.status).toBe(200);
    expect(result.data.user).toMatchObject({
      id: user.id,
      email: user.email,
      isHavePassword: true,
      isLogByGoogle: false,
      planType: 'PRO',
      isExpired: false,
      roleExpiration: [{ plan: 'PRO', expiredDay: '2999-01-01' }],
      permissions: permissionsForRole('PRO'),
    });
    expect(new Date(result.data.token.expiresAt).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    const authUser = await authenticate(bearerRequest(result.data.token.accessToken));
    expect(authUser).toMatchObject({ id: user.id, email: user.email, isAdmin: false, deviceId });
    expect(authUser?.sessionId).toEqual(expect.any(String));

    const devices = await callAccount<AccountDevice[]>(devicesRoute, {
      method: 'GET',
      token: result.data.token.accessToken,
    });
    expect(devices.status).toBe(200);
    expect(devices.data).toEqual([
      expect.objectContaining({ deviceId, name: 'Chrome trên Windows', current: true }),
    ]);
    const removableAt = new Date(devices.data[0]!.removableAt).getTime();
    expect(removableAt - new Date(devices.data[0]!.firstSeenAt).getTime()).toBe(24 * 3_600_000);
  });

  it('answers 429 after 10 failures for one e-mail, even with the right password', async () => {
    const user = await createUser(handle.db);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, `Wrong-password-${String(i)}`)).status).toBe(400);
    }
    const limited = await login(user.email, user.password);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/thử lại sau/);
    expect(limited.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
  });

  it('a success clears the e-mail count, so only failures in a row add up', async () => {
    const user = await createUser(handle.db);
    const deviceId = uniqueDevice();
    for (let i = 0; i < 9; i += 1) await login(user.email, 'Wrong-password-1');
    expect((await login(user.email, user.password, deviceId)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(user.email, 'Wrong-password-1')).status).toBe(400);
    expect((await login(user.email, user.password, deviceId)).status).toBe(200);
  });

  it('answers 429 after 50 failures from one address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 50; i += 1) {
      expect((await login(uniqueEmail(), 'Wrong-password-1', uniqueDevice(), ip)).status).toBe(400);
    }
    expect((await login(uniqueEmail(), 'Wrong-password-1', uniqueDevice(), ip)).status).toBe(429);
  });
});

describe('device limit', () => {
  it('refuses a new device over the plan limit with the devices and a ticket; removal waits 24 h', async () => {
    const user = await createUser(handle.db);
    const first = uniqueDevice();
    const second = uniqueDevice();
    const third = uniqueDevice();
    expect(DEVICE_LIMITS.NONE).toBe(2);
    const firstLogin = await login(user.email, user.password, first);
    expect(firstLogin.status).toBe(200);
    expect((await login(user.email, user.password, second)).status).toBe(200);
    // A known device always logs in again.
    expect((await login(user.email, user.password, first)).status).toBe(200);

    const refused = await login(user.email, user.password, third);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DEVICE_LIMIT');
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.deviceLimit);
    const extra = refused.body.extra as DeviceLimitExtra;
    expect(extra.limit).toBe(2);
    expect(extra.devices.map((device) => device.deviceId).sort()).toEqual([first, second].sort());
    expect(extra.devices.every((device) => !device.current)).toBe(true);
    expect(extra.deviceTicket).toEqual(expect.any(String));

    const tooEarly = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: second },
      headers: { [DEVICE_TICKET_HEADER]: extra.deviceTicket },
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.message).toMatch(
      new RegExp(`^${ACCOUNT_MESSAGES.deviceRemoveTooEarly}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
    );

    await ageDevice(user.id, second, 25);
    const anonymous = await callAccount(deviceRoute, { method: 'DELETE', query: { deviceId: second } });
    expect(anonymous.status).toBe(401);
    expect((await callAccount(devicesRoute, { method: 'GET' })).status).toBe(401);
    const bogus = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: second },
      headers: { [DEVICE_TICKET_HEADER]: 'not-a-ticket' },
    });
    expect(bogus.status).toBe(401);
    const unknown = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: uniqueDevice() },
      headers: { [DEVICE_TICKET_HEADER]: extra.deviceTicket },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ACCOUNT_MESSAGES.deviceUnknown);

    const removed = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: second },
      headers: { [DEVICE_TICKET_HEADER]: extra.deviceTicket },
    });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ message: ACCOUNT_MESSAGES.deviceRemoved });

    // The ticket frees one slot only.
    await ageDevice(user.id, first, 25);
    const secondUse = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: first },
      headers: { [DEVICE_TICKET_HEADER]: extra.deviceTicket },
    });
    expect(secondUse.status).toBe(400);

    expect((await login(user.email, user.password, third)).status).toBe(200);
    // The first login's session was replaced by the second login on the same device.
    const replaced = await callAccount(meRoute, { method: 'GET', token: firstLogin.data.token.accessToken });
    expect(replaced.status).toBe(401);
  });

  it('revokes the removed device’s sessions; the current device cannot be removed with its token', async () => {
    const user = await createUser(handle.db);
    const phone = uniqueDevice();
    const laptop = uniqueDevice();
    const onPhone = await login(user.email, user.password, phone);
    const onLaptop = await login(user.email, user.password, laptop);
    const laptopToken = onLaptop.data.token.accessToken;

    const self = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: laptop },
      token: laptopToken,
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/Không thể xoá thiết bị đang sử dụng/);

    const early = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: phone },
      token: laptopToken,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toContain(ACCOUNT_MESSAGES.deviceRemoveTooEarly);

    await ageDevice(user.id, phone, 24.1);
    const removed = await callAccount(deviceRoute, {
      method: 'DELETE',
      query: { deviceId: phone },
      token: laptopToken,
    });
    expect(removed.status).toBe(200);
    const stale = await callAccount(meRoute, { method: 'GET', token: onPhone.data.token.accessToken });
    expect(stale.status).toBe(401);
    const check = await callAccount<{ isExpired: boolean }>(checkExpiredRoute, {
      body: {},
      token: onPhone.data.token.accessToken,
    });
    expect(check.data).toEqual({ isExpired: true });
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.deviceId, phone));
    expect(row?.revokeReason).toBe('device_removed');
  });

  it('allows more devices with a better plan, and any number for an administrator', async () => {
    const premium = await createUser(handle.db, { expiredDayPremium: '2999-12-31' });
    for (let i = 0; i < DEVICE_LIMITS.PREMIUM; i += 1) {
      expect((await login(premium.email, premium.password)).status).toBe(200);
    }
    expect((await login(premium.email, premium.password)).status).toBe(409);

    const admin = await createUser(handle.db, { isAdmin: true });
    for (let i = 0; i < 7; i += 1) expect((await login(admin.email, admin.password)).status).toBe(200);
    const me = await login(admin.email, admin.password);
    expect(me.data.user.permissions).toEqual(permissionsForRole('admin'));
  });

  it('an expired plan falls back to the no-plan limit', async () => {
    const user = await createUser(handle.db, { expiredDayPro: '2000-01-01' });
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
    const refused = await login(user.email, user.password);
    expect(refused.status).toBe(409);
    expect((refused.body.extra as DeviceLimitExtra).limit).toBe(DEVICE_LIMITS.NONE);
  });
});

describe('logout, refresh and the expiry check', () => {
  it('logout revokes the session at once', async () => {
    const user = await createUser(handle.db);
    const { data } = await login(user.email, user.password);
    const token = data.token.accessToken;
    expect((await callAccount(meRoute, { method: 'GET', token })).status).toBe(200);
    const out = await callAccount(logoutRoute, { token });
    expect(out.status).toBe(204);
    const after = await callAccount(meRoute, { method: 'GET', token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    // Nothing to end: still 204 (and the refresh cookie cleared, refresh.api.test.ts).
    expect((await callAccount(logoutRoute, {})).status).toBe(204);
  });

  it('refresh answers a new token for the same session with the refresh cookie, not with an expired token', async () => {
    const user = await createUser(handle.db);
    const deviceId = uniqueDevice();
    const { data, headers } = await login(user.email, user.password, deviceId);
    const session = (await authenticate(bearerRequest(data.token.accessToken)))!;

    const expired = await signAccessToken(
      handle.db,
      { userId: user.id, sessionId: session.sessionId!, deviceId },
      new Date(Date.now() - 2 * 3_600_000),
    );
    const refused = await callAccount(meRoute, { method: 'GET', token: expired.accessToken });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('TOKEN_EXPIRED');
    // An expired token whose session lives is not "expired" for the start-up check.
    const check = await callAccount<{ isExpired: boolean }>(checkExpiredRoute, {
      body: { deviceId },
      token: expired.accessToken,
    });
    expect(check.data).toEqual({ isExpired: false });

    // The expired token alone renews nothing.
    expect((await callAccount(refreshRoute, { token: expired.accessToken })).status).toBe(401);
    const cookie = refreshCookieOf(headers);
    const refreshed = await callAccount<LoginResponse>(refreshRoute, {
      token: expired.accessToken,
      headers: { cookie: `refreshToken=${cookie}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.data.user.id).toBe(user.id);
    const again = await authenticate(bearerRequest(refreshed.data.token.accessToken));
    expect(again?.sessionId).toBe(session.sessionId);

    expect((await callAccount(refreshRoute, {})).status).toBe(401);
    expect((await callAccount(refreshRoute, { token: 'abc.def.ghi' })).status).toBe(401);

    await callAccount(logoutRoute, { token: refreshed.data.token.accessToken });
    const afterLogout = await callAccount(refreshRoute, {
      headers: { cookie: `refreshToken=${refreshCookieOf(refreshed.headers)}` },
    });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.message).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });

  it('check-ip-expired: no token, bad token, revoked, other device, expired session, valid', async () => {
    const expiredOf = async (call: { token?: string; body?: unknown; headers?: Record<string, string> }) =>
      (await callAccount<{ isExpired: boolean }>(checkExpiredRoute, { body: {}, ...call })).data.isExpired;
    expect(await expiredOf({})).toBe(true);
    expect(await expiredOf({ token: 'nonsense' })).toBe(true);
    expect(await expiredOf({ headers: { authorization: 'Basic abc' } })).toBe(true);

    const user = await createUser(handle.db);
    const deviceId = uniqueDevice();
    const { data } = await login(user.email, user.password, deviceId);
    const token = data.token.accessToken;
    expect(await expiredOf({ token })).toBe(false);
    expect(await expiredOf({ token, body: { deviceId } })).toBe(false);
    expect(await expiredOf({ token, body: { deviceId: uniqueDevice() } })).toBe(true);

    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    forgetCachedSessions();
    expect(await expiredOf({ token })).toBe(true);
    expect((await callAccount(meRoute, { method: 'GET', token })).status).toBe(401);

    const second = await login(user.email, user.password, deviceId);
    expect(await expiredOf({ token: second.data.token.accessToken })).toBe(false);
    await callAccount(logoutRoute, { token: second.data.token.accessToken });
    expect(await expiredOf({ token: second.data.token.accessToken })).toBe(true);
  });

  it('the session slides: a use after a minute pushes its expiry forward', async () => {
    const user = await createUser(handle.db);
    const { data } = await login(user.email, user.password);
    const old = new Date(Date.now() - 10 * 60_000);
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    forgetCachedSessions();
    expect((await callAccount(meRoute, { method: 'GET', token: data.token.accessToken })).status).toBe(200);
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('a deleted account’s token no longer works', async () => {
    const user = await createUser(handle.db);
    const { data } = await login(user.email, user.password);
    await handle.db.delete(users).where(eq(users.id, user.id));
    forgetCachedSessions();
    expect((await callAccount(meRoute, { method: 'GET', token: data.token.accessToken })).status).toBe(401);
  });
});
