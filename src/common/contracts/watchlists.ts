import { z } from 'zod';
import type { FiftyTwoWeekRange } from '../watchlists/figures';
import { WATCHLIST_RATIO_KEYS, type WatchlistRatioKey } from '../watchlists/ratioKeys';
import { rowIdSchema, tickerSchema } from './common';

/**
 * Watchlists (issue 32, /watchlist): named, ordered lists of tickers per owner (an account, or a
 * guest's one list on the device), and the price board of one list. Account-style answers
 * (`{ data }`): the lists are the caller's own, never cached or shared. Prices in VND per share,
 * percentages as the boards print them (2.3 = +2.3 %), unknown figures null with a reason.
 */

/** A list name: 1-60 characters after trimming. */
export const watchlistNameSchema = z
  .string({ error: 'Vui lòng nhập tên danh sách' })
  .trim()
  .min(1, 'Vui lòng nhập tên danh sách')
  .max(60, 'Tên danh sách tối đa 60 ký tự');

// The ratio columns a list may show beside the board (zod-free, for the screens' first load).
export { WATCHLIST_RATIO_KEYS, type WatchlistRatioKey } from '../watchlists/ratioKeys';

const tickerList = z
  .array(tickerSchema, { error: 'Danh sách mã không hợp lệ' })
  .min(1, 'Chọn ít nhất một mã')
  .max(500, 'Tối đa 500 mã mỗi lần');

// ---- GET /api/watchlists (the caller's lists) · POST (create)

export const watchlistCreateBody = z.object({
  name: watchlistNameSchema,
  /** Tickers to put in the new list at once (e.g. the screener's selected rows). */
  tickers: z.array(tickerSchema).max(500, 'Tối đa 500 mã mỗi lần').optional(),
});
export type WatchlistCreateBody = z.infer<typeof watchlistCreateBody>;

export interface Watchlist {
  id: number;
  name: string;
  position: number;
  /** Chosen ratio columns, in the order shown. */
  columns: WatchlistRatioKey[];
  /** The list's tickers in their saved order. */
  tickers: string[];
  updatedAt: string;
}

export interface WatchlistsResponse {
  /** 'device' for a guest: one list kept on this browser until sign-in. */
  owner: 'user' | 'device';
  lists: Watchlist[];
  /** The caller's limits (src/common/access/investorLimits.ts). */
  limits: { watchlists: number; watchlistTickers: number };
}

// ---- PATCH /api/watchlists/[id] (rename, columns) · DELETE

export const watchlistIdQuery = z.object({ id: rowIdSchema });

export const watchlistUpdateBody = z
  .object({
    name: watchlistNameSchema.optional(),
    columns: z
      .array(z.enum(WATCHLIST_RATIO_KEYS, { error: 'Cột chỉ số không hợp lệ' }))
      .max(WATCHLIST_RATIO_KEYS.length)
      .refine((keys) => new Set(keys).size === keys.length, 'Cột chỉ số bị lặp')
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.columns !== undefined, 'Không có thay đổi nào');
export type WatchlistUpdateBody = z.infer<typeof watchlistUpdateBody>;

// ---- PUT /api/watchlists/order (the lists' order)

export const watchlistOrderBody = z.object({
  ids: z.array(rowIdSchema).min(1, 'Danh sách trống').max(100),
});

// ---- POST /api/watchlists/[id]/items (add) · DELETE ?ticker= (remove) · PUT (the rows' order)

export const watchlistItemsBody = z.object({ tickers: tickerList });
export type WatchlistItemsBody = z.infer<typeof watchlistItemsBody>;

export const watchlistItemQuery = z.object({ id: rowIdSchema, ticker: tickerSchema });

export interface WatchlistAddResult {
  list: Watchlist;
  /** Tickers added by this call, in the order given. */
  added: string[];
  /** Tickers that were already in the list (left where they were). */
  alreadyIn: string[];
}

// ---- GET /api/watchlists/[id]/board

/** One ratio cell: the value, or null with why. */
export interface WatchlistBoardRatio {
  value: number | null;
  reason: string | null;
}

/** One row of the price board. Unknown figures are null with the reason in `missing`. */
export interface WatchlistBoardRow {
  ticker: string;
  name: string;
  exchange: string | null;
  /** The session this row describes (the board's day during a session); null without any price. */
  date: string | null;
  /** Last matched price, else the reference price before the first match (VND). */
  price: number | null;
  refPrice: number | null;
  ceilingPrice: number | null;
  floorPrice: number | null;
  change: number | null;
  /** Percent (2.3 = +2.3 %). */
  pctChange: number | null;
  totalVolume: number | null;
  /** VND. */
  totalValue: number | null;
  /** Mean volume of the 20 sessions before this one (fewer early in a history); null without any. */
  averageVolume: number | null;
  /** totalVolume / averageVolume − 1 (fraction; 0.5 = 50 % above the average). */
  volumeVsAverage: number | null;
  /** Foreign buy − sell, VND when the feed gave values, else null (volume below). */
  foreignNetValue: number | null;
  /** Foreign buy − sell, shares. */
  foreignNetVolume: number | null;
  range52w: FiftyTwoWeekRange;
  /** Ratio columns chosen for the list (display units of the screener's facts). */
  ratios: Partial<Record<WatchlistRatioKey, WatchlistBoardRatio>>;
  /** 'session' or 'board' (the live board during a session). */
  origin: 'session' | 'board' | null;
  /** Why figures are missing ('Chưa có dữ liệu giao dịch', 'Mã đã hủy niêm yết' ...), else null. */
  missing: string | null;
}

export interface WatchlistBoardResponse {
  list: Watchlist;
  rows: WatchlistBoardRow[];
  /** The snapshot's provenance, as dataCaption reads it. */
  provenance: { date: string | null; asOf: string | null; sources: string[] };
  /** The ratio columns' basis (price session and statements), null without ratio columns. */
  ratioCaption: string | null;
  /** The ratio columns are still being computed (whole-market facts): ask again in a few seconds. */
  ratiosPending: boolean;
}
