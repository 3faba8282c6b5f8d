/** The ratio columns a watchlist may show beside its price board (src/common/watchlists/ratioColumns.ts). */
export const WATCHLIST_RATIO_KEYS = ['pe', 'pb', 'ps', 'roe', 'roa', 'eps', 'bvps', 'dividendYield'] as const;
export type WatchlistRatioKey = (typeof WATCHLIST_RATIO_KEYS)[number];
