/**
 * The figures a watchlist's price board derives (docs/DATA.md "Watchlists"), defined once here and
 * used by the server (the board's answer) and the screen (the range bar).
 */

/** The 52-week window: sessions dated on or after (session date − 364 days), the session included. */
export const FIFTY_TWO_WEEK_DAYS = 364;

/** The lowest and highest price of the 52 weeks to the session, and where the last price sits. */
export interface FiftyTwoWeekRange {
  /** Lowest session low in the window, today's low and price included (VND). */
  low: number | null;
  high: number | null;
  /** (price − low) / (high − low): 0 at the low, 1 at the high; null when unknown. */
  position: number | null;
  /** First session of the window that has a price (the history may be shorter than 52 weeks). */
  from: string | null;
  /** Sessions with a price in the window. */
  sessions: number;
  /** Why the range or position is unknown, else null. */
  missing: string | null;
}

export interface FiftyTwoWeekInput {
  /** The board's price (last match, else reference). */
  price: number | null;
  /** min(low) and max(high) of the window's daily prices adjusted to today's shares (× adj_ratio). */
  historyLow: number | null;
  historyHigh: number | null;
  /** The current row's own low and high (a live board row not yet in the history). */
  todayLow: number | null;
  todayHigh: number | null;
  from: string | null;
  sessions: number;
}

const known = (values: readonly (number | null)[]): number[] =>
  values.filter((value): value is number => value !== null && Number.isFinite(value) && value > 0);

/**
 * The 52-week range:
 *
 *     low      = min(session lows of the window, today's low, price)
 *     high     = max(session highs of the window, today's high, price)
 *     position = (price − low) / (high − low)
 *
 * The window's prices are adjusted to today's share basis (price × adj_ratio: a split or a stock
 * dividend inside the window does not stretch the range). Unknown without a price or without any
 * session; position unknown when high = low (a flat year).
 */
export function fiftyTwoWeekRange(input: FiftyTwoWeekInput): FiftyTwoWeekRange {
  const base = { from: input.from, sessions: input.sessions };
  const lows = known([input.historyLow, input.todayLow, input.price]);
  const highs = known([input.historyHigh, input.todayHigh, input.price]);
  if (input.sessions === 0 && input.todayLow === null && input.todayHigh === null) {
    return { ...base, low: null, high: null, position: null, missing: 'Chưa có lịch sử giá 52 tuần' };
  }
  if (lows.length === 0 || highs.length === 0) {
    return { ...base, low: null, high: null, position: null, missing: 'Chưa có giá giao dịch' };
  }
  const low = Math.min(...lows);
  const high = Math.max(...highs);
  if (input.price === null || !(input.price > 0)) {
    return { ...base, low, high, position: null, missing: 'Chưa có giá giao dịch' };
  }
  if (high === low) {
    return { ...base, low, high, position: null, missing: 'Giá không đổi trong 52 tuần' };
  }
  return { ...base, low, high, position: (input.price - low) / (high - low), missing: null };
}

/** The first day of the 52-week window ending on `sessionDate` (YYYY-MM-DD), as YYYY-MM-DD. */
export function fiftyTwoWeekStart(sessionDate: string): string {
  const time = Date.parse(`${sessionDate.slice(0, 10)}T00:00:00Z`);
  return new Date(time - FIFTY_TWO_WEEK_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Foreign investors' net trade: buy − sell; null when either side is unknown. */
export function foreignNet(buy: number | null, sell: number | null): number | null {
  return buy === null || sell === null ? null : buy - sell;
}
