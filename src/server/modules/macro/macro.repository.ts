import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { macroMenuItems, macroSeries, macroValues } from '../../db/schema';

export type MenuItemRow = typeof macroMenuItems.$inferSelect;
export type SeriesRow = typeof macroSeries.$inferSelect;

export interface ValueRow {
  seriesId: number;
  period: string;
  valueType: string;
  value: number;
  releaseDate: string | null;
}

/** What is stored for a series: its value types and the newest release date. */
export interface SeriesStats {
  storedTypes: string[];
  releaseDate: string | null;
}

/** Menu items of the given families (every family without a list), groups first, in menu order. */
export async function readMenuItems(db: Database, groupCodes?: readonly string[]): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(macroMenuItems)
    .where(groupCodes ? inArray(macroMenuItems.groupCode, [...groupCodes]) : undefined)
    .orderBy(asc(macroMenuItems.level), asc(macroMenuItems.position), asc(macroMenuItems.id));
}

/** One indicator (level 2) by id, key code or table name. */
export async function readIndicator(
  db: Database,
  by: { id: number } | { code: string } | { table: string },
): Promise<MenuItemRow | null> {
  const condition =
    'id' in by
      ? eq(macroMenuItems.id, by.id)
      : 'code' in by
        ? eq(macroMenuItems.code, by.code)
        : or(eq(macroMenuItems.factTable, by.table), eq(macroMenuItems.dimTable, by.table));
  const rows = await db
    .select()
    .from(macroMenuItems)
    .where(and(eq(macroMenuItems.level, 2), condition))
    .orderBy(asc(macroMenuItems.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The series under some indicators, in their order. */
export async function readSeriesOfItems(db: Database, itemIds: readonly number[]): Promise<SeriesRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(macroSeries)
    .where(inArray(macroSeries.menuItemId, [...itemIds]))
    .orderBy(asc(macroSeries.menuItemId), asc(macroSeries.position), asc(macroSeries.id));
}

/** A series with its indicator. */
export async function readSeriesWithItem(
  db: Database,
  seriesId: number,
): Promise<{ series: SeriesRow; item: MenuItemRow } | null> {
  const rows = await db
    .select({ series: macroSeries, item: macroMenuItems })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(eq(macroSeries.id, seriesId))
    .limit(1);
  return rows[0] ?? null;
}

/** Stored value types and the latest release date of each series, in one grouped query. */
export async function readSeriesStats(
  db: Database,
  seriesIds: readonly number[],
): Promise<Map<number, SeriesStats>> {
  const stats = new Map<number, SeriesStats>();
  if (seriesIds.length === 0) return stats;
  const rows = await db
    .select({
      seriesId: macroValues.seriesId,
      types: sql<string>`string_agg(distinct ${macroValues.valueType}, ',')`,
      releaseDate: sql<string | null>`max(${macroValues.releaseDate})::text`,
    })
    .from(macroValues)
    .where(inArray(macroValues.seriesId, [...seriesIds]))
    .groupBy(macroValues.seriesId);
  for (const row of rows) {
    stats.set(row.seriesId, { storedTypes: row.types.split(','), releaseDate: row.releaseDate });
  }
  return stats;
}

/** Every stored observation of some series (all value types), oldest first. */
export async function readSeriesValues(db: Database, seriesIds: readonly number[]): Promise<ValueRow[]> {
  if (seriesIds.length === 0) return [];
  return db
    .select({
      seriesId: macroValues.seriesId,
      period: macroValues.period,
      valueType: macroValues.valueType,
      value: macroValues.value,
      releaseDate: macroValues.releaseDate,
    })
    .from(macroValues)
    .where(inArray(macroValues.seriesId, [...seriesIds]))
    .orderBy(asc(macroValues.period));
}
