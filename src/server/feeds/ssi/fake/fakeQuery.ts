/**
 * The fake feed's request checks, as strict as the real one's published limits: pageIndex 1..10,
 * page sizes from each endpoint's allowed set, dates dd/mm/yyyy, at most 30 days per dated query.
 * Parameter names are read case-insensitively (ASP.NET binds them so).
 */
import { isoFromSsi } from '../wireFields';

/** The spec's allowed page sizes (section 4), written out again here so the fake checks the client. */
const PAGE_SIZES: Record<string, readonly number[]> = {
  Securities: [10, 20, 50, 100, 1000],
  SecuritiesDetails: [10, 20, 50, 100, 1000],
  IndexComponents: [10, 20, 50, 100, 500, 1000],
  IndexList: [10, 20, 50, 100, 500, 1000],
  DailyOhlc: [10, 20, 50, 100, 500, 1000],
  IntradayOhlc: [10, 20, 50, 100, 500, 1000],
  DailyIndex: [10, 20, 50, 100, 500, 1000],
  DailyStockPrice: [10, 20, 50, 100],
};
export const MAX_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;

/** A request the real feed would refuse: answered HTTP 400 with {status: "400", message}. */
export class FakeRefusal extends Error {}

export class FakeQuery {
  private readonly params = new Map<string, string>();

  constructor(
    readonly endpoint: string,
    search: URLSearchParams,
  ) {
    for (const [key, value] of search) this.params.set(key.toLowerCase(), value);
  }

  get(name: string): string | undefined {
    const value = this.params.get(name.toLowerCase())?.trim();
    return value === '' ? undefined : value;
  }

  /** pageIndex and pageSize, checked; defaults 1 and 10 as the spec says. */
  paging(): { pageIndex: number; pageSize: number } {
    const pageIndex = Number(this.get('pageIndex') ?? '1');
    const pageSize = Number(this.get('pageSize') ?? this.get('lookupRequest.pageSize') ?? '10');
    if (!Number.isInteger(pageIndex) || pageIndex < 1 || pageIndex > 10) {
      throw new FakeRefusal('PageIndex must be from 1 to 10');
    }
    const allowed = PAGE_SIZES[this.endpoint] ?? [];
    if (!allowed.includes(pageSize)) throw new FakeRefusal(`PageSize must be one of ${allowed.join(', ')}`);
    return { pageIndex, pageSize };
  }

  /** fromDate/toDate as ISO, defaulting to `today` when the endpoint allows it. */
  range(today: string, required: boolean): { from: string; to: string } {
    const read = (name: string): string => {
      const value = this.get(name);
      if (value === undefined) {
        if (required) throw new FakeRefusal(`${name} is required`);
        return today;
      }
      const iso = /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? isoFromSsi(value) : null;
      if (iso === null) throw new FakeRefusal(`${name} must be dd/mm/yyyy`);
      return iso;
    };
    const from = read('fromDate');
    const to = read('toDate');
    if (from > to) throw new FakeRefusal('FromDate must not be after ToDate');
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > MAX_RANGE_DAYS) throw new FakeRefusal(`Date range must not exceed ${MAX_RANGE_DAYS} days`);
    return { from, to };
  }

  toRecord(): Record<string, string> {
    return Object.fromEntries(this.params);
  }
}

export function pageOf<T>(items: readonly T[], paging: { pageIndex: number; pageSize: number }): T[] {
  const start = (paging.pageIndex - 1) * paging.pageSize;
  return items.slice(start, start + paging.pageSize);
}
