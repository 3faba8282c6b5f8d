import { sql, type SQL } from 'drizzle-orm';
import { PERIOD_TYPES, type PeriodType } from '@/common/constants/finance';
import type { StatementType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { rankOf } from '../../db/statementSource';
import type { StatementSlice, StoredValue } from '../finance/finance.repository';
import type { ValueRow } from '../macro/macro.repository';

/**
 * Figures as published at an instant (docs/DATA.md "Revisions and asOf"). A key's value at the cutoff
 * is its current row when that row was stored before the cutoff (updated_at moves only when the value
 * changes), else the revision that was valid then (valid_from < cutoff <= valid_to), else nothing (not
 * published yet, or deleted by then). The triggers of migration 0014 keep those intervals disjoint, so
 * a plain UNION ALL of the two never yields a key twice. Every read covers a whole slice or series set
 * in one statement.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

function at(cutoff: Date): SQL {
  return sql`${cutoff.toISOString()}::timestamptz`;
}

function sliceFilter(alias: string, slice: Omit<StatementSlice, 'periodType'>, periodType?: PeriodType): SQL {
  const row = sql.raw(alias);
  const type = periodType === undefined ? sql`` : sql` and ${row}.period_type = ${periodType}`;
  const from = slice.fromYear === undefined ? sql`` : sql` and ${row}.year >= ${slice.fromYear}`;
  const to = slice.toYear === undefined ? sql`` : sql` and ${row}.year <= ${slice.toYear}`;
  return sql`${row}.ticker = ${slice.ticker} and ${row}.statement = ${slice.statement}${type}${from}${to}`;
}

/** Every figure of the slice (all sources) as published at the cutoff. */
function publishedStatementRows(
  slice: Omit<StatementSlice, 'periodType'>,
  periodType: PeriodType | undefined,
  cutoff: Date,
): SQL {
  return sql`
    select v.period_type, v.year, v.quarter, v.source, v.item_code, v.value
    from statement_values v
    where ${sliceFilter('v', slice, periodType)} and v.updated_at < ${at(cutoff)}
    union all
    select r.period_type, r.year, r.quarter, r.source, r.item_code, r.value
    from statement_value_revisions r
    where ${sliceFilter('r', slice, periodType)}
      and r.valid_from < ${at(cutoff)} and r.valid_to >= ${at(cutoff)}`;
}

/** The source each period of the slice showed at the cutoff (as statement_choices would have). */
function chosenSources(ticker: string): SQL {
  return sql`
    select distinct on (a.year, a.quarter) a.year, a.quarter, a.source
    from (select distinct period_type, year, quarter, source from published) a
    order by a.year, a.quarter, ${rankOf('a', sql`${ticker}`)}, a.source`;
}

/**
 * listStatementValues as published at the cutoff: each period's figures from the source that ranked
 * first among those published by then, oldest period first.
 */
export async function listStatementValuesAsOf(
  db: Database,
  slice: StatementSlice,
  cutoff: Date,
): Promise<StoredValue[]> {
  const result = await db.execute(sql`
    with published as materialized (${publishedStatementRows(slice, slice.periodType, cutoff)}),
    chosen as materialized (${chosenSources(slice.ticker)})
    select p.item_code as "itemCode", p.year::int as year, p.quarter::int as quarter, p.value, p.source
    from published p
    join chosen c on c.year = p.year and c.quarter = p.quarter and c.source = p.source
    order by p.year, p.quarter, p.item_code`);
  return rowsOf<StoredValue>(result);
}

/** listStatementPeriods as published at the cutoff: one row per period with its chosen source. */
export async function listStatementPeriodsAsOf(
  db: Database,
  slice: StatementSlice,
  cutoff: Date,
): Promise<{ year: number; quarter: number; source: string }[]> {
  const result = await db.execute(sql`
    with published as materialized (${publishedStatementRows(slice, slice.periodType, cutoff)})
    select c.year::int as year, c.quarter::int as quarter, c.source
    from (${chosenSources(slice.ticker)}) c
    order by c.year, c.quarter`);
  return rowsOf(result);
}

/** listStatementPeriodTypes as published at the cutoff, in PERIOD_TYPES order. */
export async function listStatementPeriodTypesAsOf(
  db: Database,
  slice: { ticker: string; statement: StatementType },
  cutoff: Date,
): Promise<PeriodType[]> {
  const result = await db.execute(sql`
    select distinct period_type from (${publishedStatementRows(slice, undefined, cutoff)}) p`);
  const present = new Set(rowsOf<{ period_type: string }>(result).map((row) => row.period_type));
  return PERIOD_TYPES.filter((periodType) => present.has(periodType));
}

/** readSeriesValues as published at the cutoff: every value type of some series, oldest first. */
export async function readSeriesValuesAsOf(
  db: Database,
  seriesIds: readonly number[],
  cutoff: Date,
): Promise<ValueRow[]> {
  if (seriesIds.length === 0) return [];
  const ids = sql`${`{${seriesIds.map(String).join(',')}}`}::int[]`;
  const result = await db.execute(sql`
    select series_id as "seriesId", period::text as period, value_type as "valueType", value,
      release_date::text as "releaseDate"
    from (
      select v.series_id, v.period, v.value_type, v.value, v.release_date
      from macro_values v
      where v.series_id = any(${ids}) and v.updated_at < ${at(cutoff)}
      union all
      select r.series_id, r.period, r.value_type, r.value, r.release_date
      from macro_value_revisions r
      where r.series_id = any(${ids}) and r.valid_from < ${at(cutoff)} and r.valid_to >= ${at(cutoff)}
    ) published
    order by period, series_id, value_type`);
  return rowsOf<ValueRow>(result);
}
