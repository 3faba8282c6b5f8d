import type { PeriodType } from '@/common/constants/finance';
import type { StatementType } from '@/common/constants/market';
import type { FinanceDataQuery } from '@/common/contracts/finance';
import { periodKey, type PeriodRef } from '@/common/finance/periods';
import {
  checkStatementPeriod,
  checkYearAgainstQuarters,
  type Figures,
  type QualityItem,
  type QualityMark,
} from '@/common/finance/quality';
import { DERIVED_QUARTERS_SOURCE, sourceLabel } from '@/common/finance/statementSources';
import type { Database } from '../../db/client';
import { listStatementPeriods, listStatementValues, type CompanyRef } from './finance.repository';
import { gridFromRows } from './finance.views';
import { getTemplate } from '../../catalog/templates';

/**
 * The quality marks of one statement table (docs/DATA.md "Quality marks"): the checks of
 * src/common/finance/quality.ts over the figures the table shows, plus, for yearly tables, each
 * published year against its four quarters. Derived views and growth carry no marks (their figures
 * are computed, not published); a year built from quarters is not checked against them.
 */

/** The published figures of the shown periods, as finance.service reads them. */
export interface ShownFigures {
  company: CompanyRef;
  statement: StatementType;
  query: Pick<FinanceDataQuery, 'tableName' | 'growth' | 'period'>;
  shown: readonly PeriodRef[];
  figures: ReadonlyMap<string, Figures>;
}

/** Whether a table shows published figures (a statement as stored), the only ones marks apply to. */
export function showsPublishedFigures(query: ShownFigures['query'], statement: StatementType): boolean {
  return query.tableName === statement && query.growth === undefined;
}

/** Sources of the shown years and their quarters, and the quarters' figures (yearly tables only). */
async function yearContext(db: Database, input: ShownFigures) {
  const years = input.shown.map((ref) => ref.year);
  const slice = {
    ticker: input.company.ticker,
    statement: input.statement,
    fromYear: Math.min(...years),
    toYear: Math.max(...years),
  };
  const [quarterRows, yearSources, quarterSources] = await Promise.all([
    listStatementValues(db, { ...slice, periodType: 'quarter' }),
    listStatementPeriods(db, { ...slice, periodType: 'year' }),
    listStatementPeriods(db, { ...slice, periodType: 'quarter' }),
  ]);
  const sourceOf = (periodType: PeriodType, year: number, sub: number) =>
    (periodType === 'year' ? yearSources : quarterSources).find(
      (row) => row.year === year && row.quarter === sub,
    )?.source;
  return { quarters: gridFromRows(quarterRows, 'quarter').figures, sourceOf };
}

function yearMarks(
  ref: PeriodRef,
  year: Figures,
  items: readonly QualityItem[],
  context: Awaited<ReturnType<typeof yearContext>>,
): QualityMark[] {
  const yearSource = context.sourceOf('year', ref.year, 0) ?? '';
  const ofYear = [1, 2, 3, 4].map((sub) =>
    context.quarters.get(periodKey({ periodType: 'quarter', year: ref.year, sub })),
  );
  if (!ofYear.every((figures) => figures !== undefined)) return [];
  const sources = new Set([1, 2, 3, 4].map((sub) => context.sourceOf('quarter', ref.year, sub) ?? ''));
  const note =
    sources.size === 1 && !sources.has(yearSource)
      ? ` Năm theo ${sourceLabel(yearSource)}, các quý theo ${sourceLabel([...sources][0] ?? '')}.`
      : '';
  return checkYearAgainstQuarters(items, year, ofYear).map((found) => ({
    ...found,
    periodKey: periodKey(ref),
    message: `${found.message}${note}`,
  }));
}

/**
 * The marks of one answer, oldest period first; empty for derived views and growth. A year built
 * from its quarters (not published) carries none: its figures are computed.
 */
export async function qualityMarksOf(db: Database, input: ShownFigures): Promise<QualityMark[]> {
  if (!showsPublishedFigures(input.query, input.statement) || input.shown.length === 0) return [];
  const items = getTemplate(input.company.companyType, input.statement);
  const context = input.query.period === 'year' ? await yearContext(db, input) : null;
  const marks: QualityMark[] = [];
  for (const ref of input.shown) {
    const figures = input.figures.get(periodKey(ref));
    if (!figures) continue;
    if (context && context.sourceOf('year', ref.year, 0) === DERIVED_QUARTERS_SOURCE) continue;
    for (const found of checkStatementPeriod(items, figures, input.statement))
      marks.push({ ...found, periodKey: periodKey(ref) });
    if (context) marks.push(...yearMarks(ref, figures, items, context));
  }
  return marks;
}
