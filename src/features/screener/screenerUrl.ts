import type { ParsedUrlQuery } from 'node:querystring';
import type { ScreenText } from '@/common/screener/definition';

/**
 * The screener's view in the address (its one source of truth): the screen's text (c, cols, sort,
 * src/common/screener/definition.ts), the page and its size, and the title of a ready-made, saved or
 * shared screen. A reload or a copied address gives the same screen and results.
 */

export const SCREENER_PAGE_SIZES = [20, 50, 100] as const;

export interface ScreenerView {
  text: ScreenText;
  page: number;
  pageSize: number;
  /** The name shown above the results (a ready-made or saved screen), when there is one. */
  title: string | null;
  /** The saved screen this view was opened from (its changes can be saved back), when there is one. */
  saved?: number | null;
}

function single(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? undefined : text;
}

function positive(value: string | undefined, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

export function screenerViewOf(query: ParsedUrlQuery): ScreenerView {
  const text: ScreenText = {};
  const c = single(query.c);
  const cols = single(query.cols);
  const sort = single(query.sort);
  if (c) text.c = c;
  if (cols) text.cols = cols;
  if (sort) text.sort = sort;
  const size = positive(single(query.pageSize), 20, 100);
  return {
    text,
    page: positive(single(query.page), 1, 10_000),
    pageSize: (SCREENER_PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
    title: single(query.title)?.slice(0, 80) ?? null,
    saved: positive(single(query.saved), 0, 2_147_483_647) || null,
  };
}

/** The address query of a view (defaults left out, so a plain screen keeps a short link). */
export function screenerQuery(view: ScreenerView): Record<string, string> {
  const query: Record<string, string> = { ...view.text };
  if (view.page !== 1) query.page = String(view.page);
  if (view.pageSize !== 20) query.pageSize = String(view.pageSize);
  if (view.title) query.title = view.title;
  if (view.saved) query.saved = String(view.saved);
  return query;
}
