import { and, eq, gt, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Exchange } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, priceBoard, stockSessions } from '../../db/schema';

/**
 * The market's latest session per listed stock (docs/DATA.md "Market overview"): the rows of
 * stock_sessions at their newest date, each replaced by the stock's price_board row when that row is
 * newer (the live board during a session, before the daily sync writes the final session). Every
 * market card (indices' breadth, contribution, heatmap, movers, foreign flows) reads this one view.
 */
export interface MarketStock {
  ticker: string;
  exchange: Exchange;
  icbCode1: string | null;
  icbCode2: string | null;
  icbCode3: string | null;
  icbCode4: string | null;
  /** Vietnamese name; shortName when the listing has one ('' otherwise). */
  name: string;
  shortName: string;
  /** The session this row describes (the board's day during a session). */
  date: string;
  refPrice: number | null;
  ceilingPrice: number | null;
  floorPrice: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  /** Last matched price; null when the stock has not traded (then `price` is the reference). */
  close: number | null;
  /** close ?? refPrice: the price a board shows and market value uses. */
  price: number | null;
  /** VND: the row's own change, else close − ref; null without both. */
  change: number | null;
  /** Percent (2.3 = +2.3 %): the row's own, else (close − ref) / ref × 100. */
  pctChange: number | null;
  totalVolume: number | null;
  totalValue: number | null;
  foreignBuyVolume: number | null;
  foreignSellVolume: number | null;
  /** VND; null on board rows (the board has no foreign values) and where the feed sent none. */
  foreignBuyValue: number | null;
  foreignSellValue: number | null;
  /** companies.listed_shares ?? shares_outstanding; null when unknown. */
  shares: number | null;
  /** price × shares, VND; null when either is unknown. */
  marketValue: number | null;
  /** 'session' (stock_sessions, a whole session) or 'board' (price_board, the session so far). */
  origin: 'session' | 'board';
  source: string;
  fetchedAt: string;
}

export interface MarketSnapshot {
  /** The newest session among the rows; null when nothing is stored. */
  date: string | null;
  /** The newest fetched_at of the rows (ISO instant): "data as of". */
  asOf: string | null;
  /** The sources of the rows, sorted ('ssi', 'demo' ...). */
  sources: string[];
  stocks: MarketStock[];
}

export interface MarketSnapshotOptions {
  exchange?: Exchange;
  /** Only these tickers (e.g. an index's members). */
  tickers?: readonly string[];
}

const noNumber = sql<number | null>`null::double precision`;

const companyColumns = {
  ticker: companies.ticker,
  exchange: companies.exchange,
  icbCode1: companies.icbCode1,
  icbCode2: companies.icbCode2,
  icbCode3: companies.icbCode3,
  icbCode4: companies.icbCode4,
  name: companies.nameVi,
  shortName: companies.shortName,
  listedShares: companies.listedShares,
  sharesOutstanding: companies.sharesOutstanding,
};

function companyFilter(options: MarketSnapshotOptions): SQL | undefined {
  return and(
    eq(companies.listingStatus, 'listed'),
    isNotNull(companies.exchange),
    options.exchange === undefined ? undefined : eq(companies.exchange, options.exchange),
    options.tickers === undefined ? undefined : inArray(companies.ticker, [...options.tickers]),
  );
}

type Row = {
  ticker: string;
  exchange: Exchange | null;
  icbCode1: string | null;
  icbCode2: string | null;
  icbCode3: string | null;
  icbCode4: string | null;
  name: string;
  shortName: string;
  listedShares: number | null;
  sharesOutstanding: number | null;
  date: string;
  refPrice: number | null;
  ceilingPrice: number | null;
  floorPrice: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  priceChange: number | null;
  pctChange: number | null;
  totalVolume: number | null;
  totalValue: number | null;
  foreignBuyVolume: number | null;
  foreignSellVolume: number | null;
  foreignBuyValue: number | null;
  foreignSellValue: number | null;
  source: string;
  fetchedAt: Date;
};

function toStock(row: Row, origin: MarketStock['origin']): MarketStock {
  const { close, refPrice } = row;
  const price = close ?? refPrice;
  const shares = row.listedShares ?? row.sharesOutstanding;
  const change = row.priceChange ?? (close !== null && refPrice !== null ? close - refPrice : null);
  const pctChange =
    row.pctChange ??
    (close !== null && refPrice !== null && refPrice > 0 ? ((close - refPrice) / refPrice) * 100 : null);
  return {
    ticker: row.ticker,
    exchange: row.exchange as Exchange,
    icbCode1: row.icbCode1,
    icbCode2: row.icbCode2,
    icbCode3: row.icbCode3,
    icbCode4: row.icbCode4,
    name: row.name,
    shortName: row.shortName,
    date: row.date,
    refPrice,
    ceilingPrice: row.ceilingPrice,
    floorPrice: row.floorPrice,
    open: row.open,
    high: row.high,
    low: row.low,
    close,
    price,
    change,
    pctChange,
    totalVolume: row.totalVolume,
    totalValue: row.totalValue,
    foreignBuyVolume: row.foreignBuyVolume,
    foreignSellVolume: row.foreignSellVolume,
    foreignBuyValue: row.foreignBuyValue,
    foreignSellValue: row.foreignSellValue,
    shares,
    marketValue: price !== null && shares !== null ? price * shares : null,
    origin,
    source: row.source,
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/** The newest date of stock_sessions (any stock), or null when the table is empty. */
export async function latestSessionDate(db: Database): Promise<string | null> {
  const [row] = await db.select({ date: max(stockSessions.date) }).from(stockSessions);
  return row?.date ?? null;
}

/** The market's latest session per listed stock (see MarketStock), sorted by ticker. */
export async function loadMarketSnapshot(
  db: Database,
  options: MarketSnapshotOptions = {},
): Promise<MarketSnapshot> {
  if (options.tickers !== undefined && options.tickers.length === 0) {
    return { date: null, asOf: null, sources: [], stocks: [] };
  }
  const sessionDate = await latestSessionDate(db);
  const sessionRows: Row[] =
    sessionDate === null
      ? []
      : await db
          .select({
            ...companyColumns,
            date: stockSessions.date,
            refPrice: stockSessions.refPrice,
            ceilingPrice: stockSessions.ceilingPrice,
            floorPrice: stockSessions.floorPrice,
            open: stockSessions.open,
            high: stockSessions.high,
            low: stockSessions.low,
            close: stockSessions.close,
            priceChange: stockSessions.priceChange,
            pctChange: stockSessions.pctChange,
            totalVolume: stockSessions.totalVolume,
            totalValue: stockSessions.totalValue,
            foreignBuyVolume: stockSessions.foreignBuyVolume,
            foreignSellVolume: stockSessions.foreignSellVolume,
            foreignBuyValue: stockSessions.foreignBuyValue,
            foreignSellValue: stockSessions.foreignSellValue,
            source: stockSessions.source,
            fetchedAt: stockSessions.fetchedAt,
          })
          .from(stockSessions)
          .innerJoin(companies, eq(companies.ticker, stockSessions.ticker))
          .where(and(eq(stockSessions.date, sessionDate), companyFilter(options)));
  const boardRows: Row[] = await db
    .select({
      ...companyColumns,
      date: priceBoard.date,
      refPrice: priceBoard.refPrice,
      ceilingPrice: priceBoard.ceilingPrice,
      floorPrice: priceBoard.floorPrice,
      open: priceBoard.open,
      high: priceBoard.high,
      low: priceBoard.low,
      close: priceBoard.close,
      // The board stores no change in VND and no foreign values.
      priceChange: noNumber,
      pctChange: priceBoard.pctChange,
      totalVolume: priceBoard.totalVolume,
      totalValue: priceBoard.totalValue,
      foreignBuyVolume: priceBoard.foreignBuyVolume,
      foreignSellVolume: priceBoard.foreignSellVolume,
      foreignBuyValue: noNumber,
      foreignSellValue: noNumber,
      source: priceBoard.source,
      fetchedAt: priceBoard.fetchedAt,
    })
    .from(priceBoard)
    .innerJoin(companies, eq(companies.ticker, priceBoard.ticker))
    .where(and(sessionDate === null ? undefined : gt(priceBoard.date, sessionDate), companyFilter(options)));

  const byTicker = new Map<string, MarketStock>();
  for (const row of sessionRows) byTicker.set(row.ticker, toStock(row, 'session'));
  for (const row of boardRows) {
    byTicker.set(row.ticker, toStock(row, 'board'));
  }
  const stocks = [...byTicker.values()].sort((a, b) =>
    a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0,
  );
  let date: string | null = null;
  let asOf: string | null = null;
  const sources = new Set<string>();
  for (const stock of stocks) {
    if (date === null || stock.date > date) date = stock.date;
    if (asOf === null || stock.fetchedAt > asOf) asOf = stock.fetchedAt;
    sources.add(stock.source);
  }
  return { date, asOf, sources: [...sources].sort(), stocks };
}
