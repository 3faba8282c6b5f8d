import { and, eq, sql, type SQL } from 'drizzle-orm';
import { textArray } from './arrays';
import type { StatementType } from '@/common/constants/market';
import { COMPANY_TYPES, STATEMENT_TYPES } from '@/common/constants/market';
import { DEFAULT_SOURCE_PRIORITY, DERIVED_QUARTERS_SOURCE } from '@/common/finance/statementSources';
import type { Database } from './client';
import { statementChoices, statementValues } from './schema';
import { getTemplate } from '../catalog/templates';

/**
 * Which source a statement shows (docs/DATA.md "Sources of a statement"). Every source keeps its own
 * rows in statement_values; statement_choices holds, per (ticker, statement, period type, year,
 * quarter), the highest-priority source that has that statement for that period. Readers join it, so
 * one statement of one period never mixes two sources, and the choice costs one small row per period.
 */

/**
 * Items outside the balance sheet that are balances, not flows (template isFlow false: the bank
 * footnotes' loans and deposits by type ...). No code is a flow in one template and a balance in
 * another (checked by a test), so the code alone says how a year is built from its quarters.
 */
export const STOCK_CODES_OUTSIDE_BALANCE_SHEET: readonly string[] = [
  ...new Set(
    COMPANY_TYPES.flatMap((companyType) =>
      STATEMENT_TYPES.filter((statement) => statement !== 'BALANCE_SHEET').flatMap((statement) =>
        getTemplate(companyType, statement)
          .filter((item) => !item.isFlow)
          .map((item) => item.code),
      ),
    ),
  ),
];

/**
 * The join condition that keeps only the chosen source's rows:
 * `.innerJoin(statementChoices, chosenSourceJoin)`.
 */
export const chosenSourceJoin: SQL = and(
  eq(statementChoices.ticker, statementValues.ticker),
  eq(statementChoices.statement, statementValues.statement),
  eq(statementChoices.periodType, statementValues.periodType),
  eq(statementChoices.year, statementValues.year),
  eq(statementChoices.quarter, statementValues.quarter),
  eq(statementChoices.source, statementValues.source),
) as SQL;

/** A PostgreSQL text[] parameter (`{"a","b"}`), for `= any(...)` and array_position. */
export { textArray };

/**
 * Rank of a source row `alias` (lower wins): its place in the company's list, else the default
 * row's ('*'), else the built-in list; unlisted sources after listed ones. A year derived from
 * quarters ranks just before the demo (it only exists where no real source publishes that year).
 * `ticker` defaults to the row's own (a query over one company passes it as a value).
 */
export function rankOf(alias: string, ticker: SQL = sql.raw(`${alias}.ticker`)): SQL {
  const row = sql.raw(alias);
  const list = sql`coalesce(
      (select p.sources from statement_source_priorities p where p.scope = ${ticker} and p.period_type = ${row}.period_type),
      (select p.sources from statement_source_priorities p where p.scope = '*' and p.period_type = ${row}.period_type),
      ${textArray(DEFAULT_SOURCE_PRIORITY)})`;
  return sql`case when ${row}.source = ${DERIVED_QUARTERS_SOURCE}
      then coalesce(array_position(${list}, 'demo'), 1000) - 0.5
      else coalesce(array_position(${list}, ${row}.source), 1000) end`;
}

export interface RefreshScope {
  /** Tickers to refresh; every company when absent (an admin changing the default priority). */
  tickers?: readonly string[];
  /** Statements to refresh; all when absent. */
  statements?: readonly StatementType[];
  /** Years to refresh (inclusive; quarters, months and the years themselves); all when absent. */
  years?: { from: number; to: number };
}

function scopeFilter(alias: string, scope: RefreshScope): SQL {
  const row = sql.raw(alias);
  const tickers = scope.tickers ? sql`${row}.ticker = any(${textArray(scope.tickers)})` : sql`true`;
  const statements = textArray(scope.statements ?? STATEMENT_TYPES);
  const years = scope.years ? sql` and ${row}.year between ${scope.years.from} and ${scope.years.to}` : sql``;
  return sql`${tickers} and ${row}.statement = any(${statements})${years}`;
}

/** The year range of some rows, for RefreshScope.years. */
export function yearsOf(rows: readonly { year: number }[]): { from: number; to: number } | undefined {
  if (rows.length === 0) return undefined;
  let from = Infinity;
  let to = -Infinity;
  for (const { year } of rows) {
    if (year < from) from = year;
    if (year > to) to = year;
  }
  return { from, to };
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: { n?: unknown }[] }).rows ?? [];
  return Number(rows[0]?.n ?? 0);
}

/** Recomputes the chosen source of every period in scope; returns how many choices changed. */
export async function refreshStatementChoices(db: Database, scope: RefreshScope): Promise<number> {
  const changed = await db.execute(sql`
    with available as (
      select distinct v.ticker, v.statement, v.period_type, v.year, v.quarter, v.source
      from statement_values v
      where ${scopeFilter('v', scope)}
    ), ranked as (
      select distinct on (a.ticker, a.statement, a.period_type, a.year, a.quarter)
        a.ticker, a.statement, a.period_type, a.year, a.quarter, a.source
      from available a
      order by a.ticker, a.statement, a.period_type, a.year, a.quarter, ${rankOf('a')}, a.source
    ), written as (
      insert into statement_choices (ticker, statement, period_type, year, quarter, source)
      select ticker, statement, period_type, year, quarter, source from ranked
      on conflict (ticker, statement, period_type, year, quarter)
      do update set source = excluded.source
      where statement_choices.source is distinct from excluded.source
      returning 1
    )
    select count(*)::int as n from written`);
  // Periods whose chosen source has no row any more (and no other source has one either).
  const removed = await db.execute(sql`
    with gone as (
      delete from statement_choices c
      where ${scopeFilter('c', scope)}
        and not exists (
          select 1 from statement_values v
          where v.ticker = c.ticker and v.statement = c.statement and v.period_type = c.period_type
            and v.year = c.year and v.quarter = c.quarter and v.source = c.source)
      returning 1
    )
    select count(*)::int as n from gone`);
  return rowCount(changed) + rowCount(removed);
}

/**
 * Rebuilds the years derived from quarters (source 'derived-quarters') in scope: a year gets one
 * when its four quarters are chosen from one real source (not the demo, which publishes its own
 * years) and no real source publishes that year. Flows are the sum of the four quarters (all four
 * present), balances (the balance sheet and items with template isFlow false) the fourth quarter's.
 * Returns rows written or removed.
 */
export async function rebuildDerivedYears(db: Database, scope: RefreshScope): Promise<number> {
  // The CTEs are materialized so the plan stays small-first even before the planner has statistics.
  const result = await db.execute(sql`
    with quarters as materialized (
      select c.ticker, c.statement, c.year, min(c.source) as source
      from statement_choices c
      where ${scopeFilter('c', scope)} and c.period_type = 'quarter'
      group by c.ticker, c.statement, c.year
      having count(*) = 4 and count(distinct c.source) = 1 and min(c.source) <> 'demo'
    ), eligible as materialized (
      select q.* from quarters q
      where not exists (
        select 1 from statement_values y
        where y.ticker = q.ticker and y.statement = q.statement and y.period_type = 'year'
          and y.year = q.year and y.quarter = 0 and y.source not in (${DERIVED_QUARTERS_SOURCE}, 'demo'))
    ), derived as materialized (
      select v.ticker, v.statement, v.item_code, v.year,
        case when v.statement = 'BALANCE_SHEET' or v.item_code = any(${textArray(STOCK_CODES_OUTSIDE_BALANCE_SHEET)})
          then max(v.value) filter (where v.quarter = 4)
          else case when count(v.value) = 4 then sum(v.value) end
        end as value
      from eligible e
      join statement_values v
        on v.ticker = e.ticker and v.statement = e.statement and v.period_type = 'quarter'
        and v.year = e.year and v.source = e.source
      group by v.ticker, v.statement, v.item_code, v.year
    ), kept as materialized (
      select * from derived where value is not null
    ), removed as (
      delete from statement_values s
      where ${scopeFilter('s', scope)} and s.period_type = 'year' and s.quarter = 0
        and s.source = ${DERIVED_QUARTERS_SOURCE}
        -- NOT IN over a small set runs as one hashed lookup per row (the columns are never null).
        and (s.ticker, s.statement, s.year, s.item_code) not in (
          select k.ticker, k.statement, k.year, k.item_code from kept k)
      returning 1
    ), written as (
      insert into statement_values (ticker, statement, item_code, period_type, year, quarter, value, source)
      select ticker, statement, item_code, 'year', year, 0, value, ${DERIVED_QUARTERS_SOURCE} from kept
      on conflict (ticker, statement, period_type, year, quarter, source, item_code)
      do update set value = excluded.value, updated_at = now()
      where statement_values.value is distinct from excluded.value
      returning 1
    )
    select ((select count(*) from removed) + (select count(*) from written))::int as n`);
  return rowCount(result);
}

/**
 * After any write of statement_values: the chosen sources, then the derived years (which need the
 * quarters' choices), then the years' choices again. Idempotent: nothing changes on a second run.
 */
export async function refreshStatementSources(db: Database, scope: RefreshScope): Promise<void> {
  await refreshStatementChoices(db, scope);
  // Always rebuilt, even when a re-import changed nothing: importing the files again is how a
  // database filled before derived years existed gets them.
  if ((await rebuildDerivedYears(db, scope)) > 0) await refreshStatementChoices(db, scope);
}

/** The key of statement_values, for `upsertChanged`'s conflict target (source included). */
export const STATEMENT_VALUE_KEY = [
  statementValues.ticker,
  statementValues.statement,
  statementValues.periodType,
  statementValues.year,
  statementValues.quarter,
  statementValues.source,
  statementValues.itemCode,
];
