import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, macroMenuItems, macroSeries, macroValues } from '../../db/schema';
import { readSeriesOfItems, type MenuItemRow, type SeriesRow } from '../macro/macro.repository';

/** A stored level (value type 'value') of a series. */
export interface LevelRow {
  seriesId: number;
  period: string;
  value: number;
}

/** The newest period and release date stored for a series. */
export interface SeriesDates {
  latestPeriod: string | null;
  releaseDate: string | null;
}

/** An indicator of an industry (level-2 menu item) with the series it shows, in menu order. */
export interface IndicatorRows {
  item: MenuItemRow;
  series: SeriesRow[];
}

/**
 * The indicators of some industries (group codes DEEP_DATA_<INDUSTRY>) with every series, in order.
 * Unlike the macro screens (whose importers write series of their own beside the demo lines), the
 * industry importer writes into the catalog's lines, turning each one it feeds real: a line is an
 * entity's, real once imported, so demo and real lines are shown side by side (each series' source
 * says which it is), and a file with one producer does not hide the others or the total.
 */
export async function readIndicators(db: Database, groupCodes: readonly string[]): Promise<IndicatorRows[]> {
  if (groupCodes.length === 0) return [];
  const items = await db
    .select()
    .from(macroMenuItems)
    .where(and(eq(macroMenuItems.level, 2), inArray(macroMenuItems.groupCode, [...groupCodes])))
    .orderBy(asc(macroMenuItems.position), asc(macroMenuItems.id));
  const series = await readSeriesOfItems(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => ({
    item,
    series: series.filter((line) => line.menuItemId === item.id),
  }));
}

/** Per industry group code: how many indicators it has and the newest period any of them holds. */
export async function readGroupStats(
  db: Database,
  groupCodes: readonly string[],
): Promise<Map<string, { indicatorCount: number; latestPeriod: string | null }>> {
  const stats = new Map<string, { indicatorCount: number; latestPeriod: string | null }>();
  if (groupCodes.length === 0) return stats;
  const rows = await db
    .select({
      groupCode: macroMenuItems.groupCode,
      indicatorCount: sql<number>`count(distinct ${macroMenuItems.id})::int`,
      latestPeriod: sql<string | null>`max(${macroValues.period})::text`,
    })
    .from(macroMenuItems)
    .leftJoin(macroSeries, eq(macroSeries.menuItemId, macroMenuItems.id))
    .leftJoin(macroValues, eq(macroValues.seriesId, macroSeries.id))
    .where(and(eq(macroMenuItems.level, 2), inArray(macroMenuItems.groupCode, [...groupCodes])))
    .groupBy(macroMenuItems.groupCode);
  for (const row of rows) {
    stats.set(row.groupCode, { indicatorCount: row.indicatorCount, latestPeriod: row.latestPeriod });
  }
  return stats;
}

/** The newest stored period and release date of each series, in one grouped query. */
export async function readSeriesDates(
  db: Database,
  seriesIds: readonly number[],
): Promise<Map<number, SeriesDates>> {
  const dates = new Map<number, SeriesDates>();
  if (seriesIds.length === 0) return dates;
  const rows = await db
    .select({
      seriesId: macroValues.seriesId,
      latestPeriod: sql<string | null>`max(${macroValues.period})::text`,
      releaseDate: sql<string | null>`max(${macroValues.releaseDate})::text`,
    })
    .from(macroValues)
    .where(inArray(macroValues.seriesId, [...seriesIds]))
    .groupBy(macroValues.seriesId);
  for (const row of rows) {
    dates.set(row.seriesId, { latestPeriod: row.latestPeriod, releaseDate: row.releaseDate });
  }
  return dates;
}

/** The stored levels of some series, oldest first. */
export async function readLevels(db: Database, seriesIds: readonly number[]): Promise<LevelRow[]> {
  if (seriesIds.length === 0) return [];
  return db
    .select({ seriesId: macroValues.seriesId, period: macroValues.period, value: macroValues.value })
    .from(macroValues)
    .where(and(inArray(macroValues.seriesId, [...seriesIds]), eq(macroValues.valueType, 'value')))
    .orderBy(asc(macroValues.period));
}

/** Series by code with their indicator (a presentation names its lines by series code). */
export async function readSeriesByCodes(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, { series: SeriesRow; item: MenuItemRow }>> {
  const found = new Map<string, { series: SeriesRow; item: MenuItemRow }>();
  if (codes.length === 0) return found;
  const rows = await db
    .select({ series: macroSeries, item: macroMenuItems })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(inArray(macroSeries.code, [...codes]));
  for (const row of rows) found.set(row.series.code, row);
  return found;
}

export interface CompanyRow {
  ticker: string;
  nameVi: string;
  exchange: string | null;
}

/** The companies of some tickers that this database knows. */
export async function readCompanies(
  db: Database,
  tickers: readonly string[],
): Promise<Map<string, CompanyRow>> {
  const found = new Map<string, CompanyRow>();
  if (tickers.length === 0) return found;
  const rows = await db
    .select({ ticker: companies.ticker, nameVi: companies.nameVi, exchange: companies.exchange })
    .from(companies)
    .where(inArray(companies.ticker, [...tickers]));
  for (const row of rows) found.set(row.ticker, row);
  return found;
}
