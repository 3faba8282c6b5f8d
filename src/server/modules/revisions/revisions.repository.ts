import { sql, type SQL } from 'drizzle-orm';
import type { CompanyType, StatementType } from '@/common/constants/market';
import type { Database } from '../../db/client';

/**
 * The history of changed figures for the console: the revisions the triggers of migration 0014 keep,
 * each with the value that replaced it. That value was stored in the same transaction as the revision
 * (the trigger sets updated_at and valid_to to the same now()), so it is the key's next revision
 * starting at valid_to, else its current row stored at valid_to; neither means the figure was deleted.
 */

export interface RevisionFilter {
  ticker?: string;
  seriesId?: number;
  limit: number;
  offset: number;
}

export interface StoredRevision {
  kind: 'statement' | 'macro';
  id: number;
  ticker: string | null;
  companyType: CompanyType | null;
  statement: StatementType | null;
  periodType: 'year' | 'quarter' | 'month' | null;
  year: number | null;
  quarter: number | null;
  itemCode: string | null;
  seriesId: number | null;
  seriesName: string | null;
  seriesUnit: string | null;
  seriesFrequency: string | null;
  period: string | null;
  valueType: string | null;
  oldValue: number | null;
  newValue: number | null;
  removed: boolean;
  source: string;
  validFromMs: number;
  validToMs: number;
}

const SAME_STATEMENT_KEY = (alias: string) =>
  sql.raw(`${alias}.ticker = r.ticker and ${alias}.statement = r.statement and ${alias}.period_type = r.period_type
    and ${alias}.year = r.year and ${alias}.quarter = r.quarter and ${alias}.source = r.source
    and ${alias}.item_code = r.item_code`);

const SAME_MACRO_KEY = (alias: string) =>
  sql.raw(
    `${alias}.series_id = r.series_id and ${alias}.value_type = r.value_type and ${alias}.period = r.period`,
  );

const statementWhere = (ticker: string | undefined): SQL =>
  ticker === undefined ? sql`true` : sql`r.ticker = ${ticker}`;
const macroWhere = (seriesId: number | undefined): SQL =>
  seriesId === undefined ? sql`true` : sql`r.series_id = ${seriesId}`;

function statementPart(ticker: string | undefined, newest: number): SQL {
  return sql`
    select 'statement' as kind, r.id, r.ticker, c.company_type, r.statement, r.period_type, r.year::int as year,
      r.quarter::int as quarter, r.item_code, null::int as series_id, null::text as series_name,
      null::text as series_unit, null::text as series_frequency, null::text as period, null::text as value_type,
      r.value as old_value, case when nx.id is not null then nx.value else cur.value end as new_value,
      (nx.id is null and cur.ticker is null) as removed, r.source, r.valid_from, r.valid_to
    from (
      select * from statement_value_revisions r where ${statementWhere(ticker)}
      order by r.valid_to desc, r.id desc limit ${newest}) r
    left join companies c on c.ticker = r.ticker
    left join lateral (
      select n.id, n.value from statement_value_revisions n
      where ${SAME_STATEMENT_KEY('n')} and n.valid_from = r.valid_to order by n.id limit 1) nx on true
    left join lateral (
      select v.ticker, v.value from statement_values v
      where ${SAME_STATEMENT_KEY('v')} and v.updated_at = r.valid_to) cur on true`;
}

function macroPart(seriesId: number | undefined, newest: number): SQL {
  return sql`
    select 'macro' as kind, r.id, null::text as ticker, null::text as company_type, null::text as statement,
      null::text as period_type, null::int as year, null::int as quarter, null::text as item_code,
      r.series_id, s.name_vi as series_name, s.unit as series_unit, s.frequency as series_frequency,
      r.period::text as period, r.value_type,
      r.value as old_value, case when nx.id is not null then nx.value else cur.value end as new_value,
      (nx.id is null and cur.series_id is null) as removed, r.source, r.valid_from, r.valid_to
    from (
      select * from macro_value_revisions r where ${macroWhere(seriesId)}
      order by r.valid_to desc, r.id desc limit ${newest}) r
    left join macro_series s on s.id = r.series_id
    left join lateral (
      select n.id, n.value from macro_value_revisions n
      where ${SAME_MACRO_KEY('n')} and n.valid_from = r.valid_to order by n.id limit 1) nx on true
    left join lateral (
      select v.series_id, v.value from macro_values v
      where ${SAME_MACRO_KEY('v')} and v.updated_at = r.valid_to) cur on true`;
}

/** The kinds a filter asks for: a ticker keeps statements, a series macro figures; none keeps both. */
function kindsOf(filter: RevisionFilter): { statements: boolean; macro: boolean } {
  const any = filter.ticker === undefined && filter.seriesId === undefined;
  return { statements: any || filter.ticker !== undefined, macro: any || filter.seriesId !== undefined };
}

function parts(filter: RevisionFilter): SQL {
  const kinds = kindsOf(filter);
  const wanted: SQL[] = [];
  // Each part looks up new values only for its newest rows that can reach the page asked.
  const newest = filter.offset + filter.limit;
  if (kinds.statements) wanted.push(statementPart(filter.ticker, newest));
  if (kinds.macro) wanted.push(macroPart(filter.seriesId, newest));
  return sql.join(wanted, sql` union all `);
}

function countOf(filter: RevisionFilter): SQL {
  const kinds = kindsOf(filter);
  const counts: SQL[] = [];
  if (kinds.statements) {
    counts.push(
      sql`(select count(*) from statement_value_revisions r where ${statementWhere(filter.ticker)})`,
    );
  }
  if (kinds.macro) {
    counts.push(sql`(select count(*) from macro_value_revisions r where ${macroWhere(filter.seriesId)})`);
  }
  return sql`select (${sql.join(counts, sql` + `)})::int as n`;
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** One page of revisions, the newest change first, and how many match. */
export async function readRevisions(
  db: Database,
  filter: RevisionFilter,
): Promise<{ rows: StoredRevision[]; total: number }> {
  const listed = await db.execute(sql`
    select *, extract(epoch from valid_from) * 1000 as valid_from_ms,
      extract(epoch from valid_to) * 1000 as valid_to_ms
    from (${parts(filter)}) changes
    order by valid_to desc, kind, id desc
    limit ${filter.limit} offset ${filter.offset}`);
  const counted = await db.execute(countOf(filter));
  const raw = (listed as { rows?: Record<string, unknown>[] }).rows ?? [];
  const total = Number((counted as { rows?: { n?: unknown }[] }).rows?.[0]?.n ?? 0);
  const rows = raw.map((row): StoredRevision => ({
    kind: row.kind === 'macro' ? 'macro' : 'statement',
    id: Number(row.id),
    ticker: (row.ticker as string | null) ?? null,
    companyType: (row.company_type as CompanyType | null) ?? null,
    statement: (row.statement as StatementType | null) ?? null,
    periodType: (row.period_type as StoredRevision['periodType']) ?? null,
    year: numberOrNull(row.year),
    quarter: numberOrNull(row.quarter),
    itemCode: (row.item_code as string | null) ?? null,
    seriesId: numberOrNull(row.series_id),
    seriesName: (row.series_name as string | null) ?? null,
    seriesUnit: (row.series_unit as string | null) ?? null,
    seriesFrequency: (row.series_frequency as string | null) ?? null,
    period: (row.period as string | null) ?? null,
    valueType: (row.value_type as string | null) ?? null,
    oldValue: numberOrNull(row.old_value),
    newValue: numberOrNull(row.new_value),
    removed: row.removed === true || row.removed === 't',
    source: String(row.source),
    validFromMs: Number(row.valid_from_ms),
    validToMs: Number(row.valid_to_ms),
  }));
  return { rows, total };
}
