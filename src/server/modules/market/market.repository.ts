import { and, asc, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { indexComponents, indexPrices, indexSessions, industries, intradayBars } from '../../db/schema';

/** Queries of the market overview over the feed's index tables (docs/DATA.md "Market-data feed"). */

export type IndexSessionRow = typeof indexSessions.$inferSelect;

/** The index's newest sessions, newest first. */
export async function readIndexSessions(
  db: Database,
  code: string,
  limit: number,
): Promise<IndexSessionRow[]> {
  return db
    .select()
    .from(indexSessions)
    .where(eq(indexSessions.indexCode, code))
    .orderBy(desc(indexSessions.date))
    .limit(limit);
}

/** Closes of the index from a day on (inclusive), oldest first. */
export async function readIndexCloses(
  db: Database,
  code: string,
  from: string,
): Promise<{ date: string; close: number; source: string; fetchedAt: Date }[]> {
  return db
    .select({
      date: indexPrices.date,
      close: indexPrices.close,
      source: indexPrices.source,
      fetchedAt: indexPrices.fetchedAt,
    })
    .from(indexPrices)
    .where(and(eq(indexPrices.indexCode, code), gte(indexPrices.date, from)))
    .orderBy(asc(indexPrices.date));
}

/** The newest day of the index's closes, or null. */
export async function latestIndexPriceDate(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .select({ date: max(indexPrices.date) })
    .from(indexPrices)
    .where(eq(indexPrices.indexCode, code));
  return row?.date ?? null;
}

export type IntradayBarRow = typeof intradayBars.$inferSelect;

/** The Vietnam day of the symbol's newest bar, or null without bars. */
export async function latestBarDay(db: Database, symbol: string): Promise<string | null> {
  const [row] = await db
    .select({
      day: sql<string | null>`to_char(max(${intradayBars.at}) at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`,
    })
    .from(intradayBars)
    .where(eq(intradayBars.symbol, symbol));
  return row?.day ?? null;
}

/** The symbol's bars of one Vietnam day, oldest first. */
export async function readDayBars(db: Database, symbol: string, day: string): Promise<IntradayBarRow[]> {
  const start = new Date(`${day}T00:00:00+07:00`);
  const end = new Date(start.getTime() + 86_400_000);
  return db
    .select()
    .from(intradayBars)
    .where(and(eq(intradayBars.symbol, symbol), gte(intradayBars.at, start), lt(intradayBars.at, end)))
    .orderBy(asc(intradayBars.at));
}

/** The index's stored members (IndexComponents), sorted. */
export async function readIndexMembers(db: Database, code: string): Promise<string[]> {
  const rows = await db
    .select({ ticker: indexComponents.ticker })
    .from(indexComponents)
    .where(eq(indexComponents.indexCode, code))
    .orderBy(asc(indexComponents.ticker));
  return rows.map((row) => row.ticker);
}

/** Vietnamese names of ICB codes. */
export async function readIndustryNames(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: industries.icbCode, name: industries.nameVi })
    .from(industries)
    .where(inArray(industries.icbCode, [...codes]));
  return new Map(rows.map((row) => [row.code, row.name]));
}
