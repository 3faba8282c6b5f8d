import { z } from 'zod';
import type { AccessNotice } from './finance';
import type { ChartMetricInfo } from './financeChart';
import type { ScreenerAsOf } from './screener';
import type { CriterionUnit } from '../screener/criteriaTypes';
import type { PeerDirection } from '../market/peers';

/**
 * The comparison of tickers (issue 33, docs/API.md "Comparison"): GET /api/compare/series (one
 * metric for several tickers, VN-Index beside the price) and GET /api/compare/peers (the peer table).
 * `t` is the address's ticker list (src/common/market/compareView.ts): malformed or unknown items
 * come back named in `unknown`, tickers beyond the eighth in `dropped`, the rest answered.
 */

const tickerListField = z
  .string({ error: 'Thiếu danh sách mã chứng khoán (t).' })
  .trim()
  .min(1, { error: 'Thiếu danh sách mã chứng khoán (t).' })
  .max(300, { error: 'Danh sách mã chứng khoán quá dài.' });

const compareMetricField = z
  .string()
  .trim()
  .regex(/^(price:close|(statement|ratio):[\w.-]{1,80})$/, {
    error: 'Chỉ tiêu so sánh không hợp lệ (price:close, ratio:<mã> hoặc statement:<báo cáo>.<mã>).',
  });

const periodField = z
  .enum(['quarter', 'year'], { error: 'Kỳ phải là quarter hoặc year.' })
  .default('quarter');

// ---- GET /api/compare/series?t=VCB,BID&metric=price:close|ratio:ROE&period=quarter

export const compareSeriesQuery = z.object({
  t: tickerListField,
  metric: compareMetricField.default('price:close'),
  period: periodField,
});
export type CompareSeriesQuery = z.infer<typeof compareSeriesQuery>;

export interface CompareCompany {
  ticker: string;
  name: string;
  companyType: string;
}

/** One ticker's figures: [x = UTC ms of the day or the period's last day, y as sent (ratios as fractions)]. */
export interface CompareSeries {
  ticker: string;
  points: [number, number | null][];
  source: string;
  /** Why figures are missing or cut (the metric does not exist for the company type, a plan limit). */
  notice?: string;
}

export interface CompareSeriesResponse {
  metric: ChartMetricInfo;
  periodType: 'quarter' | 'year';
  companies: CompareCompany[];
  /** Address items that are not listed tickers (malformed or unknown), in the address's order. */
  unknown: string[];
  /** Tickers beyond the eighth, left out. */
  dropped: string[];
  series: CompareSeries[];
  /** VN-Index closes beside the price chart (null for a fundamental metric). */
  benchmark: { code: string; name: string; points: [number, number][]; source: string } | null;
  access?: AccessNotice;
}

// ---- GET /api/compare/peers?t=VCB,BID&metric=ratio:ROE&period=quarter

export const comparePeersQuery = compareSeriesQuery;
export type ComparePeersQuery = z.infer<typeof comparePeersQuery>;

export interface PeerColumn {
  key: string;
  label: string;
  unit: CriterionUnit;
  /** Which way is better (rank 1); null = not ranked. */
  better: PeerDirection | null;
  /** The formula (the screener catalogue's help). */
  help: string;
}

export interface PeerCell {
  value: number | null;
  /** 1 = best among the chosen tickers; null = unranked (unknown value or no direction). */
  rank: number | null;
  /** Why the value is unknown (Vietnamese). */
  reason?: string;
  /** The period a value stands for, when not the latest session (Q3/2025). */
  period?: string;
}

export interface PeerRow {
  ticker: string;
  name: string;
  industryCode: string | null;
  industryName: string | null;
  /** False when the row's industry is not the median's. */
  inMedianIndustry: boolean;
  cells: Record<string, PeerCell>;
}

export interface PeerMedianCell {
  value: number | null;
  /** Listed stocks of the industry with a known value. */
  count: number;
  reason?: string;
}

export interface ComparePeersResponse {
  asOf: ScreenerAsOf;
  columns: PeerColumn[];
  /** The column of the chosen fundamental metric, when it is not one of the fixed columns. */
  metricColumn: string | null;
  rows: PeerRow[];
  /** The first ticker's ICB level-2 industry: its listed stocks' medians (null without an industry). */
  median: {
    industryCode: string;
    industryName: string;
    level: number;
    members: number;
    cells: Record<string, PeerMedianCell>;
  } | null;
  unknown: string[];
  dropped: string[];
}
