import { asc, eq } from 'drizzle-orm';
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
import { chosenSourceJoin } from './statementSource';
import { getTemplate } from './templates';

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

/** One query: the chosen source's figures of every statement and period of a ticker. */
async function readChosen(db: Database, ticker: string) {
  return db
    .select({
      statement: statementValues.statement,
      periodType: statementValues.periodType,
      year: statementValues.year,
      quarter: statementValues.quarter,
      itemCode: statementValues.itemCode,
      value: statementValues.value,
      source: statementChoices.source,
    })
    .from(statementValues)
    .innerJoin(statementChoices, chosenSourceJoin)
    .where(eq(statementValues.ticker, ticker))
    .orderBy(asc(statementValues.statement), asc(statementValues.year), asc(statementValues.quarter));
}

export async function scanCompanyQuality(
  db: Database,
  ticker: string,
  companyType: CompanyType,
): Promise<CompanyQualityMark[]> {
  const periods = new Map<string, PeriodFigures>();
  for (const row of await readChosen(db, ticker)) {
    const ref: PeriodRef = { periodType: row.periodType, year: row.year, sub: row.quarter };
    const key = `${row.statement}|${periodKey(ref)}`;
    let period = periods.get(key);
    if (!period) {
      period = { ref, source: row.source, figures: new Map() };
      periods.set(key, period);
    }
    period.figures.set(row.itemCode, row.value);
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
