import type { MacroFrequency } from '@/common/constants/market';
import type { MacroSeriesInfo } from '@/common/contracts/macro';
import { dateFormatOf } from '@/common/macro/calendar';
import { seriesPeriods, seriesValueTypes, type SeriesOffer } from '@/common/macro/offers';
import { aggregationOf } from '@/common/macro/valueTypes';
import type { MenuItemRow, SeriesRow, SeriesStats, ValueRow } from './macro.repository';

const NO_STATS: SeriesStats = { storedTypes: [], releaseDate: null };

/** The frequency stored for a series (text in the database; anything unknown reads as month). */
export function frequencyOf(series: Pick<SeriesRow, 'frequency'>): MacroFrequency {
  return series.frequency === 'quarter' || series.frequency === 'year' ? series.frequency : 'month';
}

/** The stats of readSeriesStats, worked out from observations already read. */
export function statsFromValues(rows: readonly ValueRow[]): Map<number, SeriesStats> {
  const types = new Map<number, Set<string>>();
  const stats = new Map<number, SeriesStats>();
  for (const row of rows) {
    const seen = types.get(row.seriesId) ?? new Set<string>();
    seen.add(row.valueType);
    types.set(row.seriesId, seen);
    const current = stats.get(row.seriesId) ?? { storedTypes: [], releaseDate: null };
    if (row.releaseDate !== null && (current.releaseDate === null || row.releaseDate > current.releaseDate)) {
      current.releaseDate = row.releaseDate;
    }
    stats.set(row.seriesId, current);
  }
  for (const [seriesId, seen] of types) {
    const current = stats.get(seriesId);
    if (current) current.storedTypes = [...seen].sort();
  }
  return stats;
}

export function offerOf(series: SeriesRow, item: MenuItemRow, stats: SeriesStats | undefined): SeriesOffer {
  return {
    unit: series.unit,
    frequency: frequencyOf(series),
    menuValueTypes: item.valueTypes,
    storedTypes: (stats ?? NO_STATS).storedTypes,
  };
}

export function toSeriesInfo(
  series: SeriesRow,
  item: MenuItemRow,
  stats: SeriesStats | undefined,
): MacroSeriesInfo {
  const offer = offerOf(series, item, stats);
  return {
    seriesId: series.id,
    code: series.code,
    name: series.nameVi,
    unit: series.unit,
    frequency: offer.frequency,
    periods: seriesPeriods(offer),
    aggregation: aggregationOf(series.unit),
    valueTypes: seriesValueTypes(offer, offer.frequency),
    dateFormat: dateFormatOf(offer.frequency),
    source: series.source,
    releaseDate: stats?.releaseDate ?? null,
    parentSeriesId: series.parentSeriesId,
    isDemo: series.isDemo,
  };
}

/**
 * The series an indicator shows: the imported ones when it has any (real data replaces the demo
 * lines), else the demo lines (flagged isDemo). An explicit extendID may still name a demo line.
 */
export function displayedSeries<T extends Pick<SeriesRow, 'isDemo'>>(series: readonly T[]): T[] {
  const real = series.filter((item) => !item.isDemo);
  return real.length > 0 ? real : [...series];
}
