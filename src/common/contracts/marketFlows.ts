import { z } from 'zod';
import { EXCHANGES, type Exchange } from '../constants/market';
import { FLOW_WINDOW_KEYS, type FlowWindow } from '../market/foreignFlows';
import { PERFORMANCE_PERIODS, type PerformancePeriod } from '../market/industryPerformance';
import { MOVER_KINDS, type MoverKind } from '../market/movers';

/**
 * Top movers, foreign and proprietary flows, industry performance (issue 31, the home page's cards;
 * docs/API.md "Market flows"). Public data routes in the hashCode envelope. Money in VND, volumes in
 * shares, % changes in percent for a session (2.3 = +2.3 %) and as fractions for periods.
 */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An ICB level-2 code (4 digits, e.g. 8300 Ngân hàng). */
const industryCode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Mã ngành phải là mã ICB cấp 2 gồm 4 chữ số, ví dụ 8300');

// ---- GET /api/market/movers?kind=&exchange=&industry=

export const moversQuery = z.object({
  kind: z.preprocess(
    emptyToUndefined,
    z.enum(MOVER_KINDS, 'Loại danh sách phải là gainers, losers, value hoặc volume').default('gainers'),
  ),
  exchange: z.preprocess(
    emptyToUndefined,
    z.enum(EXCHANGES, 'Sàn giao dịch phải là HOSE, HNX hoặc UPCOM').optional(),
  ),
  industry: z.preprocess(emptyToUndefined, industryCode.optional()),
});
export type MoversQuery = z.infer<typeof moversQuery>;

export interface MarketIndustryOption {
  /** ICB level-2 code. */
  code: string;
  name: string;
}

export interface MoverStock {
  ticker: string;
  name: string;
  exchange: Exchange;
  icbCode2: string | null;
  /** VND: the last price (close, else the reference). */
  price: number | null;
  /** VND against the reference price. */
  change: number | null;
  /** Percent (2.3 = +2.3 %). */
  pctChange: number | null;
  /** VND. */
  totalValue: number | null;
  /** Shares. */
  totalVolume: number | null;
}

export interface MoversResponse {
  kind: MoverKind;
  exchange: Exchange | null;
  industry: string | null;
  /** The session shown (the board's day during a session); null without data. */
  date: string | null;
  /** When the newest row was written (ISO instant). */
  asOf: string | null;
  /** 'session': whole sessions; 'board': the live board (the session so far) for some stocks. */
  live: boolean;
  sources: string[];
  stocks: MoverStock[];
  /** The ICB level-2 industries of the listed companies (the industry filter's choices). */
  industries: MarketIndustryOption[];
}

// ---- GET /api/market/foreign?window=&investor=

export const FLOW_INVESTORS = ['foreign', 'proprietary'] as const;
export type FlowInvestor = (typeof FLOW_INVESTORS)[number];

export const marketFlowsQuery = z.object({
  window: z.preprocess(
    emptyToUndefined,
    z
      .enum(FLOW_WINDOW_KEYS as [FlowWindow, ...FlowWindow[]], 'Khoảng thời gian phải là 1D, 1W hoặc 1M')
      .default('1D'),
  ),
  investor: z.preprocess(
    emptyToUndefined,
    z
      .enum(FLOW_INVESTORS, 'Nhà đầu tư phải là foreign (khối ngoại) hoặc proprietary (tự doanh)')
      .default('foreign'),
  ),
});
export type MarketFlowsQuery = z.infer<typeof marketFlowsQuery>;

export interface FlowSessionPoint {
  date: string;
  /** VND; null when no stock has the flow that session (no data, not zero). */
  buyValue: number | null;
  sellValue: number | null;
  netValue: number | null;
  /** Stocks with both values that session. */
  stocks: number;
}

export interface FlowStockRow {
  ticker: string;
  name: string;
  exchange: Exchange | null;
  /** VND over the window's sessions with data. */
  buyValue: number;
  sellValue: number;
  netValue: number;
  /** Sessions of the window with the stock's flow known. */
  sessions: number;
}

export interface MarketFlowsResponse {
  investor: FlowInvestor;
  window: FlowWindow;
  /** Sessions in the window (1, 5, 22). */
  windowSessions: number;
  /** The window's first and last session; null without sessions. */
  windowFrom: string | null;
  windowTo: string | null;
  /** The window's sessions in which no stock has the flow. */
  windowSessionsWithoutData: string[];
  /** The market's flow per session over the last sessions (the chart), oldest first. */
  sessions: FlowSessionPoint[];
  /** Of `sessions`, the ones without data. */
  sessionsWithoutData: string[];
  topBuy: FlowStockRow[];
  topSell: FlowStockRow[];
  /** False when no session stored has this flow for any stock (e.g. no proprietary data at all). */
  hasData: boolean;
  /** The newest session stored; null without sessions. */
  date: string | null;
  /** When the newest row of the sessions read was written (ISO instant). */
  asOf: string | null;
  sources: string[];
}

// ---- GET /api/market/industries?period=

export const industriesQuery = z.object({
  period: z.preprocess(
    emptyToUndefined,
    z.enum(PERFORMANCE_PERIODS, 'Kỳ phải là 1D, 1W, 1M, YTD hoặc 1Y').default('1D'),
  ),
});
export type IndustriesQuery = z.infer<typeof industriesQuery>;

export interface IndustryChange {
  /** Fraction (0.012 = +1.2 %); null without members priced on both days. */
  change: number | null;
  /** Members counted (priced on both days, with shares). */
  members: number;
}

export interface IndustryMultiple {
  /** The median of the members' multiples at the latest session. */
  today: number | null;
  /** Members with a multiple today. */
  members: number;
  /** Over the monthly medians of the history (today's included). */
  min: number | null;
  max: number | null;
  mean: number | null;
  /** Percent of the monthly medians at or below today's. */
  percentile: number | null;
  points: number;
}

export interface IndustryPerformanceRow {
  icbCode: string;
  name: string;
  /** Listed companies of the industry. */
  companies: number;
  changes: Record<PerformancePeriod, IndustryChange>;
  pe: IndustryMultiple;
  pb: IndustryMultiple;
}

export interface IndustriesResponse {
  /** The order asked (rows sorted by this period's change, highest first; unknown last). */
  period: PerformancePeriod;
  /** The end day t: the live board's session during trading, else the last daily close; null without prices. */
  date: string | null;
  /** True when t is the live board's session (the session so far, before the daily sync). */
  live: boolean;
  /** Each period's start session (t0); null when the history is too short. */
  periodStarts: Record<PerformancePeriod, string | null>;
  /** The valuation history: its first and last monthly point and how many points. */
  valuation: { from: string | null; to: string | null; points: number; computedAt: string };
  asOf: string | null;
  sources: string[];
  rows: IndustryPerformanceRow[];
}
