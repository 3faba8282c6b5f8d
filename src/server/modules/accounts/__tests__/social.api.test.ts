import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@/common/contracts/account';
import {
  callAccount,
  createUser,
  uniqueDevice,
  uniqueEmail,
  uniqueIp,
} from '../../../../../tests/helpers/accounts';
import { verifyFacebookToken } from '../../../auth/social/facebook';
import { verifyGoogleIdToken } from '../../../auth/social/google';
import type { SocialIdentity } from '../../../auth/social/types';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { AppError } from '../../../core/errors';
import { loginFacebookRoute, loginGoogleRoute, loginRoute, meRoute } from '../accounts.handlers';

jest.mock('../../../auth/social/google', () => ({ verifyGoogleIdToken: jest.fn() }));
jest.mock('../../../auth/social/facebook', () => ({ verifyFacebookToken: jest.fn() }));

const googleMock = jest.mocked(verifyGoogleIdToken);
const facebookMock = jest.mocked(verifyFacebookToken);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

beforeEach(() => {
  googleMock.mockReset();
  facebookMock.mockReset();
});

function google(identity: Partial<SocialIdentity>, deviceId = uniqueDevice()) {
  googleMock.mockResolvedValueOnce({
    provider: 'google',
    subject: `g-${uniqueDevice()}`,
    email: null,
    emailVerified: false,
    name: null,
    ...identity,
  });
  return callAccount<LoginResponse>(loginGoogleRoute, {
    body: { credential: 'x'.repeat(40), deviceId, deviceName: 'Safari trên iPhone' },
    ip: uniqueIp(),
  });
}

function facebook(identity: Partial<SocialIdentity>, deviceId = uniqueDevice()) {
  facebookMock.mockResolvedValueOnce({
    provider: 'facebook',
    subject: '1234567890',
    email: null,
    emailVerified: false,
    name: null,
    ...identity,
  });
  return callAccount<LoginResponse>(loginFacebookRoute, {
    body: { accessToken: 'y'.repeat(40), userID: identity.subject ?? '1234567890', deviceId },
    ip: uniqueIp(),
  });
}

describe('POST /api/auth/login-google', () => {
  it('creates an active account without a password for a new verified e-mail', async () => {
    const email = uniqueEmail();
    const result = await google({
      subject: 'google-new-1',
      email: email.toUpperCase(),
      emailVerified: true,
      name: 'Phạm D',
    });
    expect(result.status).toBe(200);
    expect(googleMock).toHaveBeenCalledWith('x'.repeat(40));
    expect(result.data.user).toMatchObject({
      email,
      name: 'Phạm D',
      isLogByGoogle: true,
      isLogByFacebook: false,
      isHavePassword: false,
    });
    const me = await callAccount(meRoute, { method: 'GET', token: result.data.token.accessToken });
    expect(me.status).toBe(200);
    // The same Google account logs in to the same user again.
    const again = await google({ subject: 'google-new-1', email: null });
    expect(again.data.user.id).toBe(result.data.user.id);
  });

  it('links an existing active account by verified e-mail; its password keeps working', async () => {
    const existing = await createUser(handle.db);
    const result = await google({ subject: 'google-link-1', email: existing.email, emailVerified: true });
    expect(result.status).toBe(200);
    expect(result.data.user).toMatchObject({ id: existing.id, isLogByGoogle: true, isHavePassword: true });
    const [row] = await handle.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ status: 'active', googleSub: 'google-link-1' });
    const login = await callAccount(loginRoute, {
      body: { email: existing.email, password: existing.password, deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(200);
  });

  it('activates a pending account of earlier versions without what its unproven registrant set', async () => {
    const pending = await createUser(handle.db, { status: 'pending' });
    const result = await google({
      subject: 'google-link-2',
      email: pending.email,
      emailVerified: true,
      name: 'Chủ Thật',
    });
    expect(result.status).toBe(200);
    expect(result.data.user).toMatchObject({ id: pending.id, isHavePassword: false, name: 'Chủ Thật' });
    const [row] = await handle.db.select().from(users).where(eq(users.id, pending.id));
    expect(row).toMatchObject({
      status: 'active',
      googleSub: 'google-link-2',
      passwordHash: null,
      phone: null,
    });
    const login = await callAccount(loginRoute, {
      body: { email: pending.email, password: pending.password, deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(400);
  });

  it('does not link or create by an unverified Google e-mail', async () => {
    const existing = await createUser(handle.db);
    const result = await google({ email: existing.email, emailVerified: false });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(ACCOUNT_MESSAGES.socialNoEmail);
    const [row] = await handle.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBeNull();
  });

  it('refuses an e-mail whose account is tied to another Google account', async () => {
    const existing = await createUser(handle.db, { googleSub: 'google-original' });
    const result = await google({ subject: 'google-other', email: existing.email, emailVerified: true });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/đã được liên kết/);
  });

  it('passes the verifier’s refusal through', async () => {
    googleMock.mockRejectedValueOnce(new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.socialInvalid));
    const result = await callAccount(loginGoogleRoute, {
      body: { credential: 'z'.repeat(40), deviceId: uniqueDevice() },
      ip: uniqueIp(),
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(ACCOUNT_MESSAGES.socialInvalid);
  });

  it('applies the device limit like a password login', async () => {
    const email = uniqueEmail();
    expect((await google({ subject: 'google-limit', email, emailVerified: true })).status).toBe(200);
    expect((await google({ subject: 'google-limit' })).status).toBe(200);
    const refused = await google({ subject: 'google-limit' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DEVICE_LIMIT');
  });
});

describe('POST /api/auth/login-facebook', () => {
  it('links by e-mail (Facebook e-mails are taken as given), then finds by id', async () => {
    const existing = await createUser(handle.db);
    const result = await facebook({ subject: '100200300', email: existing.email, name: 'FB Name' });
    expect(result.status).toBe(200);
    expect(facebookMock).toHaveBeenCalledWith('y'.repeat(40), '100200300');
    expect(result.data.user).toMatchObject({
      id: existing.id,
      isLogByFacebook: true,
      faceBookId: '100200300',
      name: existing.name,
    });
    const again = await facebook({ subject: '100200300' });
    expect(again.data.user.id).toBe(existing.id);
  });

  it('refuses an identity without e-mail and without a linked account', async () => {
    const result = await facebook({ subject: '999888777', email: null });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(ACCOUNT_MESSAGES.socialNoEmail);
  });

  it('strips bidi controls from the provider’s name, and ignores a name with nothing visible', async () => {
    const spoofed = await facebook({ subject: '777666555', email: uniqueEmail(), name: 'Lan\u202E nạl' });
    expect(spoofed.data.user.name).toBe('Lan nạl');
    const email = uniqueEmail();
    const invisible = await facebook({ subject: '777666554', email, name: '\u200B\u3164\u2067' });
    expect(invisible.data.user.name).toBe(email.split('@')[0]);
  });

  it('names a new account after the e-mail when the provider gives no name', async () => {
    const email = uniqueEmail();
    const result = await facebook({ subject: '555444333', email });
    expect(result.status).toBe(200);
    expect(result.data.user.name).toBe(email.split('@')[0]);
  });
});
