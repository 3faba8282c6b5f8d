import { and, eq, ne, sql } from 'drizzle-orm';
import type {
  CompanySourcesResponse,
  DefaultSourcesResponse,
  SourcePriorityBody,
} from '@/common/contracts/adminSources';
import {
  STATEMENT_PERIOD_TYPES,
  type StatementPeriodType,
  type StatementType,
} from '@/common/constants/market';
import { periodLabel } from '@/common/finance/periods';
import {
  DEFAULT_SOURCE_PRIORITIES,
  isStatementSource,
  type SourcePriority,
  type StatementSource,
} from '@/common/finance/statementSources';
import { bumpDataVersion, dataChangedHere } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { companies, statementSourcePriorities } from '../../db/schema';
import { AppError } from '../../core/errors';
import { refreshStatementSources } from '../../db/statementSource';

/**
 * Reading and changing the source priority (docs/DATA.md "Sources of a statement"). A change
 * re-ranks the stored sources at once (statement_choices and derived years), for one company or, for
 * the default, every company.
 */

export const DEFAULT_SCOPE = '*';

type Lists = Partial<Record<StatementPeriodType, StatementSource[]>>;

async function listsOf(db: Database, scope: string): Promise<Lists> {
  const rows = await db
    .select({ periodType: statementSourcePriorities.periodType, sources: statementSourcePriorities.sources })
    .from(statementSourcePriorities)
    .where(eq(statementSourcePriorities.scope, scope));
  const lists: Lists = {};
  for (const row of rows) lists[row.periodType] = row.sources.filter(isStatementSource);
  return lists;
}

function effective(...layers: Lists[]): SourcePriority {
  const result = { ...DEFAULT_SOURCE_PRIORITIES };
  for (const periodType of STATEMENT_PERIOD_TYPES) {
    for (const layer of layers) {
      const list = layer[periodType];
      if (list) {
        result[periodType] = list;
        break;
      }
    }
  }
  return result;
}

function mutable(priority: SourcePriority) {
  return { year: [...priority.year], quarter: [...priority.quarter], month: [...priority.month] };
}

export async function getDefaultSources(db: Database): Promise<DefaultSourcesResponse> {
  const overrides = await db
    .select({ ticker: statementSourcePriorities.scope, periodType: statementSourcePriorities.periodType })
    .from(statementSourcePriorities)
    .where(ne(statementSourcePriorities.scope, DEFAULT_SCOPE))
    .orderBy(statementSourcePriorities.scope, statementSourcePriorities.periodType);
  return {
    effective: mutable(effective(await listsOf(db, DEFAULT_SCOPE))),
    builtIn: mutable(DEFAULT_SOURCE_PRIORITIES),
    overrides,
  };
}

async function companyOrThrow(db: Database, ticker: string): Promise<void> {
  const [row] = await db
    .select({ ticker: companies.ticker })
    .from(companies)
    .where(eq(companies.ticker, ticker));
  if (!row) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${ticker}`);
}

interface StoredRow {
  statement: StatementType;
  period_type: StatementPeriodType;
  source: string;
  periods: number;
  shown: number;
  first: number;
  last: number;
}

export async function getCompanySources(db: Database, ticker: string): Promise<CompanySourcesResponse> {
  await companyOrThrow(db, ticker);
  const own = await listsOf(db, ticker);
  const result: unknown = await db.execute(sql`
    with stored as (
      select distinct statement, period_type, year, quarter, source
      from statement_values where ticker = ${ticker}
    )
    select s.statement, s.period_type, s.source, count(*)::int as periods,
      count(c.source)::int as shown,
      min(s.year * 100 + s.quarter)::int as first, max(s.year * 100 + s.quarter)::int as last
    from stored s
    left join statement_choices c
      on c.ticker = ${ticker} and c.statement = s.statement and c.period_type = s.period_type
      and c.year = s.year and c.quarter = s.quarter and c.source = s.source
    group by s.statement, s.period_type, s.source
    order by s.statement, s.period_type, s.source`);
  const rows = (result as { rows: StoredRow[] }).rows;
  const label = (periodType: StatementPeriodType, ordinal: number) =>
    periodLabel({ periodType, year: Math.floor(ordinal / 100), sub: ordinal % 100 });
  return {
    ticker,
    effective: mutable(effective(own, await listsOf(db, DEFAULT_SCOPE))),
    own: { year: own.year ?? null, quarter: own.quarter ?? null, month: own.month ?? null },
    stored: rows.map((row) => ({
      statement: row.statement,
      periodType: row.period_type,
      source: row.source,
      periods: row.periods,
      shown: row.shown,
      first: label(row.period_type, row.first),
      last: label(row.period_type, row.last),
    })),
  };
}

async function writeList(db: Database, scope: string, body: SourcePriorityBody): Promise<void> {
  if (body.sources === null) {
    await db
      .delete(statementSourcePriorities)
      .where(
        and(
          eq(statementSourcePriorities.scope, scope),
          eq(statementSourcePriorities.periodType, body.periodType),
        ),
      );
    return;
  }
  await db
    .insert(statementSourcePriorities)
    .values({ scope, periodType: body.periodType, sources: body.sources })
    .onConflictDoUpdate({
      target: [statementSourcePriorities.scope, statementSourcePriorities.periodType],
      set: { sources: body.sources, updatedAt: new Date() },
    });
}

/** Sets (or, with sources null, drops) a company's own list and re-ranks its statements. */
export async function setCompanySources(
  db: Database,
  ticker: string,
  body: SourcePriorityBody,
): Promise<CompanySourcesResponse> {
  await companyOrThrow(db, ticker);
  await db.transaction(async (tx) => {
    await writeList(tx, ticker, body);
    await refreshStatementSources(tx, { tickers: [ticker] });
    await bumpDataVersion(tx);
  });
  dataChangedHere();
  return getCompanySources(db, ticker);
}

/** Sets the default list of a period type (sources null: back to the built-in one) for every company. */
export async function setDefaultSources(
  db: Database,
  body: SourcePriorityBody,
): Promise<DefaultSourcesResponse> {
  await db.transaction(async (tx) => {
    await writeList(tx, DEFAULT_SCOPE, body);
    await refreshStatementSources(tx, {});
    await bumpDataVersion(tx);
  });
  dataChangedHere();
  return getDefaultSources(db);
}
