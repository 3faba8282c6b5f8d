/**
 * The multiples a valuation band draws and their Vietnamese words, without the ratio catalogue, so
 * the screen's first load carries only these (the formulas are in multiples.ts).
 */

export const BAND_MULTIPLES = ['PE', 'PB', 'EV_EBITDA'] as const;
export type BandMultiple = (typeof BAND_MULTIPLES)[number];
/** What a band series is of: EV/EBIT stands in for EV/EBITDA when a company reports no depreciation. */
export type BandMetric = BandMultiple | 'EV_EBIT';

export const BAND_METRIC_LABELS: Record<BandMetric, string> = {
  PE: 'P/E',
  PB: 'P/B',
  EV_EBITDA: 'EV/EBITDA',
  EV_EBIT: 'EV/EBIT',
};

/** "bỏ 42 ngày lỗ": what a non-positive denominator means for each multiple. */
export const NON_POSITIVE_WORDS: Record<BandMetric, string> = {
  PE: 'lỗ (EPS 4 quý ≤ 0)',
  PB: 'vốn chủ sở hữu ≤ 0',
  EV_EBITDA: 'EBITDA 4 quý ≤ 0',
  EV_EBIT: 'EBIT 4 quý ≤ 0',
};
