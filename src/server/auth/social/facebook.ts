import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/core/errors';
import { logger } from '@/server/logger';
import type { SocialIdentity } from './types';

const NOT_CONFIGURED = 'Đăng nhập bằng Facebook chưa được cấu hình.';
const UNAVAILABLE = 'Không kết nối được máy chủ Facebook để xác thực. Vui lòng thử lại sau ít phút.';
const TIMEOUT_MS = 5000;
const MAX_TOKEN_LENGTH = 4096;
const MAX_USER_ID_LENGTH = 64;

/** Graph answers ids as strings; accept numbers too, compared as strings. */
const graphId = z.union([z.string(), z.number()]).transform(String);

const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: graphId.optional(),
    user_id: graphId.optional(),
    type: z.string().optional(),
    /** Unix seconds; 0 means "never expires". */
    expires_at: z.number().optional(),
  }),
});

const meSchema = z.object({
  id: graphId,
  name: z.string().optional(),
  email: z.string().optional(),
});

function invalid(): AppError {
  return new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.socialInvalid);
}

function unavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, { headers: { 'Retry-After': '5' } });
}

/**
 * GETs a Graph endpoint and returns its JSON. The URL carries tokens and the app secret, so neither the
 * URL nor the answer body is ever logged or put into an error: only the endpoint name and the status.
 */
async function graphGet(url: URL, endpoint: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown';
    logger.warn({ provider: 'facebook', endpoint, reason }, 'facebook graph unreachable');
    throw unavailable();
  }
  if (response.status >= 500) {
    logger.warn({ provider: 'facebook', endpoint, status: response.status }, 'facebook graph error');
    throw unavailable();
  }
  if (!response.ok) {
    // debug_token answers 4xx when our app credentials are refused (misconfiguration); /me when the
    // user token is. Either way the login cannot be trusted.
    logger.warn({ provider: 'facebook', endpoint, status: response.status }, 'facebook graph refused');
    throw invalid();
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    logger.warn(
      { provider: 'facebook', endpoint, status: response.status },
      'facebook graph non-JSON answer',
    );
    throw unavailable();
  }
}

/**
 * Verifies a Facebook user access token from the JS SDK login: `debug_token` (checked with our app access
 * token `APP_ID|APP_SECRET`) must say it is valid, issued to our app and to the claimed user; then `/me`
 * gives the profile.
 */
export async function verifyFacebookToken(accessToken: string, userID: string): Promise<SocialIdentity> {
  const env = getEnv();
  const appId = env.FACEBOOK_APP_ID ?? env.NEXT_PUBLIC_FACEBOOK_APP_ID;
  const appSecret = env.FACEBOOK_APP_SECRET;
  if (!appId || !appSecret) throw new AppError('SERVICE_UNAVAILABLE', NOT_CONFIGURED);

  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    accessToken.length > MAX_TOKEN_LENGTH ||
    typeof userID !== 'string' ||
    userID === '' ||
    userID.length > MAX_USER_ID_LENGTH
  ) {
    throw invalid();
  }

  const base = env.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');

  const debugUrl = new URL(`${base}/debug_token`);
  debugUrl.searchParams.set('input_token', accessToken);
  debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`);
  const debug = debugTokenSchema.safeParse(await graphGet(debugUrl, 'debug_token'));
  if (!debug.success) throw invalid();
  const data = debug.data.data;
  const expired =
    data.expires_at !== undefined && data.expires_at > 0 && data.expires_at * 1000 <= Date.now();
  if (
    !data.is_valid ||
    expired ||
    data.app_id !== appId ||
    data.user_id !== userID ||
    (data.type !== undefined && data.type !== 'USER')
  ) {
    throw invalid();
  }

  const meUrl = new URL(`${base}/me`);
  meUrl.searchParams.set('fields', 'id,name,email');
  meUrl.searchParams.set('access_token', accessToken);
  // Proves the call comes from our server; required when the app enables "Require App Secret".
  meUrl.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', appSecret).update(accessToken).digest('hex'),
  );
  const me = meSchema.safeParse(await graphGet(meUrl, 'me'));
  if (!me.success || me.data.id !== userID) throw invalid();

  const email = me.data.email?.trim().toLowerCase() ?? '';
  const name = me.data.name?.trim() ?? '';
  return {
    provider: 'facebook',
    subject: me.data.id,
    email: email === '' ? null : email,
    // Facebook only returns confirmed e-mail addresses from /me (an unconfirmed one is simply left out),
    // so an e-mail that is present counts as verified.
    emailVerified: email !== '',
    name: name === '' ? null : name,
  };
}
