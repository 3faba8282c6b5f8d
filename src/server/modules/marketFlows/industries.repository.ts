import { and, asc, eq, gt, gte, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { CompanyType } from '@/common/constants/market';
import type { Database } from '../../db/client';
import { companies, dailyPrices, priceBoard } from '../../db/schema';

/** A listed company of an ICB level-2 industry, with the share count the industry weighs it by. */
export interface IndustryMember {
  ticker: string;
  companyType: CompanyType;
  icbCode2: string;
  /** listed_shares, else shares_outstanding (as the market snapshot); null when unknown. */
  shares: number | null;
}

/** Listed companies with an exchange and an ICB level-2 code. */
export async function readIndustryMembers(db: Database): Promise<IndustryMember[]> {
  const rows = await db
    .select({
      ticker: companies.ticker,
      companyType: companies.companyType,
      icbCode2: companies.icbCode2,
      listedShares: companies.listedShares,
      sharesOutstanding: companies.sharesOutstanding,
    })
    .from(companies)
    .where(
      and(
        eq(companies.listingStatus, 'listed'),
        isNotNull(companies.exchange),
        isNotNull(companies.icbCode2),
      ),
    )
    .orderBy(asc(companies.ticker));
  return rows.flatMap((row) =>
    row.icbCode2 === null
      ? []
      : [
          {
            ticker: row.ticker,
            companyType: row.companyType,
            icbCode2: row.icbCode2,
            shares: row.listedShares ?? row.sharesOutstanding,
          },
        ],
  );
}

/** The newest day of daily_prices, or null when empty. */
export async function readLatestPriceDate(db: Database): Promise<string | null> {
  const [row] = await db.select({ date: max(dailyPrices.date) }).from(dailyPrices);
  return row?.date ?? null;
}

/** The trading days of daily_prices (any ticker) from `from` on, ascending. */
export async function readPriceSessions(db: Database, from: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: dailyPrices.date })
    .from(dailyPrices)
    .where(gte(dailyPrices.date, from))
    .orderBy(asc(dailyPrices.date));
  return rows.map((row) => row.date);
}

export interface AdjustedClose {
  ticker: string;
  date: string;
  /** close × adj_ratio (docs/DATA.md "Units": the adjusted price). */
  adjusted: number;
  source: string;
  fetchedAt: Date;
}

/**
 * The tickers' adjusted closes on each of the given days (days without a row are absent). Filtered by
 * ticker and day, so the primary key finds the rows instead of a scan of every day.
 */
export async function readAdjustedCloses(
  db: Database,
  tickers: readonly string[],
  dates: readonly string[],
): Promise<AdjustedClose[]> {
  if (dates.length === 0 || tickers.length === 0) return [];
  return db
    .select({
      ticker: dailyPrices.ticker,
      date: dailyPrices.date,
      adjusted: sql<number>`${dailyPrices.close} * ${dailyPrices.adjRatio}`.mapWith(Number),
      source: dailyPrices.source,
      fetchedAt: dailyPrices.fetchedAt,
    })
    .from(dailyPrices)
    .where(and(inArray(dailyPrices.ticker, [...tickers]), inArray(dailyPrices.date, [...new Set(dates)])));
}

export interface BoardPrice {
  ticker: string;
  date: string;
  /** The last matched price, else the reference (the board's price). */
  price: number | null;
  refPrice: number | null;
  source: string;
  fetchedAt: Date;
}

/** The live board's rows of a session after `after` (during trading, before the daily sync). */
export async function readBoardAfter(db: Database, after: string): Promise<BoardPrice[]> {
  return db
    .select({
      ticker: priceBoard.ticker,
      date: priceBoard.date,
      price: sql<number | null>`coalesce(${priceBoard.close}, ${priceBoard.refPrice})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      refPrice: priceBoard.refPrice,
      source: priceBoard.source,
      fetchedAt: priceBoard.fetchedAt,
    })
    .from(priceBoard)
    .where(gt(priceBoard.date, after));
}
