import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analysisReports } from '../../db/schema';

export type ReportRow = typeof analysisReports.$inferSelect;

export interface ReportScope {
  ticker: string;
  /** The company's ICB level 4 and 3 codes: reports without a ticker keyed by one are its industry's. */
  industryCodes: readonly string[];
  scope: 'all' | 'ticker' | 'industry';
}

export interface ReportFilter extends ReportScope {
  source?: string;
  /** Published at or after. */
  from?: Date;
  /** Published before. */
  before?: Date;
}

function scopeCondition(filter: ReportScope): SQL {
  const own = eq(analysisReports.ticker, filter.ticker);
  const industry =
    filter.industryCodes.length > 0
      ? and(isNull(analysisReports.ticker), inArray(analysisReports.icbCode, [...filter.industryCodes]))
      : undefined;
  if (filter.scope === 'ticker') return own;
  if (filter.scope === 'industry') return industry ?? sql`false`;
  return industry ? (or(own, industry) ?? own) : own;
}

function whereOf(filter: ReportFilter): SQL | undefined {
  return and(
    scopeCondition(filter),
    filter.source ? eq(analysisReports.source, filter.source) : undefined,
    filter.from ? gte(analysisReports.publishedAt, filter.from) : undefined,
    filter.before ? lt(analysisReports.publishedAt, filter.before) : undefined,
  );
}

/** One page of reports, newest first, and how many match. */
export async function listReports(
  db: Database,
  filter: ReportFilter,
  window: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(analysisReports)
      .where(where)
      .orderBy(desc(analysisReports.publishedAt), desc(analysisReports.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ value: count() }).from(analysisReports).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** Every source with reports in the scope, alphabetical. */
export async function listReportSources(db: Database, scope: ReportScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: analysisReports.source })
    .from(analysisReports)
    .where(scopeCondition(scope))
    .orderBy(asc(analysisReports.source));
  return rows.map((row) => row.source);
}

export async function findReport(db: Database, id: number): Promise<ReportRow | null> {
  const rows = await db.select().from(analysisReports).where(eq(analysisReports.id, id)).limit(1);
  return rows[0] ?? null;
}
