import type { BreadthState } from '@/common/market/breadth';

/**
 * Colours of the Vietnamese boards: ceiling purple, rises green, reference (unchanged) yellow, falls
 * red, floor cyan. Shades of green and red deepen with the size of the move (heatmap).
 */
export const BOARD_COLORS = {
  ceiling: '#a21caf',
  up: '#15803d',
  unchanged: '#ca8a04',
  down: '#b91c1c',
  floor: '#0891b2',
} as const satisfies Record<BreadthState, string>;

/** Greens and reds from a small move (< 1 %) to a large one (>= 3 %). */
const UP_SHADES = ['#4ade80', '#16a34a', '#166534'] as const;
const DOWN_SHADES = ['#f87171', '#dc2626', '#991b1b'] as const;

const shade = (percent: number): 0 | 1 | 2 => {
  const size = Math.abs(percent);
  return size < 1 ? 0 : size < 3 ? 1 : 2;
};

/** A heatmap cell's colour: the state's colour, its shade by % change; grey when unknown. */
export function heatColor(state: BreadthState | null, pctChange: number | null): string {
  if (state === null) return '#9ca3af';
  if (state === 'ceiling' || state === 'floor' || state === 'unchanged') return BOARD_COLORS[state];
  const shades = state === 'up' ? UP_SHADES : DOWN_SHADES;
  return shades[shade(pctChange ?? 0)];
}

/** Text colour readable on heatColor's fill. */
export function heatTextColor(state: BreadthState | null, pctChange: number | null): string {
  if (state === 'unchanged' || state === null) return '#111827';
  if ((state === 'up' || state === 'down') && shade(pctChange ?? 0) === 0) return '#111827';
  return '#ffffff';
}

/** The same colours dark enough for text on white (4.5:1 or more). */
export const BOARD_TEXT_COLORS = {
  ceiling: '#86198f',
  up: '#15803d',
  unchanged: '#a16207',
  down: '#b91c1c',
  floor: '#0e7490',
} as const satisfies Record<BreadthState, string>;

/** Text colour of a change: green up, red down, yellow unchanged; unknown uncoloured. */
export function changeTextColor(change: number | null): string | undefined {
  if (change === null || !Number.isFinite(change)) return undefined;
  return change > 0
    ? BOARD_TEXT_COLORS.up
    : change < 0
      ? BOARD_TEXT_COLORS.down
      : BOARD_TEXT_COLORS.unchanged;
}
