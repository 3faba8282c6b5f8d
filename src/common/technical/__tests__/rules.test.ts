import {
  adxSignal,
  bandSignal,
  compareSignal,
  scoreLevel,
  scoreSignal,
  SUMMARY_LEVEL_LABELS,
} from '../rules';

describe('vote rules', () => {
  it('bandSignal: buy below, sell above, neutral at the limits or without a value', () => {
    const limits = { buyBelow: 30, sellAbove: 70 };
    expect([29.99, 30, 50, 70, 70.01].map((value) => bandSignal(value, limits))).toEqual([
      'buy',
      'neutral',
      'neutral',
      'neutral',
      'sell',
    ]);
    expect(bandSignal(null, limits)).toBe('neutral');
  });

  it('compareSignal: equal within the tolerance is neutral', () => {
    expect(compareSignal(10, 9, 0)).toBe('buy');
    expect(compareSignal(9, 10, 0)).toBe('sell');
    expect(compareSignal(10 + 1e-12, 10, 1e-8)).toBe('neutral');
    expect(compareSignal(10, null, 0)).toBe('neutral');
  });

  it('adxSignal: a trend stronger than 20 takes the side of the larger DI', () => {
    expect(adxSignal(25, 30, 10)).toBe('buy');
    expect(adxSignal(25, 10, 30)).toBe('sell');
    expect(adxSignal(20, 30, 10)).toBe('neutral');
    expect(adxSignal(null, 30, 10)).toBe('neutral');
  });
});

describe('score to signal and level', () => {
  it('three colours: buy above 0.1, sell below -0.1', () => {
    expect([-1, -0.11, -0.1, 0, 0.1, 0.11, 1].map(scoreSignal)).toEqual([
      'sell',
      'sell',
      'neutral',
      'neutral',
      'neutral',
      'buy',
      'buy',
    ]);
  });

  it('five levels with +/-0.5 for the strong ones', () => {
    const levels = [-1, -0.5, -0.49, -0.1, 0, 0.1, 0.3, 0.5, 1].map(scoreLevel);
    expect(levels).toEqual([
      'strong_sell',
      'strong_sell',
      'sell',
      'neutral',
      'neutral',
      'neutral',
      'buy',
      'strong_buy',
      'strong_buy',
    ]);
    expect(levels.map((level) => SUMMARY_LEVEL_LABELS[level])).toEqual([
      'Bán mạnh',
      'Bán mạnh',
      'Bán',
      'Trung lập',
      'Trung lập',
      'Trung lập',
      'Mua',
      'Mua mạnh',
      'Mua mạnh',
    ]);
  });
});
