/**
 * Vocabularies of the company pages' queries, kept free of zod so the screens can import them
 * without bringing zod into their first-load JavaScript (issue 27).
 */

/**
 * Which reports the analysis page lists: all, the company's own, or its industry's. Kept free of zod
 * so the report filters can import it without bringing zod into the page's first-load JavaScript.
 */
export const REPORT_SCOPES = ['all', 'ticker', 'industry'] as const;

/** The price chart's bar lengths (GET /api/enterprise/stock-ohlc?resolution=). */
export const OHLC_RESOLUTIONS = ['day', 'week', 'month'] as const;
export type OhlcResolution = (typeof OHLC_RESOLUTIONS)[number];
