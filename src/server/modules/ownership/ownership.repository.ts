import { and, asc, count, desc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import type { ShareCountChange } from '@/common/market/foreignOwnership';
import type { Database } from '../../db/client';
import {
  companies,
  corporateActions,
  insiderTransactions,
  majorShareholders,
  ownershipStructure,
  stockSessions,
} from '../../db/schema';
import { AppError } from '../../core/errors';

export type StructureRow = Pick<
  typeof ownershipStructure.$inferSelect,
  'asOf' | 'holderKind' | 'shares' | 'pct' | 'source'
>;
export type MajorHolderRow = Pick<
  typeof majorShareholders.$inferSelect,
  'holderName' | 'holderKind' | 'asOf' | 'shares' | 'pct' | 'source'
>;
export type InsiderRow = typeof insiderTransactions.$inferSelect;

/** What the ownership figures need of the company. */
export interface OwnershipCompany {
  ticker: string;
  listedShares: number | null;
  sharesOutstanding: number | null;
  foreignLimitPct: number | null;
}

/** The company of a ticker; 404 with the ticker named when it is unknown. */
export async function getOwnershipCompany(db: Database, ticker: string): Promise<OwnershipCompany> {
  const normalized = ticker.trim().toUpperCase();
  const [row] = await db
    .select({
      ticker: companies.ticker,
      listedShares: companies.listedShares,
      sharesOutstanding: companies.sharesOutstanding,
      foreignLimitPct: companies.foreignLimitPct,
    })
    .from(companies)
    .where(eq(companies.ticker, normalized))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${normalized}.`);
  return row;
}

/** Every stored structure row of a ticker, oldest date first. */
export async function readStructures(db: Database, ticker: string): Promise<StructureRow[]> {
  return db
    .select({
      asOf: ownershipStructure.asOf,
      holderKind: ownershipStructure.holderKind,
      shares: ownershipStructure.shares,
      pct: ownershipStructure.pct,
      source: ownershipStructure.source,
    })
    .from(ownershipStructure)
    .where(eq(ownershipStructure.ticker, ticker))
    .orderBy(asc(ownershipStructure.asOf), asc(ownershipStructure.source));
}

/** Every stored stake of a ticker's major shareholders, oldest date first. */
export async function readMajorHolders(db: Database, ticker: string): Promise<MajorHolderRow[]> {
  return db
    .select({
      holderName: majorShareholders.holderName,
      holderKind: majorShareholders.holderKind,
      asOf: majorShareholders.asOf,
      shares: majorShareholders.shares,
      pct: majorShareholders.pct,
      source: majorShareholders.source,
    })
    .from(majorShareholders)
    .where(eq(majorShareholders.ticker, ticker))
    .orderBy(asc(majorShareholders.asOf), asc(majorShareholders.source));
}

/** A page of insider deals, newest registration first. */
export async function listInsiderDeals(
  db: Database,
  ticker: string,
  window: { offset: number; limit: number },
): Promise<{ rows: InsiderRow[]; total: number }> {
  const where = eq(insiderTransactions.ticker, ticker);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(insiderTransactions)
      .where(where)
      .orderBy(desc(insiderTransactions.registeredFrom), desc(insiderTransactions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(insiderTransactions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Sessions with a stored foreign room, oldest first, between two days (inclusive). */
export async function readRoomSessions(
  db: Database,
  ticker: string,
  range: { from?: string; to?: string } = {},
): Promise<{ date: string; currentRoom: number | null }[]> {
  return db
    .select({ date: stockSessions.date, currentRoom: stockSessions.foreignCurrentRoom })
    .from(stockSessions)
    .where(
      and(
        eq(stockSessions.ticker, ticker),
        isNotNull(stockSessions.foreignCurrentRoom),
        range.from === undefined ? undefined : gte(stockSessions.date, range.from),
        range.to === undefined ? undefined : lte(stockSessions.date, range.to),
      ),
    )
    .orderBy(asc(stockSessions.date));
}

/** The latest session with a stored foreign room; null without any. */
export async function latestRoomSession(
  db: Database,
  ticker: string,
): Promise<{ date: string; currentRoom: number | null } | null> {
  const [row] = await db
    .select({ date: stockSessions.date, currentRoom: stockSessions.foreignCurrentRoom })
    .from(stockSessions)
    .where(and(eq(stockSessions.ticker, ticker), isNotNull(stockSessions.foreignCurrentRoom)))
    .orderBy(desc(stockSessions.date))
    .limit(1);
  return row ?? null;
}

/**
 * Actions that change the share count, counted from their ex-date: every kind with a ratio but cash
 * dividends (splits, stock dividends, bonus, rights and other share issues; issues list their shares
 * some weeks later, an approximation documented in DATA.md).
 */
export async function readShareCountChanges(db: Database, ticker: string): Promise<ShareCountChange[]> {
  const rows = await db
    .select({ exDate: corporateActions.exDate, ratio: corporateActions.ratio })
    .from(corporateActions)
    .where(
      and(
        eq(corporateActions.ticker, ticker),
        ne(corporateActions.kind, 'cash_dividend'),
        isNotNull(corporateActions.ratio),
      ),
    )
    .orderBy(asc(corporateActions.exDate));
  return rows.flatMap((row) =>
    row.ratio !== null && row.ratio > 0 ? [{ exDate: row.exDate, ratio: row.ratio }] : [],
  );
}
