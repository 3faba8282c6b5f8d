import { SERIES_PALETTE } from '../constants/palette';

/** Palette colours are stored lower-case (#rrggbb); comparisons ignore case. */
export function normalizeColor(color: string): string {
  return color.trim().toLowerCase();
}

const PALETTE_SET: ReadonlySet<string> = new Set(SERIES_PALETTE.map(normalizeColor));

/** Whether a colour is one of the 85 series colours (any case). */
export function isPaletteColor(color: string): boolean {
  return PALETTE_SET.has(normalizeColor(color));
}

/**
 * The colour for a new series: the first palette colour not used yet; when all 85 are taken it
 * wraps, giving the first colour used the fewest times (so a 86th series gets the first colour, the
 * 87th the second, and so on). Colours outside the palette are ignored.
 */
export function nextUnusedColor(usedColors: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const color of usedColors) {
    const key = normalizeColor(color);
    if (PALETTE_SET.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = SERIES_PALETTE[0] ?? '#1f77b4';
  let bestCount = Number.POSITIVE_INFINITY;
  for (const color of SERIES_PALETTE) {
    const count = counts.get(color) ?? 0;
    if (count === 0) return color;
    if (count < bestCount) {
      best = color;
      bestCount = count;
    }
  }
  return best;
}

/** Fills the missing colours of a list of series in order, each avoiding the ones before it. */
export function assignColors<T extends { color?: string | null }>(
  items: readonly T[],
): (T & { color: string })[] {
  const used = items.flatMap((item) => (item.color ? [normalizeColor(item.color)] : []));
  return items.map((item) => {
    if (item.color) return { ...item, color: normalizeColor(item.color) };
    const color = nextUnusedColor(used);
    used.push(color);
    return { ...item, color };
  });
}
