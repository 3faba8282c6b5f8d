import { z } from 'zod';
import { parseScreenText, type ScreenDefinition } from '../screener/definition';
import { rowIdSchema } from './common';

/**
 * The screener's API (issue 32, docs/API.md "Screener"). A screen travels as the same compact text
 * the page's address holds (src/common/screener/definition.ts): `c` the criteria, `cols` the extra
 * columns, `sort`. The server reads it through `parseScreenText`, so an unknown criterion, a wrong
 * value, min > max or a huge threshold is a 400 with the same Vietnamese message the screen shows.
 */

const screenTextFields = {
  c: z.string().max(4000, { error: 'Bộ lọc quá dài.' }).optional(),
  cols: z.string().max(1000, { error: 'Danh sách cột quá dài.' }).optional(),
  sort: z.string().max(100, { error: 'Cách sắp xếp không hợp lệ.' }).optional(),
};

function withScreen<T extends { c?: string; cols?: string; sort?: string }>(
  value: T,
  ctx: z.RefinementCtx,
): T & { screen: ScreenDefinition } {
  const screen = parseScreenText(value);
  if (typeof screen === 'string') {
    ctx.addIssue({ code: 'custom', message: screen, path: ['c'] });
    return z.NEVER;
  }
  return { ...value, screen };
}

// ---- GET /api/screener/run?c=&cols=&sort=&page=&pageSize=

export const screenerRunQuery = z
  .object({
    ...screenTextFields,
    page: z.coerce.number().int().min(1, { error: 'Trang không hợp lệ.' }).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, { error: 'Mỗi trang có tối đa 100 dòng.' }).default(20),
  })
  .transform(withScreen);
export type ScreenerRunQuery = z.infer<typeof screenerRunQuery>;

export interface ScreenerRow {
  ticker: string;
  name: string;
  exchange: string;
  /** Values of the result's columns (display units of the criteria catalogue); null = unknown. */
  values: Record<string, number | null>;
  /** Why a null value is unknown, by column key. */
  reasons: Record<string, string>;
}

/** When and from where the figures come. */
export interface ScreenerAsOf {
  /** The latest session of the market snapshot (the board's day during a session). */
  session: string | null;
  /** The latest daily close the changes and indicators stand on. */
  priceDate: string | null;
  /** Sources of the prices ('ssi', 'demo' ...). */
  sources: string[];
  /** When the market facts were built (ISO instant). */
  builtAt: string;
}

export interface ScreenerResponse {
  asOf: ScreenerAsOf;
  /** Listed stocks screened. */
  universe: number;
  /** Stocks passing every criterion. */
  total: number;
  page: number;
  pageSize: number;
  /** The table's numeric columns in order: the criteria's, then the chosen ones. */
  columns: string[];
  /** Per criterion: stocks left out because its figure is unknown. */
  unknown: Record<string, number>;
  rows: ScreenerRow[];
}

// ---- GET /api/screener/options: industry names by ICB level for the set criteria

export interface ScreenerOptionsResponse {
  industries: { level: 1 | 2 | 3 | 4; code: string; name: string }[];
  asOf: ScreenerAsOf;
}

// ---- GET /api/screener/export?c=&cols=&sort=&format=csv|xlsx

export const SCREENER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ScreenerExportFormat = (typeof SCREENER_EXPORT_FORMATS)[number];

export const screenerExportQuery = z
  .object({
    ...screenTextFields,
    format: z
      .enum(SCREENER_EXPORT_FORMATS, { error: 'Định dạng tệp không hợp lệ (csv hoặc xlsx)' })
      .default('csv'),
  })
  .transform(withScreen);
export type ScreenerExportQuery = z.infer<typeof screenerExportQuery>;

// ---- saved screens: GET/POST /api/screener/screens, PUT/DELETE /api/screener/screens/[id],
// ---- POST /api/screener/screens/[id]/share, GET /api/screener/shared/[token]

const screenName = z
  .string({ error: 'Nhập tên bộ lọc.' })
  .trim()
  .min(1, { error: 'Nhập tên bộ lọc.' })
  .max(80, { error: 'Tên bộ lọc tối đa 80 ký tự.' });

export const savedScreenBody = z.object({ name: screenName, ...screenTextFields }).transform(withScreen);
export type SavedScreenBody = z.infer<typeof savedScreenBody>;

export const savedScreenIdQuery = z.object({ id: rowIdSchema });

export const screenShareBody = z.object({ enabled: z.boolean({ error: 'Thiếu lựa chọn chia sẻ.' }) });

export const sharedScreenQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Liên kết chia sẻ không hợp lệ.' }),
});

/** A saved screen as the API gives it: the screen as address text, ready for the page's query. */
export interface SavedScreen {
  id: number;
  name: string;
  c: string;
  cols: string;
  sort: string;
  /** The share token when the screen is shared (owner's answers only). */
  shareToken: string | null;
  updatedAt: string;
}

export interface SavedScreensResponse {
  screens: SavedScreen[];
  /** The caller's limit of saved screens (INVESTOR_LIMITS savedScreens). */
  limit: number;
}

export interface SharedScreenResponse {
  name: string;
  c: string;
  cols: string;
  sort: string;
}
