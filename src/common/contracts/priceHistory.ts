import { z } from 'zod';
import type { CorporateActionKind, PriceBasis } from '../finance/shareBasis';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * The company's price history table (issue 31): one row per session, newest first, paginated on
 * the server; the adjustment events marked on their ex-date rows. Export of the filtered range as
 * CSV or Excel needs a signed-in account.
 */

const isoDate = z.iso.date({ error: 'Ngày không hợp lệ (cần dạng YYYY-MM-DD)' });

const rangeFields = { ticket: tickerSchema, from: isoDate.optional(), to: isoDate.optional() };

// ---- GET /api/enterprise/price-history?ticket=&from=&to=&page=&pageSize=

export const priceHistoryQuery = z
  .object({
    ...rangeFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .transform(tickerFromWire);
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuery>;

// ---- GET /api/enterprise/price-history/export?ticket=&from=&to=&format=csv|xlsx

export const PRICE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type PriceExportFormat = (typeof PRICE_EXPORT_FORMATS)[number];

export const priceHistoryExportQuery = z
  .object({
    ...rangeFields,
    format: z
      .enum(PRICE_EXPORT_FORMATS, { error: 'Định dạng tệp không hợp lệ (csv hoặc xlsx)' })
      .default('csv'),
  })
  .transform(tickerFromWire);
export type PriceHistoryExportQuery = z.infer<typeof priceHistoryExportQuery>;

/** A corporate action with its ex-date on the row's session. */
export interface RowAction {
  kind: CorporateActionKind;
  /** New shares per old share (1.2 = 20 % stock dividend). */
  ratio: number | null;
  /** VND per share (cash dividend, subscription price). */
  cashPerShare: number | null;
  /** "Cổ tức bằng cổ phiếu, tỷ lệ 100:20" (the server writes it; the screen and the export print it). */
  label: string;
}

/**
 * The adjustment of an ex-date: factor = reference / previous close; every earlier session's
 * adjusted price is multiplied by it. From the feed's price_adjustments when stored, else read off
 * the adjusted series (factor = previous session's adj_ratio / this session's).
 */
export interface RowAdjustment {
  actions: RowAction[];
  factor: number | null;
  previousClose: number | null;
  refPrice: number | null;
  origin: 'feed' | 'series' | null;
  /** The reference price formula of the day's entitlements in symbols ("P_ref = P_prev / k"). */
  formula: string | null;
  /** The formula with the day's figures ("P_ref = 31,000 / 1.2 = 25,833.33 ≈ 25,800"); null when not computable. */
  working: string | null;
}

export interface PriceHistoryRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** close x adj_ratio: on today's share basis (raw rows) or the source's own adjusted close. */
  adjustedClose: number;
  adjRatio: number;
  priceBasis: PriceBasis;
  volume: number;
  /** Total traded value of the session (VND, stock_sessions); null when no session is stored. */
  value: number | null;
  /** Foreign buy - sell value (VND); null when either is unknown. */
  foreignNet: number | null;
  adjustment: RowAdjustment | null;
}

export interface PriceHistoryResponse {
  ticker: string;
  from: string | null;
  to: string | null;
  rows: PriceHistoryRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Raw rows present: their adjusted close is close x adj_ratio. Adjusted rows: the source's. */
  bases: PriceBasis[];
  /** The newest day the source back-adjusted its prices to (adjusted rows only). */
  adjustedTo: string | null;
}
