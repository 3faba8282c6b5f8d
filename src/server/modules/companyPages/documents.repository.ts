import { and, count, desc, eq } from 'drizzle-orm';
import type { DocumentKind } from '@/common/contracts/admin';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** One page of a ticker's documents (of one kind when given), newest first, and how many match. */
export async function listDocuments(
  db: Database,
  filter: { ticker: string; kind?: DocumentKind },
  window: { offset: number; limit: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = and(
    eq(documents.ticker, filter.ticker),
    filter.kind ? eq(documents.kind, filter.kind) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.publishedAt), desc(documents.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findDocument(db: Database, id: number): Promise<DocumentRow | null> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return rows[0] ?? null;
}
