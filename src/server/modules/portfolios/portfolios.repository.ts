import { and, asc, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TransactionKind, TransactionSource } from '@/common/portfolio/types';
import type { Database } from '../../db/client';
import {
  companies,
  corporateEvents,
  dailyPrices,
  portfolios,
  portfolioTransactions,
  stockSessions,
  users,
} from '../../db/schema';

/** Queries of the portfolios (issue 32): the account's portfolios, their ledgers, and the market data they are valued with. */

export type PortfolioRow = typeof portfolios.$inferSelect;
export type TransactionRow = typeof portfolioTransactions.$inferSelect;
export type NewTransactionRow = typeof portfolioTransactions.$inferInsert & {
  kind: TransactionKind;
  source: TransactionSource;
};

/** The account's portfolios in their order, with the number of lines of each. */
export async function listPortfolios(db: Database, userId: number) {
  return db
    .select({
      id: portfolios.id,
      name: portfolios.name,
      feeRate: portfolios.feeRate,
      sellTaxRate: portfolios.sellTaxRate,
      createdAt: portfolios.createdAt,
      transactionCount: sql<number>`(select count(*)::int from ${portfolioTransactions} where ${portfolioTransactions.portfolioId} = ${portfolios.id})`,
    })
    .from(portfolios)
    .where(eq(portfolios.userId, userId))
    .orderBy(asc(portfolios.position), asc(portfolios.id));
}

/** Locks the account's row for the rest of the transaction (so two creates cannot both pass the limit). */
export async function lockAccount(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countPortfolios(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(portfolios).where(eq(portfolios.userId, userId));
  return row?.total ?? 0;
}

/** The account's portfolio, or null (another account's is null too); `lock` takes a row lock for a write. */
export async function findPortfolio(
  db: Database,
  userId: number,
  id: number,
  lock = false,
): Promise<PortfolioRow | null> {
  const query = db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertPortfolio(
  db: Database,
  values: { userId: number; name: string; position: number; feeRate?: string; sellTaxRate?: string },
): Promise<PortfolioRow> {
  const [row] = await db.insert(portfolios).values(values).returning();
  if (!row) throw new Error('portfolio not inserted');
  return row;
}

export async function updatePortfolio(
  db: Database,
  id: number,
  values: { name?: string; feeRate?: string; sellTaxRate?: string },
): Promise<void> {
  await db
    .update(portfolios)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(portfolios.id, id));
}

export async function deletePortfolio(db: Database, id: number): Promise<void> {
  await db.delete(portfolios).where(eq(portfolios.id, id));
}

/** A portfolio's ledger in ledger order (date, id). */
export async function readTransactions(db: Database, portfolioId: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(portfolioTransactions)
    .where(eq(portfolioTransactions.portfolioId, portfolioId))
    .orderBy(asc(portfolioTransactions.tradeDate), asc(portfolioTransactions.id));
}

export async function countTransactions(db: Database, portfolioId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(portfolioTransactions)
    .where(eq(portfolioTransactions.portfolioId, portfolioId));
  return row?.total ?? 0;
}

export async function insertTransactions(db: Database, rows: NewTransactionRow[]): Promise<TransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(portfolioTransactions).values(rows).returning();
}

export async function deleteTransaction(db: Database, portfolioId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(portfolioTransactions)
    .where(and(eq(portfolioTransactions.portfolioId, portfolioId), eq(portfolioTransactions.id, id)))
    .returning({ id: portfolioTransactions.id });
  return rows.length > 0;
}

/** Of these tickers, those the companies table knows, with their names and ICB level 2 codes. */
export async function readCompanies(db: Database, tickers: readonly string[]) {
  if (tickers.length === 0) return [];
  return db
    .select({
      ticker: companies.ticker,
      name: companies.nameVi,
      shortName: companies.shortName,
      icbCode2: companies.icbCode2,
    })
    .from(companies)
    .where(inArray(companies.ticker, [...tickers]));
}

/** Cash dividends, stock dividends and bonus issues of these tickers that have an ex-date. */
export async function readEntitlementEvents(db: Database, tickers: readonly string[]) {
  if (tickers.length === 0) return [];
  return db
    .select({
      id: corporateEvents.id,
      ticker: corporateEvents.ticker,
      kind: corporateEvents.kind,
      exDate: corporateEvents.exDate,
      title: corporateEvents.title,
      cashPerShare: corporateEvents.cashPerShare,
      ratio: corporateEvents.ratio,
      paymentDate: corporateEvents.paymentDate,
      source: corporateEvents.source,
    })
    .from(corporateEvents)
    .where(
      and(
        inArray(corporateEvents.ticker, [...tickers]),
        inArray(corporateEvents.kind, ['cash_dividend', 'stock_dividend', 'bonus_issue']),
        isNotNull(corporateEvents.exDate),
      ),
    )
    .orderBy(asc(corporateEvents.exDate), asc(corporateEvents.id));
}

/** One corporate event by id (an accepted suggestion's). */
export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(corporateEvents).where(eq(corporateEvents.id, id));
  return row ?? null;
}

/**
 * Raw (as traded) closes of these tickers from a day on: daily_prices rows of raw basis, replaced by
 * stock_sessions' close where the feed has the session (the snapshot's source).
 */
export async function readRawCloses(
  db: Database,
  tickers: readonly string[],
  from: string,
): Promise<{ ticker: string; date: string; close: number; source: string }[]> {
  if (tickers.length === 0) return [];
  const list = [...tickers];
  const [history, sessions] = await Promise.all([
    db
      .select({
        ticker: dailyPrices.ticker,
        date: dailyPrices.date,
        close: dailyPrices.close,
        source: dailyPrices.source,
      })
      .from(dailyPrices)
      .where(
        and(
          inArray(dailyPrices.ticker, list),
          gte(dailyPrices.date, from),
          eq(dailyPrices.priceBasis, 'raw'),
        ),
      ),
    db
      .select({
        ticker: stockSessions.ticker,
        date: stockSessions.date,
        close: stockSessions.close,
        source: stockSessions.source,
      })
      .from(stockSessions)
      .where(
        and(
          inArray(stockSessions.ticker, list),
          gte(stockSessions.date, from),
          isNotNull(stockSessions.close),
        ),
      ),
  ]);
  const byKey = new Map<string, { ticker: string; date: string; close: number; source: string }>();
  for (const row of history) byKey.set(`${row.ticker}|${row.date}`, row);
  for (const row of sessions)
    if (row.close !== null) byKey.set(`${row.ticker}|${row.date}`, { ...row, close: row.close });
  return [...byKey.values()];
}
