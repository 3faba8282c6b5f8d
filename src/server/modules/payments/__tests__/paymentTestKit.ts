import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';
import { asc, eq } from 'drizzle-orm';
import { callAccount, createUser } from '../../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { discountCodes, orders, paymentEvents, users } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { resetEnvCache } from '../../../env';
import { setTokenVerifier } from '../../../auth/bearer';
import { createApiLane } from '../../../web/apiLane';
import { PAYMENTS_ROUTES } from '../../../web/routes/payments';
import { getSandboxKeys, type SandboxKeys } from '../sandboxKeys';

/**
 * What the payment tests share: a test database installed as the process-wide one, the payment and
 * sandbox routes served over real HTTP by the production server's API lane (so create-momo reaches the
 * MoMo sandbox and the sandbox reaches our IPN the way they do in `npm run demo`), PUBLIC_BASE_URL
 * pointing at it, and bearer tokens `user-<id>` / `admin-<id>` accepted by a fake verifier.
 */
export interface PaymentKit {
  handle: DatabaseHandle;
  base: string;
  /** The keys the sandboxes and the merchant share, generated for this test database. */
  keys: SandboxKeys;
  close(): Promise<void>;
}

const ENV_KEYS = ['PUBLIC_BASE_URL', 'MOMO_ENDPOINT', 'VNPAY_PAY_URL', 'PAYMENT_SANDBOX'] as const;

export async function startPaymentKit(): Promise<PaymentKit> {
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const handle = await createTestDatabase();
  setDatabaseHandle(handle);
  setTokenVerifier((token) => {
    const match = /^(user|admin)-(\d+)$/.exec(token);
    if (!match) return Promise.resolve(null);
    const id = Number(match[2]);
    const isAdmin = match[1] === 'admin';
    return Promise.resolve({
      id,
      email: `u${String(id)}@example.vn`,
      isAdmin,
      permissions: isAdmin ? ['ADMINISTRATION_ALL'] : [],
    });
  });

  const lane = createApiLane(PAYMENTS_ROUTES);
  const server = http.createServer((req, res) => {
    if (lane(req, res)) return;
    res.statusCode = 404;
    res.end();
  });
  // As main.ts: fetch reuses idle connections, and a server closing one after its default 5 s just as
  // the next gateway call (a POST, never retried) goes out made that call fail on a loaded machine.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  process.env.PUBLIC_BASE_URL = base;
  delete process.env.MOMO_ENDPOINT;
  delete process.env.VNPAY_PAY_URL;
  delete process.env.PAYMENT_SANDBOX;
  resetEnvCache();
  const keys = await getSandboxKeys(handle.db);

  return {
    handle,
    base,
    keys,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      for (const key of ENV_KEYS) {
        const value = saved[key];
        if (value === undefined) Reflect.deleteProperty(process.env, key);
        else process.env[key] = value;
      }
      resetEnvCache();
      setDatabaseHandle(undefined);
      await handle.close();
    },
  };
}

/** Calls a route in process with the kit's fake bearer token for that user. */
export function callAs<T = Record<string, unknown>>(
  handler: NextApiHandler,
  userId: number | null,
  call: { method?: string; body?: unknown; query?: Record<string, string>; admin?: boolean } = {},
) {
  const token = userId === null ? undefined : `${call.admin ? 'admin' : 'user'}-${String(userId)}`;
  return callAccount<T>(handler, {
    method: call.method ?? 'POST',
    body: call.body,
    query: call.query,
    token,
  });
}

export async function newUser(handle: DatabaseHandle, values: Parameters<typeof createUser>[1] = {}) {
  // No password: bcrypt would only slow the tests down.
  return createUser(handle.db, { password: null, ...values });
}

export async function orderOf(handle: DatabaseHandle, orderCode: string) {
  const rows = await handle.db.select().from(orders).where(eq(orders.orderCode, orderCode));
  const row = rows[0];
  if (!row) throw new Error(`no order ${orderCode}`);
  return row;
}

export async function userOf(handle: DatabaseHandle, id: number) {
  const rows = await handle.db.select().from(users).where(eq(users.id, id));
  const row = rows[0];
  if (!row) throw new Error(`no user ${String(id)}`);
  return row;
}

export async function eventsOf(handle: DatabaseHandle, orderCode: string) {
  return handle.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderCode, orderCode))
    .orderBy(asc(paymentEvents.id));
}

export async function addDiscount(handle: DatabaseHandle, values: typeof discountCodes.$inferInsert) {
  const rows = await handle.db.insert(discountCodes).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('discount not inserted');
  return row;
}
