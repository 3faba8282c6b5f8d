import { breadthState, computeBreadth, type BreadthStock } from '../breadth';

/**
 * A small fixed market (prices in VND). Expected by hand:
 * A 10,000 -> 10,700 with ceiling 10,700: advancer at the ceiling;  B 20,000 -> 21,000: advancer;
 * C 5,000 -> 5,000: unchanged;  D no close: unchanged (no trade);  H 9,000 -> 9,500 with volume 0:
 * unchanged (no trade);  E 30,000 -> 29,000 above the 27,900 floor: decliner;  F 12,000 -> 11,160 at
 * the 11,160 floor: decliner at the floor;  G no reference: unclassified.
 * advancers 2 (A, B), ceiling 1 (A); decliners 2 (E, F), floor 1 (F); unchanged 3 (C, D, H); 1 unclassified.
 */
const stock = (
  refPrice: number | null,
  close: number | null,
  extra: Partial<BreadthStock> = {},
): BreadthStock => ({
  refPrice,
  close,
  ceilingPrice: refPrice === null ? null : refPrice * 1.07,
  floorPrice: refPrice === null ? null : refPrice * 0.93,
  totalVolume: 100,
  ...extra,
});

const MARKET: Record<string, BreadthStock> = {
  A: stock(10_000, 10_700, { ceilingPrice: 10_700, floorPrice: 9_300 }),
  B: stock(20_000, 21_000, { ceilingPrice: 21_400 }),
  C: stock(5_000, 5_000),
  D: stock(8_000, null, { totalVolume: 0 }),
  H: stock(9_000, 9_500, { totalVolume: 0 }),
  E: stock(30_000, 29_000, { floorPrice: 27_900 }),
  F: stock(12_000, 11_160, { floorPrice: 11_160 }),
  G: stock(null, 7_000),
};

describe('breadth', () => {
  it('classifies each stock by close against reference, ceiling and floor', () => {
    const states = Object.fromEntries(
      Object.entries(MARKET).map(([ticker, row]) => [ticker, breadthState(row)]),
    );
    expect(states).toEqual({
      A: 'ceiling',
      B: 'up',
      C: 'unchanged',
      D: 'unchanged',
      H: 'unchanged',
      E: 'down',
      F: 'floor',
      G: null,
    });
  });

  it('counts the market: ceiling inside advancers, floor inside decliners', () => {
    expect(computeBreadth(Object.values(MARKET))).toEqual({
      advancers: 2,
      decliners: 2,
      unchanged: 3,
      ceiling: 1,
      floor: 1,
      unclassified: 1,
    });
  });

  it('reads a close of 0 as no trade and a band-less stock as up or down only', () => {
    expect(breadthState(stock(10_000, 0))).toBe('unchanged');
    expect(breadthState({ refPrice: 10_000, close: 11_000, ceilingPrice: null, floorPrice: null })).toBe(
      'up',
    );
    expect(breadthState({ refPrice: 10_000, close: 9_000, ceilingPrice: null, floorPrice: null })).toBe(
      'down',
    );
    expect(computeBreadth([])).toEqual({
      advancers: 0,
      decliners: 0,
      unchanged: 0,
      ceiling: 0,
      floor: 0,
      unclassified: 0,
    });
  });
});
