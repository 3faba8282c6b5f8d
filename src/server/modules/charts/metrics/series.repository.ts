import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StatementType } from '@/common/constants/market';
import type { ChartPeriodType } from '@/common/contracts/financeChart';
import type { Database } from '../../../db/client';
import { dailyPrices, statementChoices, statementValues } from '../../../db/schema';
import { chosenSourceJoin } from '../../../db/statementSource';

/** Figures of some items of one statement of one ticker, oldest first. */
export async function readStatementItems(
  db: Database,
  input: { ticker: string; statement: StatementType; periodType: ChartPeriodType; codes: readonly string[] },
): Promise<{ itemCode: string; year: number; quarter: number; value: number | null }[]> {
  return db
    .select({
      itemCode: statementValues.itemCode,
      year: statementValues.year,
      quarter: statementValues.quarter,
      value: statementValues.value,
    })
    .from(statementValues)
    .innerJoin(statementChoices, chosenSourceJoin)
    .where(
      and(
        eq(statementValues.ticker, input.ticker),
        eq(statementValues.statement, input.statement),
        eq(statementValues.periodType, input.periodType),
        inArray(statementValues.itemCode, [...input.codes]),
      ),
    )
    .orderBy(asc(statementValues.year), asc(statementValues.quarter));
}

/** Daily adjusted closes and volumes, oldest first. */
export async function readDailyPrices(
  db: Database,
  ticker: string,
): Promise<{ date: string; close: number; adjRatio: number; volume: number }[]> {
  return db
    .select({
      date: dailyPrices.date,
      close: dailyPrices.close,
      adjRatio: dailyPrices.adjRatio,
      volume: dailyPrices.volume,
    })
    .from(dailyPrices)
    .where(eq(dailyPrices.ticker, ticker))
    .orderBy(asc(dailyPrices.date));
}
