/** Addresses of the chart screens (src/common/routes.ts names them), keeping the ticker. */
export const DEFAULT_CHARTS_PATH = '/enterprise/chart/default';
export const PERSONAL_CHARTS_PATH = '/enterprise/chart/personalization';

function withTicker(path: string, ticker: string | undefined): string {
  return ticker ? `${path}?ticker=${encodeURIComponent(ticker)}` : path;
}

export function defaultChartsHref(ticker?: string): string {
  return withTicker(DEFAULT_CHARTS_PATH, ticker);
}

export function personalizationHref(ticker?: string): string {
  return withTicker(PERSONAL_CHARTS_PATH, ticker);
}

/** The public address of a share token. */
export function sharedSectionUrl(
  token: string,
  origin: string = typeof location === 'undefined' ? '' : location.origin,
): string {
  return `${origin}/shared/chart/${encodeURIComponent(token)}`;
}
