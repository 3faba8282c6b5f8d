/**
 * What the header's ticker search shares with its placeholder (in every page's first load), in a
 * module of its own so the placeholder does not pull in the search control.
 */
export const TICKER_SEARCH_PLACEHOLDER = 'Tìm mã hoặc tên công ty';

/** Where a ticker chosen outside the company pages leads. */
export const COMPANY_HOME_PATH = '/enterprise/overview';

/** The company pages: the search shows their ticker, and choosing there keeps the page. */
export function isCompanyPage(pathname: string): boolean {
  return pathname.startsWith('/enterprise/');
}
