import type { NextApiHandler } from 'next';
import type { LoginResponse } from '@/common/contracts/account';
import {
  callAccount,
  createUser,
  uniqueDevice,
  uniqueIp,
  type AccountResult,
} from '../../../../../tests/helpers/accounts';
import type { Database } from '../../../db/client';
import { loginRoute } from '../../accounts/accounts.handlers';

/** A real login (password, new device): the token passes the real bearer verifier. */
export async function loginAs(
  email: string,
  password: string,
  deviceId = uniqueDevice(),
): Promise<AccountResult<LoginResponse>> {
  return callAccount<LoginResponse>(loginRoute, {
    body: { email, password, deviceId, deviceName: 'Chrome trên Windows' },
    ip: uniqueIp(),
  });
}

export interface SignedInUser {
  id: number;
  email: string;
  password: string;
  token: string;
  deviceId: string;
}

/** Creates an active account (administrator or not) and logs it in. */
export async function signedInUser(
  db: Database,
  values: Parameters<typeof createUser>[1] = {},
): Promise<SignedInUser> {
  const user = await createUser(db, values);
  const deviceId = uniqueDevice();
  const login = await loginAs(user.email, user.password, deviceId);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    id: user.id,
    email: user.email,
    password: user.password,
    token: login.data.token.accessToken,
    deviceId,
  };
}

/** Calls an admin route in process with a bearer token. */
export function callAdmin<T = Record<string, unknown>>(
  handler: NextApiHandler,
  call: {
    method?: string;
    token?: string;
    query?: Record<string, string | string[]>;
    body?: unknown;
  } = {},
): Promise<AccountResult<T>> {
  return callAccount<T>(handler, { method: call.method ?? 'GET', ...call });
}
