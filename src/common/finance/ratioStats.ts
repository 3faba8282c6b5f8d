import type { RatioDirection } from './ratioMath';

/**
 * Competition ranking ("1224"): 1 = best in the ratio's direction, equal values share a rank, the
 * next rank skips. Missing values get null and do not count.
 */
export function rankValues(values: readonly (number | null)[], better: RatioDirection): (number | null)[] {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return values.map((value) => {
    if (value === null || !Number.isFinite(value)) return null;
    const beaten = present.filter((other) => (better === 'higher' ? other > value : other < value)).length;
    return beaten + 1;
  });
}

function finite(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null && Number.isFinite(value));
}

/** Median of the present values (mean of the two middle ones for an even count); null when none. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Arithmetic mean of the present values (each company weighs the same); null when none. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const present = finite(values);
  if (present.length === 0) return null;
  return present.reduce((sum, value) => sum + value, 0) / present.length;
}

export function countOf(values: readonly (number | null)[]): number {
  return finite(values).length;
}
