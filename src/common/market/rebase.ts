/**
 * Rebasing for the comparison chart (issue 33; docs/DATA.md "Comparison"): each series as the %
 * change from its first known value on or after `fromX` (the first visible day):
 *
 *   rebased(t) = (value(t) / value(t0) − 1) × 100
 *
 * t0 = the series' first point at or after `fromX` with a known, non-zero value; points before t0
 * are dropped, unknown points stay null. Highcharts Stock's `compare: 'percent'` with
 * `compareStart: true` draws the same numbers on the chart; this definition serves the chart's data
 * table and the tests.
 */

export type RebasePoint = readonly [x: number, y: number | null];

export function rebasePercent(points: readonly RebasePoint[], fromX = -Infinity): [number, number | null][] {
  const start = points.findIndex(([x, y]) => x >= fromX && y !== null && Number.isFinite(y) && y !== 0);
  const base = start < 0 ? null : points[start]?.[1];
  if (base === null || base === undefined) return [];
  return points
    .slice(start)
    .map(([x, y]): [number, number | null] => [
      x,
      y === null || !Number.isFinite(y) ? null : (y / base - 1) * 100,
    ]);
}
