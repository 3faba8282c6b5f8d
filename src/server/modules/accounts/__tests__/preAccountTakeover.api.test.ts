import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@/common/contracts/account';
import {
  activationTokenIn,
  callAccount,
  createUser,
  latestMail,
  uniqueDevice,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { verifyFacebookToken } from '../../../auth/social/facebook';
import { verifyGoogleIdToken } from '../../../auth/social/google';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { registrationAttempts, users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import {
  activateRoute,
  loginFacebookRoute,
  loginGoogleRoute,
  loginRoute,
  registerRoute,
} from '../accounts.handlers';

jest.mock('../../../auth/social/google', () => ({ verifyGoogleIdToken: jest.fn() }));
jest.mock('../../../auth/social/facebook', () => ({ verifyFacebookToken: jest.fn() }));

/**
 * Pre-account takeover (issue 25): an attacker registers the victim's address with a password of
 * their own and waits. Whichever order the attacker and the victim act in, the victim's account must
 * never carry the attacker's password (or name), and the victim's own link must keep working.
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

const ATTACKER = { name: 'Kẻ Gian', phone: '0900000001', password: 'Attacker-pass-1' };
const VICTIM = { name: 'Chủ Hộp Thư', phone: '0911111112', password: 'Victim-pass-22' };

/** Registers `email` with someone's details; answers the token of the link mailed to the address. */
async function registerAs(who: typeof ATTACKER, email: string): Promise<string> {
  const result = await callAccount(registerRoute, {
    body: { ...who, email, confirmPassword: who.password },
    ip: uniqueIp(),
  });
  expect(result.status).toBe(200);
  return activationTokenIn((await latestMail(handle.db, email))?.textBody ?? '');
}

function activate(token: string, password: string) {
  return callAccount(activateRoute, { body: { token, password }, ip: uniqueIp() });
}

function login(email: string, password: string) {
  return callAccount<LoginResponse>(loginRoute, {
    body: { email, password, deviceId: uniqueDevice() },
    ip: uniqueIp(),
  });
}

function googleLogin(email: string, name = 'Tên Google') {
  jest.mocked(verifyGoogleIdToken).mockResolvedValueOnce({
    provider: 'google',
    subject: `g-${uniqueDevice()}`,
    email,
    emailVerified: true,
    name,
  });
  return callAccount<LoginResponse>(loginGoogleRoute, {
    body: { credential: 'x'.repeat(40), deviceId: uniqueDevice() },
    ip: uniqueIp(),
  });
}

function facebookLogin(email: string, subject: string) {
  jest.mocked(verifyFacebookToken).mockResolvedValueOnce({
    provider: 'facebook',
    subject,
    email,
    emailVerified: false,
    name: 'Tên Facebook',
  });
  return callAccount<LoginResponse>(loginFacebookRoute, {
    body: { accessToken: 'y'.repeat(40), userID: subject, deviceId: uniqueDevice() },
    ip: uniqueIp(),
  });
}

async function accountOf(email: string) {
  const [row] = await handle.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function attemptCount(email: string): Promise<number> {
  return (await handle.db.select().from(registrationAttempts).where(eq(registrationAttempts.email, email)))
    .length;
}

describe('the attacker registers the address first', () => {
  it('the victim’s Google sign-in gets an account without the attacker’s password or name', async () => {
    const email = uniqueEmail();
    const attackerLink = await registerAs(ATTACKER, email);

    const social = await googleLogin(email, 'Chủ Thật');
    expect(social.status).toBe(200);
    expect(social.data.user).toMatchObject({ email, isHavePassword: false, name: 'Chủ Thật', phone: null });
    expect((await accountOf(email))?.passwordHash).toBeNull();

    // The attacker can neither log in nor use the link, even with their own password.
    expect((await login(email, ATTACKER.password)).body.message).toBe(ACCOUNT_MESSAGES.badCredentials);
    const late = await activate(attackerLink, ATTACKER.password);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_MESSAGES.activationInvalid);
    expect(await attemptCount(email)).toBe(0);
  });

  it('the victim’s Facebook sign-in does the same', async () => {
    const email = uniqueEmail();
    await registerAs(ATTACKER, email);
    const social = await facebookLogin(email, '424242424242');
    expect(social.status).toBe(200);
    expect(social.data.user).toMatchObject({ isHavePassword: false, name: 'Tên Facebook' });
    expect((await login(email, ATTACKER.password)).status).toBe(400);
    expect(await attemptCount(email)).toBe(0);
  });

  it('the victim’s own registration and link give the victim’s password; the attacker’s link dies', async () => {
    const email = uniqueEmail();
    const attackerLink = await registerAs(ATTACKER, email);
    const victimLink = await registerAs(VICTIM, email);
    expect(victimLink).not.toBe(attackerLink);

    const ok = await activate(victimLink, VICTIM.password);
    expect(ok.status).toBe(200);
    expect(await accountOf(email)).toMatchObject({
      name: VICTIM.name,
      phone: VICTIM.phone,
      status: 'active',
    });
    expect((await login(email, VICTIM.password)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).body.message).toBe(ACCOUNT_MESSAGES.badCredentials);
    // Dead: it activates nothing; its holder (the mailbox) learns the account is already active.
    expect((await activate(attackerLink, ATTACKER.password)).body.message).toBe(
      ACCOUNT_MESSAGES.activationAlreadyActive,
    );
  });

  it('the victim clicking the attacker’s link cannot activate it: the victim does not know its password', async () => {
    const email = uniqueEmail();
    const attackerLink = await registerAs(ATTACKER, email);
    const refused = await activate(attackerLink, VICTIM.password);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.activationPasswordWrong);
    expect(await accountOf(email)).toBeNull();
  });

  it('a pending account left by earlier versions loses its registrant’s password and details on a social link', async () => {
    const pending = await createUser(handle.db, {
      status: 'pending',
      name: 'Nhận quà tại lua-dao.example',
      phone: '0900000009',
      password: ATTACKER.password,
    });
    const social = await googleLogin(pending.email, 'Chủ Thật');
    expect(social.status).toBe(200);
    expect(social.data.user).toMatchObject({
      id: pending.id,
      isHavePassword: false,
      name: 'Chủ Thật',
      phone: null,
    });
    expect((await login(pending.email, ATTACKER.password)).status).toBe(400);
  });
});

describe('the victim registers the address first', () => {
  it('a later registration by the attacker neither replaces the victim’s password nor kills the victim’s link', async () => {
    const email = uniqueEmail();
    const victimLink = await registerAs(VICTIM, email);
    const attackerLink = await registerAs(ATTACKER, email);
    expect(await attemptCount(email)).toBe(2);

    const ok = await activate(victimLink, VICTIM.password);
    expect(ok.status).toBe(200);
    expect(await accountOf(email)).toMatchObject({ name: VICTIM.name, phone: VICTIM.phone });
    expect((await login(email, VICTIM.password)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(400);
    // Dead: it activates nothing; its holder (the mailbox) learns the account is already active.
    expect((await activate(attackerLink, ATTACKER.password)).body.message).toBe(
      ACCOUNT_MESSAGES.activationAlreadyActive,
    );
    expect(await attemptCount(email)).toBe(0);
  });

  it('the victim opening the newest mail (the attacker’s link) with the victim’s password is refused, and the victim’s link still works', async () => {
    const email = uniqueEmail();
    const victimLink = await registerAs(VICTIM, email);
    const attackerLink = await registerAs(ATTACKER, email);
    const wrong = await activate(attackerLink, VICTIM.password);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.activationPasswordWrong);
    expect(await accountOf(email)).toBeNull();
    expect((await activate(victimLink, VICTIM.password)).status).toBe(200);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });

  it('a Google sign-in by the victim ends both attempts; neither password gets in', async () => {
    const email = uniqueEmail();
    const victimLink = await registerAs(VICTIM, email);
    const attackerLink = await registerAs(ATTACKER, email);
    expect((await googleLogin(email)).data.user.isHavePassword).toBe(false);
    expect((await activate(victimLink, VICTIM.password)).status).toBe(400);
    expect((await activate(attackerLink, ATTACKER.password)).status).toBe(400);
    expect((await login(email, ATTACKER.password)).status).toBe(400);
  });

  it('once the victim’s account is active, a new registration only tells its owner', async () => {
    const email = uniqueEmail();
    await activate(await registerAs(VICTIM, email), VICTIM.password);
    await callAccount(registerRoute, {
      body: { ...ATTACKER, email, confirmPassword: ATTACKER.password },
      ip: uniqueIp(),
    });
    const mail = await latestMail(handle.db, email);
    expect(mail?.textBody).not.toContain('activate?token=');
    expect(await attemptCount(email)).toBe(0);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });
});
