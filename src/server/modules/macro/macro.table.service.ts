import type { MacroFrequency } from '@/common/constants/market';
import type { MacroDataQuery, MacroDataResponse } from '@/common/contracts/macro';
import { labelOfOrdinal, ordinalOf, utcMillis } from '@/common/macro/calendar';
import { seriesPeriods, seriesValueTypes } from '@/common/macro/offers';
import { cutToRange } from '@/common/macro/views';
import { MACRO_VALUE_TYPES } from '@/common/macroMenu';
import type { AuthUser } from '../../core/authUser';
import type { Database } from '../../db/client';
import { assertMacroAccess } from './macro.access';
import { indicatorNotFound, periodNotOffered, valueTypeNotOffered } from './macro.errors';
import { pointsOf } from './macro.metric.service';
import { loadIndicator } from './macro.cache';
import { frequencyOf, offerOf, statsFromValues } from './macro.series';

function latest(dates: readonly (string | null)[]): string | null {
  return dates.reduce<string | null>(
    (best, date) => (date !== null && (best === null || date > best) ? date : best),
    null,
  );
}

/**
 * GET get-data: every series the indicator shows as rows of one table over the union of their
 * periods (oldest first). The period and value type must be offered by at least one series; a series
 * that does not offer them has an empty row.
 */
export async function getMacroData(
  db: Database,
  user: AuthUser | null,
  query: MacroDataQuery,
): Promise<MacroDataResponse> {
  const { item, series, rows: values } = await loadIndicator(db, query.macroItemId, query.asOf);
  if (!item) throw indicatorNotFound();
  assertMacroAccess(user, item);
  const stats = statsFromValues(values);
  const frequency: MacroFrequency = item.frequency ?? (series[0] ? frequencyOf(series[0]) : 'month');
  const period = query.period ?? frequency;
  const offers = series.map((line) => offerOf(line, item, stats.get(line.id)));
  if (series.length > 0) {
    if (!offers.some((offer) => seriesPeriods(offer).includes(period))) {
      throw periodNotOffered(item.nameVi, frequency, period);
    }
    const offered = MACRO_VALUE_TYPES.filter((type) =>
      offers.some((offer) => seriesValueTypes(offer, period).includes(type)),
    );
    if (!offered.includes(query.valueType)) {
      throw valueTypeNotOffered(item.nameVi, period, query.valueType, offered);
    }
  }
  const lines = series.map((line, index) => {
    const offer = offers[index];
    const shown = offer !== undefined && seriesValueTypes(offer, period).includes(query.valueType);
    return { line, points: new Map(shown ? pointsOf(line, values, period, query.valueType) : []) };
  });
  const dates = cutToRange(
    [...new Set(lines.flatMap(({ points }) => [...points.keys()]))].sort().map((date) => [date] as const),
    query.filter,
  ).map(([date]) => date);
  return {
    menuItemId: item.id,
    indicatorName: item.nameVi,
    period,
    valueType: query.valueType,
    periods: dates.map((date) => ({
      x: utcMillis(date),
      label: labelOfOrdinal(ordinalOf(date, period), period),
    })),
    rows: lines.map(({ line, points }) => ({
      seriesId: line.id,
      name: line.nameVi,
      unit: query.valueType === 'value' ? line.unit : '%',
      parentSeriesId: line.parentSeriesId,
      values: dates.map((date) => points.get(date) ?? null),
    })),
    source: [...new Set(series.map((line) => line.source))].join(', '),
    releaseDate: latest(series.map((line) => stats.get(line.id)?.releaseDate ?? null)),
  };
}
