import type { IndexBreadth, MarketProvenance } from '@/common/contracts/market';
import { computeBreadth } from '@/common/market/breadth';
import { INDEX_EXCHANGE, MARKET_INDEX_NAMES, type MarketIndexCode } from '@/common/market/marketSession';
import type { Database } from '../../db/client';
import { readIndexMembers } from './market.repository';
import type { MarketSnapshot, MarketStock } from './snapshot';

/** An index's members: its stored components, else every listed stock of its exchange. */
export interface IndexMembership {
  basis: 'components' | 'exchange';
  /** The stored components (basis 'components'). */
  tickers: ReadonlySet<string> | null;
  exchange: string | null;
}

export async function indexMembership(db: Database, code: MarketIndexCode): Promise<IndexMembership | null> {
  const tickers = await readIndexMembers(db, code);
  if (tickers.length > 0) return { basis: 'components', tickers: new Set(tickers), exchange: null };
  const exchange = INDEX_EXCHANGE[code];
  return exchange === null ? null : { basis: 'exchange', tickers: null, exchange };
}

/** The snapshot's stocks that belong to the index. */
export function memberStocks(snapshot: MarketSnapshot, membership: IndexMembership): MarketStock[] {
  return snapshot.stocks.filter((stock) =>
    membership.tickers ? membership.tickers.has(stock.ticker) : stock.exchange === membership.exchange,
  );
}

export const NO_SESSION_NOTE = 'Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.';

export const noMembersNote = (code: MarketIndexCode): string =>
  `Chưa có danh sách cổ phiếu thành phần của ${MARKET_INDEX_NAMES[code]}: chưa đồng bộ nguồn giá.`;

/** The provenance of some snapshot rows: their newest session and write, their sources. */
export function stocksProvenance(stocks: readonly MarketStock[]): MarketProvenance {
  let date: string | null = null;
  let asOf: string | null = null;
  const sources = new Set<string>();
  for (const stock of stocks) {
    if (date === null || stock.date > date) date = stock.date;
    if (asOf === null || stock.fetchedAt > asOf) asOf = stock.fetchedAt;
    sources.add(stock.source);
  }
  return { date, asOf, sources: [...sources].sort() };
}

/**
 * Breadth of the index's members in the snapshot's session (src/common/market/breadth.ts). A member
 * whose newest row is of an earlier session is counted as unclassified, not with yesterday's move.
 */
export function indexBreadth(
  snapshot: MarketSnapshot,
  code: MarketIndexCode,
  membership: IndexMembership | null,
): { breadth: IndexBreadth | null; note: string | null; provenance: MarketProvenance } {
  if (membership === null)
    return { breadth: null, note: noMembersNote(code), provenance: stocksProvenance([]) };
  const stocks = memberStocks(snapshot, membership);
  if (stocks.length === 0 || snapshot.date === null) {
    return { breadth: null, note: NO_SESSION_NOTE, provenance: stocksProvenance([]) };
  }
  const current = stocks.filter((stock) => stock.date === snapshot.date);
  const counts = computeBreadth(current);
  return {
    breadth: {
      ...counts,
      unclassified: counts.unclassified + stocks.length - current.length,
      members: stocks.length,
      basis: membership.basis,
    },
    note: null,
    provenance: stocksProvenance(current),
  };
}
