import { z } from 'zod';
import { OHLC_RESOLUTIONS, REPORT_SCOPES, type OhlcResolution } from '../constants/companyPages';
import { COMPANY_TYPES } from '../constants/market';
import { rowIdSchema, tickerSchema } from './common';
import { tickerFromWire } from './wireNames';
import { DOCUMENT_KINDS } from './admin';
import { accessNotice } from './finance';
import type { ValuationInfo } from './ratios';

/**
 * The remaining enterprise screens (issue 9): overview, value chain, technical analysis, analysis
 * reports, news and documents. Data answers travel in the hashCode envelope like every data route.
 */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(20);
const isoDate = z.iso.date();

// ---- overview: GET /api/enterprise/overview?ticket=

export const overviewQuery = z.object({ ticket: tickerSchema }).transform(tickerFromWire);

export interface OverviewResult {
  /** "Q3/2024". */
  label: string;
  /** Period key "2024Q3". */
  key: string;
  /** VND; the company type's revenue line (net revenue, total operating income ...). */
  revenue: number | null;
  netProfit: number | null;
  /** Changes against the same quarter a year earlier, fractions (0.12 = +12 %). */
  revenueYoy: number | null;
  profitYoy: number | null;
}

export interface OverviewResponse {
  ticker: string;
  companyType: (typeof COMPANY_TYPES)[number];
  /** The last trading day with a price, YYYY-MM-DD; null without prices. */
  asOf: string | null;
  /** Adjusted close of that day (VND) and its change against the day before. */
  price: number | null;
  change: number | null;
  changePercent: number | null;
  /** VND: price x shares, both on today's share basis (null, with a note, when not known). */
  marketCap: number | null;
  /** Shares of the latest statements on today's basis (the count EPS and BVPS use). */
  sharesOutstanding: number | null;
  /**
   * Trailing four quarters (or the last year), as the ratio catalogue computes them; P/E and P/B at
   * the last close, EPS and BVPS exactly as numeral-data's latest period.
   */
  pe: number | null;
  pb: number | null;
  /** Fractions. */
  roe: number | null;
  /**
   * Cash dividends with an ex-date in the 12 months to the last close, per share of today's basis,
   * / that close; fraction. Null (with a note) when the ticker has no corporate-action data.
   */
  dividendYield: number | null;
  eps: number | null;
  bvps: number | null;
  /** 52 weeks of adjusted closes. */
  week52High: number | null;
  week52Low: number | null;
  /** The name of the revenue line used in `recentResults`. */
  revenueLabel: string;
  /** The last 8 quarters, oldest first. */
  recentResults: OverviewResult[];
  /**
   * What the multiples, market value and per-share figures stand on: the close used (its day, as
   * stored, raw or adjusted), price and shares on today's share basis, and the period whose
   * statements they use (docs/DATA.md "Valuation basis"). Absent without statements.
   */
  valuation?: OverviewValuation;
  /** Why a key figure is null (Vietnamese), per figure; only the missing ones. */
  figureNotes?: OverviewFigureNotes;
}

export interface OverviewValuation extends ValuationInfo {
  /** "Q3/2024": the statements EPS, BVPS, ROE and the shares come from. */
  periodLabel: string;
}

export type OverviewFigureNotes = Partial<
  Record<'marketCap' | 'sharesOutstanding' | 'pe' | 'pb' | 'eps' | 'bvps' | 'dividendYield', string>
>;

// ---- prices: GET /api/enterprise/stock-ohlc?ticket=&resolution=&from=&to=

export { OHLC_RESOLUTIONS, type OhlcResolution };

const ohlcResolution = z
  .enum(OHLC_RESOLUTIONS, { error: 'Khung thời gian không hợp lệ (day, week, month)' })
  .default('day');

export const stockOhlcQuery = z
  .object({
    ticket: tickerSchema,
    resolution: ohlcResolution,
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .transform(tickerFromWire);
export type StockOhlcQuery = z.infer<typeof stockOhlcQuery>;

/** [time (UTC ms of the day or period start), open, high, low, close, volume], adjusted prices. */
export type OhlcTuple = [number, number, number, number, number, number];
export interface StockOhlcResponse {
  ticker: string;
  resolution: OhlcResolution;
  /** Prices are adjusted for splits and dividends (price x adj_ratio); volume as traded. */
  adjusted: true;
  bars: OhlcTuple[];
}

// ---- technical summary: GET /api/enterprise/technical-summary?ticket=&resolution=

export const technicalSummaryQuery = z
  .object({
    ticket: tickerSchema,
    resolution: ohlcResolution,
  })
  .transform(tickerFromWire);
// The answer is TechnicalSummary of src/common/technical (with `ticker` and `resolution` added).

// ---- value chain: GET /api/enterprise/value-chain?ticket=

export const valueChainQuery = z.object({ ticket: tickerSchema }).transform(tickerFromWire);
export const VALUE_CHAIN_RELATIONS = ['upstream', 'downstream', 'peer'] as const;
export type ValueChainRelation = (typeof VALUE_CHAIN_RELATIONS)[number];
export interface ValueChainNode {
  relation: ValueChainRelation;
  /** A listed counterpart (links to its pages); null when not listed. */
  ticker: string | null;
  name: string;
  note: string | null;
  exchange: string | null;
}
export interface ValueChainResponse {
  ticker: string;
  name: string;
  /** The company's industry (ICB level 4, else 3) name; null when unknown. */
  industry: string | null;
  nodes: ValueChainNode[];
}

// ---- analysis reports: GET /api/enterprise/report-analysis?ticket=&source=&from=&to=&scope=&page=

export { REPORT_SCOPES };
export const reportAnalysisQuery = z
  .object({
    ticket: tickerSchema,
    source: z.string().trim().max(100).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** all: the ticker's reports and its industry's; ticker or industry: only those. */
    scope: z.enum(REPORT_SCOPES).default('all'),
    page,
    pageSize,
  })
  .transform(tickerFromWire);
export type ReportAnalysisQuery = z.infer<typeof reportAnalysisQuery>;
export interface AnalysisReportItem {
  id: number;
  title: string;
  source: string;
  recommendation: 'buy' | 'hold' | 'sell' | null;
  targetPrice: number | null;
  summary: string;
  /** Where to open the document (our file route for demo files); null without a file. */
  fileUrl: string | null;
  publishedAt: string;
  scope: 'ticker' | 'industry';
}
export interface ReportAnalysisResponse {
  ticker: string;
  items: AnalysisReportItem[];
  /** Every source with reports for this ticker or its industry (the filter's choices). */
  sources: string[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- news: GET /api/enterprise/news?ticket=&page=, GET /api/news/[id]

export const newsListQuery = z.object({ ticket: tickerSchema, page, pageSize }).transform(tickerFromWire);
export type NewsListQuery = z.infer<typeof newsListQuery>;
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  source: string;
  /** The original article, when there is one. */
  url: string | null;
  publishedAt: string;
  ticker: string | null;
  icbCode: string | null;
}
export interface NewsListResponse {
  ticker: string;
  items: NewsItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Set when the plan shows only the newest items (NEWS_ALL limited: 10). */
  access?: z.infer<typeof accessNotice>;
}
export const newsDetailQuery = z.object({ id: rowIdSchema });
export interface NewsDetail extends NewsItem {
  body: string;
  /** Other recent news of the same ticker. */
  related: NewsItem[];
}

// ---- documents: GET /api/enterprise/documents?ticket=&kind=&page=, GET /api/documents/[id]/file

export const documentsQuery = z
  .object({
    ticket: tickerSchema,
    kind: z.enum(DOCUMENT_KINDS).optional(),
    page,
    pageSize,
  })
  .transform(tickerFromWire);
export type DocumentsQuery = z.infer<typeof documentsQuery>;
export interface DocumentItem {
  id: number;
  kind: (typeof DOCUMENT_KINDS)[number];
  title: string;
  year: number | null;
  mimeType: string;
  publishedAt: string;
  /** Opens the file in the browser (GET /api/documents/{id}/file). */
  openUrl: string;
  /** The same with Content-Disposition: attachment. */
  downloadUrl: string;
}
export interface DocumentsResponse {
  ticker: string;
  items: DocumentItem[];
  total: number;
  page: number;
  pageSize: number;
}
export const documentFileQuery = z.object({
  id: rowIdSchema,
  download: z.enum(['1', '0', 'true', 'false']).optional(),
});
