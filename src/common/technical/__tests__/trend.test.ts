import { adx } from '../adx';
import { bollinger, hullMa, ichimokuBaseLine } from '../bands';
import { expectSeries } from './expectSeries';
import { SIX_BARS } from './sixBars';

describe('bollinger', () => {
  it('uses the population standard deviation: 2, 4, 4, 4, 5, 5, 7, 9 has mean 5 and sigma 2', () => {
    // squares of deviations 9 1 1 1 0 0 4 16 = 32; 32 / 8 = 4; sigma = 2 -> bands 5 -/+ 2*2
    const bands = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    const warmUp = [null, null, null, null, null, null, null];
    expectSeries(bands.middle, [...warmUp, 5]);
    expectSeries(bands.upper, [...warmUp, 9]);
    expectSeries(bands.lower, [...warmUp, 1]);
  });

  it('rolls the window: n = 3 over 1, 2, 3, 5', () => {
    // i2: mean 2, sigma sqrt(2/3); i3: mean 10/3, deviations -4/3 -1/3 5/3, squares 42/9, sigma sqrt(14/9)
    const bands = bollinger([1, 2, 3, 5], 3, 1);
    expectSeries(bands.upper, [null, null, 2 + Math.sqrt(2 / 3), 10 / 3 + Math.sqrt(14 / 9)]);
    expectSeries(bands.lower, [null, null, 2 - Math.sqrt(2 / 3), 10 / 3 - Math.sqrt(14 / 9)]);
  });

  it('has zero width on a flat series', () => {
    const bands = bollinger(Array.from({ length: 20 }, () => 4));
    expect([bands.middle[19], bands.upper[19], bands.lower[19]]).toEqual([4, 4, 4]);
    expect(bands.middle[18]).toBeNull();
  });
});

describe('hullMa', () => {
  it('follows a straight line without lag: WMA2(2 WMA2(x) - WMA4(x)) of x = i is i', () => {
    // For x_i = i, WMA_n = i - (n - 1)/3: WMA2 = i - 1/3, WMA4 = i - 1, 2 WMA2 - WMA4 = i + 1/3,
    // WMA2 of that = i + 1/3 - 1/3 = i. First value at n + floor(sqrt n) - 2 = 4.
    const line = Array.from({ length: 8 }, (_, i) => i);
    expectSeries(hullMa(line, 4), [null, null, null, null, 4, 5, 6, 7]);
  });

  it('starts at index 10 with n = 9', () => {
    const values = hullMa(Array.from({ length: 15 }, (_, i) => Math.sqrt(i)));
    expect(values.findIndex((value) => value !== null)).toBe(10);
  });
});

describe('ichimokuBaseLine', () => {
  it('is the midpoint of the highest high and lowest low of n bars', () => {
    // i2: (12 + 8)/2 = 10; i3: (12 + 9)/2 = 10.5; i4: (13 + 9)/2 = 11; i5: (14 + 10)/2 = 12
    expectSeries(ichimokuBaseLine(SIX_BARS, 3), [null, null, 10, 10.5, 11, 12]);
  });
});

describe('adx (Wilder)', () => {
  it('matches a hand computation with n = 2', () => {
    // The six bars plus bar 6: high 13, low 10, close 10.
    //   i  up  down  +DM -DM  TR
    //   1   1   -1    1   0   max(2, 2, 0) = 2
    //   2   1    0    1   0   max(3, 2, 1) = 3
    //   3   0   -1    0   0   max(2, 1, 1) = 2
    //   4   1   -1    1   0   max(2, 3, 1) = 3
    //   5   1   -1    1   0   max(2, 1, 1) = 2
    //   6  -1    2    0   2   max(3, 1, 2) = 3
    // Wilder n = 2 (seed = mean of i1, i2; then (prev + x)/2):
    //   TR  2.5, 2.25, 2.625, 2.3125, 2.65625;  +DM 1, 0.5, 0.75, 0.875, 0.4375;  -DM 0, 0, 0, 0, 1
    // +DI = 100 +DM/TR: 40, 200/9, 200/7, 1400/37, 1400/85;  -DI: 0, 0, 0, 0, 3200/85
    // DX: 100 for i2..i5; i6: 100 (1800/85) / (4600/85) = 1800/46
    // ADX: seed (100 + 100)/2 = 100 at i3, 100, 100, (100 + 1800/46)/2 at i6
    const bars = [...SIX_BARS, { high: 13, low: 10, close: 10 }];
    const result = adx(bars, 2);
    expectSeries(result.plusDi, [null, null, 40, 200 / 9, 200 / 7, 1400 / 37, 1400 / 85]);
    expectSeries(result.minusDi, [null, null, 0, 0, 0, 0, 3200 / 85]);
    expectSeries(result.adx, [null, null, null, 100, 100, 100, (100 + 1800 / 46) / 2]);
  });

  it('has DI from index 14 and ADX from index 27 with n = 14, and 0 on flat bars', () => {
    const flat = Array.from({ length: 30 }, () => ({ high: 5, low: 5, close: 5 }));
    const result = adx(flat);
    expect(result.plusDi.findIndex((value) => value !== null)).toBe(14);
    expect(result.adx.findIndex((value) => value !== null)).toBe(27);
    expect([result.adx[29], result.plusDi[29], result.minusDi[29]]).toEqual([0, 0, 0]);
  });
});
