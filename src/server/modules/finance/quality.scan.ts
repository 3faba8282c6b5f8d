import { sql } from 'drizzle-orm';
import type { CompanyType, StatementType } from '@/common/constants/market';
import { periodKey, type PeriodRef } from '@/common/finance/periods';
import {
  checkStatementPeriod,
  checkYearAgainstQuarters,
  type QualityFinding,
  type QualityMark,
} from '@/common/finance/quality';
import { DERIVED_QUARTERS_SOURCE } from '@/common/finance/statementSources';
import type { Database } from '../../db/client';
import { statementChoices, statementValues } from '../../db/schema';
import { getTemplate } from '../../catalog/templates';

/**
 * Every quality mark of one company, over every statement and period it shows (the chosen source
 * of each period, as the statement tables show it). The admin quality page runs this per company;
 * the checks are those of the finance-data answer (src/common/finance/quality.ts).
 */

export interface CompanyQualityMark extends QualityMark {
  statement: StatementType;
  /** The source the period shows (statement_choices). */
  source: string;
}

interface PeriodFigures {
  ref: PeriodRef;
  source: string;
  figures: Map<string, number | null>;
}

interface ChosenPeriod {
  statement: StatementType;
  period_type: PeriodRef['periodType'];
  year: number;
  quarter: number;
  source: string;
  /** item code -> value, as json_object_agg writes it. */
  figures: Record<string, number | null> | string;
}

/**
 * One query: the chosen source's figures of every statement and period of a ticker, one row per
 * period with its figures as one JSON object. Aggregating in the database answers ~130 rows instead
 * of ~8,000, which is what the scan's time was spent on (docs/DATA.md "Quality marks").
 */
async function readChosen(db: Database, ticker: string): Promise<ChosenPeriod[]> {
  const result: unknown = await db.execute(sql`
    select v.statement, v.period_type, v.year, v.quarter, c.source,
      json_object_agg(v.item_code, v.value) as figures
    from ${statementValues} v
    join ${statementChoices} c on c.ticker = v.ticker and c.statement = v.statement
      and c.period_type = v.period_type and c.year = v.year and c.quarter = v.quarter
      and c.source = v.source
    where v.ticker = ${ticker}
    group by v.statement, v.period_type, v.year, v.quarter, c.source`);
  return (result as { rows: ChosenPeriod[] }).rows;
}

export async function scanCompanyQuality(
  db: Database,
  ticker: string,
  companyType: CompanyType,
): Promise<CompanyQualityMark[]> {
  const periods = new Map<string, PeriodFigures>();
  for (const row of await readChosen(db, ticker)) {
    const ref: PeriodRef = { periodType: row.period_type, year: row.year, sub: row.quarter };
    const figures =
      typeof row.figures === 'string' ? (JSON.parse(row.figures) as ChosenPeriod['figures']) : row.figures;
    periods.set(`${row.statement}|${periodKey(ref)}`, {
      ref,
      source: row.source,
      figures: new Map(Object.entries(figures as Record<string, number | null>)),
    });
  }
  const marks: CompanyQualityMark[] = [];
  const place = (statement: StatementType, period: PeriodFigures, found: readonly QualityFinding[]) => {
    for (const finding of found)
      marks.push({ ...finding, statement, periodKey: periodKey(period.ref), source: period.source });
  };
  for (const [key, period] of periods) {
    const statement = key.split('|')[0] as StatementType;
    const items = getTemplate(companyType, statement);
    // A year built from quarters is their sum by construction: nothing of its own to check.
    if (period.source === DERIVED_QUARTERS_SOURCE) continue;
    place(statement, period, checkStatementPeriod(items, period.figures, statement));
    if (period.ref.periodType !== 'year') continue;
    const quarterOf = (sub: number) =>
      periods.get(`${statement}|${periodKey({ periodType: 'quarter', year: period.ref.year, sub })}`)
        ?.figures;
    const quarters = [1, 2, 3, 4].map(quarterOf);
    if (quarters.every((figures) => figures !== undefined))
      place(statement, period, checkYearAgainstQuarters(items, period.figures, quarters));
  }
  return marks;
}
