/**
 * Foreign and proprietary flows (docs/DATA.md "Foreign and proprietary flows"). One definition for
 * both: a flow has a buy value and a sell value in VND per stock and session, and
 *
 *   net = buy value − sell value
 *
 * only when both are known. An unknown value (the feed sent none, the source does not publish it)
 * stays null: it is never read as 0, and a session in which no stock has the flow is a session
 * "without data", counted and named, not a session of zero net.
 */

/** One stock's flow in one session (VND); null = not known. */
export interface FlowRow {
  ticker: string;
  date: string;
  buyValue: number | null;
  sellValue: number | null;
}

/** The windows of the by-stock ranking, in trading sessions (the market's sessions, newest last). */
export const FLOW_WINDOWS = { '1D': 1, '1W': 5, '1M': 22 } as const;
export type FlowWindow = keyof typeof FLOW_WINDOWS;
export const FLOW_WINDOW_KEYS = Object.keys(FLOW_WINDOWS) as FlowWindow[];

/** How many stocks each top list shows. */
export const FLOW_TOP_COUNT = 10;

function known(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

/** buy − sell, or null when either is unknown. */
export function netValue(buyValue: number | null, sellValue: number | null): number | null {
  return known(buyValue) && known(sellValue) ? buyValue - sellValue : null;
}

/** The whole market's flow in one session: the sum over the stocks whose buy and sell are both known. */
export interface MarketFlowSession {
  date: string;
  buyValue: number | null;
  sellValue: number | null;
  netValue: number | null;
  /** Stocks counted (both values known); 0 means the session has no data and every figure is null. */
  stocks: number;
}

/**
 * The market's flow per session, for the given sessions in their order. A session where no stock
 * has both values is returned with null figures and `stocks` 0 (no data, not zero).
 */
export function marketFlowBySession(rows: readonly FlowRow[], dates: readonly string[]): MarketFlowSession[] {
  const sums = new Map<string, { buy: number; sell: number; stocks: number }>();
  for (const row of rows) {
    if (!known(row.buyValue) || !known(row.sellValue)) continue;
    const sum = sums.get(row.date) ?? { buy: 0, sell: 0, stocks: 0 };
    sum.buy += row.buyValue;
    sum.sell += row.sellValue;
    sum.stocks += 1;
    sums.set(row.date, sum);
  }
  return dates.map((date) => {
    const sum = sums.get(date);
    if (!sum) return { date, buyValue: null, sellValue: null, netValue: null, stocks: 0 };
    return { date, buyValue: sum.buy, sellValue: sum.sell, netValue: sum.buy - sum.sell, stocks: sum.stocks };
  });
}

/** The sessions of a list that have no data (every figure null). */
export function sessionsWithoutData(sessions: readonly MarketFlowSession[]): string[] {
  return sessions.filter((session) => session.stocks === 0).map((session) => session.date);
}

/** One stock's flow summed over a window. */
export interface StockFlow {
  ticker: string;
  buyValue: number;
  sellValue: number;
  netValue: number;
  /** Sessions of the window in which the stock's buy and sell were both known. */
  sessions: number;
}

/**
 * Each stock's flow over the window (the given sessions): the sums of its buy and sell values over
 * the sessions of the window where both are known. A stock with no such session is left out (its
 * net is unknown, not 0); `sessions` says over how many sessions a stock's sums run.
 */
export function stockFlowsOverWindow(rows: readonly FlowRow[], windowDates: readonly string[]): StockFlow[] {
  const inWindow = new Set(windowDates);
  const byTicker = new Map<string, StockFlow>();
  for (const row of rows) {
    if (!inWindow.has(row.date) || !known(row.buyValue) || !known(row.sellValue)) continue;
    const flow = byTicker.get(row.ticker) ?? {
      ticker: row.ticker,
      buyValue: 0,
      sellValue: 0,
      netValue: 0,
      sessions: 0,
    };
    flow.buyValue += row.buyValue;
    flow.sellValue += row.sellValue;
    flow.netValue = flow.buyValue - flow.sellValue;
    flow.sessions += 1;
    byTicker.set(row.ticker, flow);
  }
  return [...byTicker.values()];
}

function byTicker(a: StockFlow, b: StockFlow): number {
  return a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0;
}

/** The largest positive nets, largest first; equal nets by ticker (A to Z). */
export function topNetBuyers(flows: readonly StockFlow[], limit = FLOW_TOP_COUNT): StockFlow[] {
  return flows
    .filter((flow) => flow.netValue > 0)
    .sort((a, b) => b.netValue - a.netValue || byTicker(a, b))
    .slice(0, limit);
}

/** The most negative nets, most negative first; equal nets by ticker (A to Z). */
export function topNetSellers(flows: readonly StockFlow[], limit = FLOW_TOP_COUNT): StockFlow[] {
  return flows
    .filter((flow) => flow.netValue < 0)
    .sort((a, b) => a.netValue - b.netValue || byTicker(a, b))
    .slice(0, limit);
}

/** The newest `count` dates of an ascending list of sessions (fewer when history is shorter). */
export function lastSessions(sessions: readonly string[], count: number): string[] {
  return sessions.slice(Math.max(0, sessions.length - count));
}
