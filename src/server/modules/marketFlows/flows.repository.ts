import { and, desc, gte, inArray, isNotNull, or } from 'drizzle-orm';
import type { Exchange } from '@/common/constants/market';
import type { FlowInvestor } from '@/common/contracts/marketFlows';
import type { FlowRow } from '@/common/market/foreignFlows';
import type { Database } from '../../db/client';
import { companies, stockSessions } from '../../db/schema';

/** The stock_sessions columns of each investor's flow. */
const FLOW_COLUMNS = {
  foreign: { buy: stockSessions.foreignBuyValue, sell: stockSessions.foreignSellValue },
  proprietary: { buy: stockSessions.propBuyValue, sell: stockSessions.propSellValue },
} as const;

/** The newest `count` sessions of stock_sessions (any stock), oldest first. */
export async function readSessionDates(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: stockSessions.date })
    .from(stockSessions)
    .orderBy(desc(stockSessions.date))
    .limit(count);
  return rows.map((row) => row.date).reverse();
}

export interface StoredFlowRow extends FlowRow {
  source: string;
  fetchedAt: Date;
}

/** Every stock's flow of one investor in the sessions from `from` on (null values as stored). */
export async function readFlowRows(
  db: Database,
  investor: FlowInvestor,
  from: string,
): Promise<StoredFlowRow[]> {
  const columns = FLOW_COLUMNS[investor];
  return db
    .select({
      ticker: stockSessions.ticker,
      date: stockSessions.date,
      buyValue: columns.buy,
      sellValue: columns.sell,
      source: stockSessions.source,
      fetchedAt: stockSessions.fetchedAt,
    })
    .from(stockSessions)
    .where(gte(stockSessions.date, from));
}

/** Whether any stored session has a value of the investor's flow (proprietary data is often absent). */
export async function hasAnyFlow(db: Database, investor: FlowInvestor): Promise<boolean> {
  const columns = FLOW_COLUMNS[investor];
  const rows = await db
    .select({ ticker: stockSessions.ticker })
    .from(stockSessions)
    .where(or(isNotNull(columns.buy), isNotNull(columns.sell)))
    .limit(1);
  return rows.length > 0;
}

export interface FlowCompany {
  ticker: string;
  name: string;
  exchange: Exchange | null;
}

/** Names and exchanges of the tickers listed in an answer. */
export async function readFlowCompanies(
  db: Database,
  tickers: readonly string[],
): Promise<Map<string, FlowCompany>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .select({
      ticker: companies.ticker,
      nameVi: companies.nameVi,
      shortName: companies.shortName,
      exchange: companies.exchange,
    })
    .from(companies)
    .where(and(inArray(companies.ticker, [...tickers])));
  return new Map(
    rows.map((row) => [
      row.ticker,
      { ticker: row.ticker, name: row.shortName || row.nameVi, exchange: row.exchange },
    ]),
  );
}
