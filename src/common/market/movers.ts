/**
 * Top movers of a session (docs/DATA.md "Top movers"): gainers and losers by % change, most traded
 * by value and by volume. What a list admits and how it orders, ties included:
 *
 * | kind    | admitted                     | order                                                     |
 * | ------- | ---------------------------- | --------------------------------------------------------- |
 * | gainers | % change > 0                 | % change, highest first; then traded value, then ticker   |
 * | losers  | % change < 0                 | % change, lowest first; then traded value, then ticker    |
 * | value   | traded value > 0             | traded value, highest first; then ticker                  |
 * | volume  | traded volume > 0            | traded volume, highest first; then ticker                 |
 *
 * A stock whose figure is unknown (null) is in no list; an unchanged stock is neither a gainer nor a
 * loser. Ties of % change (several stocks at the ceiling) go to the more traded stock first, then
 * the ticker, A to Z, so the order never depends on the rows' order.
 */

export const MOVER_KINDS = ['gainers', 'losers', 'value', 'volume'] as const;
export type MoverKind = (typeof MOVER_KINDS)[number];

export const MOVER_KIND_LABELS: Record<MoverKind, string> = {
  gainers: 'Tăng giá',
  losers: 'Giảm giá',
  value: 'Giá trị giao dịch',
  volume: 'Khối lượng giao dịch',
};

/** How many stocks a list shows. */
export const MOVERS_COUNT = 10;

/** The figures a ranking reads of a stock's session. */
export interface MoverFigures {
  ticker: string;
  /** Percent (2.3 = +2.3 %). */
  pctChange: number | null;
  /** VND. */
  totalValue: number | null;
  /** Shares. */
  totalVolume: number | null;
}

function finite(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

function byTicker(a: MoverFigures, b: MoverFigures): number {
  return a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0;
}

/** Higher traded value first; an unknown value after every known one. */
function byValue(a: MoverFigures, b: MoverFigures): number {
  const left = finite(a.totalValue) ? a.totalValue : Number.NEGATIVE_INFINITY;
  const right = finite(b.totalValue) ? b.totalValue : Number.NEGATIVE_INFINITY;
  return left === right ? 0 : right > left ? 1 : -1;
}

const RULES: Record<
  MoverKind,
  { admit: (row: MoverFigures) => boolean; order: (a: MoverFigures, b: MoverFigures) => number }
> = {
  gainers: {
    admit: (row) => finite(row.pctChange) && row.pctChange > 0,
    order: (a, b) => (b.pctChange ?? 0) - (a.pctChange ?? 0) || byValue(a, b) || byTicker(a, b),
  },
  losers: {
    admit: (row) => finite(row.pctChange) && row.pctChange < 0,
    order: (a, b) => (a.pctChange ?? 0) - (b.pctChange ?? 0) || byValue(a, b) || byTicker(a, b),
  },
  value: {
    admit: (row) => finite(row.totalValue) && row.totalValue > 0,
    order: (a, b) => byValue(a, b) || byTicker(a, b),
  },
  volume: {
    admit: (row) => finite(row.totalVolume) && row.totalVolume > 0,
    order: (a, b) => (b.totalVolume ?? 0) - (a.totalVolume ?? 0) || byTicker(a, b),
  },
};

/** The top `limit` stocks of a kind (see the table above). */
export function topMovers<T extends MoverFigures>(
  rows: readonly T[],
  kind: MoverKind,
  limit = MOVERS_COUNT,
): T[] {
  const rule = RULES[kind];
  return rows.filter(rule.admit).sort(rule.order).slice(0, limit);
}
