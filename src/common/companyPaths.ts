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
