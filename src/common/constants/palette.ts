/**
 * The series colour palette (spec: about 85 fixed colours). The first twelve are hand-picked for
 * contrast on white; the rest walk the hue circle by the golden angle at three lightness levels, so
 * neighbours in the list stay distinguishable. The list is computed once and never changes.
 */
const HAND_PICKED = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#0b3d91',
  '#f4a300',
];

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const GENERATED_COUNT = 73;
const LIGHTNESS_STEPS = [42, 55, 34];

export const SERIES_PALETTE: readonly string[] = Object.freeze([
  ...HAND_PICKED,
  ...Array.from({ length: GENERATED_COUNT }, (_, index) =>
    hslToHex((index * 137.508 + 20) % 360, 68, LIGHTNESS_STEPS[index % LIGHTNESS_STEPS.length] ?? 45),
  ),
]);
