import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { resetEnvCache } from '@/server/env';
import { AppError } from '@/server/core/errors';
import { startFakeGoogle, unreachableUrl, type FakeGoogle } from '../../../../../tests/helpers/socialFakes';
import { verifyGoogleIdToken } from '../google';

const ENV_KEYS = [
  'GOOGLE_CLIENT_ID',
  'NEXT_PUBLIC_GOOGLE_CLIENT_ID',
  'GOOGLE_JWKS_URL',
  'GOOGLE_ISSUERS',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>): void {
  for (const key of ENV_KEYS) {
    const value = values[key];
    if (value === undefined) Reflect.deleteProperty(process.env, key);
    else process.env[key] = value;
  }
  resetEnvCache();
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectInvalid(promise: Promise<unknown>): Promise<void> {
  const error = await rejection(promise);
  expect(error.code).toBe('BAD_REQUEST');
  expect(error.status).toBe(400);
  expect(error.message).toBe(ACCOUNT_MESSAGES.socialInvalid);
}

/** Replaces the character at `index` of a string by another base64url character. */
function flipAt(text: string, index: number): string {
  const current = text.charAt(index);
  return text.slice(0, index) + (current === 'A' ? 'B' : 'A') + text.slice(index + 1);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('verifyGoogleIdToken', () => {
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle();
  });

  beforeEach(() => {
    setEnv({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl });
  });

  afterAll(async () => {
    await google.close();
    for (const key of ENV_KEYS) {
      const value = savedEnv[key];
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
    resetEnvCache();
  });

  it('returns the identity of a valid ID token', async () => {
    const identity = await verifyGoogleIdToken(await google.signIdToken({ sub: '1234567890' }));
    expect(identity).toEqual({
      provider: 'google',
      subject: '1234567890',
      email: 'user.test@gmail.com',
      emailVerified: true,
      name: 'Người Dùng Thử',
    });
  });

  it('reads email_verified given as a string, false, or absent with the e-mail', async () => {
    await expect(
      verifyGoogleIdToken(await google.signIdToken({ email_verified: 'true' })),
    ).resolves.toMatchObject({ emailVerified: true });
    await expect(
      verifyGoogleIdToken(await google.signIdToken({ email_verified: false })),
    ).resolves.toMatchObject({ emailVerified: false });
    await expect(
      verifyGoogleIdToken(await google.signIdToken({}, { omit: ['email', 'email_verified', 'name'] })),
    ).resolves.toMatchObject({ email: null, emailVerified: false, name: null });
  });

  it('accepts both Google issuers and a token just past exp within the clock tolerance', async () => {
    await expect(
      verifyGoogleIdToken(await google.signIdToken({ iss: 'accounts.google.com' })),
    ).resolves.toMatchObject({ provider: 'google' });
    await expect(
      verifyGoogleIdToken(await google.signIdToken({ exp: nowSeconds() - 2 })),
    ).resolves.toMatchObject({ provider: 'google' });
  });

  it('fetches the key set once and reuses it', async () => {
    const before = google.jwksRequests;
    for (let i = 0; i < 3; i += 1) await verifyGoogleIdToken(await google.signIdToken());
    expect(google.jwksRequests - before).toBeLessThanOrEqual(1);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = await google.signIdToken();
    const [header = '', payload = '', signature = ''] = token.split('.');
    await expectInvalid(verifyGoogleIdToken(`${header}.${payload}.${flipAt(signature, 20)}`));
  });

  it('refuses a token whose payload was tampered with', async () => {
    const token = await google.signIdToken({ sub: 'victim' });
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'attacker' })).toString('base64url');
    await expectInvalid(verifyGoogleIdToken(`${header}.${forged}.${signature}`));
    await expectInvalid(verifyGoogleIdToken(`${header}.${flipAt(payload, 10)}.${signature}`));
  });

  it('refuses a token signed by a foreign key', async () => {
    await expectInvalid(verifyGoogleIdToken(await google.signWithForeignKey()));
  });

  it('refuses a token naming an unknown key id', async () => {
    await expectInvalid(verifyGoogleIdToken(await google.signIdToken({}, { kid: 'unknown-kid' })));
  });

  it('refuses a token for another audience', async () => {
    await expectInvalid(
      verifyGoogleIdToken(await google.signIdToken({ aud: 'other-app.apps.googleusercontent.com' })),
    );
  });

  it('refuses a token from another issuer', async () => {
    await expectInvalid(verifyGoogleIdToken(await google.signIdToken({ iss: 'https://evil.example.com' })));
  });

  it('refuses an expired token and one without exp or sub', async () => {
    await expectInvalid(verifyGoogleIdToken(await google.signIdToken({ exp: nowSeconds() - 60 })));
    await expectInvalid(verifyGoogleIdToken(await google.signIdToken({}, { omit: ['exp'] })));
    await expectInvalid(verifyGoogleIdToken(await google.signIdToken({}, { omit: ['sub'] })));
  });

  it('refuses malformed strings and unsigned tokens', async () => {
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsignedPayload = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: google.clientId,
        sub: 'x',
        exp: nowSeconds() + 60,
      }),
    ).toString('base64url');
    for (const credential of [
      '',
      'not-a-token',
      'a.b.c',
      '...',
      `${unsignedHeader}.${unsignedPayload}.`,
      'x'.repeat(10_000),
    ]) {
      await expectInvalid(verifyGoogleIdToken(credential));
    }
  });

  it('uses NEXT_PUBLIC_GOOGLE_CLIENT_ID when GOOGLE_CLIENT_ID is not set', async () => {
    setEnv({ NEXT_PUBLIC_GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl });
    await expect(verifyGoogleIdToken(await google.signIdToken())).resolves.toMatchObject({
      provider: 'google',
    });
  });

  it('answers 503 when Google login is not configured', async () => {
    setEnv({ GOOGLE_JWKS_URL: google.jwksUrl });
    const error = await rejection(verifyGoogleIdToken(await google.signIdToken()));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Đăng nhập bằng Google chưa được cấu hình.');
  });

  it('answers 503 when the key set cannot be fetched', async () => {
    setEnv({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: await unreachableUrl('/oauth2/v3/certs') });
    const error = await rejection(verifyGoogleIdToken(await google.signIdToken()));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.status).toBe(503);

    const failing = await startFakeGoogle();
    try {
      failing.failWith(500);
      setEnv({ GOOGLE_CLIENT_ID: failing.clientId, GOOGLE_JWKS_URL: failing.jwksUrl });
      const failed = await rejection(verifyGoogleIdToken(await failing.signIdToken()));
      expect(failed.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await failing.close();
    }
  });
});
