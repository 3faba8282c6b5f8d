import { z } from 'zod';
import type { Plan } from '../constants/plans';
import type { BandStats } from '../valuation/stats';
import type { BandMetric, BandMultiple } from '../valuation/labels';
import type { AccessNotice } from './finance';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * A company's valuation bands (issue 33, docs/DATA.md "Valuation bands"): one multiple's daily
 * series over a window, its mean and ±1/±2 standard deviations, today's percentile and the
 * industry median at month ends.
 */

// ---- GET /api/enterprise/valuation-bands?ticket=&metric=PE|PB|EV_EBITDA&years=3|5|10

export const valuationBandsQuery = z
  .object({
    ticket: tickerSchema,
    metric: z
      .enum(['PE', 'PB', 'EV_EBITDA'], { error: 'Chỉ số định giá không hợp lệ (PE, PB hoặc EV_EBITDA)' })
      .default('PE'),
    years: z
      .enum(['3', '5', '10'], { error: 'Khoảng thời gian không hợp lệ (3, 5 hoặc 10 năm)' })
      .default('5')
      .transform((value) => Number(value) as 3 | 5 | 10),
  })
  .transform(tickerFromWire);
export type ValuationBandsQuery = z.infer<typeof valuationBandsQuery>;

/** The industry median line: the same-industry page's peer group, at month ends. */
export interface IndustryMedianLine {
  locked: false;
  icbCode: string;
  level: number;
  nameVi: string;
  /** Set when the group was widened (fewer than 3 companies in the company's own industry). */
  widenedFrom?: { icbCode: string; level: number; nameVi: string; count: number };
  /** Companies in the group (the company included). */
  members: number;
  /** Month ends (the last session of each month in the window, the latest session last). */
  dates: string[];
  /** The median of the members with a value at each date; null when none has one. */
  medians: (number | null)[];
  /** How many members had a value at each date. */
  counts: number[];
}

/** The industry line when the caller's plan does not open it: which plan does. */
export interface LockedIndustryLine {
  locked: true;
  requiredPlan: Plan | null;
  message: string;
}

export interface ValuationBandsResponse {
  ticker: string;
  /** The multiple asked for, and the one drawn (EV_EBIT when the company reports no depreciation). */
  requested: BandMultiple;
  metric: BandMetric;
  /** The multiples this company has (EV/EBITDA only for the non-financial form). */
  available: BandMultiple[];
  /** Why the drawn multiple differs from the one asked, in Vietnamese; null when it does not. */
  metricNote: string | null;
  years: 3 | 5 | 10;
  /** The window: first and last session shown (null without any close). */
  from: string | null;
  to: string | null;
  /** Every session of the window, ascending, and the multiple on it (null: left out, see excluded). */
  dates: string[];
  values: (number | null)[];
  /** Sessions left out of the statistics: a denominator ≤ 0 (a loss for P/E) or a missing input. */
  excluded: { nonPositive: number; missing: number };
  /** Over the valued sessions of the window; null when there are fewer than MIN_BAND_DAYS. */
  stats: BandStats | null;
  /** The latest session's value and its percentile rank in the window (share strictly below, 0..1). */
  today: { date: string; value: number | null; percentile: number | null } | null;
  /** The statement quarters the shown sessions are valued on ('2024Q3'), oldest first. */
  quarters: string[];
  /** Where the figures come from: the price source of the latest close, the latest statement quarter. */
  source: { priceSource: string | null; lastClose: string | null; statementQuarter: string | null };
  industry: IndustryMedianLine | LockedIndustryLine | null;
  /** Why no band is drawn (no price, too little history); null when it is. */
  emptyReason: string | null;
  /** Set when the caller's plan cut the window to the newest statement quarters. */
  access?: AccessNotice;
}
