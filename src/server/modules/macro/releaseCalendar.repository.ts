import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { macroMenuItems, macroSeries } from '../../db/schema';
import type { MenuItemRow, SeriesRow } from './macro.repository';

/** Series by code with their indicator (the release calendar names its lines by code). */
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
