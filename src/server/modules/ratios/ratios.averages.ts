import type { RatioAverages } from '@/common/contracts/ratios';
import type { PeriodRef } from '@/common/finance/periods';
import {
  AVERAGE_SPANS,
  multiYearAverage,
  type AverageOptions,
  type AverageSpan,
} from '@/common/finance/multiYearAverage';

/** The longest span averaged: how many fiscal years the yearly view computes at least. */
export const LONGEST_AVERAGE_SPAN: AverageSpan = Math.max(...AVERAGE_SPANS) as AverageSpan;

/** What a limited plan lets the averages use: its newest periods, and the notice saying so. */
export interface VisiblePeriods {
  maxPeriods: number;
  reason: string;
}

/**
 * The options of the averages over a company's yearly periods (newest first): a plan that shows only
 * its newest `maxPeriods` hides the years before the oldest of them (none when the company has no
 * more periods than that).
 */
export function averageOptions(
  newestFirst: readonly PeriodRef[],
  visible: VisiblePeriods | undefined,
): AverageOptions {
  if (!visible || newestFirst.length <= visible.maxPeriods) return {};
  const oldest = newestFirst[visible.maxPeriods - 1];
  return oldest ? { oldestVisibleYear: oldest.year, limitReason: visible.reason } : {};
}

/**
 * The 3- and 5-year averages of every metric at the newest year of `refs` (oldest first, aligned with
 * `values`), src/common/finance/multiYearAverage.ts.
 */
export function ratioAverages(
  refs: readonly PeriodRef[],
  values: Readonly<Record<string, readonly (number | null)[]>>,
  metrics: readonly string[],
  options: AverageOptions,
): RatioAverages[] {
  const newest = refs[refs.length - 1];
  if (!newest) return [];
  return AVERAGE_SPANS.map((span) => {
    const averages: RatioAverages = {
      span,
      fromYear: newest.year - span + 1,
      toYear: newest.year,
      values: {},
      reasons: {},
    };
    for (const code of metrics) {
      const byYear = new Map(refs.map((ref, index) => [ref.year, values[code]?.[index] ?? null]));
      const average = multiYearAverage(byYear, newest.year, span, options);
      averages.values[code] = average.value;
      if (average.reason) averages.reasons[code] = average.reason;
    }
    return averages;
  });
}
