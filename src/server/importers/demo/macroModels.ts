import type { MacroFrequency } from '@/common/constants/market';
import type { CatalogSeries, DemoModel, PathPoint } from '../../catalog/macro';
import { CPI_SEASON, covidLoss, periodsPerYear, seasonalFactor, type Slot } from './macroCalendar';
import type { Random } from './random';

export interface SeriesSpecForDemo {
  series: CatalogSeries;
  frequency: MacroFrequency;
}

/** Levels of every catalog series, one per slot of its frequency. */
export type LevelTable = Map<string, number[]>;

function interpolate(points: readonly PathPoint[], time: number): number {
  const first = points[0];
  if (!first) return 0;
  if (time <= first[0]) return first[1];
  for (let i = 1; i < points.length; i += 1) {
    const [rightTime, rightValue] = points[i] ?? first;
    const [leftTime, leftValue] = points[i - 1] ?? first;
    if (time <= rightTime)
      return leftValue + ((rightValue - leftValue) * (time - leftTime)) / (rightTime - leftTime);
  }
  return (points[points.length - 1] ?? first)[1];
}

/** Share drifts linearly over 2010-2025, then holds. */
function shareAt(from: number, to: number, time: number): number {
  const progress = Math.min(1, Math.max(0, (time - 2010) / 15));
  return from + (to - from) * progress;
}

function growthLevels(
  model: Extract<DemoModel, { kind: 'growth' }>,
  frequency: MacroFrequency,
  slots: Slot[],
  random: Random,
): number[] {
  let shock = 0;
  return slots.map((slot) => {
    // Mildly persistent noise: a strong month is often followed by another.
    shock = 0.3 * shock + model.noise * random.normal();
    const trend = model.base * (1 + model.growth / 100) ** (slot.time - 2010.5);
    const season = seasonalFactor(model.season ?? 'none', frequency, slot.index);
    const covid = 1 - covidLoss(model.covid ?? 0, frequency, slot);
    return trend * season * covid * Math.exp(shock);
  });
}

function priceIndexLevels(
  model: Extract<DemoModel, { kind: 'priceIndex' }>,
  frequency: MacroFrequency,
  slots: Slot[],
  random: Random,
): number[] {
  const perYear = periodsPerYear(frequency);
  const persistence = frequency === 'month' ? 0.92 : 0.75;
  let deviation = 0;
  let level = 100;
  return slots.map((slot) => {
    // Inflation wanders around its mean; a period's change is its share of the yearly rate.
    deviation =
      persistence * deviation + model.volatility * random.normal() * (frequency === 'month' ? 1 : 1.6);
    const season = frequency === 'month' ? (CPI_SEASON[slot.index - 1] ?? 0) : 0;
    const change =
      (model.inflation + deviation) / perYear + season + 0.05 * model.volatility * random.normal();
    level *= 1 + change / 100;
    return level;
  });
}

function pathLevels(model: Extract<DemoModel, { kind: 'path' }>, slots: Slot[], random: Random): number[] {
  let deviation = 0;
  const persistence = model.persistence ?? 0.5;
  return slots.map((slot) => {
    deviation = persistence * deviation + model.noise * random.normal();
    const anchor = interpolate(model.points, slot.time);
    const value = model.relative ? anchor * Math.exp(deviation) : anchor + deviation;
    return Math.min(model.max ?? Infinity, Math.max(model.min ?? -Infinity, value));
  });
}

/** A decided rate: the level of the last keypoint at or before the slot's mid-point. */
function stepLevels(model: Extract<DemoModel, { kind: 'steps' }>, slots: Slot[]): number[] {
  return slots.map((slot) => {
    let level = model.points[0]?.[1] ?? 0;
    for (const [time, value] of model.points) if (time <= slot.time) level = value;
    return level;
  });
}

function offsetLevels(
  model: Extract<DemoModel, { kind: 'offset' }>,
  base: number[],
  slots: Slot[],
  random: Random,
): number[] {
  let deviation = 0;
  return slots.map((slot, i) => {
    deviation = 0.5 * deviation + model.noise * random.normal();
    const value = (base[i] ?? 0) + interpolate(model.points, slot.time) + deviation;
    return Math.min(model.max ?? Infinity, Math.max(model.min ?? -Infinity, value));
  });
}

/** Monthly growth since the last December of a stock, in % (undefined before the first December). */
function sinceYearEndLevels(stock: number[], slots: Slot[]): number[] {
  return slots.map((slot, i) => {
    const december = stock[i - slot.index];
    const level = stock[i];
    return december === undefined || level === undefined || i - slot.index < 0
      ? Number.NaN
      : (level / december - 1) * 100;
  });
}

/**
 * Simulates every series of one frequency. Parts, remainders and balances are computed from the
 * lines they refer to, so a sector split adds up to its total.
 */
export function simulate(specs: SeriesSpecForDemo[], slots: Slot[], random: Random): LevelTable {
  const byCode = new Map(specs.map((spec) => [spec.series.code, spec]));
  const levels: LevelTable = new Map();
  const shareOf = new Map<string, number[]>();

  const resolve = (code: string): number[] => {
    const known = levels.get(code);
    if (known) return known;
    const spec = byCode.get(code);
    if (!spec) throw new Error(`macro demo: ${code} is referenced but has no ${slots.length}-slot series`);
    const { model } = spec.series;
    // Each series draws from its own stream, so adding a series never changes the others.
    const stream = random.fork(code);
    let values: number[];
    switch (model.kind) {
      case 'growth':
        values = growthLevels(model, spec.frequency, slots, stream);
        break;
      case 'priceIndex':
        values = priceIndexLevels(model, spec.frequency, slots, stream);
        break;
      case 'path':
        values = pathLevels(model, slots, stream);
        break;
      case 'share': {
        const whole = resolve(model.of);
        const shares = slots.map(
          (slot) => shareAt(model.from, model.to, slot.time) * (1 + 0.004 * stream.normal()),
        );
        shareOf.set(code, shares);
        values = whole.map((total, i) => total * (shares[i] ?? 0));
        break;
      }
      case 'remainder': {
        const whole = resolve(model.of);
        const parts = model.minus.map(resolve);
        const partShares = model.minus.map((part) => shareOf.get(part));
        values = whole.map((total, i) => {
          const rest = total - parts.reduce((sum, part) => sum + (part[i] ?? 0), 0);
          const nominal = 1 - partShares.reduce((sum, shares) => sum + (shares?.[i] ?? 0), 0);
          // Noise on large parts must not push a thin remainder (air travel) to zero or below.
          return Math.max(rest, total * Math.max(nominal, 0) * 0.5);
        });
        break;
      }
      case 'difference':
      case 'sum': {
        const left = resolve(model.left);
        const right = resolve(model.right);
        const sign = model.kind === 'sum' ? 1 : -1;
        values = left.map((value, i) => value + sign * (right[i] ?? 0));
        break;
      }
      case 'steps':
        values = stepLevels(model, slots);
        break;
      case 'offset':
        values = offsetLevels(model, resolve(model.of), slots, stream);
        break;
      case 'sinceYearEnd':
        values = sinceYearEndLevels(resolve(model.of), slots);
        break;
    }
    levels.set(code, values);
    return values;
  };

  for (const spec of specs) resolve(spec.series.code);
  return levels;
}
