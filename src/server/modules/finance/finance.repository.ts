import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PeriodType } from '@/common/constants/finance';
import type { CompanyType, StatementType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from './statementSource';

export interface CompanyRef {
  ticker: string;
  companyType: CompanyType;
}

export async function findCompany(db: Database, ticker: string): Promise<CompanyRef | null> {
  const [row] = await db
    .select({ ticker: companies.ticker, companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.ticker, ticker))
    .limit(1);
  return row ?? null;
}

export interface StatementSlice {
  ticker: string;
  statement: StatementType;
  periodType: PeriodType;
  /** Inclusive year bounds; absent = unbounded. */
  fromYear?: number;
  toYear?: number;
}

export interface StoredValue {
  itemCode: string;
  year: number;
  /** 0 for a year, 1-4 for a quarter, 1-12 for a month. */
  quarter: number;
  value: number | null;
  /** The source the period shows (statement_choices); every row of a period has the same one. */
  source: string;
}

function sliceFilter(slice: StatementSlice): SQL | undefined {
  // Equality on ticker, statement and period type then a year range: a prefix range scan of the
  // primary key (ticker, statement, period_type, year, quarter, item_code).
  return and(
    eq(statementValues.ticker, slice.ticker),
    eq(statementValues.statement, slice.statement),
    eq(statementValues.periodType, slice.periodType),
    slice.fromYear === undefined ? undefined : gte(statementValues.year, slice.fromYear),
    slice.toYear === undefined ? undefined : lte(statementValues.year, slice.toYear),
  );
}

/** Every stored figure of one statement of one ticker over a year range, in key order. */
export async function listStatementValues(db: Database, slice: StatementSlice): Promise<StoredValue[]> {
  return db
    .select({
      itemCode: statementValues.itemCode,
      year: statementValues.year,
      quarter: statementValues.quarter,
      value: statementValues.value,
      source: statementChoices.source,
    })
    .from(statementValues)
    .innerJoin(statementChoices, chosenSourceJoin)
    .where(sliceFilter(slice))
    .orderBy(asc(statementValues.year), asc(statementValues.quarter));
}

/**
 * The periods one statement of one ticker has figures for, oldest first, with the source each
 * shows: one row per period of statement_choices (a prefix range of its primary key).
 */
export async function listStatementPeriods(
  db: Database,
  slice: StatementSlice,
): Promise<{ year: number; quarter: number; source: string }[]> {
  return db
    .select({
      year: statementChoices.year,
      quarter: statementChoices.quarter,
      source: statementChoices.source,
    })
    .from(statementChoices)
    .where(
      and(
        eq(statementChoices.ticker, slice.ticker),
        eq(statementChoices.statement, slice.statement),
        eq(statementChoices.periodType, slice.periodType),
        slice.fromYear === undefined ? undefined : gte(statementChoices.year, slice.fromYear),
        slice.toYear === undefined ? undefined : lte(statementChoices.year, slice.toYear),
      ),
    )
    .orderBy(asc(statementChoices.year), asc(statementChoices.quarter));
}
