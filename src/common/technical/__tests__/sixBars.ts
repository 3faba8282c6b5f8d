/**
 * Six bars used by the range-based tests:
 *   i   high low close   typical (h+l+c)/3
 *   0    10   8   9      27/3
 *   1    11   9  10      30/3
 *   2    12   9  11      32/3
 *   3    12  10  10      32/3
 *   4    13  11  13      37/3
 *   5    14  12  12      38/3
 */
export const SIX_BARS = [
  { high: 10, low: 8, close: 9 },
  { high: 11, low: 9, close: 10 },
  { high: 12, low: 9, close: 11 },
  { high: 12, low: 10, close: 10 },
  { high: 13, low: 11, close: 13 },
  { high: 14, low: 12, close: 12 },
];
