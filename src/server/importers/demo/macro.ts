import { and, eq, inArray } from 'drizzle-orm';
import type { MacroFrequency } from '@/common/constants/market';
import { releaseRuleOfIndicator, scheduledRelease } from '@/common/macro/releases';
import type { Database } from '../../db/client';
import { macroSeries, macroValues } from '../../db/schema';
import { DEMO_SOURCE, MACRO_CATALOG, seedMacroCatalog, type CatalogGroup } from '../../catalog/macro';
import { chunk, insertMany } from '../../db/upsert';
import { FIRST_DEMO_YEAR, periodsPerYear, slotsUntil, type Slot } from './macroCalendar';
import { simulate, type SeriesSpecForDemo } from './macroModels';
import type { Random } from './random';

export interface DemoObservation {
  seriesCode: string;
  period: string;
  valueType: string;
  value: number;
  /** The usual publication day of the period (src/common/macro/releases.ts), when the indicator has one. */
  releaseDate?: string | null;
}

export interface MacroDemoSummary {
  series: number;
  values: number;
  durationMs: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** Levels keep two decimals, small ones (trillions of yuan) four; changes keep two. */
const roundLevel = (value: number) => round(value, Math.abs(value) >= 10 ? 2 : 4);

function change(current: number | undefined, previous: number | undefined): number | undefined {
  if (current === undefined || previous === undefined || previous <= 0 || current <= 0) return undefined;
  return round((current / previous - 1) * 100, 2);
}

/** The average of the year so far against the same months a year earlier (GSO's CPI "bình quân"). */
function averageChange(levels: number[], slots: Slot[], i: number, perYear: number): number | undefined {
  const slot = slots[i];
  if (!slot || i - perYear - (slot.index - 1) < 0) return undefined;
  let current = 0;
  let previous = 0;
  for (let k = i - slot.index + 1; k <= i; k += 1) {
    current += levels[k] ?? 0;
    previous += levels[k - perYear] ?? 0;
  }
  return change(current, previous);
}

/** The year-to-date total of a monthly flow: the sum of the year's months so far (all present). */
function yearToDate(levels: number[], slots: Slot[], i: number): number | undefined {
  const slot = slots[i];
  if (!slot) return undefined;
  let total = 0;
  for (let k = i - slot.index + 1; k <= i; k += 1) {
    const level = levels[k];
    if (level === undefined || !Number.isFinite(level)) return undefined;
    total += level;
  }
  return total;
}

/**
 * Builds every demo observation of the catalog (pure: same seed and date, same numbers). Changes
 * are published where the indicator offers them and the level is a positive amount; rates (%) and
 * balances carry their level only. An indicator of the release calendar (src/common/macro/releases.ts)
 * gets each period's usual publication day as its release date, and a period whose day is still to
 * come on `now` is not generated (as a real series would not have it yet); monthly flows flagged
 * `publishesYtd` also carry their year-to-date total (value type ytd, a level).
 */
export function buildMacroDemo(
  random: Random,
  now: Date,
  catalog: readonly CatalogGroup[] = MACRO_CATALOG,
): DemoObservation[] {
  const children = catalog.flatMap((group) => group.children);
  const observations: DemoObservation[] = [];
  const today = now.toISOString().slice(0, 10);
  const frequencies: MacroFrequency[] = ['month', 'quarter', 'year'];
  for (const frequency of frequencies) {
    const slots = slotsUntil(frequency, now);
    const perYear = periodsPerYear(frequency);
    const specs: SeriesSpecForDemo[] = children
      .filter((child) => child.frequency === frequency)
      .flatMap((child) => child.series.map((series) => ({ series, frequency })));
    const levels = simulate(specs, slots, random.fork(frequency));
    for (const child of children.filter((item) => item.frequency === frequency)) {
      const rule = releaseRuleOfIndicator(child.code);
      for (const series of child.series) {
        const values = levels.get(series.code) ?? [];
        const levelOnly = series.unit === '%' || series.model.kind === 'difference';
        const types = child.valueTypes.filter((type) => type === 'value' || !levelOnly);
        if (series.publishesYtd && frequency === 'month') types.push('ytd');
        slots.forEach((slot, i) => {
          if (slot.year < FIRST_DEMO_YEAR) return;
          const level = values[i];
          if (level === undefined || !Number.isFinite(level)) return;
          const releaseDate = rule ? scheduledRelease(rule, slot.period) : null;
          if (releaseDate !== null && releaseDate > today) return;
          const ytd = series.publishesYtd ? yearToDate(values, slots, i) : undefined;
          const published: Record<string, number | undefined> = {
            ytd: ytd === undefined ? undefined : roundLevel(ytd),
            value: roundLevel(level),
            yoy: change(level, values[i - perYear]),
            mom: frequency === 'month' ? change(level, values[i - 1]) : undefined,
            qoq: frequency === 'quarter' ? change(level, values[i - 1]) : undefined,
            yoy_avg: frequency === 'month' ? averageChange(values, slots, i, perYear) : undefined,
          };
          for (const valueType of types) {
            const value = published[valueType];
            if (value === undefined) continue;
            observations.push({
              seriesCode: series.code,
              period: slot.period,
              valueType,
              value,
              ...(releaseDate ? { releaseDate } : {}),
            });
          }
        });
      }
    }
  }
  return observations;
}

/**
 * Seeds the macro catalog (or another catalog of the same shape: the industries') and fills its series with demo observations from 2010 to the last
 * complete period. Only catalog series flagged is_demo are touched, so imported series (their own
 * codes, is_demo false) keep their values; a demo series is rewritten whole, in one transaction.
 */
export async function generateMacroDemo(
  db: Database,
  random: Random,
  options: { now?: Date; catalog?: readonly CatalogGroup[] } = {},
): Promise<MacroDemoSummary> {
  const startedAt = Date.now();
  const catalog = options.catalog ?? MACRO_CATALOG;
  await seedMacroCatalog(db, catalog);
  const observations = buildMacroDemo(random, options.now ?? new Date(), catalog);
  const codes = [...new Set(observations.map((item) => item.seriesCode))];
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const part of chunk(codes, 1000)) {
      const rows = await tx
        .select({ id: macroSeries.id, code: macroSeries.code })
        .from(macroSeries)
        .where(and(inArray(macroSeries.code, part), eq(macroSeries.isDemo, true)));
      for (const row of rows) ids.set(row.code, row.id);
    }
    const seriesIds = [...ids.values()];
    for (const part of chunk(seriesIds, 1000))
      await tx.delete(macroValues).where(inArray(macroValues.seriesId, part));
    const rows = observations.flatMap((item) => {
      const seriesId = ids.get(item.seriesCode);
      return seriesId === undefined
        ? []
        : [
            {
              seriesId,
              period: item.period,
              valueType: item.valueType,
              value: item.value,
              releaseDate: item.releaseDate ?? null,
              source: DEMO_SOURCE,
            },
          ];
    });
    // One array parameter per column (unnest): far faster than multi-row VALUES on both drivers.
    await insertMany(tx, macroValues, rows);
    return { series: ids.size, values: rows.length, durationMs: Date.now() - startedAt };
  });
}
