import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, statementValues } from '../../db/schema';

export interface BankCompany {
  ticker: string;
  nameVi: string;
  exchange: string | null;
  companyType: 'bank';
}

/** The commercial banks: every company of type bank, by ticker. */
export async function readBanks(db: Database): Promise<BankCompany[]> {
  const rows = await db
    .select({ ticker: companies.ticker, nameVi: companies.nameVi, exchange: companies.exchange })
    .from(companies)
    .where(eq(companies.companyType, 'bank'))
    .orderBy(asc(companies.ticker));
  return rows.map((row) => ({ ...row, companyType: 'bank' as const }));
}

/**
 * Each ticker's newest quarter with a balance sheet or an income statement (the newest period
 * numeral-data shows), in one grouped query.
 */
export async function readLatestQuarters(
  db: Database,
  tickers: readonly string[],
): Promise<Map<string, { year: number; quarter: number }>> {
  const latest = new Map<string, { year: number; quarter: number }>();
  if (tickers.length === 0) return latest;
  const rows = await db
    .select({
      ticker: statementValues.ticker,
      key: sql<number>`max(${statementValues.year} * 10 + ${statementValues.quarter})::int`,
    })
    .from(statementValues)
    .where(
      and(
        inArray(statementValues.ticker, [...tickers]),
        eq(statementValues.periodType, 'quarter'),
        inArray(statementValues.statement, ['BALANCE_SHEET', 'INCOME_STATEMENT']),
      ),
    )
    .groupBy(statementValues.ticker);
  for (const row of rows) {
    const key = row.key;
    latest.set(row.ticker, { year: Math.floor(key / 10), quarter: key % 10 });
  }
  return latest;
}
