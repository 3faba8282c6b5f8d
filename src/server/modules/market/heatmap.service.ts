import type { HeatmapIndustry, HeatmapQuery, HeatmapResponse, HeatmapStock } from '@/common/contracts/market';
import { breadthState } from '@/common/market/breadth';
import type { Database } from '../../db/client';
import { readIndustryNames } from './market.repository';
import { stocksProvenance } from './members';
import { loadMarketSnapshot, type MarketSnapshot, type MarketStock } from './snapshot';

export const UNCLASSIFIED_INDUSTRY = 'Chưa phân ngành';

const sizeOf = (stock: MarketStock, size: HeatmapQuery['size']): number | null =>
  size === 'marketValue' ? stock.marketValue : stock.totalValue;

/**
 * GET /api/market/heatmap?exchange=&size=: the stocks of the newest session grouped by ICB level 2
 * (level 1 when a company has no level 2), each sized by market value or traded value and coloured
 * by its breadth state and % change. Stocks whose size is unknown or 0 cannot be drawn: `omitted`.
 */
export async function getHeatmap(
  db: Database,
  query: HeatmapQuery,
  shared?: MarketSnapshot,
): Promise<HeatmapResponse> {
  // A whole-market snapshot the caller loaded already serves the all-exchanges map.
  const snapshot =
    shared && query.exchange === undefined
      ? shared
      : await loadMarketSnapshot(db, query.exchange ? { exchange: query.exchange } : {});
  const current = snapshot.stocks.filter((stock) => stock.date === snapshot.date);
  const groups = new Map<string, { stocks: HeatmapStock[]; total: number }>();
  let omitted = snapshot.stocks.length - current.length;
  for (const stock of current) {
    const size = sizeOf(stock, query.size);
    if (size === null || !(size > 0)) {
      omitted += 1;
      continue;
    }
    const code = stock.icbCode2 ?? stock.icbCode1 ?? '';
    const group = groups.get(code) ?? { stocks: [], total: 0 };
    group.stocks.push({
      ticker: stock.ticker,
      name: stock.name,
      exchange: stock.exchange,
      price: stock.price,
      change: stock.change,
      pctChange: stock.pctChange,
      state: breadthState(stock),
      marketValue: stock.marketValue,
      totalValue: stock.totalValue,
    });
    group.total += size;
    groups.set(code, group);
  }
  const names = await readIndustryNames(
    db,
    [...groups.keys()].filter((code) => code !== ''),
  );
  const industries: HeatmapIndustry[] = [...groups.entries()]
    .sort(([, a], [, b]) => b.total - a.total)
    .map(([code, group]) => ({
      code,
      name: code === '' ? UNCLASSIFIED_INDUSTRY : (names.get(code) ?? `Ngành ${code}`),
      stocks: group.stocks.sort((a, b) =>
        query.size === 'marketValue'
          ? (b.marketValue ?? 0) - (a.marketValue ?? 0)
          : (b.totalValue ?? 0) - (a.totalValue ?? 0),
      ),
    }));
  return {
    exchange: query.exchange ?? null,
    size: query.size,
    industries,
    omitted,
    provenance: stocksProvenance(current),
  };
}
