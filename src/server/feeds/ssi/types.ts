/**
 * SSI FastConnect Data v2 records as the rest of the server sees them: the wire's envelopes, key
 * cases and numeric strings already normalised (wire.ts). Dates are ISO (YYYY-MM-DD); a figure the
 * feed left empty or sent as something other than a number is null, never 0.
 */

export type SsiMarket = 'HOSE' | 'HNX' | 'UPCOM';
export const SSI_STOCK_MARKETS: readonly SsiMarket[] = ['HOSE', 'HNX', 'UPCOM'];

/** Securities (list per market). */
export interface SsiSecurity {
  market: string;
  symbol: string;
  nameVi: string;
  nameEn: string;
}

/** SecuritiesDetails: one repeated-info row. */
export interface SsiSecurityDetail {
  symbol: string;
  nameVi: string;
  nameEn: string;
  /** ST stock, CW, FU, EF (ETF), BO, OF, MF. */
  secType: string;
  market: string;
  exchange: string;
  issuer: string;
  lotSize: number | null;
  listedShares: number | null;
  firstTradingDate: string | null;
  lastTradingDate: string | null;
}

export interface SsiIndex {
  code: string;
  name: string;
  exchange: string;
}

export interface SsiIndexComponents {
  indexCode: string;
  indexName: string;
  exchange: string;
  symbols: string[];
}

/** DailyOhlc / IntradayOhlc of a stock or an index. `time` HH:MM:SS for intraday bars, else null. */
export interface SsiOhlcBar {
  symbol: string;
  market: string | null;
  date: string;
  time: string | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
  value: number | null;
}

/** DailyIndex: an index's level and the market's breadth that session. */
export interface SsiIndexDay {
  indexCode: string;
  date: string;
  value: number | null;
  change: number | null;
  /** Percent. */
  ratioChange: number | null;
  totalTrade: number | null;
  totalMatchVolume: number | null;
  totalMatchValue: number | null;
  advances: number | null;
  noChanges: number | null;
  declines: number | null;
  ceilings: number | null;
  floors: number | null;
  totalDealVolume: number | null;
  totalDealValue: number | null;
  totalVolume: number | null;
  totalValue: number | null;
  tradingSession: string | null;
}

/** DailyStockPrice: one stock's session. */
export interface SsiStockDay {
  symbol: string;
  date: string;
  priceChange: number | null;
  /** Percent. */
  perPriceChange: number | null;
  ceilingPrice: number | null;
  floorPrice: number | null;
  refPrice: number | null;
  openPrice: number | null;
  highestPrice: number | null;
  lowestPrice: number | null;
  closePrice: number | null;
  averagePrice: number | null;
  closePriceAdjusted: number | null;
  totalMatchVolume: number | null;
  totalMatchValue: number | null;
  totalDealVolume: number | null;
  totalDealValue: number | null;
  foreignBuyVolume: number | null;
  foreignSellVolume: number | null;
  foreignBuyValue: number | null;
  foreignSellValue: number | null;
  foreignCurrentRoom: number | null;
  netForeignVolume: number | null;
  netForeignValue: number | null;
  totalTradedVolume: number | null;
  totalTradedValue: number | null;
}

/**
 * What the sync needs from the feed. The HTTP client (client.ts) implements it over the REST API,
 * with the token, paging, 30-day windows and retries handled inside; tests may pass their own.
 * Every method returns all rows (all pages) or throws SsiFeedError.
 */
export interface SsiFeed {
  securities(market: SsiMarket): Promise<SsiSecurity[]>;
  securityDetails(market: SsiMarket, symbol?: string): Promise<SsiSecurityDetail[]>;
  indexList(exchange?: string): Promise<SsiIndex[]>;
  indexComponents(indexCode: string): Promise<SsiIndexComponents[]>;
  /** ISO dates, inclusive; ranges longer than the feed allows are split inside. */
  dailyOhlc(symbol: string, from: string, to: string): Promise<SsiOhlcBar[]>;
  intradayOhlc(symbol: string, from: string, to: string): Promise<SsiOhlcBar[]>;
  dailyIndex(indexCode: string, from: string, to: string): Promise<SsiIndexDay[]>;
  /** One market's stocks over a range (symbol omitted) or one stock. */
  dailyStockPrice(query: {
    market?: SsiMarket;
    symbol?: string;
    from: string;
    to: string;
  }): Promise<SsiStockDay[]>;
  /** Requests sent so far (with retries), for run summaries. */
  readonly requestCount: number;
}

/** The feed refused or failed after retries; `message` is safe to show an administrator. */
export class SsiFeedError extends Error {
  constructor(
    message: string,
    readonly endpoint: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SsiFeedError';
  }
}
