/**
 * Company pages carry the ticker in the path (issue 29), so each company's screen is its own
 * indexable URL and the canonical link (origin + path, no query) names the company:
 *
 *   /enterprise/FPT/overview, /enterprise/FPT/finance/balance-sheet, /enterprise/FPT/chart/default ...
 *
 * The screen part is the specification's route without its `/enterprise` prefix. The specification's
 * routes (`/enterprise/overview?ticker=FPT`) stay as entry points that redirect here. Tickers are
 * upper case in the path; screens are lower case, so the two never collide.
 */

export const COMPANY_PATH_PREFIX = '/enterprise';

/** The screens of a company, as the path after `/enterprise/{TICKER}` (spec section 2 routes). */
export const COMPANY_SCREENS = [
  'overview',
  'cgt',
  'financial-chart',
  'finance',
  'finance/balance-sheet',
  'finance/income-statement',
  'finance/cash-flow-direct',
  'finance/cash-flow-indirect',
  'finance/footnotes',
  'finance/numeral',
  'finance/same-industry',
  'chart',
  'chart/default',
  'chart/personalization',
  'technical-analysis',
  'report-analysis',
  'news',
  'events',
  'ownership',
  'price-history',
  'valuation',
] as const;
export type CompanyScreen = (typeof COMPANY_SCREENS)[number];

/** The screen a ticker chosen outside the company pages opens. */
export const COMPANY_HOME_SCREEN: CompanyScreen = 'overview';

/** The cookie that remembers the last company viewed (for `/enterprise/overview` without a ticker). */
export const LAST_TICKER_COOKIE = 'vnfin_ticker';

const TICKER_IN_PATH = /^[A-Z0-9]{1,10}$/;

/** `/enterprise/FPT/finance/balance-sheet` from ('FPT', 'finance/balance-sheet'). */
export function companyPath(ticker: string, screen: CompanyScreen = COMPANY_HOME_SCREEN): string {
  return `${COMPANY_PATH_PREFIX}/${encodeURIComponent(ticker.trim().toUpperCase())}/${screen}`;
}

/** The screen of a specification route (`/enterprise/finance/numeral` -> 'finance/numeral'), or null. */
export function screenOfSpecPath(pathname: string): CompanyScreen | null {
  const prefix = `${COMPANY_PATH_PREFIX}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  return (COMPANY_SCREENS as readonly string[]).includes(rest) ? (rest as CompanyScreen) : null;
}

/** The specification route of a screen: 'finance/numeral' -> `/enterprise/finance/numeral`. */
export function specPathOfScreen(screen: CompanyScreen): string {
  return `${COMPANY_PATH_PREFIX}/${screen}`;
}

/**
 * Reads a company path: `/enterprise/FPT/finance/numeral?x=1` -> { ticker: 'FPT', screen:
 * 'finance/numeral' }. Null for any other path (the specification's routes included).
 */
export function parseCompanyPath(path: string): { ticker: string; screen: CompanyScreen } | null {
  const clean = path.split(/[?#]/)[0] ?? path;
  const prefix = `${COMPANY_PATH_PREFIX}/`;
  if (!clean.startsWith(prefix)) return null;
  const [ticker = '', ...rest] = clean.slice(prefix.length).replace(/\/+$/, '').split('/');
  if (!TICKER_IN_PATH.test(ticker)) return null;
  const screen = rest.join('/');
  return (COMPANY_SCREENS as readonly string[]).includes(screen)
    ? { ticker, screen: screen as CompanyScreen }
    : null;
}

/** The pages router's route of the company pages: `/enterprise/[ticker]/overview` ... */
export const COMPANY_ROUTE_PREFIX = `${COMPANY_PATH_PREFIX}/[ticker]/`;

/** Whether a pages-router route (router.pathname) is a company page. */
export function isCompanyRoute(routePathname: string): boolean {
  return routePathname.startsWith(COMPANY_ROUTE_PREFIX);
}

/** The screen of a company page's route (`/enterprise/[ticker]/finance/numeral` -> 'finance/numeral'). */
export function screenOfRoute(routePathname: string): CompanyScreen | null {
  if (!isCompanyRoute(routePathname)) return null;
  const rest = routePathname.slice(COMPANY_ROUTE_PREFIX.length);
  return (COMPANY_SCREENS as readonly string[]).includes(rest) ? (rest as CompanyScreen) : null;
}

/**
 * The ticker as the path spells it (trimmed, upper case), or null when it cannot be one. A path
 * whose ticker differs from this only in spelling (`fpt`) redirects to the canonical one.
 */
export function canonicalTicker(raw: string): string | null {
  const ticker = raw.trim().toUpperCase();
  return TICKER_IN_PATH.test(ticker) ? ticker : null;
}

type QueryValue = string | readonly string[] | undefined;

/** A query string (with its `?`, or '') of these parameters, `ticker` left out (the path carries it). */
export function queryWithoutTicker(query: Readonly<Record<string, QueryValue>> | URLSearchParams): string {
  const params = new URLSearchParams();
  const entries: Iterable<[string, QueryValue]> =
    query instanceof URLSearchParams ? query.entries() : Object.entries(query);
  for (const [key, value] of entries) {
    if (key === 'ticker' || value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A company page with a query: ('FPT', 'finance', { tab: 'trailing' }) -> `/enterprise/FPT/finance?tab=trailing`. */
export function companyHref(
  ticker: string,
  screen: CompanyScreen = COMPANY_HOME_SCREEN,
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  return `${companyPath(ticker, screen)}${queryWithoutTicker(query)}`;
}
