import type { ParsedUrlQuery } from 'node:querystring';

/**
 * The price history's view in the address (?from=&to=&page=&pageSize=), so a link or a reload shows
 * the same rows. Values the server would refuse are dropped (the default applies).
 */
export interface PriceHistoryView {
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Rows per page offered (the server takes up to 100). */
export const PRICE_HISTORY_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isoDate(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : undefined;
}

export function priceHistoryViewOf(query: ParsedUrlQuery): PriceHistoryView {
  const from = isoDate(first(query.from));
  let to = isoDate(first(query.to));
  if (from && to && from > to) to = undefined;
  const page = Number(first(query.page));
  const pageSize = Number(first(query.pageSize));
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PRICE_HISTORY_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PAGE_SIZE,
  };
}

/** The query with the view's keys replaced (defaults left out); other keys (the ticker) kept. */
export function withPriceHistoryView(query: ParsedUrlQuery, view: PriceHistoryView): ParsedUrlQuery {
  const { from: _from, to: _to, page: _page, pageSize: _pageSize, ...rest } = query;
  return {
    ...rest,
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(view.pageSize) } : {}),
  };
}
