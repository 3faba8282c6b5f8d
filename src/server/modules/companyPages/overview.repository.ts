import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PriceBasis } from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { dailyPrices, statementChoices, statementValues } from '../../db/schema';
import { chosenSourceJoin } from '../../db/statementSource';

export interface PriceDay {
  /** YYYY-MM-DD. */
  date: string;
  close: number;
  adjRatio: number;
  priceBasis: PriceBasis;
  adjustedTo: string | null;
}

/** The newest `limit` trading days, newest first. */
export async function readLatestPrices(db: Database, ticker: string, limit: number): Promise<PriceDay[]> {
  return db
    .select({
      date: dailyPrices.date,
      close: dailyPrices.close,
      adjRatio: dailyPrices.adjRatio,
      priceBasis: dailyPrices.priceBasis,
      adjustedTo: dailyPrices.adjustedTo,
    })
    .from(dailyPrices)
    .where(eq(dailyPrices.ticker, ticker))
    .orderBy(desc(dailyPrices.date))
    .limit(limit);
}

/** Highest and lowest adjusted close (close x adj_ratio) of the days after `after` up to `upTo`. */
export async function readAdjustedCloseRange(
  db: Database,
  ticker: string,
  after: string,
  upTo: string,
): Promise<{ high: number | null; low: number | null }> {
  const adjusted = sql`${dailyPrices.close} * ${dailyPrices.adjRatio}`;
  const rows = await db
    .select({
      high: sql<number | null>`max(${adjusted})`.mapWith(Number),
      low: sql<number | null>`min(${adjusted})`.mapWith(Number),
    })
    .from(dailyPrices)
    .where(and(eq(dailyPrices.ticker, ticker), gt(dailyPrices.date, after), lte(dailyPrices.date, upTo)));
  const row = rows[0];
  // mapWith is skipped for SQL nulls, so a day range without prices answers nulls.
  return { high: row?.high ?? null, low: row?.low ?? null };
}

export interface QuarterValue {
  itemCode: string;
  year: number;
  quarter: number;
  value: number | null;
}

/** Every quarterly figure of some income-statement items of a ticker. */
export async function readQuarterlyIncome(
  db: Database,
  ticker: string,
  itemCodes: readonly string[],
): Promise<QuarterValue[]> {
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
        eq(statementValues.ticker, ticker),
        eq(statementValues.statement, 'INCOME_STATEMENT'),
        eq(statementValues.periodType, 'quarter'),
        inArray(statementValues.itemCode, [...itemCodes]),
      ),
    );
}
