import type {
  MarketIndustryOption,
  MoverStock,
  MoversQuery,
  MoversResponse,
} from '@/common/contracts/marketFlows';
import { topMovers } from '@/common/market/movers';
import type { Database } from '../../db/client';
import { loadMarketSnapshot, type MarketStock } from '../market/snapshot';
import { readIndustryNames } from '../market/market.repository';

function toMover(stock: MarketStock): MoverStock {
  return {
    ticker: stock.ticker,
    name: stock.shortName || stock.name,
    exchange: stock.exchange,
    icbCode2: stock.icbCode2,
    price: stock.price,
    change: stock.change,
    pctChange: stock.pctChange,
    totalValue: stock.totalValue,
    totalVolume: stock.totalVolume,
  };
}

/**
 * GET /api/market/movers: the top gainers, losers, or most traded by value or volume of the market's
 * latest session (the live board during a session), on one exchange and one ICB level-2 industry
 * when asked (docs/DATA.md "Top movers").
 */
export async function getTopMovers(db: Database, query: MoversQuery): Promise<MoversResponse> {
  // The whole market: the industry filter offers every industry whatever the exchange chosen.
  const snapshot = await loadMarketSnapshot(db);
  const codes = [
    ...new Set(snapshot.stocks.flatMap((stock) => (stock.icbCode2 === null ? [] : [stock.icbCode2]))),
  ].sort();
  const names = await readIndustryNames(db, codes);
  const industries: MarketIndustryOption[] = codes
    .map((code) => ({ code, name: names.get(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  const stocks = snapshot.stocks.filter(
    (stock) =>
      (query.exchange === undefined || stock.exchange === query.exchange) &&
      (query.industry === undefined || stock.icbCode2 === query.industry),
  );
  return {
    kind: query.kind,
    exchange: query.exchange ?? null,
    industry: query.industry ?? null,
    date: snapshot.date,
    asOf: snapshot.asOf,
    live: snapshot.stocks.some((stock) => stock.origin === 'board'),
    sources: snapshot.sources,
    stocks: topMovers(stocks, query.kind).map(toMover),
    industries,
  };
}
