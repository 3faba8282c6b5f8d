import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { getEnv } from '../env';

const SECRET_NAME = 'jwt_hs256';

const cache = new WeakMap<Database, Promise<Uint8Array>>();

async function loadOrCreate(db: Database): Promise<Uint8Array> {
  // Every server copy may race here: the first insert wins, everybody reads the winner back.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const rows = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME))
    .limit(1);
  const value = rows[0]?.value;
  if (!value) throw new Error('JWT secret missing after insert');
  return new Uint8Array(Buffer.from(value, 'base64url'));
}

/**
 * The HS256 key of access tokens and device tickets: JWT_SECRET when set, else a random 32-byte key
 * generated once and kept in app_secrets (so all server copies and restarts share it), cached in memory.
 */
export function getJwtSecret(db: Database): Promise<Uint8Array> {
  const configured = getEnv().JWT_SECRET;
  if (configured) return Promise.resolve(new TextEncoder().encode(configured));
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    cache.set(db, secret);
    // A failed load (database down) must not be cached.
    secret.catch(() => cache.delete(db));
  }
  return secret;
}
