import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  oneTimeSecrets,
  rateLimits,
  userAvatars,
  userDevices,
  users,
  type SecretPurpose,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SecretRow = typeof oneTimeSecrets.$inferSelect;
export type DeviceRow = typeof userDevices.$inferSelect;
export type SocialProvider = 'google' | 'facebook';

// ---- users

async function oneUser(db: Database, where: SQL, forUpdate: boolean): Promise<UserRow | null> {
  const query = db.select().from(users).where(where).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** By e-mail (callers pass it lower-cased, as emailSchema does); `forUpdate` locks the row in a transaction. */
export function findUserByEmail(db: Database, email: string, forUpdate = false): Promise<UserRow | null> {
  return oneUser(db, eq(users.email, email), forUpdate);
}

export function findUserById(db: Database, id: number, forUpdate = false): Promise<UserRow | null> {
  return oneUser(db, eq(users.id, id), forUpdate);
}

function providerColumn(provider: SocialProvider) {
  return provider === 'google' ? users.googleSub : users.facebookId;
}

export function findUserByProvider(
  db: Database,
  provider: SocialProvider,
  subject: string,
): Promise<UserRow | null> {
  return oneUser(db, eq(providerColumn(provider), subject), true);
}

/** Inserts unless the e-mail exists (a concurrent registration): null then. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return rows[0] ?? null;
}

export async function updateUser(
  db: Database,
  id: number,
  patch: Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>,
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: patch.updatedAt ?? new Date() })
    .where(eq(users.id, id))
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`user ${String(id)} vanished during an update`);
  return row;
}

export interface ProfileChanges {
  name?: string;
  phone?: string;
  birthDate?: string | null;
}

/**
 * Applies profile changes only while the row is still at `version` (adding one); null when another
 * save came first. One conditional UPDATE, as chart sections do (charts.repository.ts).
 */
export async function updateProfileAtVersion(
  db: Database,
  id: number,
  version: number,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...changes, profileVersion: sql`${users.profileVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.profileVersion, version)))
    .returning();
  return rows[0] ?? null;
}

// ---- one-time secrets

export async function deleteSecrets(db: Database, userId: number, purposes: SecretPurpose[]): Promise<void> {
  await db
    .delete(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.userId, userId), inArray(oneTimeSecrets.purpose, purposes)));
}

export interface NewSecret {
  userId: number;
  purpose: SecretPurpose;
  secretHash: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt?: Date;
}

export async function insertSecret(db: Database, values: NewSecret | NewSecret[]): Promise<void> {
  const rows = Array.isArray(values) ? values : [values];
  if (rows.length === 0) return;
  await db.insert(oneTimeSecrets).values(rows);
}

/** A secret by its hash (activation links name no account; reset proofs are also matched on the user). */
export async function findSecretByHash(
  db: Database,
  purpose: SecretPurpose,
  secretHash: string,
  userId?: number,
): Promise<SecretRow | null> {
  const rows = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.purpose, purpose),
        eq(oneTimeSecrets.secretHash, secretHash),
        userId === undefined ? undefined : eq(oneTimeSecrets.userId, userId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The account's newest secret of a purpose, used or not. */
export async function latestSecret(
  db: Database,
  userId: number,
  purpose: SecretPurpose,
): Promise<SecretRow | null> {
  const rows = await db
    .select()
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.purpose, purpose)))
    .orderBy(desc(oneTimeSecrets.createdAt), desc(oneTimeSecrets.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a secret used if it still is usable (unused, unexpired); false when another request won. */
export async function consumeSecret(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt), gt(oneTimeSecrets.expiresAt, now)))
    .returning({ id: oneTimeSecrets.id });
  return rows.length > 0;
}

/**
 * Counts one guess of a reset code, atomically and only while guesses remain; null when the code is
 * used, expired or out of guesses.
 */
export async function countGuess(
  db: Database,
  id: number,
  maxGuesses: number,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(
      and(
        eq(oneTimeSecrets.id, id),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
        lt(oneTimeSecrets.attempts, maxGuesses),
      ),
    )
    .returning({ attempts: oneTimeSecrets.attempts });
  return rows[0]?.attempts ?? null;
}

/**
 * Restarts a rate_limits counter at zero from `now` (delete, then insert; the insert also wins a
 * concurrent restart). forgotPassword gives an address without an account the same two writes as
 * a new reset code.
 */
export async function restartCounter(db: Database, key: string, now: Date): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
  await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 0 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: 0 } });
}

// ---- devices

export function listDevices(db: Database, userId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(asc(userDevices.firstSeenAt), asc(userDevices.deviceId));
}

export async function countDevices(db: Database, userId: number): Promise<number> {
  const rows = await db.select({ value: count() }).from(userDevices).where(eq(userDevices.userId, userId));
  return rows[0]?.value ?? 0;
}

export async function findDevice(
  db: Database,
  userId: number,
  deviceId: string,
  forUpdate = false,
): Promise<DeviceRow | null> {
  const query = db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertDevice(
  db: Database,
  values: { userId: number; deviceId: string; name: string; now: Date },
): Promise<void> {
  await db.insert(userDevices).values({
    userId: values.userId,
    deviceId: values.deviceId,
    name: values.name,
    firstSeenAt: values.now,
    lastSeenAt: values.now,
  });
}

export async function markDeviceSeen(
  db: Database,
  userId: number,
  deviceId: string,
  now: Date,
  name?: string,
): Promise<void> {
  await db
    .update(userDevices)
    .set(name ? { lastSeenAt: now, name } : { lastSeenAt: now })
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)));
}

export async function deleteDevice(db: Database, userId: number, deviceId: string): Promise<void> {
  await db.delete(userDevices).where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)));
}

// ---- avatars

export async function saveAvatar(
  db: Database,
  values: { userId: number; contentType: string; dataBase64: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(userAvatars)
    .values(values)
    .onConflictDoUpdate({
      target: userAvatars.userId,
      set: { contentType: values.contentType, dataBase64: values.dataBase64, updatedAt: values.updatedAt },
    });
}

export async function findAvatar(
  db: Database,
  userId: number,
): Promise<{ contentType: string; dataBase64: string; updatedAt: Date } | null> {
  const rows = await db
    .select({
      contentType: userAvatars.contentType,
      dataBase64: userAvatars.dataBase64,
      updatedAt: userAvatars.updatedAt,
    })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}
