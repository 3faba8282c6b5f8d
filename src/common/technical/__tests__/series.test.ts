import { checkPeriod, ema, map2, map3, rollingExtreme, sma, wilder, wma } from '../series';
import { expectSeries } from './expectSeries';

describe('sma', () => {
  it('averages the last n values: SMA(3) of 1..5 is -, -, 2, 3, 4', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    expectSeries(sma([1, 2, 3, 4, 5], 3), [null, null, 2, 3, 4]);
  });

  it('is null for a window that holds a missing value, then recovers', () => {
    // windows of 2: [1,-], [-,3], [3,4] = 3.5, [4,6] = 5
    expectSeries(sma([1, null, 3, 4, 6], 2), [null, null, null, 3.5, 5]);
    expectSeries(sma([1, Number.NaN, 3, 4], 2), [null, null, null, 3.5]);
  });

  it('is all null when the series is shorter than the period, and empty for no values', () => {
    expectSeries(sma([1, 2], 3), [null, null]);
    expect(sma([], 3)).toEqual([]);
    expectSeries(sma([4, 5], 1), [4, 5]);
  });
});

describe('ema', () => {
  it('is seeded with the SMA of the first n values, then steps by alpha = 2 / (n + 1)', () => {
    // n = 3, alpha = 0.5. Seed at index 2: (2+4+6)/3 = 4.
    // i3: 4 + 0.5 (8 - 4) = 6; i4: 6 + 0.5 (12 - 6) = 9; i5: 9 + 0.5 (14 - 9) = 11.5
    expectSeries(ema([2, 4, 6, 8, 12, 14], 3), [null, null, 4, 6, 9, 11.5]);
  });

  it('skips leading nulls and restarts its seed after a gap', () => {
    // n = 2, alpha = 2/3. Seed (1+2)/2 = 1.5 at i1; gap at i2; new seed (4+6)/2 = 5 at i4;
    // i5: 5 + 2/3 (8 - 5) = 7
    expectSeries(ema([1, 2, null, 4, 6, 8], 2), [null, 1.5, null, null, 5, 7]);
    expectSeries(ema([null, null, 3, 5], 2), [null, null, null, 4]);
  });
});

describe('wilder', () => {
  it('is seeded with the SMA, then W = (W_prev (n - 1) + x) / n', () => {
    // n = 3. Seed 4 at i2; i3: (4*2 + 8)/3 = 16/3; i4: (32/3 + 12)/3 = 68/9; i5: (136/9 + 14)/3 = 262/27
    expectSeries(wilder([2, 4, 6, 8, 12, 14], 3), [null, null, 4, 16 / 3, 68 / 9, 262 / 27]);
  });
});

describe('wma', () => {
  it('weights the newest value n, the oldest 1, over n (n + 1) / 2', () => {
    // n = 3, weights 1, 2, 3 over 6: i2: (1 + 4 + 9)/6 = 14/6; i3: (2 + 6 + 12)/6 = 20/6; i4: 26/6
    expectSeries(wma([1, 2, 3, 4, 5], 3), [null, null, 14 / 6, 20 / 6, 26 / 6]);
  });
});

describe('rollingExtreme, map2 and map3', () => {
  it('takes the max or min of each window', () => {
    expectSeries(rollingExtreme([3, 1, 4, 1, 5], 3, true), [null, null, 4, 4, 5]);
    expectSeries(rollingExtreme([3, 1, 4, 1, 5], 3, false), [null, null, 1, 1, 1]);
    // windows of 2 touching the missing value have no extreme
    expectSeries(rollingExtreme([3, null, 4, 1, 5, 2], 2, true), [null, null, null, 4, 5, 5]);
  });

  it('map2 / map3 combine only where every operand exists, and never yield a non-finite value', () => {
    expectSeries(
      map2([1, null, 3], [1, 2, 0], (a, b) => a / b),
      [1, null, null],
    );
    expectSeries(
      map3([1, 2, 3], [1, null, 1], [2, 2, 2], (a, b, c) => a + b + c),
      [4, null, 6],
    );
  });
});

describe('checkPeriod', () => {
  it('refuses periods that are not whole numbers of at least 1', () => {
    expect(() => {
      checkPeriod(0, 'SMA');
    }).toThrow(RangeError);
    expect(() => sma([1], 1.5)).toThrow('SMA: period must be an integer >= 1, got 1.5');
    expect(() => ema([1], -2)).toThrow(RangeError);
  });
});
