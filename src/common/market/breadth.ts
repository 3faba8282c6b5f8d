/**
 * Market breadth (docs/DATA.md "Market overview: breadth"): how many stocks of a group rose, fell or
 * stayed, and how many closed at the band's limits. One definition for every screen and test:
 *
 * - no trade: no close (null or not positive) or a total volume of 0: unchanged;
 * - advancer: close > reference; decliner: close < reference; unchanged: close = reference;
 * - ceiling: an advancer whose close >= the ceiling price (ceiling ⊂ advancers);
 * - floor: a decliner whose close <= the floor price (floor ⊂ decliners);
 * - a stock without a reference price cannot be classified: counted in `unclassified`, in no bar.
 *
 * advancers + decliners + unchanged = classified stocks; ceiling and floor are inside the first two.
 */

export interface BreadthStock {
  refPrice: number | null;
  ceilingPrice: number | null;
  floorPrice: number | null;
  close: number | null;
  totalVolume?: number | null;
}

export type BreadthState = 'ceiling' | 'up' | 'unchanged' | 'down' | 'floor';

export interface Breadth {
  advancers: number;
  decliners: number;
  unchanged: number;
  /** Advancers at the ceiling (included in advancers). */
  ceiling: number;
  /** Decliners at the floor (included in decliners). */
  floor: number;
  /** Stocks without a reference price (not in the counts above). */
  unclassified: number;
}

/** A stock's state on the board, or null without a reference price. */
export function breadthState(stock: BreadthStock): BreadthState | null {
  const { refPrice, close } = stock;
  if (refPrice === null || !(refPrice > 0)) return null;
  if (close === null || !(close > 0) || stock.totalVolume === 0) return 'unchanged';
  if (close > refPrice) {
    return stock.ceilingPrice !== null && close >= stock.ceilingPrice ? 'ceiling' : 'up';
  }
  if (close < refPrice) {
    return stock.floorPrice !== null && close <= stock.floorPrice ? 'floor' : 'down';
  }
  return 'unchanged';
}

/** Counts of a group of stocks (see the definitions above). */
export function computeBreadth(stocks: Iterable<BreadthStock>): Breadth {
  const breadth: Breadth = {
    advancers: 0,
    decliners: 0,
    unchanged: 0,
    ceiling: 0,
    floor: 0,
    unclassified: 0,
  };
  for (const stock of stocks) {
    const state = breadthState(stock);
    if (state === null) breadth.unclassified += 1;
    else if (state === 'unchanged') breadth.unchanged += 1;
    else if (state === 'up' || state === 'ceiling') {
      breadth.advancers += 1;
      if (state === 'ceiling') breadth.ceiling += 1;
    } else {
      breadth.decliners += 1;
      if (state === 'floor') breadth.floor += 1;
    }
  }
  return breadth;
}
