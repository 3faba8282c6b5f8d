import type { WatchlistBoardResponse, WatchlistBoardRow } from '@/common/contracts/watchlists';
import { AVERAGE_SESSIONS, compareTraded } from '@/common/market/marketSession';
import { fiftyTwoWeekRange, fiftyTwoWeekStart, foreignNet } from '@/common/watchlists/figures';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { loadMarketSnapshot, type MarketStock } from '../market/snapshot';
import { readRecentVolumes, readYearRanges, type VolumeRow, type YearRangeRow } from './board.repository';
import { loadBoardRatios } from './boardRatios';
import { findCompanies, findOwnedWatchlist, listItemTickers } from './watchlists.repository';
import { LIST_NOT_FOUND, toWatchlist } from './watchlists.service';

/** Calendar days read back for the 20-session average (covers the Tết break). */
const AVERAGE_LOOKBACK_DAYS = 60;

const minusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function boardRow(
  ticker: string,
  name: string,
  stock: MarketStock | undefined,
  range: YearRangeRow | undefined,
  volumes: readonly VolumeRow[],
  missingWhenNoStock: string,
): WatchlistBoardRow {
  const history = stock ? volumes.filter((row) => row.date < stock.date).map((row) => row.totalVolume) : [];
  const traded = compareTraded(stock?.totalVolume ?? null, history.slice(0, AVERAGE_SESSIONS));
  return {
    ticker,
    name: stock?.shortName || stock?.name || name,
    exchange: stock?.exchange ?? null,
    date: stock?.date ?? null,
    price: stock?.price ?? null,
    refPrice: stock?.refPrice ?? null,
    ceilingPrice: stock?.ceilingPrice ?? null,
    floorPrice: stock?.floorPrice ?? null,
    change: stock?.change ?? null,
    pctChange: stock?.pctChange ?? null,
    totalVolume: stock?.totalVolume ?? null,
    totalValue: stock?.totalValue ?? null,
    averageVolume: traded.average,
    volumeVsAverage: traded.vsAverage,
    foreignNetValue: stock ? foreignNet(stock.foreignBuyValue, stock.foreignSellValue) : null,
    foreignNetVolume: stock ? foreignNet(stock.foreignBuyVolume, stock.foreignSellVolume) : null,
    range52w: fiftyTwoWeekRange({
      price: stock?.price ?? null,
      historyLow: range?.low ?? null,
      historyHigh: range?.high ?? null,
      todayLow: stock?.low ?? null,
      todayHigh: stock?.high ?? null,
      from: range?.from ?? null,
      sessions: range?.sessions ?? 0,
    }),
    ratios: {},
    origin: stock?.origin ?? null,
    missing: stock ? null : missingWhenNoStock,
  };
}

/**
 * One list as a price board: each ticker's row of the market snapshot (the latest session, or the
 * live board during a session), its 52-week range and volume against the 20-session average, and
 * the list's chosen ratio columns, in the list's order. Read in a fixed number of queries whatever
 * the list's length.
 */
export async function getWatchlistBoard(
  db: Database,
  ownerKey: string | null,
  id: number,
): Promise<WatchlistBoardResponse> {
  const row = ownerKey === null ? null : await findOwnedWatchlist(db, ownerKey, id, { lock: false });
  if (!row) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  const tickers = (await listItemTickers(db, [id])).get(id) ?? [];
  const list = toWatchlist(row, tickers);
  const snapshot = await loadMarketSnapshot(db, { tickers });
  const provenance = { date: snapshot.date, asOf: snapshot.asOf, sources: snapshot.sources };
  if (tickers.length === 0) return { list, rows: [], provenance, ratioCaption: null, ratiosPending: false };

  const to = snapshot.date ?? new Date().toISOString().slice(0, 10);
  const [companies, ranges, volumes] = await Promise.all([
    findCompanies(db, tickers),
    readYearRanges(db, tickers, fiftyTwoWeekStart(to), to),
    readRecentVolumes(db, tickers, { from: minusDays(to, AVERAGE_LOOKBACK_DAYS), to }, AVERAGE_SESSIONS + 1),
  ]);
  // After the board's own reads: a cold facts build must not queue ahead of them (PGlite has one
  // connection), and the board waits for it at most FACTS_WAIT_MS.
  const ratios = await loadBoardRatios(db, tickers, list.columns);
  const stocks = new Map(snapshot.stocks.map((stock) => [stock.ticker, stock]));
  const companyOf = new Map(companies.map((company) => [company.ticker, company]));
  const rows = tickers.map((ticker) => {
    const company = companyOf.get(ticker);
    const missing =
      company?.listingStatus !== 'listed'
        ? 'Mã không còn niêm yết'
        : `Không có giao dịch trong phiên ${snapshot.date ?? 'gần nhất'}`;
    const boardLine = boardRow(
      ticker,
      company?.name ?? ticker,
      stocks.get(ticker),
      ranges.get(ticker),
      volumes.get(ticker) ?? [],
      missing,
    );
    return { ...boardLine, ratios: ratios.values.get(ticker) ?? {} };
  });
  return { list, rows, provenance, ratioCaption: ratios.caption, ratiosPending: ratios.pending };
}
