/**
 * The SsiFeed over SSI FastConnect Data v2's REST API: token, pages, 30-day windows and retries
 * inside (token.ts, paging.ts, transport.ts), answers read by wire.ts. Messages never carry the
 * consumer secret or a token.
 */
import { createTokenCache } from './token';
import { createTransport } from './transport';
import {
  allPages,
  byWindows,
  dateWindows,
  readPage,
  TooManyRows,
  weekdays,
  type DateWindow,
  type ReadPage,
} from './paging';
import {
  readAccessToken,
  readEnvelope,
  toIndex,
  toIndexComponents,
  toIndexDay,
  toOhlcBar,
  toSecurity,
  toSecurityDetails,
  toStockDay,
  type WirePage,
} from './wire';
import { ssiFromIso } from './wireFields';
import { SsiFeedError, type SsiFeed, type SsiIndexComponents } from './types';

export type SsiEndpoint =
  | 'Securities'
  | 'SecuritiesDetails'
  | 'IndexComponents'
  | 'IndexList'
  | 'DailyOhlc'
  | 'IntradayOhlc'
  | 'DailyIndex'
  | 'DailyStockPrice';

/** The page sizes the spec allows per endpoint (section 4). */
export const ALLOWED_PAGE_SIZES: Record<SsiEndpoint, readonly number[]> = {
  Securities: [10, 20, 50, 100, 1000],
  SecuritiesDetails: [10, 20, 50, 100, 1000],
  IndexComponents: [10, 20, 50, 100, 500, 1000],
  IndexList: [10, 20, 50, 100, 500, 1000],
  DailyOhlc: [10, 20, 50, 100, 500, 1000],
  IntradayOhlc: [10, 20, 50, 100, 500, 1000],
  DailyIndex: [10, 20, 50, 100, 500, 1000],
  DailyStockPrice: [10, 20, 50, 100],
};

export interface SsiClientOptions {
  baseUrl: string;
  consumerId: string;
  consumerSecret: string;
  fetchImpl?: typeof fetch;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** Attempts per request, the first included; default 4. */
  maxAttempts?: number;
  /** First retry's delay; doubled each time, ±50% jitter; default 500 ms. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Smaller pages than the largest allowed (tests); each must be in ALLOWED_PAGE_SIZES. */
  pageSizes?: Partial<Record<SsiEndpoint, number>>;
  onRetry?: (event: { endpoint: string; attempt: number; reason: string; delayMs: number }) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function byDate<Row extends { date: string; time?: string | null }>(rows: Row[]): Row[] {
  return rows.sort((a, b) =>
    a.date === b.date ? (a.time ?? '').localeCompare(b.time ?? '') : a.date < b.date ? -1 : 1,
  );
}

export function createSsiClient(options: SsiClientOptions): SsiFeed {
  const transport = createTransport({
    baseUrl: options.baseUrl,
    fetchImpl: options.fetchImpl ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxAttempts: options.maxAttempts ?? 4,
    backoffMs: options.backoffMs ?? 500,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    onRetry: options.onRetry,
  });
  const tokens = createTokenCache(
    () =>
      transport.send(
        {
          endpoint: 'AccessToken',
          method: 'POST',
          json: { consumerID: options.consumerId, consumerSecret: options.consumerSecret },
        },
        readAccessToken,
      ),
    options.now,
  );

  const pageSize = (endpoint: SsiEndpoint): number => {
    const allowed = ALLOWED_PAGE_SIZES[endpoint];
    const size = options.pageSizes?.[endpoint] ?? allowed[allowed.length - 1] ?? 10;
    if (!allowed.includes(size)) throw new RangeError(`${endpoint}: page size ${size} not allowed`);
    return size;
  };

  /** The feed's message may echo what it was sent: never let the secret or a token through. */
  const redact = (message: string): string => {
    let clean = message.split(options.consumerSecret).join('***');
    for (const token of tokens.issued) clean = clean.split(token).join('***');
    return clean;
  };

  /** One page, read inside the transport's retries: an unreadable row or a short page is retried too. */
  async function page<T>(
    endpoint: SsiEndpoint,
    query: Record<string, string>,
    read: (page: WirePage) => T,
  ): Promise<T> {
    let renewed = false;
    for (;;) {
      const token = await tokens.get();
      try {
        return await transport.send({ endpoint, method: 'GET', query, token }, (body) =>
          read(readEnvelope(endpoint, body)),
        );
      } catch (error) {
        // 401: the token expired or was revoked early; one new token, one more try.
        const unauthorized =
          error instanceof SsiFeedError && error.status === 401 && error.endpoint !== 'AccessToken';
        if (!unauthorized || renewed) throw error;
        renewed = true;
        tokens.invalidate(token);
      }
    }
  }

  function rowsOf<Row>(
    endpoint: SsiEndpoint,
    query: Record<string, string>,
    convert: (page: WirePage) => { items: Row[]; count: number },
  ): Promise<Row[]> {
    const size = pageSize(endpoint);
    return allPages(
      (pageIndex): Promise<ReadPage<Row>> =>
        page(endpoint, { ...query, pageIndex: String(pageIndex), pageSize: String(size) }, (wirePage) =>
          readPage(endpoint, wirePage, { pageIndex, pageSize: size }, convert),
        ),
      size,
    );
  }

  const flat =
    <Row>(map: (row: WirePage['rows'][number]) => Row) =>
    (wirePage: WirePage) => ({ items: wirePage.rows.map(map), count: wirePage.rows.length });

  const dated = (window: DateWindow) => ({
    fromDate: ssiFromIso(window.from),
    toDate: ssiFromIso(window.to),
  });

  async function guarded<T>(endpoint: SsiEndpoint, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof TooManyRows) {
        throw new SsiFeedError(
          `SSI giới hạn 10 trang mỗi truy vấn: ${endpoint} có quá nhiều dòng`,
          endpoint,
          null,
          false,
        );
      }
      if (error instanceof SsiFeedError) {
        throw new SsiFeedError(redact(error.message), error.endpoint, error.status, error.retryable);
      }
      throw error;
    }
  }

  const ohlc = (endpoint: 'DailyOhlc' | 'IntradayOhlc', symbol: string, from: string, to: string) =>
    guarded(endpoint, async () => {
      const extra: Record<string, string> = endpoint === 'IntradayOhlc' ? { resolution: '1' } : {};
      const rows = await byWindows(endpoint, dateWindows(from, to), (window) =>
        rowsOf(
          endpoint,
          { symbol, ...dated(window), ascending: 'true', ...extra },
          flat((row) => toOhlcBar(endpoint, row)),
        ),
      );
      return byDate(rows);
    });

  return {
    securities: (market) => guarded('Securities', () => rowsOf('Securities', { market }, flat(toSecurity))),
    securityDetails: (market, symbol) =>
      guarded('SecuritiesDetails', () =>
        rowsOf('SecuritiesDetails', symbol === undefined ? { market } : { market, symbol }, (wirePage) => {
          const items = wirePage.rows.flatMap(toSecurityDetails);
          return { items, count: items.length };
        }),
      ),
    indexList: (exchange) =>
      guarded('IndexList', () =>
        rowsOf('IndexList', exchange === undefined ? {} : { exchange }, flat(toIndex)),
      ),
    indexComponents: (indexCode) =>
      guarded('IndexComponents', async () => {
        const parts = await rowsOf('IndexComponents', { indexCode }, (wirePage) => {
          const items = wirePage.rows.map(toIndexComponents);
          return { items, count: items.reduce((sum, item) => sum + item.symbols.length, 0) };
        });
        // Members of one index may come over several pages: one record per index.
        const merged = new Map<string, SsiIndexComponents>();
        for (const part of parts) {
          const known = merged.get(part.indexCode);
          if (known) known.symbols.push(...part.symbols.filter((symbol) => !known.symbols.includes(symbol)));
          else merged.set(part.indexCode, { ...part, symbols: [...part.symbols] });
        }
        return [...merged.values()];
      }),
    dailyOhlc: (symbol, from, to) => ohlc('DailyOhlc', symbol, from, to),
    intradayOhlc: (symbol, from, to) => ohlc('IntradayOhlc', symbol, from, to),
    dailyIndex: (indexCode, from, to) =>
      guarded('DailyIndex', async () => {
        const rows = await byWindows('DailyIndex', dateWindows(from, to), (window) =>
          rowsOf(
            'DailyIndex',
            { requestId: String(Math.floor(Math.random() * 1e9)), indexId: indexCode, ...dated(window) },
            flat(toIndexDay),
          ),
        );
        return byDate(rows);
      }),
    dailyStockPrice: ({ market, symbol, from, to }) =>
      guarded('DailyStockPrice', async () => {
        // A whole market is ~400-900 rows a day against a 1,000-row bound per query: one day each.
        const windows = symbol === undefined ? weekdays(from, to) : dateWindows(from, to);
        const rows = await byWindows('DailyStockPrice', windows, (window) => {
          const query: Record<string, string> = { ...dated(window) };
          if (symbol !== undefined) query.symbol = symbol;
          if (market !== undefined) query.market = market;
          return rowsOf('DailyStockPrice', query, flat(toStockDay));
        });
        return byDate(rows);
      }),
    get requestCount() {
      return transport.requestCount;
    },
  };
}
