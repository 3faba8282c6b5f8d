import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { sessions, userDevices, userLocks, users } from '../../db/schema';
import { accentFree, containsPattern, offsetOf, type Paged, type PageRequest } from './admin.paging';

// ---- users

export interface UserListRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  status: 'pending' | 'active';
  isAdmin: boolean;
  googleSub: string | null;
  facebookId: string | null;
  birthDate: string | null;
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
  createdAt: Date;
  lockReason: string | null;
  lockedAt: Date | null;
  lockedBy: number | null;
  deviceCount: number;
}

function userSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const plain = normalizeSearchText(text);
  const digits = text.replace(/[\s.+-]/g, '');
  const conditions: (SQL | undefined)[] = [
    ilike(users.email, containsPattern(text.toLowerCase())),
    plain ? sql`${accentFree(users.name)} like ${containsPattern(plain)}` : undefined,
  ];
  if (/^\d{3,}$/.test(digits)) {
    // 0912... and 84912... name the same number.
    const national = digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
    conditions.push(
      ilike(users.phone, containsPattern(digits)),
      ilike(users.phone, containsPattern(national)),
    );
  }
  if (/^\d+$/.test(text)) conditions.push(eq(users.id, Number(text) <= 2_147_483_647 ? Number(text) : 0));
  return or(...conditions);
}

const deviceCountSql = sql<number>`(select count(*)::int from ${userDevices} where ${userDevices.userId} = ${users.id})`;

function userColumns() {
  return {
    id: users.id,
    email: users.email,
    name: users.name,
    phone: users.phone,
    status: users.status,
    isAdmin: users.isAdmin,
    googleSub: users.googleSub,
    facebookId: users.facebookId,
    birthDate: users.birthDate,
    expiredDayBasic: users.expiredDayBasic,
    expiredDayPro: users.expiredDayPro,
    expiredDayPremium: users.expiredDayPremium,
    createdAt: users.createdAt,
    lockReason: userLocks.reason,
    lockedAt: userLocks.lockedAt,
    lockedBy: userLocks.lockedBy,
    deviceCount: deviceCountSql,
  };
}

/** Users matching the search (e-mail, name without accents, phone, id), newest first. */
export async function searchUsers(
  db: Database,
  q: string | undefined,
  request: PageRequest,
): Promise<Paged<UserListRow>> {
  const where = userSearch(q);
  const rows = await db
    .select(userColumns())
    .from(users)
    .leftJoin(userLocks, eq(userLocks.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findUserListRow(db: Database, userId: number): Promise<UserListRow | null> {
  const rows = await db
    .select(userColumns())
    .from(users)
    .leftJoin(userLocks, eq(userLocks.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the user row (transactions that change it); false when there is no such user. */
export async function lockUserRow(db: Database, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export type PlanColumn = 'expiredDayBasic' | 'expiredDayPro' | 'expiredDayPremium';

export async function setPlanDay(
  db: Database,
  userId: number,
  column: PlanColumn,
  expiredDay: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [column]: expiredDay, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets the administrator flag of the account with this e-mail; null when there is none. */
export async function setAdminByEmail(
  db: Database,
  email: string,
  isAdmin: boolean,
): Promise<{ id: number; email: string; status: string } | null> {
  const rows = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id, email: users.email, status: users.status });
  return rows[0] ?? null;
}

export async function upsertLock(
  db: Database,
  values: { userId: number; reason: string | null; lockedBy: number; lockedAt: Date },
): Promise<void> {
  await db
    .insert(userLocks)
    .values(values)
    .onConflictDoUpdate({
      target: userLocks.userId,
      set: { reason: values.reason, lockedBy: values.lockedBy, lockedAt: values.lockedAt },
    });
}

export async function deleteLock(db: Database, userId: number): Promise<void> {
  await db.delete(userLocks).where(eq(userLocks.userId, userId));
}

export interface DeviceWithSessions {
  deviceId: string;
  name: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  liveSessions: number;
}

export async function listUserDevices(
  db: Database,
  userId: number,
  now: Date,
): Promise<DeviceWithSessions[]> {
  return db
    .select({
      deviceId: userDevices.deviceId,
      name: userDevices.name,
      firstSeenAt: userDevices.firstSeenAt,
      lastSeenAt: userDevices.lastSeenAt,
      liveSessions: sql<number>`(select count(*)::int from ${sessions} where ${and(
        eq(sessions.userId, userDevices.userId),
        eq(sessions.deviceId, userDevices.deviceId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      )})`,
    })
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastSeenAt), userDevices.deviceId);
}
