// The real bcrypt: this file checks the stored hash's cost (tests/setup/jest.setup.ts lowers it elsewhere).
jest.unmock('bcryptjs');

import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type OutboxMail } from '@/common/contracts/account';
import {
  activationTokenIn,
  callAccount,
  createUser,
  latestMail,
  mailCount,
  uniqueDevice,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { oneTimeSecrets, users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { resetEnvCache } from '../../../env';
import { activateRoute, devOutboxRoute, loginRoute, registerRoute } from '../accounts.handlers';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

function registration(email: string, overrides: Record<string, string> = {}) {
  return {
    name: 'Trần Thị B',
    email,
    phone: '0987 654 321',
    password: 'Mat-khau-123',
    confirmPassword: 'Mat-khau-123',
    ...overrides,
  };
}

describe('POST /api/auth/register', () => {
  it('creates a pending account and mails a single-use activation link', async () => {
    const email = uniqueEmail();
    const result = await callAccount(registerRoute, {
      body: registration(email.toUpperCase()),
      ip: uniqueIp(),
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { message: ACCOUNT_MESSAGES.registered } });

    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ email, status: 'pending', phone: '0987654321', name: 'Trần Thị B' });
    expect(user?.passwordHash).toMatch(/^\$2[aby]\$10\$/);

    const mail = await latestMail(handle.db, email);
    expect(mail?.subject).toMatch(/Kích hoạt/);
    expect(mail?.textBody).toContain('http://localhost:3000/account/activate?token=');
    expect(mail?.textBody).toContain('24 giờ');
    const token = activationTokenIn(mail?.textBody ?? '');
    // Only the hash is stored.
    const secrets = await handle.db.select().from(oneTimeSecrets).where(eq(oneTimeSecrets.userId, user!.id));
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.secretHash).not.toContain(token);
    expect(secrets[0]?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for an active account, and mails its owner instead', async () => {
    const existing = await createUser(handle.db);
    const before = existing.passwordHash;
    const result = await callAccount(registerRoute, { body: registration(existing.email), ip: uniqueIp() });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { message: ACCOUNT_MESSAGES.registered } });
    const mail = await latestMail(handle.db, existing.email);
    expect(mail?.subject).toMatch(/đăng ký/);
    expect(mail?.textBody).not.toContain('activate?token=');
    const [after] = await handle.db.select().from(users).where(eq(users.id, existing.id));
    expect(after?.passwordHash).toBe(before);
    expect(after?.name).toBe(existing.name);
  });

  it('replaces the link of a pending account: the old link dies, the new one activates', async () => {
    const email = uniqueEmail();
    await callAccount(registerRoute, { body: registration(email), ip: uniqueIp() });
    const first = activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '');
    await callAccount(registerRoute, {
      body: registration(email, { password: 'Another-pass-9', confirmPassword: 'Another-pass-9' }),
      ip: uniqueIp(),
    });
    expect(await mailCount(handle.db, email)).toBe(2);
    const second = activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '');
    expect(second).not.toBe(first);

    const old = await callAccount(activateRoute, { method: 'GET', query: { token: first } });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);
    const ok = await callAccount(activateRoute, { method: 'GET', query: { token: second } });
    expect(ok.status).toBe(200);
    // The newest registration's password is the one that counts.
    const login = await callAccount(loginRoute, {
      body: { email, password: 'Another-pass-9', deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(200);
  });

  it('validates with the contract messages', async () => {
    const result = await callAccount(registerRoute, {
      body: registration(uniqueEmail(), { confirmPassword: 'different-1', phone: '12345' }),
      ip: uniqueIp(),
    });
    expect(result.status).toBe(400);
    const details = (result.body as { details?: { path: string; message: string }[] }).details ?? [];
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'confirmPassword', message: ACCOUNT_MESSAGES.confirmMismatch },
        { path: 'phone', message: ACCOUNT_MESSAGES.phoneInvalid },
      ]),
    );
  });

  it('limits registrations: 3 an hour per e-mail, 5 an hour per address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) {
      expect((await callAccount(registerRoute, { body: registration(email), ip: uniqueIp() })).status).toBe(
        200,
      );
    }
    const refused = await callAccount(registerRoute, { body: registration(email), ip: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/Vui lòng thử lại sau \d+ phút/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);

    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await callAccount(registerRoute, { body: registration(uniqueEmail()), ip })).status).toBe(200);
    }
    expect((await callAccount(registerRoute, { body: registration(uniqueEmail()), ip })).status).toBe(429);
  });
});

describe('GET /api/users/activate', () => {
  async function registered() {
    const email = uniqueEmail();
    await callAccount(registerRoute, { body: registration(email), ip: uniqueIp() });
    return { email, token: activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '') };
  }

  it('activates once; the same link then is refused', async () => {
    const { email, token } = await registered();
    const before = await callAccount(loginRoute, {
      body: { email, password: 'Mat-khau-123', deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(ACCOUNT_MESSAGES.notActivated);

    const ok = await callAccount(activateRoute, { method: 'GET', query: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { message: ACCOUNT_MESSAGES.activated, email } });
    const again = await callAccount(activateRoute, { method: 'GET', query: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);

    const after = await callAccount(loginRoute, {
      body: { email, password: 'Mat-khau-123', deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(after.status).toBe(200);
  });

  it('refuses unknown, malformed and expired links', async () => {
    const unknown = await callAccount(activateRoute, { method: 'GET', query: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);
    const malformed = await callAccount(activateRoute, { method: 'GET', query: { token: 'short' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain(ACCOUNT_MESSAGES.activationInvalid);

    const { token } = await registered();
    await handle.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.purpose, 'activation'));
    const expired = await callAccount(activateRoute, { method: 'GET', query: { token } });
    expect(expired.status).toBe(400);
  });
});

describe('GET /api/dev/outbox', () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetEnvCache();
  });

  it('lists the newest mails while no SMTP server is configured, else 404', async () => {
    const email = uniqueEmail();
    await callAccount(registerRoute, { body: registration(email), ip: uniqueIp() });
    const list = await callAccount<OutboxMail[]>(devOutboxRoute, { method: 'GET' });
    expect(list.status).toBe(200);
    expect(list.data.length).toBeLessThanOrEqual(50);
    expect(list.data[0]).toMatchObject({ to: email, subject: expect.stringMatching(/Kích hoạt/) });

    process.env.SMTP_URL = 'smtp://mail.example.vn:25';
    resetEnvCache();
    expect((await callAccount(devOutboxRoute, { method: 'GET' })).status).toBe(404);
  });
});
