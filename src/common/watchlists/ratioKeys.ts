/** The ratio columns a watchlist may show beside its price board (src/common/watchlists/ratioColumns.ts). */
export const WATCHLIST_RATIO_KEYS = [
  'pe',
  'pb',
  'ps',
  'roe',
  'roa',
  'eps',
  'bvps',
  'dividendYield',
  // Multi-year averages (issue 33): the screener's R_<CODE>_AVG3Y / _AVG5Y facts.
  'roe3y',
  'roe5y',
  'roa3y',
  'roa5y',
  'grossMargin3y',
  'grossMargin5y',
  'netMargin3y',
  'netMargin5y',
  'pe3y',
  'pe5y',
  'pb3y',
  'pb5y',
] as const;
export type WatchlistRatioKey = (typeof WATCHLIST_RATIO_KEYS)[number];
