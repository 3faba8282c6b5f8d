import type { Database } from '../../db/client';
import { resetEnvCache } from '../../env';
import { isAppError } from '../../core/errors';
import { forgetVerifiedTokens, signAccessToken, verifyAccessToken } from '../tokens';

// With JWT_SECRET set the key never comes from the database: no database is needed here.
const db = {} as unknown as Database;
const claims = { userId: 7, sessionId: 'session-memo', deviceId: 'device-memo' };
const savedSecret = process.env.JWT_SECRET;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

/** Makes every WebCrypto key import fail: a token verified again through jose would throw. */
function breakKeyImport(): jest.SpyInstance {
  return jest
    .spyOn(globalThis.crypto.subtle, 'importKey')
    .mockRejectedValue(new Error('no WebCrypto key import expected here'));
}

beforeEach(() => {
  process.env.JWT_SECRET = 'memo-test-secret-of-at-least-32-characters';
  resetEnvCache();
  forgetVerifiedTokens();
});

afterEach(() => {
  jest.restoreAllMocks();
  if (savedSecret === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = savedSecret;
  resetEnvCache();
});

describe('verified access tokens are remembered', () => {
  it('verifies a token once: later uses of the same token need no signature check', async () => {
    const now = new Date('2026-11-28T08:00:00Z');
    const { accessToken } = await signAccessToken(db, claims, now);
    expect(await verifyAccessToken(db, accessToken, { now })).toMatchObject({ ...claims, expired: false });
    breakKeyImport();
    // Before the memo each request imported the key and ran the HMAC again (bench:load's hot spot).
    expect(await verifyAccessToken(db, accessToken, { now })).toMatchObject({ ...claims, expired: false });
  });

  it('still refuses a remembered token once it has expired, and answers its claims when allowed', async () => {
    const now = new Date('2026-11-28T08:00:00Z');
    const { accessToken, expiresAt } = await signAccessToken(db, claims, now);
    await verifyAccessToken(db, accessToken, { now });
    expect(await codeOf(verifyAccessToken(db, accessToken, { now: expiresAt }))).toBe('TOKEN_EXPIRED');
    expect(await verifyAccessToken(db, accessToken, { now: expiresAt, allowExpired: true })).toMatchObject({
      ...claims,
      expired: true,
    });
  });

  it('never remembers a forged token, and forgets tokens of another key', async () => {
    const now = new Date('2026-11-28T08:00:00Z');
    const { accessToken } = await signAccessToken(db, claims, now);
    const [header, payload] = accessToken.split('.');
    const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
    expect(await codeOf(verifyAccessToken(db, forged, { now }))).toBe('UNAUTHORIZED');
    expect(await codeOf(verifyAccessToken(db, forged, { now }))).toBe('UNAUTHORIZED');
    await verifyAccessToken(db, accessToken, { now });
    process.env.JWT_SECRET = 'another-secret-of-at-least-32-characters!';
    resetEnvCache();
    expect(await codeOf(verifyAccessToken(db, accessToken, { now }))).toBe('UNAUTHORIZED');
  });
});
