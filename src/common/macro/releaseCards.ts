import type { MacroFrequency } from '../constants/market';
import { labelOfOrdinal, ordinalOf } from './calendar';
import type { MacroPoint } from './valueTypes';

/**
 * The figures of a release calendar card (issue 33), from a series' points at its own frequency and
 * the value type the card shows:
 * - latest: the last period with a figure;
 * - previous: the period just before it in the calendar (not the previous figure: a missing month
 *   gives null with a reason, never a comparison across a gap);
 * - change = latest - previous, in the unit (percentage points when the figure is a percentage);
 * - changePercent = (latest / previous - 1) x 100, only for levels that are not percentages and a
 *   positive previous figure.
 */

export interface ReleaseFigure {
  period: string;
  label: string;
  value: number;
}

export interface ReleaseFigures {
  latest: ReleaseFigure | null;
  previous: ReleaseFigure | null;
  change: number | null;
  changePercent: number | null;
  reason: string | null;
}

export const RELEASE_REASONS = {
  noData: 'Chưa có số liệu',
  noPrevious: (label: string) => `Thiếu số liệu kỳ trước (${label})`,
} as const;

/** Rounds away float noise (0.1 + 0.2) without hiding real digits. */
function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

export function releaseFigures(
  points: readonly MacroPoint[],
  frequency: MacroFrequency,
  options: { percentage: boolean },
): ReleaseFigures {
  let latestIndex = -1;
  for (let i = points.length - 1; i >= 0; i -= 1) {
    if (points[i]?.[1] !== null && points[i]?.[1] !== undefined && Number.isFinite(points[i]?.[1])) {
      latestIndex = i;
      break;
    }
  }
  const latestPoint = points[latestIndex];
  if (!latestPoint || latestPoint[1] === null) {
    return {
      latest: null,
      previous: null,
      change: null,
      changePercent: null,
      reason: RELEASE_REASONS.noData,
    };
  }
  const ordinal = ordinalOf(latestPoint[0], frequency);
  const latest = { period: latestPoint[0], label: labelOfOrdinal(ordinal, frequency), value: latestPoint[1] };
  const before = points.find((point) => ordinalOf(point[0], frequency) === ordinal - 1);
  const previousValue = before?.[1];
  if (!before || previousValue === null || previousValue === undefined || !Number.isFinite(previousValue)) {
    return {
      latest,
      previous: null,
      change: null,
      changePercent: null,
      reason: RELEASE_REASONS.noPrevious(labelOfOrdinal(ordinal - 1, frequency)),
    };
  }
  const previous = { period: before[0], label: labelOfOrdinal(ordinal - 1, frequency), value: previousValue };
  const changePercent =
    !options.percentage && previousValue > 0 ? clean((latest.value / previousValue - 1) * 100) : null;
  return {
    latest,
    previous,
    change: clean(latest.value - previousValue),
    changePercent,
    reason: null,
  };
}
