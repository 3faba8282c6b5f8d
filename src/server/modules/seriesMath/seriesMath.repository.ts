import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompanyType, StatementType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from '../../db/statementSource';

/** The company type of each ticker that exists (a group's members, read at once). */
export async function readCompanyTypes(
  db: Database,
  tickers: readonly string[],
): Promise<Map<string, CompanyType>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .select({ ticker: companies.ticker, companyType: companies.companyType })
    .from(companies)
    .where(inArray(companies.ticker, [...tickers]));
  return new Map(rows.map((row) => [row.ticker, row.companyType]));
}

/**
 * One statement line of every member in one query (the chosen source of each period, as the chart
 * data service reads one ticker's), oldest first per ticker.
 */
export async function readGroupStatementLine(
  db: Database,
  input: {
    tickers: readonly string[];
    statement: StatementType;
    itemCode: string;
    periodType: 'quarter' | 'year';
  },
): Promise<{ ticker: string; year: number; quarter: number; value: number | null }[]> {
  if (input.tickers.length === 0) return [];
  return db
    .select({
      ticker: statementValues.ticker,
      year: statementValues.year,
      quarter: statementValues.quarter,
      value: statementValues.value,
    })
    .from(statementValues)
    .innerJoin(statementChoices, chosenSourceJoin)
    .where(
      and(
        inArray(statementValues.ticker, [...input.tickers]),
        eq(statementValues.statement, input.statement),
        eq(statementValues.periodType, input.periodType),
        eq(statementValues.itemCode, input.itemCode),
      ),
    )
    .orderBy(asc(statementValues.ticker), asc(statementValues.year), asc(statementValues.quarter));
}
