import { and, asc, count, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { CorporateActionKind, PriceBasis } from '@/common/finance/shareBasis';
import type { Database } from '../../db/client';
import { corporateActions, dailyPrices, priceAdjustments, stockSessions } from '../../db/schema';
import { chunk } from '../../db/upsert';

/** A session as stored: daily_prices with the stock session's value and foreign flows. */
export interface SessionRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  adjRatio: number;
  priceBasis: PriceBasis;
  adjustedTo: string | null;
  totalValue: number | null;
  foreignBuyValue: number | null;
  foreignSellValue: number | null;
}

export interface DateRange {
  from?: string;
  to?: string;
}

function rangeOf(ticker: string, range: DateRange) {
  return and(
    eq(dailyPrices.ticker, ticker),
    range.from === undefined ? undefined : gte(dailyPrices.date, range.from),
    range.to === undefined ? undefined : lte(dailyPrices.date, range.to),
  );
}

const sessionColumns = {
  date: dailyPrices.date,
  open: dailyPrices.open,
  high: dailyPrices.high,
  low: dailyPrices.low,
  close: dailyPrices.close,
  volume: dailyPrices.volume,
  adjRatio: dailyPrices.adjRatio,
  priceBasis: dailyPrices.priceBasis,
  adjustedTo: dailyPrices.adjustedTo,
  totalValue: stockSessions.totalValue,
  foreignBuyValue: stockSessions.foreignBuyValue,
  foreignSellValue: stockSessions.foreignSellValue,
};

/**
 * A page of sessions newest first, and the session just older than its last row (within the range
 * or not), so every row's previous session is at hand for its adjustment factor.
 */
export async function readSessionsPage(
  db: Database,
  ticker: string,
  range: DateRange,
  window: { offset: number; limit: number },
): Promise<{ rows: SessionRow[]; before: SessionRow | null; total: number }> {
  const [read, totals] = await Promise.all([
    db
      .select(sessionColumns)
      .from(dailyPrices)
      .leftJoin(
        stockSessions,
        and(eq(stockSessions.ticker, dailyPrices.ticker), eq(stockSessions.date, dailyPrices.date)),
      )
      // Only the upper bound: the row after the page may lie before `from`.
      .where(rangeOf(ticker, { to: range.to }))
      .orderBy(desc(dailyPrices.date))
      .limit(window.limit + 1)
      .offset(window.offset),
    db.select({ n: count() }).from(dailyPrices).where(rangeOf(ticker, range)),
  ]);
  const from = range.from;
  const rows = read.slice(0, window.limit).filter((row) => from === undefined || row.date >= from);
  return { rows, before: read[rows.length] ?? null, total: totals[0]?.n ?? 0 };
}

/** Every session of the range, newest first (the export). */
export async function readSessions(db: Database, ticker: string, range: DateRange): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(dailyPrices)
    .leftJoin(
      stockSessions,
      and(eq(stockSessions.ticker, dailyPrices.ticker), eq(stockSessions.date, dailyPrices.date)),
    )
    .where(rangeOf(ticker, range))
    .orderBy(desc(dailyPrices.date));
}

/** The session just before `date`, or null. */
export async function previousSession(
  db: Database,
  ticker: string,
  date: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(dailyPrices)
    .leftJoin(
      stockSessions,
      and(eq(stockSessions.ticker, dailyPrices.ticker), eq(stockSessions.date, dailyPrices.date)),
    )
    .where(and(eq(dailyPrices.ticker, ticker), lt(dailyPrices.date, date)))
    .orderBy(desc(dailyPrices.date))
    .limit(1);
  return row ?? null;
}

export interface StoredAdjustment {
  exDate: string;
  previousClose: number;
  refPrice: number;
  factor: number;
}

export interface StoredAction {
  exDate: string;
  kind: CorporateActionKind;
  ratio: number | null;
  cashPerShare: number | null;
}

/** The feed's adjustments and the corporate actions with an ex-date among `dates`. */
export async function readEventsOn(
  db: Database,
  ticker: string,
  dates: readonly string[],
): Promise<{ adjustments: StoredAdjustment[]; actions: StoredAction[] }> {
  const adjustments: StoredAdjustment[] = [];
  const actions: StoredAction[] = [];
  for (const part of chunk([...dates], 1000)) {
    const [adjustmentRows, actionRows] = await Promise.all([
      db
        .select({
          exDate: priceAdjustments.exDate,
          previousClose: priceAdjustments.previousClose,
          refPrice: priceAdjustments.refPrice,
          factor: priceAdjustments.factor,
        })
        .from(priceAdjustments)
        .where(and(eq(priceAdjustments.ticker, ticker), inArray(priceAdjustments.exDate, part))),
      db
        .select({
          exDate: corporateActions.exDate,
          kind: corporateActions.kind,
          ratio: corporateActions.ratio,
          cashPerShare: corporateActions.cashPerShare,
        })
        .from(corporateActions)
        .where(and(eq(corporateActions.ticker, ticker), inArray(corporateActions.exDate, part)))
        .orderBy(asc(corporateActions.exDate), asc(corporateActions.kind)),
    ]);
    adjustments.push(...adjustmentRows);
    actions.push(...actionRows);
  }
  return { adjustments, actions };
}
