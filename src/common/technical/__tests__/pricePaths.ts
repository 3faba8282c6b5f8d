import type { Bar } from '../bars';

const DAY_MS = 86_400_000;

/**
 * `days` daily bars from 2020-01-02, one per calendar day, close_i = closeAt(i); open is the previous
 * close; high / low are `halfRange` above / below the larger / smaller of open and close (default:
 * 1 % of that price).
 */
export function pricePath(days: number, closeAt: (i: number) => number, halfRange?: number): Bar[] {
  const start = Date.UTC(2020, 0, 2);
  return Array.from({ length: days }, (_, i) => {
    const close = closeAt(i);
    const open = i === 0 ? close : closeAt(i - 1);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    return {
      time: start + i * DAY_MS,
      open,
      high: top + (halfRange ?? top * 0.01),
      low: bottom - (halfRange ?? bottom * 0.01),
      close,
      volume: 1000,
    };
  });
}
