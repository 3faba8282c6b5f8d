import { computeRatios } from '../finance/ratios';
import {
  parentEquity,
  priceOf,
  ratioOverPositive,
  sharesOf,
  sumOf,
  valueOf,
  type RatioInput,
} from '../finance/ratioMath';
import { BAND_MULTIPLES, type BandMetric, type BandMultiple } from './labels';

/**
 * The multiples a valuation band draws (docs/DATA.md "Valuation bands"). P/E, P/B and EV/EBIT are
 * the ratio catalogue's own (src/common/finance/ratios*.ts) on the one valuation basis; EV/EBITDA
 * adds the trailing depreciation of the indirect cash-flow statement to the catalogue's EBIT.
 */

/** Why a day's multiple is left out of the band: its denominator is ≤ 0, or an input is missing. */
export type ExclusionKind = 'nonPositive' | 'missing';

/** EV/EBITDA exists only for the non-financial form (as EV/EBIT in the catalogue). */
export function bandMetricsFor(companyType: RatioInput['companyType']): BandMultiple[] {
  return companyType === 'non_financial' ? [...BAND_MULTIPLES] : ['PE', 'PB'];
}

/** TTM EBIT as the catalogue's EV/EBIT reads it: PROFIT_BEFORE_TAX − INTEREST_EXPENSES (negative). */
export function ttmEbit(input: RatioInput): number | null {
  const profit = valueOf(input.ttm, 'PROFIT_BEFORE_TAX');
  const interest = valueOf(input.ttm, 'INTEREST_EXPENSES');
  return profit === null || interest === null ? null : profit - interest;
}

/**
 * Enterprise value as the catalogue's EV/EBIT defines it: price x shares (today's basis) + closing
 * short- and long-term borrowings − cash and equivalents; null without any of them.
 */
export function enterpriseValueOf(input: RatioInput): number | null {
  const price = priceOf(input);
  const shares = sharesOf(input);
  const debt = sumOf(input.closing, ['SHORT_TERM_BORROWINGS', 'LONG_TERM_BORROWINGS']);
  const cash = valueOf(input.closing, 'CASH_AND_EQUIVALENTS');
  if (price === null || shares === null || debt === null || cash === null) return null;
  return price * shares + debt - cash;
}

/** EBITDA = TTM EBIT + TTM depreciation (CASH_FLOW_INDIRECT DEPRECIATION, an add-back ≥ 0). */
export function ttmEbitda(input: RatioInput, ttmDepreciation: number | null): number | null {
  const ebit = ttmEbit(input);
  return ebit === null || ttmDepreciation === null ? null : ebit + ttmDepreciation;
}

export interface MultipleAt {
  value: number | null;
  /** Why value is null; null when it is not. */
  excluded: ExclusionKind | null;
}

function denominatorOf(metric: BandMetric, input: RatioInput, ttmDepreciation: number | null): number | null {
  switch (metric) {
    case 'PE':
      return valueOf(input.ttm, 'NET_PROFIT_PARENT');
    case 'PB':
      return parentEquity(input.closing);
    case 'EV_EBITDA':
      return ttmEbitda(input, ttmDepreciation);
    case 'EV_EBIT':
      return ttmEbit(input);
  }
}

/**
 * A day's multiple from its valued ratio input (valuedRatioInput), or why it has none: a denominator
 * ≤ 0 (a loss, negative equity or EBITDA) is 'nonPositive', anything else missing is 'missing'.
 */
export function bandMultipleAt(
  metric: BandMetric,
  input: RatioInput,
  ttmDepreciation: number | null = null,
): MultipleAt {
  const value =
    metric === 'EV_EBITDA'
      ? ratioOverPositive(enterpriseValueOf(input), ttmEbitda(input, ttmDepreciation))
      : (computeRatios(input, [metric])[metric] ?? null);
  if (value !== null && Number.isFinite(value)) return { value, excluded: null };
  const denominator = denominatorOf(metric, input, ttmDepreciation);
  return { value: null, excluded: denominator !== null && denominator <= 0 ? 'nonPositive' : 'missing' };
}
