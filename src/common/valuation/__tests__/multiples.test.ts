import type { RatioInput } from '@/common/finance/ratioMath';
import { computeRatios } from '@/common/finance/ratios';
import { bandMetricsFor, bandMultipleAt, enterpriseValueOf, ttmEbit } from '../multiples';

const B = 1e9;

/** Price 20,000 x 100 m shares = 2,000 bn market value; made-up round figures. */
function input(overrides: { profit?: number; equity?: number; price?: number | null } = {}): RatioInput {
  return {
    companyType: 'non_financial',
    closing: {
      OWNERS_EQUITY: (overrides.equity ?? 1000) * B,
      PAID_IN_CAPITAL: 1000 * B,
      SHORT_TERM_BORROWINGS: 200 * B,
      LONG_TERM_BORROWINGS: 100 * B,
      CASH_AND_EQUIVALENTS: 50 * B,
    },
    opening: {},
    ttm: {
      NET_PROFIT_PARENT: (overrides.profit ?? 100) * B,
      PROFIT_BEFORE_TAX: 150 * B,
      INTEREST_EXPENSES: -30 * B,
    },
    flows: {},
    flowsYearAgo: {},
    market: { price: overrides.price === undefined ? 20_000 : overrides.price, shares: 100e6 },
  };
}

describe('band multiples', () => {
  it('P/E, P/B, EV/EBIT are the catalogue figures; EV/EBITDA adds TTM depreciation', () => {
    // EPS = 100 bn / 100 m = 1,000 -> P/E 20; BVPS 10,000 -> P/B 2.
    expect(bandMultipleAt('PE', input())).toEqual({ value: 20, excluded: null });
    expect(bandMultipleAt('PB', input())).toEqual({ value: 2, excluded: null });
    // EV = 2,000 + 300 − 50 = 2,250 bn; EBIT = 150 + 30 = 180; EBITDA = 180 + 45 = 225.
    expect(enterpriseValueOf(input())).toBe(2250 * B);
    expect(ttmEbit(input())).toBe(180 * B);
    expect(bandMultipleAt('EV_EBIT', input()).value).toBeCloseTo(12.5, 12);
    expect(bandMultipleAt('EV_EBITDA', input(), 45 * B).value).toBeCloseTo(10, 12);
    // One definition of EV: EV/EBITDA x EBITDA = EV/EBIT x EBIT.
    const evEbit = computeRatios(input(), ['EV_EBIT']).EV_EBIT ?? 0;
    expect((bandMultipleAt('EV_EBITDA', input(), 45 * B).value ?? 0) * 225).toBeCloseTo(evEbit * 180, 9);
  });

  it('a loss, negative equity or EBITDA is left out as non-positive, never 0', () => {
    expect(bandMultipleAt('PE', input({ profit: -5 }))).toEqual({ value: null, excluded: 'nonPositive' });
    expect(bandMultipleAt('PE', input({ profit: 0 }))).toEqual({ value: null, excluded: 'nonPositive' });
    expect(bandMultipleAt('PB', input({ equity: -1 }))).toEqual({ value: null, excluded: 'nonPositive' });
    expect(bandMultipleAt('EV_EBITDA', input(), -400 * B)).toEqual({ value: null, excluded: 'nonPositive' });
  });

  it('a missing input is missing', () => {
    expect(bandMultipleAt('PE', input({ price: null }))).toEqual({ value: null, excluded: 'missing' });
    expect(bandMultipleAt('EV_EBITDA', input(), null)).toEqual({ value: null, excluded: 'missing' });
  });

  it('EV/EBITDA only for the non-financial form', () => {
    expect(bandMetricsFor('non_financial')).toEqual(['PE', 'PB', 'EV_EBITDA']);
    expect(bandMetricsFor('bank')).toEqual(['PE', 'PB']);
  });
});
