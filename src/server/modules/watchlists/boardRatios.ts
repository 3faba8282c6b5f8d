import type { WatchlistBoardRatio, WatchlistRatioKey } from '@/common/contracts/watchlists';
import { WATCHLIST_RATIO_FACTS } from '@/common/watchlists/ratioColumns';
import type { Database } from '../../db/client';
import { marketFacts } from '../screener/facts';

export interface BoardRatios {
  values: Map<string, Partial<Record<WatchlistRatioKey, WatchlistBoardRatio>>>;
  /** "Chỉ số theo giá phiên 2026-11-27 ..." or null without ratio columns. */
  caption: string | null;
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
): Promise<BoardRatios> {
  if (columns.length === 0 || tickers.length === 0) return { values: new Map(), caption: null };
  const facts = await marketFacts(db);
  const values = new Map<string, Partial<Record<WatchlistRatioKey, WatchlistBoardRatio>>>();
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
  return { values, caption };
}
