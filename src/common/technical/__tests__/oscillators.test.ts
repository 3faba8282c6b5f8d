import { cci, macd, momentum, rsi, stochastic, williamsR } from '../oscillators';
import { expectSeries } from './expectSeries';
import { SIX_BARS } from './sixBars';

describe('rsi (Wilder)', () => {
  it('matches a hand computation with n = 3', () => {
    // closes 10, 11, 10.5, 11.5, 12, 11 -> changes +1, -0.5, +1, +0.5, -1
    // i3: avgGain = (1 + 0 + 1)/3 = 2/3, avgLoss = 0.5/3 = 1/6, RS = 4, RSI = 100 - 100/5 = 80
    // i4: avgGain = (2/3*2 + 0.5)/3 = 11/18, avgLoss = (1/6*2 + 0)/3 = 2/18, RS = 5.5, RSI = 100 - 100/6.5
    // i5: avgGain = (11/18*2 + 0)/3 = 11/27, avgLoss = (2/18*2 + 1)/3 = 11/27, RS = 1, RSI = 50
    expectSeries(rsi([10, 11, 10.5, 11.5, 12, 11], 3), [null, null, null, 80, 100 - 100 / 6.5, 50]);
  });

  it('is 100 on rises only, 0 on falls only, 50 without movement', () => {
    expectSeries(rsi([1, 2, 3, 4], 2), [null, null, 100, 100]);
    expectSeries(rsi([4, 3, 2, 1], 2), [null, null, 0, 0]);
    expectSeries(rsi([5, 5, 5, 5], 2), [null, null, 50, 50]);
  });

  it('starts at index 14 with the default period', () => {
    const values = rsi(Array.from({ length: 20 }, (_, i) => 10 + Math.sin(i)));
    expect(values.slice(0, 14).every((value) => value === null)).toBe(true);
    expect(values.slice(14).every((value) => value !== null)).toBe(true);
  });
});

describe('macd', () => {
  it('matches a hand computation with periods 2, 3, 2', () => {
    // closes 1, 2, 3, 4, 6, 9
    // EMA2 (alpha 2/3): seed 1.5 at i1, 2.5, 3.5, 31/6, 139/18
    // EMA3 (alpha 1/2): seed 2 at i2, 3, 4.5, 6.75
    // line: i2 0.5, i3 0.5, i4 31/6 - 4.5 = 2/3, i5 139/18 - 6.75 = 35/36
    // signal EMA2 of the line: seed (0.5 + 0.5)/2 = 0.5 at i3; i4 0.5 + 2/3 (2/3 - 0.5) = 11/18;
    //   i5 11/18 + 2/3 (35/36 - 11/18) = 23/27
    // histogram: i3 0, i4 2/3 - 11/18 = 1/18, i5 35/36 - 23/27 = 13/108
    const result = macd([1, 2, 3, 4, 6, 9], 2, 3, 2);
    expectSeries(result.line, [null, null, 0.5, 0.5, 2 / 3, 35 / 36]);
    expectSeries(result.signal, [null, null, null, 0.5, 11 / 18, 23 / 27]);
    expectSeries(result.histogram, [null, null, null, 0, 1 / 18, 13 / 108]);
  });

  it('has its line from index 25 and its signal from index 33 with 12, 26, 9', () => {
    const result = macd(Array.from({ length: 40 }, (_, i) => 100 + i * i * 0.01));
    expect(result.line.findIndex((value) => value !== null)).toBe(25);
    expect(result.signal.findIndex((value) => value !== null)).toBe(33);
    expect(result.histogram.findIndex((value) => value !== null)).toBe(33);
  });
});

describe('stochastic', () => {
  it('matches a hand computation with (3, 2, 2)', () => {
    // raw %K = 100 (C - LL3) / (HH3 - LL3):
    //   i2: HH 12, LL 8, C 11 -> 75;  i3: HH 12, LL 9, C 10 -> 100/3
    //   i4: HH 13, LL 9, C 13 -> 100; i5: HH 14, LL 10, C 12 -> 50
    // %K = SMA2: i3 (75 + 100/3)/2 = 325/6, i4 (100/3 + 100)/2 = 200/3, i5 (100 + 50)/2 = 75
    // %D = SMA2 of %K: i4 (325/6 + 200/3)/2 = 725/12, i5 (200/3 + 75)/2 = 425/6
    const result = stochastic(SIX_BARS, 3, 2, 2);
    expectSeries(result.k, [null, null, null, 325 / 6, 200 / 3, 75]);
    expectSeries(result.d, [null, null, null, null, 725 / 12, 425 / 6]);
  });

  it('is 50 when the range is empty, and %K / %D start at 15 / 17 with (14, 3, 3)', () => {
    const flat = Array.from({ length: 20 }, () => ({ high: 7, low: 7, close: 7 }));
    const result = stochastic(flat);
    expect(result.k.findIndex((value) => value !== null)).toBe(15);
    expect(result.d.findIndex((value) => value !== null)).toBe(17);
    expect(result.k[19]).toBe(50);
    expect(result.d[19]).toBe(50);
  });
});

describe('williamsR', () => {
  it('matches a hand computation with n = 3', () => {
    // -100 (HH3 - C) / (HH3 - LL3): i2 -100*1/4 = -25, i3 -100*2/3, i4 -100*0/4 = 0, i5 -100*2/4 = -50
    const values = williamsR(SIX_BARS, 3);
    expectSeries(values, [null, null, -25, -200 / 3, 0, -50]);
    expect(Object.is(values[4], 0)).toBe(true); // not -0
  });

  it('is -50 when the range is empty', () => {
    expect(williamsR([{ high: 3, low: 3, close: 3 }], 1)).toEqual([-50]);
  });
});

describe('cci', () => {
  it('matches a hand computation with n = 3', () => {
    // i2: TP 27/3, 30/3, 32/3; mean 89/9; |dev| 8/9, 1/9, 7/9 -> MD 16/27;
    //     CCI = (96/9 - 89/9) / (0.015 * 16/27) = 87.5
    // i3: TP 30/3, 32/3, 32/3; mean 94/9; |dev| 4/9, 2/9, 2/9 -> MD 8/27; CCI = (2/9) / (0.015 * 8/27) = 50
    // i4: TP 32/3, 32/3, 37/3; mean 101/9; |dev| 5/9, 5/9, 10/9 -> MD 20/27; CCI = (10/9) / (0.015 * 20/27) = 100
    // i5: TP 32/3, 37/3, 38/3; mean 107/9; |dev| 11/9, 4/9, 7/9 -> MD 22/27; CCI = (7/9) / (0.015 * 22/27) = 21/0.33
    expectSeries(cci(SIX_BARS, 3), [null, null, 87.5, 50, 100, 21 / 0.33]);
  });

  it('is 0 when every typical price of the window is equal', () => {
    expectSeries(
      cci(
        Array.from({ length: 4 }, () => ({ high: 2, low: 1, close: 1.5 })),
        3,
      ),
      [null, null, 0, 0],
    );
  });
});

describe('momentum', () => {
  it('is close minus the close n bars earlier', () => {
    expectSeries(momentum([1, 2, 4, 7], 2), [null, null, 3, 5]);
    expectSeries(momentum([1, 2, 4, 7]), [null, null, null, null]);
  });
});
