/**
 * One-minute bars for a fake session: a Brownian bridge from the day's open to its close that touches
 * its high and low, over the continuous sessions 09:15-11:30 and 13:00-14:45, with volume spread more
 * heavily on the opening and closing minutes. Deterministic per (symbol, date).
 */
import { createRandom } from '@/server/importers/demo/random';

export interface DayShape {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
}

export interface MinuteBar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
}

function minutes(from: number, to: number): string[] {
  const times: string[] = [];
  for (let minute = from; minute <= to; minute += 1) {
    times.push(
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
    );
  }
  return times;
}

export const SESSION_MINUTES: readonly string[] = [
  ...minutes(9 * 60 + 15, 11 * 60 + 30),
  ...minutes(13 * 60, 14 * 60 + 45),
];

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/**
 * Bars up to `cutoff` (HH:MM:SS; null = the whole day). `round` puts a price on the market's grid;
 * `tradeChance` is the share of minutes with a trade (every minute for an index).
 */
export function minuteBars(
  key: string,
  day: DayShape,
  round: (price: number) => number,
  tradeChance: number,
  cutoff: string | null,
): MinuteBar[] {
  const random = createRandom(hash(key));
  const n = SESSION_MINUTES.length;
  const walk: number[] = [0];
  for (let i = 1; i < n; i += 1) walk.push((walk[i - 1] ?? 0) + random.normal());
  const scale = (day.high - day.low) / 4 / Math.sqrt(n) || 0;
  const clamp = (price: number) => Math.min(day.high, Math.max(day.low, price));
  const path = walk.map((w, i) => {
    const along = i / (n - 1);
    return clamp(day.open + (day.close - day.open) * along + (w - (walk[n - 1] ?? 0) * along) * scale);
  });
  path[n - 1] = day.close;
  path[random.int(1, n - 2)] = day.high;
  path[random.int(1, n - 2)] = day.low;
  const weights = path.map((_, i) => {
    if (i > 0 && i < n - 1 && !random.chance(tradeChance)) return 0;
    const edge = Math.min(i, n - 1 - i) / n;
    return (1 + 3 * Math.max(0, 0.15 - edge) * 10) * random.uniform(0.5, 1.5);
  });
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const bars: MinuteBar[] = [];
  let previous = day.open;
  for (let i = 0; i < n; i += 1) {
    const time = SESSION_MINUTES[i] ?? '';
    if (cutoff !== null && time > cutoff) break;
    const close = round(path[i] ?? day.close);
    if (weights[i] === 0) continue;
    const open = round(previous);
    const share = (weights[i] ?? 0) / totalWeight;
    const volume = Math.round((day.volume * share) / 100) * 100;
    bars.push({
      time,
      open,
      high: Math.max(open, close),
      low: Math.min(open, close),
      close,
      volume,
      value: Math.round(day.value * share),
    });
    previous = path[i] ?? previous;
  }
  return bars;
}
