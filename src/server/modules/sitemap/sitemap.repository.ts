import { asc, eq, sql } from 'drizzle-orm';
import type { Exchange } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, industries } from '../../db/schema';

/** What the sitemaps and the company directory need of a company. */
export interface ListedCompany {
  ticker: string;
  nameVi: string;
  exchange: Exchange | null;
  /** ICB level 2 (super-sector), the directory's industry grouping. */
  icbCode2: string | null;
  updatedAt: Date;
}

/** Every company, by ticker. */
export async function listCompanies(db: Database): Promise<ListedCompany[]> {
  return db
    .select({
      ticker: companies.ticker,
      nameVi: companies.nameVi,
      exchange: companies.exchange,
      icbCode2: companies.icbCode2,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .orderBy(asc(companies.ticker));
}

/** Vietnamese names of the ICB level-2 industries, by code. */
export async function industryNamesOfLevel2(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: industries.icbCode, name: industries.nameVi })
    .from(industries)
    .where(eq(industries.level, 2));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/**
 * A fingerprint of what the listings show of the companies table: the row count and a hash of the
 * listed columns and update times, computed in the database (one aggregate, no rows sent). Any writer
 * (the console's edits, an import in another process, the seed) changes it, so a listing built
 * before the write is never served after it.
 */
export async function companiesFingerprint(db: Database): Promise<string> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      hash: sql<string>`coalesce(md5(string_agg(concat_ws('|', ${companies.ticker}, ${companies.nameVi}, ${companies.exchange}, ${companies.icbCode2}, ${companies.updatedAt}::text), ',' order by ${companies.ticker})), '')`,
    })
    .from(companies);
  return `${String(row?.rows ?? 0)}:${row?.hash ?? ''}`;
}
