import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PriceObservation } from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { dailyPrices, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from '../../db/statementSource';

/** What the valuation bands read beyond the ratios' own repositories: a ticker's closes, depreciation. */

export interface SessionClose extends PriceObservation {
  source: string;
}

/** The ticker's latest daily close (the day the bands end on), or null without any. */
export async function readLatestCloseDate(db: Database, ticker: string): Promise<string | null> {
  const rows = await db
    .select({ date: dailyPrices.date })
    .from(dailyPrices)
    .where(eq(dailyPrices.ticker, ticker))
    .orderBy(desc(dailyPrices.date))
    .limit(1);
  return rows[0]?.date ?? null;
}

/** Every daily close of the ticker from `from` to `to` (inclusive), ascending, with its basis. */
export async function readSessionCloses(
  db: Database,
  ticker: string,
  range: { from: string; to: string },
): Promise<SessionClose[]> {
  const rows = await db
    .select({
      date: dailyPrices.date,
      close: dailyPrices.close,
      basis: dailyPrices.priceBasis,
      adjustedTo: dailyPrices.adjustedTo,
      source: dailyPrices.source,
    })
    .from(dailyPrices)
    .where(
      and(eq(dailyPrices.ticker, ticker), gte(dailyPrices.date, range.from), lte(dailyPrices.date, range.to)),
    )
    .orderBy(asc(dailyPrices.date));
  return rows;
}

export interface DepreciationRow {
  ticker: string;
  year: number;
  quarter: number;
  value: number | null;
}

/**
 * Quarterly depreciation and amortisation of the indirect cash-flow statement (DEPRECIATION, an
 * add-back), the source each period shows: EBITDA's second half.
 */
export async function readQuarterlyDepreciation(
  db: Database,
  tickers: readonly string[],
  years: { from: number; to: number },
): Promise<DepreciationRow[]> {
  if (tickers.length === 0) return [];
  return db
    .select({
      ticker: statementValues.ticker,
      year: statementValues.year,
      quarter: statementValues.quarter,
      value: statementValues.value,
    })
    .from(statementValues)
    .innerJoin(statementChoices, chosenSourceJoin)
    .where(
      and(
        inArray(statementValues.ticker, [...tickers]),
        eq(statementValues.statement, 'CASH_FLOW_INDIRECT'),
        eq(statementValues.itemCode, 'DEPRECIATION'),
        eq(statementValues.periodType, 'quarter'),
        gte(statementValues.year, years.from),
        lte(statementValues.year, years.to),
      ),
    );
}
