/**
 * The peer comparison of /compare (issue 33; docs/DATA.md "Comparison"): a few tickers' latest facts
 * side by side, each column ranked and set against the industry median.
 *
 * Rank (competition ranking, "1224"): 1 = best in the column's direction (higher or lower is
 * better); equal values share a rank and the next rank skips; an unknown value has no rank. A column
 * without a direction (the price itself) is not ranked.
 *
 * Median: of the known values (nulls left out) of every listed stock in the industry; with an even
 * count, the mean of the two middle values. No known value -> null.
 */

export type PeerDirection = 'higher' | 'lower';

/** Ranks of `values` (aligned); null for an unknown value or a column without a direction. */
export function rankValues(
  values: readonly (number | null)[],
  better: PeerDirection | null,
): (number | null)[] {
  if (better === null) return values.map(() => null);
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return values.map((value) => {
    if (value === null || !Number.isFinite(value)) return null;
    const ahead = known.filter((other) => (better === 'higher' ? other > value : other < value)).length;
    return ahead + 1;
  });
}

/** The median of the known values, or null when there is none. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const known = values
    .filter((value): value is number => value !== null && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const upper = known[middle] ?? 0;
  return known.length % 2 === 1 ? upper : ((known[middle - 1] ?? 0) + upper) / 2;
}

/** The peer table's fixed columns: screener fact keys (src/common/screener/criteria.ts) and direction. */
export interface PeerColumnDefinition {
  key: string;
  better: PeerDirection | null;
}

export const PEER_COLUMNS: readonly PeerColumnDefinition[] = [
  { key: 'PRICE', better: null },
  { key: 'CHANGE_1M', better: 'higher' },
  { key: 'CHANGE_1Y', better: 'higher' },
  { key: 'MARKET_CAP', better: 'higher' },
  { key: 'PE', better: 'lower' },
  { key: 'PB', better: 'lower' },
  { key: 'R_ROE_Q', better: 'higher' },
  { key: 'R_ROA_Q', better: 'higher' },
  { key: 'R_REVENUE_GROWTH_Q', better: 'higher' },
  { key: 'R_PROFIT_GROWTH_Q', better: 'higher' },
  { key: 'DIVIDEND_YIELD', better: 'higher' },
];

/** The ICB level whose industry gives the median row (level 2, the boards' "ngành"). */
export const PEER_MEDIAN_ICB_LEVEL = 2;
