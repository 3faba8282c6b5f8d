import { growthBase, percentChange } from '../growth';

describe('percentChange: YoY / QoQ as a ratio', () => {
  it('is (current - base) / base for positive figures', () => {
    expect(percentChange(120, 100)).toBeCloseTo(0.2, 12);
    expect(percentChange(80, 100)).toBeCloseTo(-0.2, 12);
    // Revenue 1,250 bn after 1,000 bn: +25 %.
    expect(percentChange(1_250_000_000_000, 1_000_000_000_000)).toBe(0.25);
    expect(percentChange(0, 100)).toBe(-1);
  });

  it('divides two losses by the base magnitude, so + still means better', () => {
    expect(percentChange(-50, -100)).toBe(0.5); // the loss halved
    expect(percentChange(-150, -100)).toBe(-0.5); // the loss grew by half
    expect(percentChange(0, -100)).toBe(1); // break-even from a loss
  });

  it('is null where a percentage would mislead or cannot exist', () => {
    expect(percentChange(50, -100)).toBeNull(); // loss to profit
    expect(percentChange(-50, 100)).toBeNull(); // profit to loss
    expect(percentChange(100, 0)).toBeNull(); // no base
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(null, 100)).toBeNull();
    expect(percentChange(100, undefined)).toBeNull();
    expect(percentChange(Number.NaN, 100)).toBeNull();
    expect(percentChange(100, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('growthBase: what each mode compares with', () => {
  it('YoY: the same period a year earlier', () => {
    expect(growthBase('yoy', { periodType: 'quarter', year: 2024, sub: 1 })).toEqual({
      periodType: 'quarter',
      year: 2023,
      sub: 1,
    });
    expect(growthBase('yoy', { periodType: 'year', year: 2024, sub: 0 })).toEqual({
      periodType: 'year',
      year: 2023,
      sub: 0,
    });
    expect(growthBase('yoy', { periodType: 'month', year: 2024, sub: 7 })).toEqual({
      periodType: 'month',
      year: 2023,
      sub: 7,
    });
  });

  it('QoQ: the previous quarter (previous month for monthly data), nothing for years', () => {
    expect(growthBase('qoq', { periodType: 'quarter', year: 2024, sub: 1 })).toEqual({
      periodType: 'quarter',
      year: 2023,
      sub: 4,
    });
    expect(growthBase('qoq', { periodType: 'month', year: 2024, sub: 1 })).toEqual({
      periodType: 'month',
      year: 2023,
      sub: 12,
    });
    expect(growthBase('qoq', { periodType: 'year', year: 2024, sub: 0 })).toBeNull();
  });
});
