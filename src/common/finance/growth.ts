import type { GrowthMode } from '../constants/finance';
import { shiftPeriod, periodsPerYear, type PeriodRef } from './periods';

/** The period a growth figure at `at` compares with, or null when the mode does not apply. */
export function growthBase(mode: GrowthMode, at: PeriodRef): PeriodRef | null {
  const perYear = periodsPerYear(at.periodType);
  if (mode === 'yoy') return shiftPeriod(at, -perYear);
  return perYear === 1 ? null : shiftPeriod(at, -1);
}

/**
 * The change from `base` to `current` as a ratio (0.125 = +12.5 %; shown with formatPercent).
 *
 * null when no number would be honest:
 * - either figure is missing or not finite;
 * - the base is 0 (no scale to compare with);
 * - the signs differ (a loss turning into a profit is not "+250 %").
 *
 * Two negatives divide by the base's magnitude, so the sign still says better (+) or worse (-):
 * a loss of 100 narrowing to 50 is +0.5, widening to 150 is -0.5. A figure falling to exactly 0
 * is -1 (-100 %) from a positive base, +1 from a negative one.
 */
export function percentChange(
  current: number | null | undefined,
  base: number | null | undefined,
): number | null {
  if (current === null || current === undefined || base === null || base === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(base) || base === 0) return null;
  if (current !== 0 && Math.sign(current) !== Math.sign(base)) return null;
  return (current - base) / Math.abs(base);
}
