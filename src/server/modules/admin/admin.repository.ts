import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { OrderStatusName } from '@/common/contracts/payments';
import type { PaymentMethod } from '@/common/constants/plans';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import {
  companies,
  discountCodes,
  documents,
  industries,
  news,
  orders,
  paymentEvents,
  sessions,
  userDevices,
  userLocks,
  users,
} from '../../db/schema';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscount = typeof discountCodes.$inferInsert;
export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;
export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/** A LIKE pattern that matches `text` anywhere, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Vietnamese letters with diacritics (both cases) and their plain letters, for accent-free matching
// in SQL without the unaccent extension (PGlite and PostgreSQL alike).
const VIETNAMESE_LOWER = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const ACCENTED = VIETNAMESE_LOWER + VIETNAMESE_LOWER.toUpperCase();
const PLAIN = Array.from(ACCENTED, (char) => normalizeSearchText(char)).join('');

/** The column lower-cased and without Vietnamese diacritics, as normalizeSearchText does in JS. */
export function accentFree(column: SQLWrapper): SQL {
  return sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
}

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

// ---- orders and payment events

export interface OrderWithEmail {
  order: typeof orders.$inferSelect;
  userEmail: string;
}

export interface OrderFilter {
  status?: OrderStatusName;
  method?: PaymentMethod;
  q?: string;
  userId?: number;
}

function orderWhere(filter: OrderFilter): SQL | undefined {
  const text = filter.q?.trim();
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.method ? eq(orders.method, filter.method) : undefined,
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    text
      ? or(
          ilike(orders.orderCode, containsPattern(text)),
          ilike(users.email, containsPattern(text.toLowerCase())),
          ilike(orders.discountCode, containsPattern(text)),
        )
      : undefined,
  );
}

export async function listOrders(
  db: Database,
  filter: OrderFilter,
  request: PageRequest,
): Promise<Paged<OrderWithEmail>> {
  const where = orderWhere(filter);
  const rows = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findOrderByCode(db: Database, orderCode: string): Promise<OrderWithEmail | null> {
  const rows = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderCode, orderCode))
    .limit(1);
  return rows[0] ?? null;
}

export async function listPaymentEvents(
  db: Database,
  orderCode: string | undefined,
  request: PageRequest,
): Promise<Paged<PaymentEventRow>> {
  const where = orderCode ? ilike(paymentEvents.orderCode, containsPattern(orderCode)) : undefined;
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(where)
    .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db.select({ value: count() }).from(paymentEvents).where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

// ---- discount codes

export function listDiscounts(db: Database): Promise<DiscountRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function findDiscount(db: Database, id: number, forUpdate = false): Promise<DiscountRow | null> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Inserts unless the code exists: null then. */
export async function insertDiscount(db: Database, values: NewDiscount): Promise<DiscountRow | null> {
  const rows = await db
    .insert(discountCodes)
    .values(values)
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return rows[0] ?? null;
}

export async function updateDiscount(
  db: Database,
  id: number,
  patch: Partial<Omit<NewDiscount, 'id' | 'createdAt' | 'usedCount'>>,
): Promise<DiscountRow | null> {
  const rows = await db.update(discountCodes).set(patch).where(eq(discountCodes.id, id)).returning();
  return rows[0] ?? null;
}

export async function discountCodeTaken(db: Database, code: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), sql`${discountCodes.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** Orders that named the code, whatever their status. */
export async function countOrdersWithDiscount(db: Database, code: string): Promise<number> {
  const rows = await db.select({ value: count() }).from(orders).where(eq(orders.discountCode, code));
  return rows[0]?.value ?? 0;
}

export async function deleteDiscount(db: Database, id: number): Promise<void> {
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
}

// ---- reference data of content

/** Which of the tickers exist in companies. */
export async function existingTickers(db: Database, tickers: string[]): Promise<Set<string>> {
  if (tickers.length === 0) return new Set();
  const rows = await db
    .select({ ticker: companies.ticker })
    .from(companies)
    .where(inArray(companies.ticker, tickers));
  return new Set(rows.map((row) => row.ticker));
}

export async function industryExists(db: Database, icbCode: string): Promise<boolean> {
  const rows = await db
    .select({ icbCode: industries.icbCode })
    .from(industries)
    .where(eq(industries.icbCode, icbCode))
    .limit(1);
  return rows.length > 0;
}

// ---- news and documents

export interface ContentFilter {
  q?: string;
  ticker?: string;
}

function newsWhere(filter: ContentFilter): SQL | undefined {
  const plain = filter.q ? normalizeSearchText(filter.q) : '';
  return and(
    filter.ticker ? eq(news.ticker, filter.ticker) : undefined,
    plain ? sql`${accentFree(news.title)} like ${containsPattern(plain)}` : undefined,
  );
}

export async function listNews(
  db: Database,
  filter: ContentFilter,
  request: PageRequest,
): Promise<Paged<NewsRow>> {
  const where = newsWhere(filter);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db.select({ value: count() }).from(news).where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function insertNews(db: Database, values: NewNews): Promise<NewsRow> {
  const rows = await db.insert(news).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('news not inserted');
  return row;
}

export async function updateNews(
  db: Database,
  id: number,
  values: Partial<NewNews>,
): Promise<NewsRow | null> {
  const rows = await db.update(news).set(values).where(eq(news.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteNews(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return rows.length > 0;
}

function documentWhere(filter: ContentFilter): SQL | undefined {
  const plain = filter.q ? normalizeSearchText(filter.q) : '';
  return and(
    filter.ticker ? eq(documents.ticker, filter.ticker) : undefined,
    plain ? sql`${accentFree(documents.title)} like ${containsPattern(plain)}` : undefined,
  );
}

export async function listDocuments(
  db: Database,
  filter: ContentFilter,
  request: PageRequest,
): Promise<Paged<DocumentRow>> {
  const where = documentWhere(filter);
  const rows = await db
    .select()
    .from(documents)
    .where(where)
    .orderBy(desc(documents.publishedAt), desc(documents.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const totals = await db.select({ value: count() }).from(documents).where(where);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function insertDocument(db: Database, values: NewDocument): Promise<DocumentRow> {
  const rows = await db.insert(documents).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('document not inserted');
  return row;
}

export async function updateDocument(
  db: Database,
  id: number,
  values: Partial<NewDocument>,
): Promise<DocumentRow | null> {
  const rows = await db.update(documents).set(values).where(eq(documents.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteDocument(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
  return rows.length > 0;
}
