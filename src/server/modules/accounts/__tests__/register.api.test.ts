// The real bcrypt: this file checks the stored hash's cost (tests/setup/jest.setup.ts lowers it elsewhere).
jest.unmock('@node-rs/bcrypt');

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
import { registrationAttempts, users } from '../../../db/schema';
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

function attemptsOf(email: string) {
  return handle.db.select().from(registrationAttempts).where(eq(registrationAttempts.email, email));
}

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
  it('records a registration attempt, not an account, and mails that attempt’s own link', async () => {
    const email = uniqueEmail();
    const result = await callAccount(registerRoute, {
      body: registration(email.toUpperCase()),
      ip: uniqueIp(),
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { message: ACCOUNT_MESSAGES.registered } });

    // Nothing the registrant typed is on a users row until the link and the password are used.
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const [attempt] = await attemptsOf(email);
    expect(attempt).toMatchObject({ email, phone: '0987654321', name: 'Trần Thị B', guesses: 0 });
    expect(attempt?.passwordHash).toMatch(/^\$2[aby]\$10\$/);

    const mail = await latestMail(handle.db, email);
    expect(mail?.subject).toMatch(/Kích hoạt/);
    expect(mail?.textBody).toContain('http://localhost:3000/account/activate?token=');
    expect(mail?.textBody).toContain('24 giờ');
    const token = activationTokenIn(mail?.textBody ?? '');
    // Only the hash is stored.
    expect(attempt?.secretHash).not.toContain(token);
    expect(attempt?.secretHash).toMatch(/^[0-9a-f]{64}$/);
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
    expect(mail?.textBody).not.toContain('Trần Thị B');
    const [after] = await handle.db.select().from(users).where(eq(users.id, existing.id));
    expect(after?.passwordHash).toBe(before);
    expect(after?.name).toBe(existing.name);
    expect(await attemptsOf(existing.email)).toEqual([]);
  });

  it('greets the unproven address without the registrant’s name, so no typed text or link is mailed', async () => {
    const email = uniqueEmail();
    const name = 'Nhận 10 triệu tại http://lua-dao.example/nhan-thuong ngay';
    expect(
      (await callAccount(registerRoute, { body: registration(email, { name }), ip: uniqueIp() })).status,
    ).toBe(200);
    const mail = await latestMail(handle.db, email);
    expect(mail?.textBody).toMatch(/^Xin chào,\n/);
    for (const body of [mail?.textBody, mail?.htmlBody]) {
      expect(body).not.toContain('lua-dao');
      expect(body).not.toContain('Nhận 10 triệu');
    }
    // The name is kept for the account, which gets it once the registrant proves the mailbox.
    expect((await attemptsOf(email))[0]?.name).toBe(name);
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

  it('refuses a name made only of invisible characters', async () => {
    const email = uniqueEmail();
    const result = await callAccount(registerRoute, {
      body: registration(email, { name: '\u200B\u202E\u3164' }),
      ip: uniqueIp(),
    });
    expect(result.status).toBe(400);
    expect((result.body as { details?: unknown }).details).toEqual([
      { path: 'name', message: ACCOUNT_MESSAGES.nameInvisible },
    ]);
    expect(await mailCount(handle.db, email)).toBe(0);
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

describe('POST /api/users/activate', () => {
  async function registered() {
    const email = uniqueEmail();
    await callAccount(registerRoute, { body: registration(email), ip: uniqueIp() });
    return { email, token: activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '') };
  }

  function activate(token: string, password = 'Mat-khau-123') {
    return callAccount(activateRoute, { body: { token, password }, ip: uniqueIp() });
  }

  it('activates once with the link and the password chosen at registration', async () => {
    const { email, token } = await registered();
    const before = await callAccount(loginRoute, {
      body: { email, password: 'Mat-khau-123', deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(ACCOUNT_MESSAGES.notActivated);

    const ok = await activate(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { message: ACCOUNT_MESSAGES.activated, email } });
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'active', name: 'Trần Thị B', phone: '0987654321' });
    expect(await attemptsOf(email)).toEqual([]);
    // The used link says the account is already active (not a generic error).
    const again = await activate(token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.activationAlreadyActive);

    const after = await callAccount(loginRoute, {
      body: { email, password: 'Mat-khau-123', deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(after.status).toBe(200);
  });

  it('is not done by a GET (a mail scanner following the link activates nothing)', async () => {
    const { email, token } = await registered();
    const result = await callAccount(activateRoute, { method: 'GET', query: { token }, ip: uniqueIp() });
    expect(result.status).toBe(405);
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a wrong password, and ends the link after 5 of them', async () => {
    const { email, token } = await registered();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await activate(token, `Sai-mat-khau-${String(i)}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.activationPasswordWrong);
    }
    const dead = await activate(token);
    expect(dead.status).toBe(400);
    expect(dead.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses unknown, malformed and expired links', async () => {
    const unknown = await activate('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);
    const malformed = await activate('short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain(ACCOUNT_MESSAGES.activationInvalid);

    const { email, token } = await registered();
    await handle.db
      .update(registrationAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationAttempts.email, email));
    const expired = await activate(token);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);
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
