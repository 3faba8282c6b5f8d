import { createHmac } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { resetEnvCache } from '@/server/env';
import { AppError } from '@/server/core/errors';
import {
  startFakeFacebookGraph,
  unreachableUrl,
  type FakeFacebookGraph,
} from '../../../../../tests/helpers/socialFakes';
import { verifyFacebookToken } from '../facebook';

const APP_ID = '1234567890123456';
const APP_SECRET = 'fake-app-secret-0123456789abcdef';

const ENV_KEYS = [
  'FACEBOOK_APP_ID',
  'NEXT_PUBLIC_FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'FACEBOOK_GRAPH_URL',
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
  const appError = error as AppError;
  // Neither the app secret nor a token may leak into what the user reads.
  expect(appError.message).not.toContain(APP_SECRET);
  expect(appError.message).not.toContain('EAAB');
  return appError;
}

async function expectInvalid(promise: Promise<unknown>): Promise<void> {
  const error = await rejection(promise);
  expect(error.code).toBe('BAD_REQUEST');
  expect(error.message).toBe(ACCOUNT_MESSAGES.socialInvalid);
}

async function expectUnavailable(promise: Promise<unknown>): Promise<AppError> {
  const error = await rejection(promise);
  expect(error.code).toBe('SERVICE_UNAVAILABLE');
  expect(error.status).toBe(503);
  return error;
}

describe('verifyFacebookToken', () => {
  let graph: FakeFacebookGraph;

  beforeAll(async () => {
    graph = await startFakeFacebookGraph({ appId: APP_ID, appSecret: APP_SECRET });
    graph.addUser({ token: 'EAAB-valid', id: '10001', name: 'Nguyễn Văn A', email: 'Van.A@Example.com' });
    graph.addUser({ token: 'EAAB-no-email', id: '10002', name: 'Trần Thị B' });
    graph.addUser({ token: 'EAAB-revoked', id: '10003', name: 'C', isValid: false });
    graph.addUser({ token: 'EAAB-other-app', id: '10004', name: 'D', appId: '999999999' });
    graph.addUser({
      token: 'EAAB-expired',
      id: '10005',
      name: 'E',
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    graph.addUser({ token: 'EAAB-me-mismatch', id: '10006', name: 'F', meId: '20006' });
  });

  beforeEach(() => {
    graph.failWith(null);
    graph.requests.length = 0;
    setEnv({ FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: graph.graphUrl });
  });

  afterAll(async () => {
    await graph.close();
    for (const key of ENV_KEYS) {
      const value = savedEnv[key];
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
    resetEnvCache();
  });

  it('returns the identity of a valid token', async () => {
    await expect(verifyFacebookToken('EAAB-valid', '10001')).resolves.toEqual({
      provider: 'facebook',
      subject: '10001',
      email: 'van.a@example.com',
      emailVerified: true,
      name: 'Nguyễn Văn A',
    });
  });

  it('checks the token with the app access token appId|secret and proves the secret to /me', async () => {
    await verifyFacebookToken('EAAB-valid', '10001');
    const debug = graph.requests.find((request) => request.path === '/debug_token');
    const me = graph.requests.find((request) => request.path === '/me');
    expect(debug?.query).toEqual({ input_token: 'EAAB-valid', access_token: `${APP_ID}|${APP_SECRET}` });
    expect(me?.query).toEqual({
      fields: 'id,name,email',
      access_token: 'EAAB-valid',
      appsecret_proof: createHmac('sha256', APP_SECRET).update('EAAB-valid').digest('hex'),
    });
  });

  it('joins the graph URL with a trailing slash or a version prefix', async () => {
    setEnv({
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: `${graph.graphUrl}/v21.0/`,
    });
    await expect(verifyFacebookToken('EAAB-valid', '10001')).resolves.toMatchObject({ subject: '10001' });
    expect(graph.requests.map((request) => request.path)).toEqual(['/v21.0/debug_token', '/v21.0/me']);
  });

  it('gives a null e-mail when Facebook returns none', async () => {
    await expect(verifyFacebookToken('EAAB-no-email', '10002')).resolves.toEqual({
      provider: 'facebook',
      subject: '10002',
      email: null,
      emailVerified: false,
      name: 'Trần Thị B',
    });
  });

  it('refuses a token debug_token calls invalid, unknown or expired', async () => {
    await expectInvalid(verifyFacebookToken('EAAB-revoked', '10003'));
    await expectInvalid(verifyFacebookToken('EAAB-unknown', '10001'));
    await expectInvalid(verifyFacebookToken('EAAB-expired', '10005'));
  });

  it("refuses another app's token", async () => {
    await expectInvalid(verifyFacebookToken('EAAB-other-app', '10004'));
    expect(graph.requests.some((request) => request.path === '/me')).toBe(false);
  });

  it('refuses a token of another user than the claimed userID', async () => {
    await expectInvalid(verifyFacebookToken('EAAB-valid', '10002'));
    expect(graph.requests.some((request) => request.path === '/me')).toBe(false);
  });

  it('refuses when /me answers another id', async () => {
    await expectInvalid(verifyFacebookToken('EAAB-me-mismatch', '10006'));
  });

  it('refuses empty or oversized input without calling Facebook', async () => {
    await expectInvalid(verifyFacebookToken('', '10001'));
    await expectInvalid(verifyFacebookToken('EAAB-valid', ''));
    await expectInvalid(verifyFacebookToken('x'.repeat(5000), '10001'));
    expect(graph.requests).toHaveLength(0);
  });

  it('refuses when Facebook rejects our app credentials', async () => {
    setEnv({
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: 'wrong-secret',
      FACEBOOK_GRAPH_URL: graph.graphUrl,
    });
    await expectInvalid(verifyFacebookToken('EAAB-valid', '10001'));
  });

  it('answers 503 when the Graph API is down or failing', async () => {
    setEnv({
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: await unreachableUrl(''),
    });
    await expectUnavailable(verifyFacebookToken('EAAB-valid', '10001'));

    setEnv({ FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: graph.graphUrl });
    graph.failWith(500);
    await expectUnavailable(verifyFacebookToken('EAAB-valid', '10001'));
    graph.failWith(503);
    await expectUnavailable(verifyFacebookToken('EAAB-valid', '10001'));
  });

  it('uses NEXT_PUBLIC_FACEBOOK_APP_ID when FACEBOOK_APP_ID is not set', async () => {
    setEnv({
      NEXT_PUBLIC_FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: graph.graphUrl,
    });
    await expect(verifyFacebookToken('EAAB-valid', '10001')).resolves.toMatchObject({ subject: '10001' });
  });

  it('answers 503 when Facebook login is not configured', async () => {
    setEnv({ FACEBOOK_APP_ID: APP_ID, FACEBOOK_GRAPH_URL: graph.graphUrl });
    const noSecret = await expectUnavailable(verifyFacebookToken('EAAB-valid', '10001'));
    expect(noSecret.message).toBe('Đăng nhập bằng Facebook chưa được cấu hình.');

    setEnv({ FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: graph.graphUrl });
    const noAppId = await expectUnavailable(verifyFacebookToken('EAAB-valid', '10001'));
    expect(noAppId.message).toBe('Đăng nhập bằng Facebook chưa được cấu hình.');
    expect(graph.requests).toHaveLength(0);
  });
});
