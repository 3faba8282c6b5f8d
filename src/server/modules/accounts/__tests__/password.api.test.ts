import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@/common/contracts/account';
import {
  callAccount,
  createUser,
  latestMail,
  mailCount,
  otpIn,
  uniqueDevice,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { oneTimeSecrets, sessions, users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import {
  changePasswordRoute,
  forgotPasswordRoute,
  loginRoute,
  meRoute,
  resetPasswordRoute,
  verifyOtpRoute,
} from '../accounts.handlers';
import { openDeviceSession } from '../devices.service';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

async function login(email: string, password: string, deviceId = uniqueDevice()) {
  return callAccount<LoginResponse>(loginRoute, { body: { email, password, deviceId }, ip: uniqueIp() });
}

async function requestCode(email: string): Promise<string> {
  const result = await callAccount(forgotPasswordRoute, { body: { email }, ip: uniqueIp() });
  expect(result.status).toBe(200);
  return otpIn((await latestMail(handle.db, email))?.textBody ?? '');
}

function verify(email: string, otp: string, ip = uniqueIp()) {
  return callAccount<{ message: string; resetToken: string }>(verifyOtpRoute, { body: { email, otp }, ip });
}

function reset(email: string, resetToken: string, password = 'New-password-42') {
  return callAccount(resetPasswordRoute, {
    body: { email, resetToken, password, confirmPassword: password },
    ip: uniqueIp(),
  });
}

function wrongCode(otp: string): string {
  return otp === '000000' ? '111111' : '000000';
}

describe('POST /api/users/change-password', () => {
  it('checks the current password', async () => {
    const user = await createUser(handle.db);
    const { data } = await login(user.email, user.password);
    const token = data.token.accessToken;
    const missing = await callAccount(changePasswordRoute, {
      token,
      body: { password: 'New-password-1', confirmPassword: 'New-password-1' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const wrong = await callAccount(changePasswordRoute, {
      token,
      body: { currentPassword: 'nope-nope-1', password: 'New-password-1', confirmPassword: 'New-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const mismatch = await callAccount(changePasswordRoute, {
      token,
      body: {
        currentPassword: user.password,
        password: 'New-password-1',
        confirmPassword: 'Other-password-1',
      },
    });
    expect(mismatch.status).toBe(400);
    const anonymous = await callAccount(changePasswordRoute, {
      body: { currentPassword: user.password, password: 'New-password-1', confirmPassword: 'New-password-1' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('sets the password and revokes the account’s other sessions only', async () => {
    const user = await createUser(handle.db);
    const device = uniqueDevice();
    const here = await login(user.email, user.password, device);
    const elsewhere = await login(user.email, user.password);
    const result = await callAccount(changePasswordRoute, {
      token: here.data.token.accessToken,
      body: {
        currentPassword: user.password,
        password: 'Changed-pass-77',
        confirmPassword: 'Changed-pass-77',
      },
    });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await callAccount(meRoute, { method: 'GET', token: here.data.token.accessToken })).status).toBe(
      200,
    );
    expect(
      (await callAccount(meRoute, { method: 'GET', token: elsewhere.data.token.accessToken })).status,
    ).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await login(user.email, 'Changed-pass-77', device)).status).toBe(200);
  });

  it('lets an account without a password set one without a current password', async () => {
    const user = await createUser(handle.db, { password: null, googleSub: 'google-sub-no-password' });
    // It cannot log in with a password: open its session as a social login would.
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    const { token } = await openDeviceSession(handle.db, row!, { deviceId: uniqueDevice() });
    const me = await callAccount<{ isHavePassword: boolean }>(meRoute, {
      method: 'GET',
      token: token.accessToken,
    });
    expect(me.data.isHavePassword).toBe(false);
    const result = await callAccount(changePasswordRoute, {
      token: token.accessToken,
      body: { password: 'First-password-1', confirmPassword: 'First-password-1' },
    });
    expect(result.status).toBe(200);
    expect((await login(user.email, 'First-password-1')).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers the same for an unknown e-mail, whose mail says there is no account and holds no code', async () => {
    const email = uniqueEmail();
    const result = await callAccount(forgotPasswordRoute, { body: { email }, ip: uniqueIp() });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: ACCOUNT_MESSAGES.otpSent });
    expect(await mailCount(handle.db, email)).toBe(1);
    const mail = await latestMail(handle.db, email);
    expect(mail?.textBody).toContain('chưa có tài khoản');
    expect(mail?.textBody).not.toMatch(/\b\d{6}\b/);
  });

  it('mails a six-digit code valid 10 minutes, stored only as a hash', async () => {
    const user = await createUser(handle.db);
    const otp = await requestCode(user.email);
    expect(otp).toMatch(/^\d{6}$/);
    const mail = await latestMail(handle.db, user.email);
    expect(mail?.textBody).toContain('10 phút');
    const [secret] = await handle.db
      .select()
      .from(oneTimeSecrets)
      .where(and(eq(oneTimeSecrets.userId, user.id), eq(oneTimeSecrets.purpose, 'reset_code')));
    expect(secret?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(secret?.secretHash).not.toContain(otp);
    const minutes = (secret!.expiresAt.getTime() - secret!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(10);
  });

  it('a wrong code is a mismatch; after 5 guesses even the right code is expired', async () => {
    const user = await createUser(handle.db);
    const otp = await requestCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(user.email, wrongCode(otp));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.otpMismatch);
    }
    const late = await verify(user.email, otp);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_MESSAGES.otpExpired);
    // A new code starts over.
    const fresh = await requestCode(user.email);
    expect((await verify(user.email, fresh)).status).toBe(200);
  });

  it('a new code replaces the earlier one', async () => {
    const user = await createUser(handle.db);
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    if (first !== second) {
      expect((await verify(user.email, first)).body.message).toBe(ACCOUNT_MESSAGES.otpMismatch);
    }
    expect((await verify(user.email, second)).status).toBe(200);
  });

  it('an unknown e-mail gets 5 fresh guesses after a new request, as a new code would', async () => {
    const exhaust = async (email: string, otp: string) => {
      for (let i = 0; i < 5; i += 1) await verify(email, otp);
      return (await verify(email, otp)).body.message;
    };
    const user = await createUser(handle.db);
    const code = await requestCode(user.email);
    expect(await exhaust(user.email, wrongCode(code))).toBe(ACCOUNT_MESSAGES.otpExpired);
    const next = await requestCode(user.email);
    expect((await verify(user.email, wrongCode(next))).body.message).toBe(ACCOUNT_MESSAGES.otpMismatch);

    const email = uniqueEmail();
    expect(await exhaust(email, '123456')).toBe(ACCOUNT_MESSAGES.otpExpired);
    await callAccount(forgotPasswordRoute, { body: { email }, ip: uniqueIp() });
    expect((await verify(email, '123456')).body.message).toBe(ACCOUNT_MESSAGES.otpMismatch);
  });

  it('an unknown e-mail looks like a wrong code, then like an exhausted one', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) {
      const result = await verify(email, '123456');
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(ACCOUNT_MESSAGES.otpMismatch);
    }
    expect((await verify(email, '123456')).body.message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  it('a code expires after 10 minutes', async () => {
    const user = await createUser(handle.db);
    const otp = await requestCode(user.email);
    await handle.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeSecrets.userId, user.id));
    const result = await verify(user.email, otp);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  it('the right code answers a proof once; the code cannot be reused', async () => {
    const user = await createUser(handle.db);
    const otp = await requestCode(user.email);
    const ok = await verify(user.email, ` ${otp} `);
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe(ACCOUNT_MESSAGES.otpMatch);
    expect(ok.data.resetToken).toMatch(/^[\w-]{43}$/);
    const reused = await verify(user.email, otp);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.otpExpired);
    const format = await verify(user.email, '12ab56');
    expect(format.status).toBe(400);
    expect(format.body.message).toContain(ACCOUNT_MESSAGES.otpFormat);
  });

  it('reset refuses a missing, forged, foreign or used proof', async () => {
    const user = await createUser(handle.db);
    const other = await createUser(handle.db);
    const missing = await callAccount(resetPasswordRoute, {
      body: { email: user.email, password: 'New-password-42', confirmPassword: 'New-password-42' },
      ip: uniqueIp(),
    });
    expect(missing.status).toBe(400);
    const forged = await reset(user.email, 'A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(ACCOUNT_MESSAGES.resetProofInvalid);

    const proof = (await verify(user.email, await requestCode(user.email))).data.resetToken;
    const foreign = await reset(other.email, proof);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(ACCOUNT_MESSAGES.resetProofInvalid);
    expect((await reset(uniqueEmail(), proof)).body.message).toBe(ACCOUNT_MESSAGES.resetProofInvalid);

    expect((await reset(user.email, proof)).status).toBe(200);
    const used = await reset(user.email, proof, 'Another-password-1');
    expect(used.status).toBe(400);
    expect(used.body.message).toBe(ACCOUNT_MESSAGES.resetProofInvalid);
  });

  it('an expired proof is refused', async () => {
    const user = await createUser(handle.db);
    const proof = (await verify(user.email, await requestCode(user.email))).data.resetToken;
    await handle.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(oneTimeSecrets.userId, user.id), eq(oneTimeSecrets.purpose, 'reset_proof')));
    expect((await reset(user.email, proof)).body.message).toBe(ACCOUNT_MESSAGES.resetProofInvalid);
  });

  it('reset sets the password, revokes every session and activates a pending account', async () => {
    const user = await createUser(handle.db);
    const before = await login(user.email, user.password);
    const proof = (await verify(user.email, await requestCode(user.email))).data.resetToken;
    const result = await reset(user.email, proof);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ message: ACCOUNT_MESSAGES.forgotSuccess });
    expect((await callAccount(meRoute, { method: 'GET', token: before.data.token.accessToken })).status).toBe(
      401,
    );
    const revoked = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(revoked.every((session) => session.revokeReason === 'password_reset')).toBe(true);
    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await login(user.email, 'New-password-42')).status).toBe(200);

    const pending = await createUser(handle.db, { status: 'pending' });
    const pendingProof = (await verify(pending.email, await requestCode(pending.email))).data.resetToken;
    expect((await reset(pending.email, pendingProof)).status).toBe(200);
    expect((await login(pending.email, 'New-password-42')).status).toBe(200);
  });

  it('limits code requests: 3 an hour per e-mail, 10 per address; guesses 30 an hour per address', async () => {
    const user = await createUser(handle.db);
    for (let i = 0; i < 3; i += 1) await requestCode(user.email);
    const limited = await callAccount(forgotPasswordRoute, { body: { email: user.email }, ip: uniqueIp() });
    expect(limited.status).toBe(429);

    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await callAccount(forgotPasswordRoute, { body: { email: uniqueEmail() }, ip })).status).toBe(
        200,
      );
    }
    expect((await callAccount(forgotPasswordRoute, { body: { email: uniqueEmail() }, ip })).status).toBe(429);

    const guesser = uniqueIp();
    for (let i = 0; i < 30; i += 1) expect((await verify(uniqueEmail(), '123456', guesser)).status).toBe(400);
    expect((await verify(uniqueEmail(), '123456', guesser)).status).toBe(429);
  });
});
