import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * The keys the local sandboxes and this merchant share when a sandbox plays MoMo or VNPay. They are
 * generated at random once per database (table app_secrets, as the JWT secret is) and never come from
 * the repository or the environment: a demo reachable from the Internet cannot be paid by an IPN
 * signed with a published key. Every server copy on the database reads the same keys.
 */
export interface SandboxKeys {
  momoPartnerCode: string;
  momoAccessKey: string;
  momoSecretKey: string;
  vnpayTmnCode: string;
  vnpayHashSecret: string;
}

/** Merchant codes are not secrets (the sandbox pages show them); they only tell the sandbox apart. */
export const SANDBOX_MOMO_PARTNER_CODE = 'VNFINSANDBOX';
export const SANDBOX_VNPAY_TMN_CODE = 'VNFINSBX';

const NAMES = {
  momoAccessKey: 'sandbox_momo_access_key',
  momoSecretKey: 'sandbox_momo_secret_key',
  vnpayHashSecret: 'sandbox_vnpay_hash_secret',
} as const;

const cache = new WeakMap<Database, Promise<SandboxKeys>>();

async function loadOrCreate(db: Database): Promise<SandboxKeys> {
  // Concurrent first requests (or server copies) race here: the first insert wins, all read it back.
  await db
    .insert(appSecrets)
    .values(Object.values(NAMES).map((name) => ({ name, value: randomBytes(32).toString('base64url') })))
    .onConflictDoNothing({ target: appSecrets.name });
  const rows = await db
    .select({ name: appSecrets.name, value: appSecrets.value })
    .from(appSecrets)
    .where(inArray(appSecrets.name, Object.values(NAMES)));
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const read = (name: string) => {
    const value = byName.get(name);
    if (!value) throw new Error(`sandbox key ${name} missing after insert`);
    return value;
  };
  return {
    momoPartnerCode: SANDBOX_MOMO_PARTNER_CODE,
    momoAccessKey: read(NAMES.momoAccessKey),
    momoSecretKey: read(NAMES.momoSecretKey),
    vnpayTmnCode: SANDBOX_VNPAY_TMN_CODE,
    vnpayHashSecret: read(NAMES.vnpayHashSecret),
  };
}

export function getSandboxKeys(db: Database): Promise<SandboxKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    cache.set(db, keys);
    // A failed load (database away) must not stay cached.
    keys.catch(() => cache.delete(db));
  }
  return keys;
}
