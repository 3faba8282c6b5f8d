import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PERIOD_TYPES, type PeriodType } from '@/common/constants/finance';
import type { CompanyType, StatementType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from '../../db/statementSource';

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

/** The periods of a slice in statement_choices: a prefix range of its primary key. */
function choiceFilter(slice: StatementSlice): SQL | undefined {
  return and(
    eq(statementChoices.ticker, slice.ticker),
    eq(statementChoices.statement, slice.statement),
    eq(statementChoices.periodType, slice.periodType),
    slice.fromYear === undefined ? undefined : gte(statementChoices.year, slice.fromYear),
    slice.toYear === undefined ? undefined : lte(statementChoices.year, slice.toYear),
  );
}

/**
 * Every stored figure of one statement of one ticker over a year range, in key order, from the
 * source each period shows. Periods first (statement_choices), then each period's rows of that
 * source by the primary key of statement_values (ticker, statement, period_type, year, quarter,
 * source, item_code): a lateral join keeps that plan even where the planner has no statistics yet
 * (PGlite runs no autovacuum), where a plain join read every row once per period.
 */
export async function listStatementValues(db: Database, slice: StatementSlice): Promise<StoredValue[]> {
  const rows = db
    .select({
      itemCode: statementValues.itemCode,
      value: statementValues.value,
    })
    .from(statementValues)
    .where(chosenSourceJoin)
    // A subquery with a LIMIT is never flattened into a plain join (a period has a few hundred
    // lines at most, so nothing is cut).
    .limit(100_000)
    .as('v');
  return db
    .select({
      itemCode: rows.itemCode,
      year: statementChoices.year,
      quarter: statementChoices.quarter,
      value: rows.value,
      source: statementChoices.source,
    })
    .from(statementChoices)
    .innerJoinLateral(rows, sql`true`)
    .where(choiceFilter(slice))
    .orderBy(asc(statementChoices.year), asc(statementChoices.quarter));
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
    .where(choiceFilter(slice))
    .orderBy(asc(statementChoices.year), asc(statementChoices.quarter));
}

/**
 * The period types one statement of one ticker has figures in, as PERIOD_TYPES orders them (the
 * period choice offers only these): a prefix range of statement_choices' primary key.
 */
export async function listStatementPeriodTypes(
  db: Database,
  slice: { ticker: string; statement: StatementType },
): Promise<PeriodType[]> {
  const rows = await db
    .selectDistinct({ periodType: statementChoices.periodType })
    .from(statementChoices)
    .where(and(eq(statementChoices.ticker, slice.ticker), eq(statementChoices.statement, slice.statement)));
  const present = new Set<string>(rows.map((row) => row.periodType));
  return PERIOD_TYPES.filter((periodType) => present.has(periodType));
}
