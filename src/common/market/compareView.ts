/**
 * What /compare shows, as its address holds it (zod-free: the page's first load reads it).
 *
 *   /compare?t=VCB,BID,CTG&m=price&v=pct&b=1
 *   /compare?t=VCB,BID&m=ratio:ROE&p=year
 *
 * t: up to COMPARE_MAX_TICKERS tickers, comma-separated (more: the first eight, with a notice);
 * m: 'price' or a chart metric key (ratio:ROE, statement:INCOME_STATEMENT.NET_REVENUE ...);
 * p: the periods of a fundamental metric (quarter, year); v: the price chart in % from the first
 * visible day (pct) or in đồng (abs); b: VN-Index as a benchmark line (1) or not (0).
 */

export const COMPARE_MAX_TICKERS = 8;

/** Shown when the address names no ticker: the five largest listed banks, a common peer set. */
export const DEFAULT_COMPARE_TICKERS: readonly string[] = ['VCB', 'BID', 'CTG', 'TCB', 'MBB'];

export const PRICE_METRIC = 'price';
export const COMPARE_PERIODS = ['quarter', 'year'] as const;
export type ComparePeriod = (typeof COMPARE_PERIODS)[number];
export type PriceView = 'pct' | 'abs';

export interface CompareView {
  tickers: string[];
  /** Well-formed tickers beyond the eighth, left out. */
  dropped: string[];
  /** Address items that are not tickers at all. */
  malformed: string[];
  /** True when the address named no ticker and the default set is shown. */
  isDefault: boolean;
  metric: string;
  period: ComparePeriod;
  priceView: PriceView;
  benchmark: boolean;
}

const TICKER = /^[A-Z0-9]{1,10}$/;
const METRIC = /^(statement|ratio):[\w.-]{1,80}$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The ticker list of an address value: upper case, trimmed, duplicates removed, in order. */
export function parseTickerList(raw: string | string[] | undefined): {
  tickers: string[];
  dropped: string[];
  malformed: string[];
} {
  const parts = (Array.isArray(raw) ? raw : [raw ?? ''])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item.length > 0);
  const valid: string[] = [];
  const malformed: string[] = [];
  for (const part of parts) {
    if (!TICKER.test(part)) malformed.push(part);
    else if (!valid.includes(part)) valid.push(part);
  }
  return {
    tickers: valid.slice(0, COMPARE_MAX_TICKERS),
    dropped: valid.slice(COMPARE_MAX_TICKERS),
    malformed,
  };
}

export function compareViewOf(query: Readonly<Record<string, string | string[] | undefined>>): CompareView {
  const list = parseTickerList(query.t);
  const isDefault = list.tickers.length === 0 && list.malformed.length === 0;
  const metric = first(query.m);
  const period = first(query.p);
  return {
    ...list,
    tickers: isDefault ? [...DEFAULT_COMPARE_TICKERS] : list.tickers,
    isDefault,
    metric: metric && METRIC.test(metric) ? metric : PRICE_METRIC,
    period: period === 'year' ? 'year' : 'quarter',
    priceView: first(query.v) === 'abs' ? 'abs' : 'pct',
    benchmark: first(query.b) !== '0',
  };
}

/** The address of a view (defaults left out, so the plain /compare stays plain). */
export function compareQuery(
  view: Omit<CompareView, 'dropped' | 'malformed' | 'isDefault'>,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.tickers.length > 0) query.t = view.tickers.join(',');
  if (view.metric !== PRICE_METRIC) {
    query.m = view.metric;
    if (view.period !== 'quarter') query.p = view.period;
  }
  if (view.priceView === 'abs') query.v = 'abs';
  if (!view.benchmark) query.b = '0';
  return query;
}
