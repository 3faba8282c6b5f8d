import { z } from 'zod';
import { EXCHANGES, type Exchange } from '../constants/market';
import type { Breadth, BreadthState } from '../market/breadth';
import {
  HEATMAP_SIZES,
  INDEX_CHART_RANGES,
  MARKET_INDEX_CODES,
  type HeatmapSize,
  type IndexChartRange,
  type MarketIndexCode,
  type TradedComparison,
} from '../market/marketSession';

/**
 * The market overview's routes (issue 31, docs/API.md "Market overview"): indices, index chart and
 * intraday bars, breadth, contribution, heatmap. Public data answers in the hashCode envelope.
 * Screens import only the types here; the zod schemas are the server's.
 */

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const indexCode = z.preprocess(
  upper,
  z.enum(MARKET_INDEX_CODES, { error: 'Chỉ số không hợp lệ (VNINDEX, VN30, HNXINDEX, UPCOMINDEX)' }),
);

/** ?index= (default VNINDEX). */
export const marketIndexQuery = z.object({ index: indexCode.default('VNINDEX') });
export type MarketIndexQuery = z.infer<typeof marketIndexQuery>;

/** ?index=&range= (default 3M). */
export const indexChartQuery = z.object({
  index: indexCode.default('VNINDEX'),
  range: z.preprocess(
    upper,
    z.enum(INDEX_CHART_RANGES, { error: 'Khoảng thời gian không hợp lệ (1M, 3M, 6M, 1Y, 5Y)' }).default('3M'),
  ),
});
export type IndexChartQuery = z.infer<typeof indexChartQuery>;

/** ?exchange=&size= (every exchange, sized by market value by default). */
export const heatmapQuery = z.object({
  exchange: z.preprocess(
    (value) => emptyToUndefined(upper(value)),
    z.enum(EXCHANGES, { error: 'Sàn không hợp lệ (HOSE, HNX, UPCOM)' }).optional(),
  ),
  size: z.preprocess(
    emptyToUndefined,
    z.enum(HEATMAP_SIZES, { error: 'Kích thước ô không hợp lệ (marketValue, value)' }).default('marketValue'),
  ),
});
export type HeatmapQuery = z.infer<typeof heatmapQuery>;

/** Where a card's figures come from: the session, the newest write (ISO instant) and the sources. */
export interface MarketProvenance {
  date: string | null;
  asOf: string | null;
  sources: string[];
}

export interface IndexBreadth extends Breadth {
  /** Members counted (the index's stored members, or its exchange's listed stocks). */
  members: number;
  basis: 'components' | 'exchange';
}

/** Counts the exchange publishes with the index (index_sessions); null fields when not sent. */
export interface OfficialBreadth {
  advances: number | null;
  declines: number | null;
  noChanges: number | null;
  ceilings: number | null;
  floors: number | null;
}

export interface IndexSummary {
  code: MarketIndexCode;
  name: string;
  /** The session shown; null without any index data. */
  date: string | null;
  /** True when the level comes from today's intraday bars (the session is running). */
  live: boolean;
  level: number | null;
  /** Points and percent (1.2 = +1.2 %) against the previous close. */
  change: number | null;
  pctChange: number | null;
  previousLevel: number | null;
  /** Traded value (VND) and volume (shares) against the previous session and the 20-session mean. */
  value: TradedComparison;
  volume: TradedComparison;
  /** Computed from the members' sessions; null (with breadthNote) when no member is known. */
  breadth: IndexBreadth | null;
  breadthNote: string | null;
  officialBreadth: OfficialBreadth | null;
  provenance: MarketProvenance;
}

export interface MarketIndicesResponse {
  indices: IndexSummary[];
  /** The stocks' session (breadth). */
  provenance: MarketProvenance;
}

export interface IndexBreadthResponse {
  index: MarketIndexCode;
  breadth: IndexBreadth | null;
  note: string | null;
  provenance: MarketProvenance;
}

/** [time (ms, UTC midnight of the day or the bar's instant), close]. */
export type IndexPoint = [number, number];

export interface IndexChartResponse {
  index: MarketIndexCode;
  range: IndexChartRange;
  points: IndexPoint[];
  provenance: MarketProvenance;
}

export interface IndexIntradayResponse {
  index: MarketIndexCode;
  /** The session of the bars; null when no bars are stored. */
  date: string | null;
  /** [bar start (ms), close, volume]. */
  bars: [number, number, number][];
  /** The previous close (the chart's reference line); null when unknown. */
  previousLevel: number | null;
  provenance: MarketProvenance;
}

export interface ContributionRow {
  ticker: string;
  name: string;
  price: number | null;
  pctChange: number | null;
  points: number;
  /** Fraction of the index's weight at reference prices. */
  weight: number;
}

export interface IndexContributionResponse {
  index: MarketIndexCode;
  date: string | null;
  previousLevel: number | null;
  /** The index's own change of the same session; null when the index's session is not the stocks'. */
  officialChange: number | null;
  /** Σ of every member's points. */
  computedChange: number | null;
  gainers: ContributionRow[];
  losers: ContributionRow[];
  members: number;
  /** Members without a price reference or a share count (no weight). */
  excluded: number;
  basis: 'components' | 'exchange' | null;
  note: string | null;
  provenance: MarketProvenance;
}

export interface HeatmapStock {
  ticker: string;
  name: string;
  exchange: Exchange;
  price: number | null;
  change: number | null;
  /** Percent. */
  pctChange: number | null;
  state: BreadthState | null;
  marketValue: number | null;
  /** The session's traded value, VND. */
  totalValue: number | null;
}

export interface HeatmapIndustry {
  /** ICB level-2 code ('' for companies without one). */
  code: string;
  name: string;
  stocks: HeatmapStock[];
}

export interface HeatmapResponse {
  exchange: Exchange | null;
  size: HeatmapSize;
  /** Largest industry first; inside it the largest stock first (by the chosen size). */
  industries: HeatmapIndustry[];
  /** Stocks left out because their size is unknown or zero (no share count, no trade). */
  omitted: number;
  provenance: MarketProvenance;
}
