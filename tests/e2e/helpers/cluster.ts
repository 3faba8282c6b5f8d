import { Client } from 'pg';
import type { OutboxMail } from '@/common/contracts/account';
import { signVnpay, vnpayDate, type VnpParams } from '@/server/modules/payments/vnpay';

/** Plain HTTP calls for the cluster browser test (no browser: each call picks its instance). */

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A client's cookies (name -> value), filled from Set-Cookie and sent back as Cookie. */
export type CookieJar = Map<string, string>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  jar?: CookieJar;
  headers?: Record<string, string>;
}

function keepCookies(jar: CookieJar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const cleared = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (cleared || !value) jar.delete(name);
    else jar.set(name, value);
  }
}

export async function call<T = { data: unknown }>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.jar && options.jar.size > 0) {
    headers.cookie = [...options.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  if (options.jar) keepCookies(options.jar, response);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: body as T };
}

/** Waits until `check` returns a value other than undefined, trying every 200 ms for `ms`. */
export async function eventually<T>(
  ms: number,
  what: string,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${String(ms)} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface ClusterUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export function clusterUser(label: string): ClusterUser {
  const run = Date.now().toString(36);
  return {
    name: `Người dùng cụm ${label}`,
    email: `cluster-${label}-${run}@vidu.vn`,
    phone: '0912345678',
    password: `MatKhau-${run}`,
  };
}

/**
 * Registers on `registerAt`, reads the activation mail from the outbox of `outboxAt` and activates
 * on `activateAt`: three instances' views of one database.
 */
export async function registerAndActivate(
  user: ClusterUser,
  at: { register: string; outbox: string; activate: string },
): Promise<void> {
  const registered = await call(at.register, '/api/auth/register', {
    body: { ...user, confirmPassword: user.password },
  });
  expect(registered.status).toBe(200);
  const link = await eventually(15_000, `the activation mail of ${user.email}`, async () => {
    const outbox = await call<{ data: OutboxMail[] }>(at.outbox, '/api/dev/outbox');
    expect(outbox.status).toBe(200);
    const mail = outbox.body.data.find(
      (item) => item.to === user.email && item.text.includes('/account/activate?token='),
    );
    return mail?.text.match(/https?:\/\/\S+\/account\/activate\?token=[\w%-]+/)?.[0];
  });
  const token = new URL(link).searchParams.get('token') ?? '';
  const activated = await call(at.activate, '/api/users/activate', {
    body: { token, password: user.password },
  });
  expect(activated.status).toBe(200);
}

export interface LoggedIn {
  accessToken: string;
  jar: CookieJar;
}

export async function logIn(base: string, user: ClusterUser, deviceId: string): Promise<LoggedIn> {
  const jar: CookieJar = new Map();
  const answer = await call<{ data: { token: { accessToken: string } } }>(base, '/api/auth/login', {
    body: { email: user.email, password: user.password, deviceId, deviceName: 'Cluster test' },
    jar,
  });
  expect(answer.status).toBe(200);
  return { accessToken: answer.body.data.token.accessToken, jar };
}

/** The query of VNPay's IPN for a paid order, signed with the sandbox's hash secret of the database. */
export function signedVnpayIpn(orderCode: string, amount: number, hashSecret: string): URLSearchParams {
  const params: VnpParams = {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Thanh toan',
    vnp_PayDate: vnpayDate(new Date()),
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'VNFINSBX',
    vnp_TransactionNo: '34000001',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: orderCode,
  };
  return new URLSearchParams({ ...params, vnp_SecureHash: signVnpay(params, hashSecret) });
}

export async function openClient(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A connection to `url` for `work`, closed after it. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await openClient(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
