/**
 * Which reports the analysis page lists: all, the company's own, or its industry's. Kept free of zod
 * so the report filters can import it without bringing zod into the page's first-load JavaScript.
 */
export const REPORT_SCOPES = ['all', 'ticker', 'industry'] as const;
