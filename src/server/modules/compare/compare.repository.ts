import { inArray } from 'drizzle-orm';
import type { CompanyType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

/** Queries of the comparison of tickers (issue 33). */

export interface CompareCompanyRow {
  ticker: string;
  name: string;
  companyType: CompanyType;
}

/** The companies among `tickers` (any listing status), by ticker. */
export async function readCompanies(
  db: Database,
  tickers: readonly string[],
): Promise<Map<string, CompareCompanyRow>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .select({
      ticker: companies.ticker,
      nameVi: companies.nameVi,
      shortName: companies.shortName,
      companyType: companies.companyType,
    })
    .from(companies)
    .where(inArray(companies.ticker, [...tickers]));
  return new Map(
    rows.map((row) => [
      row.ticker,
      { ticker: row.ticker, name: row.shortName || row.nameVi, companyType: row.companyType },
    ]),
  );
}
