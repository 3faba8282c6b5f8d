/**
 * SSI pages and date windows. The feed serves pageIndex 1..10 only and at most 30 days per dated
 * query, so a query whose rows need more than 10 pages is split into narrower date windows rather
 * than asking for page 11; a single day that still does not fit is an error, never a silent cut.
 */
import { SsiFeedError } from './types';
import { ssiFromIso } from './wireFields';
import { garbageError, type WirePage } from './wire';

export const MAX_PAGE_INDEX = 10;
export const MAX_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** The query needs more than MAX_PAGE_INDEX pages; `total` is the feed's count when it gave one. */
export class TooManyRows extends Error {
  constructor(readonly total: number | null) {
    super('more than 10 pages');
  }
}

/** One page read and converted: its rows, how many paged items it held, and the feed's total. */
export interface ReadPage<Row> {
  items: Row[];
  /** Paged items on the page (nested lists count their items). */
  count: number;
  /** The feed's count of all items of the query; null when it did not say. */
  total: number | null;
}

/**
 * A page converted (`convert` throws retryable garbage on rows it cannot read), refused as garbage
 * when it is short of what totalRecord promises: a page missing mid-pagination (an empty or cut page
 * while the feed says more rows exist) would otherwise end the query early and silently.
 */
export function readPage<Row>(
  endpoint: string,
  page: WirePage,
  position: { pageIndex: number; pageSize: number },
  convert: (page: WirePage) => { items: Row[]; count: number },
): ReadPage<Row> {
  const { items, count } = convert(page);
  const before = (position.pageIndex - 1) * position.pageSize;
  if (count < position.pageSize && page.total !== null && before + count < page.total) {
    throw garbageError(endpoint);
  }
  return { items, count, total: page.total };
}

/** Every row of one query: pages 1.. until totalRecord is reached or a page comes back empty or short. */
export async function allPages<Row>(
  fetchPage: (pageIndex: number) => Promise<ReadPage<Row>>,
  pageSize: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageIndex = 1; pageIndex <= MAX_PAGE_INDEX; pageIndex += 1) {
    const { items, count, total } = await fetchPage(pageIndex);
    if (pageIndex === 1 && total !== null && total > MAX_PAGE_INDEX * pageSize) {
      throw new TooManyRows(total);
    }
    rows.push(...items);
    if (count === 0 || count < pageSize) return rows;
    if (total !== null && pageIndex * pageSize >= total) return rows;
  }
  // Ten full pages and the feed did not say the query ends there.
  throw new TooManyRows(null);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface DateWindow {
  from: string;
  to: string;
}

/** [from, to] cut into windows of at most `days` calendar days each, inclusive, in order. */
export function dateWindows(from: string, to: string, days: number = MAX_WINDOW_DAYS): DateWindow[] {
  const windows: DateWindow[] = [];
  for (let start = from; start <= to; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    windows.push({ from: start, to: end < to ? end : to });
  }
  return windows;
}

/** Monday to Friday: the exchanges never trade on a weekend, so per-day queries skip those. */
export function weekdays(from: string, to: string): DateWindow[] {
  const days: DateWindow[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push({ from: day, to: day });
  }
  return days;
}

/**
 * Rows of every window; a window whose rows exceed 10 pages is halved until it fits, and a single
 * day that does not fit throws SsiFeedError.
 */
export async function byWindows<Row>(
  endpoint: string,
  windows: DateWindow[],
  fetchWindow: (window: DateWindow) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const queue = [...windows];
  for (let window = queue.shift(); window !== undefined; window = queue.shift()) {
    try {
      rows.push(...(await fetchWindow(window)));
    } catch (error) {
      if (!(error instanceof TooManyRows)) throw error;
      const span = daysBetween(window.from, window.to);
      if (span === 0) {
        const count = error.total === null ? 'hơn 10 trang' : `${error.total} dòng, hơn 10 trang`;
        throw new SsiFeedError(
          `SSI giới hạn 10 trang mỗi truy vấn: ${endpoint} ngày ${ssiFromIso(window.from)} có ${count}, không lấy đủ được`,
          endpoint,
          null,
          false,
        );
      }
      const middle = addDays(window.from, Math.floor(span / 2));
      queue.unshift({ from: window.from, to: middle }, { from: addDays(middle, 1), to: window.to });
    }
  }
  return rows;
}
