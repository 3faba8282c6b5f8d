import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { THRESHOLDS, type SummaryLevel } from '@/common/technical';

/**
 * Geometry of the summary gauge (pure): a semicircle from "Bán mạnh" on the left (score -1) to
 * "Mua mạnh" on the right (score 1). Angles are in degrees from straight up, clockwise positive.
 */

export const GAUGE_MAX_ANGLE = 90;

/** The needle's angle for a score in [-1, 1]: -90 (left) ... 0 (up) ... 90 (right); clamped, NaN is 0. */
export function needleAngle(score: number): number {
  if (Number.isNaN(score)) return 0;
  const clamped = Math.max(-1, Math.min(1, score));
  return clamped === 0 ? 0 : clamped * GAUGE_MAX_ANGLE;
}

/** The point at `angle` degrees on a circle (0 up, 90 right). */
export function polarPoint(cx: number, cy: number, radius: number, angle: number): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180;
  return { x: cx + radius * Math.sin(radians), y: cy - radius * Math.cos(radians) };
}

const round = (value: number): string => String(Math.round(value * 100) / 100);

/** An SVG arc path clockwise from one angle to another. */
export function arcPath(cx: number, cy: number, radius: number, from: number, to: number): string {
  const start = polarPoint(cx, cy, radius, from);
  const end = polarPoint(cx, cy, radius, to);
  const large = to - from > 180 ? 1 : 0;
  return `M ${round(start.x)} ${round(start.y)} A ${round(radius)} ${round(radius)} 0 ${String(large)} 1 ${round(end.x)} ${round(end.y)}`;
}

export interface GaugeSegment {
  level: SummaryLevel;
  /** Scores covered, from and to. */
  from: number;
  to: number;
  color: string;
}

const { signal, strong } = THRESHOLDS;

/** The five coloured bands of the dial, on the summary's own limits (docs/DATA.md). */
export const GAUGE_SEGMENTS: readonly GaugeSegment[] = [
  { level: 'strong_sell', from: -1, to: -strong, color: TECHNICAL_SIGNAL_COLORS.sell },
  { level: 'sell', from: -strong, to: -signal, color: '#f87171' },
  { level: 'neutral', from: -signal, to: signal, color: TECHNICAL_SIGNAL_COLORS.neutral },
  { level: 'buy', from: signal, to: strong, color: '#4ade80' },
  { level: 'strong_buy', from: strong, to: 1, color: TECHNICAL_SIGNAL_COLORS.buy },
];
