import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { ChartConfig } from '@/common/contracts/charts';
import type { Database } from '../../db/client';
import { chartSections } from '../../db/schema';

export type ChartSectionRow = typeof chartSections.$inferSelect;

export interface NewSection {
  ownerKey: string;
  symbol: string;
  sectionName: string;
  isAutoAxis: boolean;
  config: ChartConfig[];
  position: number;
  isTemplate?: boolean;
}

/** The owner's own sections of the ticker (templates, listed on every ticker, are not among them). */
export function listSections(db: Database, ownerKey: string, symbol: string): Promise<ChartSectionRow[]> {
  return db
    .select()
    .from(chartSections)
    .where(
      and(
        eq(chartSections.ownerKey, ownerKey),
        eq(chartSections.symbol, symbol),
        eq(chartSections.isTemplate, false),
      ),
    )
    .orderBy(asc(chartSections.position), asc(chartSections.id));
}

/** The owner's templates (issue 33), in their own order. */
export function listTemplates(db: Database, ownerKey: string): Promise<ChartSectionRow[]> {
  return db
    .select()
    .from(chartSections)
    .where(and(eq(chartSections.ownerKey, ownerKey), eq(chartSections.isTemplate, true)))
    .orderBy(asc(chartSections.position), asc(chartSections.id));
}

/**
 * What limits a new template: how many the owner has, the position after the last one, and the most
 * own sections of any one ticker (besides `exceptId`, a section being turned into a template).
 */
export async function templateStats(
  db: Database,
  ownerKey: string,
  exceptId?: number,
): Promise<{ count: number; nextPosition: number; mostOfTicker: number }> {
  const templates = await db
    .select({ count: count(), maxPosition: sql<number | null>`max(${chartSections.position})` })
    .from(chartSections)
    .where(and(eq(chartSections.ownerKey, ownerKey), eq(chartSections.isTemplate, true)));
  const conditions = [eq(chartSections.ownerKey, ownerKey), eq(chartSections.isTemplate, false)];
  if (exceptId !== undefined) conditions.push(ne(chartSections.id, exceptId));
  const perTicker = await db
    .select({ count: count() })
    .from(chartSections)
    .where(and(...conditions))
    .groupBy(chartSections.symbol);
  return {
    count: templates[0]?.count ?? 0,
    nextPosition: (templates[0]?.maxPosition ?? -1) + 1,
    mostOfTicker: Math.max(0, ...perTicker.map((row) => row.count)),
  };
}

export async function findOwnedSection(
  db: Database,
  ownerKey: string,
  id: number,
): Promise<ChartSectionRow | null> {
  const rows = await db
    .select()
    .from(chartSections)
    .where(and(eq(chartSections.id, id), eq(chartSections.ownerKey, ownerKey)));
  return rows[0] ?? null;
}

export async function findSharedSection(db: Database, token: string): Promise<ChartSectionRow | null> {
  const rows = await db.select().from(chartSections).where(eq(chartSections.shareToken, token));
  return rows[0] ?? null;
}

/** How many own sections the owner has for the ticker (templates aside), and the next position. */
export async function sectionStats(
  db: Database,
  ownerKey: string,
  symbol: string,
): Promise<{ count: number; nextPosition: number }> {
  const rows = await db
    .select({
      count: count(),
      maxPosition: sql<number | null>`max(${chartSections.position})`,
    })
    .from(chartSections)
    .where(
      and(
        eq(chartSections.ownerKey, ownerKey),
        eq(chartSections.symbol, symbol),
        eq(chartSections.isTemplate, false),
      ),
    );
  const row = rows[0];
  const max = row?.maxPosition ?? -1;
  return { count: row?.count ?? 0, nextPosition: max + 1 };
}

export async function insertSections(db: Database, values: NewSection[]): Promise<ChartSectionRow[]> {
  if (values.length === 0) return [];
  return db.insert(chartSections).values(values).returning();
}

export interface SectionChanges {
  sectionName?: string;
  isAutoAxis?: boolean;
  config?: ChartConfig[];
  position?: number;
  isTemplate?: boolean;
  symbol?: string;
}

/** Applies the changes only when the row is the owner's and still at `version`; null otherwise. */
export async function updateSectionAtVersion(
  db: Database,
  ownerKey: string,
  id: number,
  version: number,
  changes: SectionChanges,
): Promise<ChartSectionRow | null> {
  const rows = await db
    .update(chartSections)
    .set({ ...changes, version: sql`${chartSections.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(chartSections.id, id), eq(chartSections.ownerKey, ownerKey), eq(chartSections.version, version)),
    )
    .returning();
  return rows[0] ?? null;
}

export async function deleteOwnedSection(db: Database, ownerKey: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(chartSections)
    .where(and(eq(chartSections.id, id), eq(chartSections.ownerKey, ownerKey)))
    .returning({ id: chartSections.id });
  return rows.length > 0;
}

/** Deletes the owner's own sections of the ticker (never a template made on it). */
export async function deleteSectionsOf(db: Database, ownerKey: string, symbol: string): Promise<void> {
  await db
    .delete(chartSections)
    .where(
      and(
        eq(chartSections.ownerKey, ownerKey),
        eq(chartSections.symbol, symbol),
        eq(chartSections.isTemplate, false),
      ),
    );
}

export async function setPosition(
  db: Database,
  ownerKey: string,
  id: number,
  position: number,
): Promise<void> {
  await db
    .update(chartSections)
    .set({ position, updatedAt: new Date() })
    .where(and(eq(chartSections.id, id), eq(chartSections.ownerKey, ownerKey)));
}

export async function setShareToken(
  db: Database,
  ownerKey: string,
  id: number,
  token: string | null,
  symbol?: string,
): Promise<ChartSectionRow | null> {
  const rows = await db
    .update(chartSections)
    .set({ shareToken: token, ...(symbol ? { symbol } : {}), updatedAt: new Date() })
    .where(and(eq(chartSections.id, id), eq(chartSections.ownerKey, ownerKey)))
    .returning();
  return rows[0] ?? null;
}

/** Every section of an owner, by ticker then position. */
export function listOwnerSections(db: Database, ownerKey: string): Promise<ChartSectionRow[]> {
  return db
    .select()
    .from(chartSections)
    .where(eq(chartSections.ownerKey, ownerKey))
    .orderBy(asc(chartSections.symbol), asc(chartSections.position), asc(chartSections.id));
}

export async function reassignOwner(db: Database, from: string, to: string): Promise<number> {
  const rows = await db
    .update(chartSections)
    .set({ ownerKey: to, updatedAt: new Date() })
    .where(eq(chartSections.ownerKey, from))
    .returning({ id: chartSections.id });
  return rows.length;
}

/**
 * How much an owner stores: sections and bytes of names and chart lists (as PostgreSQL prints the
 * JSON). `except` leaves out a section or a ticker's sections (the ones a write replaces).
 */
export async function ownerUsage(
  db: Database,
  ownerKey: string,
  except: { sectionId?: number; symbol?: string } = {},
): Promise<{ sections: number; bytes: number }> {
  const conditions = [eq(chartSections.ownerKey, ownerKey)];
  if (except.sectionId !== undefined) conditions.push(ne(chartSections.id, except.sectionId));
  if (except.symbol !== undefined) conditions.push(ne(chartSections.symbol, except.symbol));
  const rows = await db
    .select({
      sections: count(),
      bytes: sql<
        string | null
      >`sum(octet_length(${chartSections.sectionName}) + octet_length(${chartSections.config}::text))`,
    })
    .from(chartSections)
    .where(and(...conditions));
  return { sections: rows[0]?.sections ?? 0, bytes: Number(rows[0]?.bytes ?? 0) };
}
