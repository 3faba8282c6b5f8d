import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@/common/text';
import { dataWritten } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { companies, documents, industries, news } from '../../db/schema';
import { accentFree, containsPattern, offsetOf, type Paged, type PageRequest } from './admin.paging';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;
export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
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
  await dataWritten(db);
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
  if (rows.length > 0) await dataWritten(db);
  return rows[0] ?? null;
}

export async function deleteNews(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (rows.length > 0) await dataWritten(db);
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
  await dataWritten(db);
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
  if (rows.length > 0) await dataWritten(db);
  return rows[0] ?? null;
}

export async function deleteDocument(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
  if (rows.length > 0) await dataWritten(db);
  return rows.length > 0;
}
