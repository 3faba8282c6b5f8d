import type { MarketIndex } from '@/common/constants/market';
import type { indexComponents, indexSessions, marketIndices } from '../../db/schema';
import { DEMO_SOURCE } from './demoSource';
import type { DemoIndexPrice } from './indices';
import type { StockSessionRow } from './sessions';

export type IndexSessionRow = typeof indexSessions.$inferInsert;
export type MarketIndexRow = typeof marketIndices.$inferInsert;
export type IndexComponentRow = typeof indexComponents.$inferInsert;

/**
 * The indices as the feed lists them (IndexList): codes as src/server/feeds/sync/mapping.ts stores
 * them (ourIndexCode), names as Vietnamese boards print them.
 */
const INDEX_LISTING: Record<MarketIndex, { name: string; exchange: string }> = {
  VNINDEX: { name: 'VN-Index', exchange: 'HOSE' },
  VN30: { name: 'VN30-Index', exchange: 'HOSE' },
  HNXINDEX: { name: 'HNX-Index', exchange: 'HNX' },
  UPCOMINDEX: { name: 'UPCOM-Index', exchange: 'UPCOM' },
};

export function buildMarketIndexRows(): MarketIndexRow[] {
  return Object.entries(INDEX_LISTING).map(([code, listing]) => ({
    code,
    name: listing.name,
    exchange: listing.exchange,
    source: DEMO_SOURCE,
  }));
}

export function buildIndexComponentRows(
  members: ReadonlyMap<MarketIndex, readonly string[]>,
): IndexComponentRow[] {
  return [...members].flatMap(([indexCode, tickers]) =>
    [...tickers].sort().map((ticker) => ({ indexCode, ticker, source: DEMO_SOURCE })),
  );
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * index_sessions over the dates the stock sessions cover: value = the index_prices close; change
 * and pct_change (percent, 2 decimals, as the feed's ratioChange) against the previous index close;
 * volumes and values summed over the index's members' stock_sessions of the day. Breadth
 * (advances, declines, no_changes, ceilings, floors) and total_trades stay NULL: the market overview
 * computes breadth from stock_sessions with its one documented formula (src/common/market), so the
 * demo does not store a second copy that could disagree with it.
 */
export function buildIndexSessionRows(
  indexCode: MarketIndex,
  prices: readonly DemoIndexPrice[],
  memberTickers: readonly string[],
  sessionsByTicker: ReadonlyMap<string, readonly StockSessionRow[]>,
): IndexSessionRow[] {
  const totals = new Map<string, { mv: number; mval: number; dv: number; dval: number }>();
  for (const ticker of memberTickers)
    for (const session of sessionsByTicker.get(ticker) ?? []) {
      let day = totals.get(session.date);
      if (!day) {
        day = { mv: 0, mval: 0, dv: 0, dval: 0 };
        totals.set(session.date, day);
      }
      day.mv += session.matchVolume ?? 0;
      day.mval += session.matchValue ?? 0;
      day.dv += session.dealVolume ?? 0;
      day.dval += session.dealValue ?? 0;
    }
  const rows: IndexSessionRow[] = [];
  prices.forEach((price, index) => {
    const day = totals.get(price.date);
    const previous = prices[index - 1];
    if (!day || !previous) return;
    const change = round2(price.close - previous.close);
    rows.push({
      indexCode,
      date: price.date,
      value: price.close,
      change,
      pctChange: round2((change / previous.close) * 100),
      advances: null,
      declines: null,
      noChanges: null,
      ceilings: null,
      floors: null,
      totalTrades: null,
      matchVolume: day.mv,
      matchValue: day.mval,
      dealVolume: day.dv,
      dealValue: day.dval,
      totalVolume: day.mv + day.dv,
      totalValue: day.mval + day.dval,
      source: DEMO_SOURCE,
    });
  });
  return rows;
}
