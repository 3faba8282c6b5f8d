import type { WatchlistBoardRatio, WatchlistRatioKey } from '@/common/contracts/watchlists';
import { WATCHLIST_RATIO_FACTS } from '@/common/watchlists/ratioColumns';
import type { Database } from '../../db/client';
import { logger } from '../../logger';
import { marketFacts, type MarketFacts } from '../screener/facts';

/**
 * How long a board waits for the screener's market facts. A warm read is a fingerprint query; a cold
 * build (after an import or an intraday refresh) takes seconds on a whole market (5.8 s for 400
 * stocks measured on PGlite), so the board answers without its ratios meanwhile and says so, and the
 * build goes on for the next read.
 */
export const FACTS_WAIT_MS = 300;

export interface BoardRatios {
  values: Map<string, Partial<Record<WatchlistRatioKey, WatchlistBoardRatio>>>;
  /** "Chỉ số tính theo giá phiên 2026-11-27 ..." or null without ratio columns. */
  caption: string | null;
  /** The facts were still being built: ask again in a few seconds. */
  pending: boolean;
}

const PENDING_REASON = 'Đang tính chỉ số cho toàn thị trường, số liệu sẽ có sau ít giây';
const FAILED_REASON = 'Chưa tính được chỉ số, vui lòng thử lại sau';

function allUnknown(
  tickers: readonly string[],
  columns: readonly WatchlistRatioKey[],
  reason: string,
): BoardRatios['values'] {
  const cells = Object.fromEntries(columns.map((key) => [key, { value: null, reason }]));
  return new Map(tickers.map((ticker) => [ticker, { ...cells }]));
}

export interface FactsOptions {
  waitMs: number;
  /** The facts' reader (the screener's kept facts; a test passes a slow one). */
  read: (db: Database) => Promise<MarketFacts>;
}

/** The facts when ready within `waitMs`, 'pending' while still building, 'failed' when the build failed. */
async function factsWithin(
  db: Database,
  { waitMs, read }: FactsOptions,
): Promise<MarketFacts | 'pending' | 'failed'> {
  const build = read(db).catch((error: unknown) => {
    logger.warn({ err: error }, 'watchlist board: market facts failed');
    return 'failed' as const;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => {
      resolve('pending');
    }, waitMs);
  });
  try {
    return await Promise.race([build, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The chosen ratio columns of the list's tickers, read from the screener's market facts (one
 * cross-section of the market kept per process, rebuilt when the data change): nothing is computed
 * per ticker here. A ticker outside the facts (delisted, no statements) gets null with the reason.
 */
export async function loadBoardRatios(
  db: Database,
  tickers: readonly string[],
  columns: readonly WatchlistRatioKey[],
  options: FactsOptions = { waitMs: FACTS_WAIT_MS, read: marketFacts },
): Promise<BoardRatios> {
  if (columns.length === 0 || tickers.length === 0)
    return { values: new Map(), caption: null, pending: false };
  const facts = await factsWithin(db, options);
  if (facts === 'pending')
    return { values: allUnknown(tickers, columns, PENDING_REASON), caption: null, pending: true };
  if (facts === 'failed')
    return { values: allUnknown(tickers, columns, FAILED_REASON), caption: null, pending: false };
  const values: BoardRatios['values'] = new Map();
  for (const ticker of tickers) {
    const stock = facts.byTicker.get(ticker);
    const row: Partial<Record<WatchlistRatioKey, WatchlistBoardRatio>> = {};
    for (const key of columns) {
      const fact = WATCHLIST_RATIO_FACTS[key];
      const value = stock?.values[fact] ?? null;
      row[key] = {
        value,
        reason:
          value !== null
            ? null
            : !stock
              ? 'Mã không có trong dữ liệu thị trường hiện tại'
              : (stock.reasons[fact] ?? 'Chưa đủ dữ liệu để tính'),
      };
    }
    values.set(ticker, row);
  }
  const { priceDate, session } = facts.asOf;
  const caption = `Chỉ số tính theo giá phiên ${priceDate ?? session ?? '-'} và báo cáo tài chính gần nhất (định nghĩa như bộ lọc cổ phiếu)`;
  return { values, caption, pending: false };
}
