import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CompanyType, Exchange } from '@/common/constants/market';
import type { PriceBasis } from '@/common/finance/shareBasis';
import { readDataVersion } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { companies, industries, stockSessions } from '../../db/schema';

/**
 * The batch reads of the market facts: one query per table for every listed stock, never one per
 * ticker. The fingerprint is the shared data version, checked at most once a second (facts.ts).
 */

export interface ListedCompany {
  ticker: string;
  companyType: CompanyType;
  exchange: Exchange | null;
  name: string;
  shortName: string;
  icbCode1: string | null;
  icbCode2: string | null;
  icbCode3: string | null;
  icbCode4: string | null;
}

/** Every listed company (the screener's universe, with or without prices), by ticker. */
export async function readListedCompanies(db: Database): Promise<ListedCompany[]> {
  return db
    .select({
      ticker: companies.ticker,
      companyType: companies.companyType,
      exchange: companies.exchange,
      name: companies.nameVi,
      shortName: companies.shortName,
      icbCode1: companies.icbCode1,
      icbCode2: companies.icbCode2,
      icbCode3: companies.icbCode3,
      icbCode4: companies.icbCode4,
    })
    .from(companies)
    .where(and(eq(companies.listingStatus, 'listed'), isNotNull(companies.exchange)))
    .orderBy(asc(companies.ticker));
}

export interface PriceRow {
  ticker: string;
  date: string;
  close: number;
  adjRatio: number;
  priceBasis: PriceBasis;
  adjustedTo: string | null;
}

/** The newest day of daily_prices (one row per ticker: the primary key's date part). */
export async function latestPriceDate(db: Database): Promise<string | null> {
  const answer = await db.execute(sql`select max(date)::text as date from daily_prices`);
  const rows = (answer as { rows: { date: string | null }[] }).rows;
  return rows[0]?.date ?? null;
}

/** The market's last `count` session dates of stock_sessions, oldest first (the date index). */
export async function readSessionDates(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: stockSessions.date })
    .from(stockSessions)
    .orderBy(desc(stockSessions.date))
    .limit(count);
  return rows.map((row) => row.date).reverse();
}

export interface SessionRow {
  ticker: string;
  date: string;
  totalVolume: number | null;
  totalValue: number | null;
  foreignBuyValue: number | null;
  foreignSellValue: number | null;
}

export interface IndustryName {
  level: number;
  code: string;
  name: string;
}

export async function readAllIndustryNames(db: Database, codes: readonly string[]): Promise<IndustryName[]> {
  if (codes.length === 0) return [];
  return db
    .select({ level: industries.level, code: industries.icbCode, name: industries.nameVi })
    .from(industries)
    .where(inArray(industries.icbCode, [...codes]))
    .orderBy(asc(industries.icbCode));
}

/**
 * What the facts depend on: the data version shared by every cache (src/server/data/dataVersion.ts),
 * one aggregate query over small or indexed columns. Any writer on any instance moves it.
 */
export async function marketFactsFingerprint(db: Database): Promise<string> {
  return (await readDataVersion(db)).all;
}
