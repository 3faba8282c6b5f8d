import type { ParsedUrlQuery } from 'node:querystring';
import {
  COMPANY_HOME_SCREEN,
  COMPANY_ROUTE_PREFIX,
  companyHref,
  companyPath,
  isCompanyRoute,
  screenOfRoute,
} from '@/common/companyPaths';

/**
 * What the header's ticker search shares with its placeholder (in every page's first load), in a
 * module of its own so the placeholder does not pull in the search control.
 */
export const TICKER_SEARCH_PLACEHOLDER = 'Tìm mã hoặc tên công ty';

/** The route a ticker chosen outside the company pages opens (`companyPath(ticker)` is its address). */
export const COMPANY_HOME_PATH = `${COMPANY_ROUTE_PREFIX}${COMPANY_HOME_SCREEN}`;

/** The company pages (/enterprise/[ticker]/...): the search shows their ticker, and choosing there keeps the page. */
export function isCompanyPage(routePathname: string): boolean {
  return isCompanyRoute(routePathname);
}

/**
 * Where choosing `ticker` leads from the page of this route and query: on a company page the same
 * screen of the new company with the rest of the query kept (unit, period, tab ...), elsewhere the
 * company's overview.
 */
export function tickerChoiceHref(ticker: string, routePathname: string, query: ParsedUrlQuery): string {
  const screen = screenOfRoute(routePathname);
  return screen ? companyHref(ticker, screen, query) : companyPath(ticker);
}
