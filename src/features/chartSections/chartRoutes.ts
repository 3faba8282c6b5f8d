import { companyPath, specPathOfScreen } from '@/common/companyPaths';

/**
 * Addresses of the chart screens (src/common/routes.ts names them): a company's page
 * (/enterprise/FPT/chart/default); without a ticker the specification route, which opens the
 * remembered company's.
 */
export const DEFAULT_CHARTS_PATH = specPathOfScreen('chart/default');
export const PERSONAL_CHARTS_PATH = specPathOfScreen('chart/personalization');

export function defaultChartsHref(ticker?: string): string {
  return ticker ? companyPath(ticker, 'chart/default') : DEFAULT_CHARTS_PATH;
}

export function personalizationHref(ticker?: string): string {
  return ticker ? companyPath(ticker, 'chart/personalization') : PERSONAL_CHARTS_PATH;
}

/** The public address of a share token. */
export function sharedSectionUrl(
  token: string,
  origin: string = typeof location === 'undefined' ? '' : location.origin,
): string {
  return `${origin}/shared/chart/${encodeURIComponent(token)}`;
}
