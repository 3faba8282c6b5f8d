import type { FlowStockRow, MarketFlowsQuery, MarketFlowsResponse } from '@/common/contracts/marketFlows';
import {
  FLOW_WINDOWS,
  lastSessions,
  marketFlowBySession,
  sessionsWithoutData,
  stockFlowsOverWindow,
  topNetBuyers,
  topNetSellers,
  type StockFlow,
} from '@/common/market/foreignFlows';
import type { Database } from '../../db/client';
import {
  hasAnyFlow,
  readFlowCompanies,
  readFlowRows,
  readSessionDates,
  type StoredFlowRow,
} from './flows.repository';

/** The by-session chart shows this many sessions. */
export const FLOW_CHART_SESSIONS = 20;

/** Sessions read: the chart's and the longest window's. */
const SESSIONS_READ = Math.max(FLOW_CHART_SESSIONS, ...Object.values(FLOW_WINDOWS));

function provenance(rows: readonly StoredFlowRow[]): { asOf: string | null; sources: string[] } {
  let newest: Date | null = null;
  const sources = new Set<string>();
  for (const row of rows) {
    if (newest === null || row.fetchedAt > newest) newest = row.fetchedAt;
    sources.add(row.source);
  }
  return { asOf: newest?.toISOString() ?? null, sources: [...sources].sort() };
}

/**
 * GET /api/market/foreign: the market's net flow of foreign investors (or proprietary desks) per
 * session over the last FLOW_CHART_SESSIONS sessions, and the stocks with the largest net buy and net
 * sell over the window (1, 5 or 22 sessions; docs/DATA.md "Foreign and proprietary flows").
 */
export async function getMarketFlows(db: Database, query: MarketFlowsQuery): Promise<MarketFlowsResponse> {
  const windowSessions = FLOW_WINDOWS[query.window];
  const dates = await readSessionDates(db, SESSIONS_READ);
  const first = dates[0];
  const [rows, hasData] = await Promise.all([
    first === undefined ? Promise.resolve([]) : readFlowRows(db, query.investor, first),
    hasAnyFlow(db, query.investor),
  ]);
  const chartDates = lastSessions(dates, FLOW_CHART_SESSIONS);
  const windowDates = lastSessions(dates, windowSessions);
  const sessions = marketFlowBySession(rows, chartDates);
  const windowSessionsWithoutData = sessionsWithoutData(marketFlowBySession(rows, windowDates));
  const flows = stockFlowsOverWindow(rows, windowDates);
  const buyers = topNetBuyers(flows);
  const sellers = topNetSellers(flows);
  const names = await readFlowCompanies(
    db,
    [...buyers, ...sellers].map((flow) => flow.ticker),
  );
  const toRow = (flow: StockFlow): FlowStockRow => {
    const company = names.get(flow.ticker);
    return { ...flow, name: company?.name ?? flow.ticker, exchange: company?.exchange ?? null };
  };
  return {
    investor: query.investor,
    window: query.window,
    windowSessions,
    windowFrom: windowDates[0] ?? null,
    windowTo: windowDates[windowDates.length - 1] ?? null,
    windowSessionsWithoutData,
    sessions,
    sessionsWithoutData: sessionsWithoutData(sessions),
    topBuy: buyers.map(toRow),
    topSell: sellers.map(toRow),
    hasData,
    date: dates[dates.length - 1] ?? null,
    ...provenance(rows),
  };
}
