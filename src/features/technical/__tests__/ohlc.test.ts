import type { OhlcTuple } from '@/common/contracts/companyPages';
import { barsFromOhlc } from '../ohlc';

describe('barsFromOhlc', () => {
  it('reads tuples as bars oldest first, leaving out unusable prices', () => {
    const tuples: OhlcTuple[] = [
      [3, 12, 13, 11, 12.5, 300],
      [1, 10, 11, 9, 10.5, 100],
      [2, 10, 11, 0, 10.5, 200],
      [4, 12, NaN, 11, 12.5, 400],
      [5, 13, 14, 12, 13.5, -1],
    ];
    expect(barsFromOhlc(tuples)).toEqual([
      { time: 1, open: 10, high: 11, low: 9, close: 10.5, volume: 100 },
      { time: 3, open: 12, high: 13, low: 11, close: 12.5, volume: 300 },
      { time: 5, open: 13, high: 14, low: 12, close: 13.5, volume: 0 },
    ]);
  });
});
