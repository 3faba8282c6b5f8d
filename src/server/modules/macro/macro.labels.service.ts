import type { MacroLabelResponse } from '@/common/contracts/macro';
import type { Database } from '../../db/client';
import { indicatorNotFound } from './macro.errors';
import {
  readIndicator,
  readSeriesOfItems,
  readSeriesStats,
  type MenuItemRow,
  type SeriesRow,
  type SeriesStats,
} from './macro.repository';
import { displayedSeries, toSeriesInfo } from './macro.series';

/** The series each indicator shows (displayedSeries) and their stats, in two queries. */
export async function readLabelSeries(
  db: Database,
  items: readonly MenuItemRow[],
): Promise<{ seriesByItem: Map<number, SeriesRow[]>; stats: Map<number, SeriesStats> }> {
  const all = await readSeriesOfItems(
    db,
    items.map((item) => item.id),
  );
  const seriesByItem = new Map<number, SeriesRow[]>();
  for (const item of items) {
    seriesByItem.set(item.id, displayedSeries(all.filter((series) => series.menuItemId === item.id)));
  }
  const shown = [...seriesByItem.values()].flat();
  const stats = await readSeriesStats(
    db,
    shown.map((series) => series.id),
  );
  return { seriesByItem, stats };
}

async function labelOf(db: Database, item: MenuItemRow | null): Promise<MacroLabelResponse> {
  if (!item) throw indicatorNotFound();
  const { seriesByItem, stats } = await readLabelSeries(db, [item]);
  return {
    menuItemId: item.id,
    code: item.code,
    name: item.nameVi,
    factTable: item.factTable,
    series: (seriesByItem.get(item.id) ?? []).map((series) =>
      toSeriesInfo(series, item, stats.get(series.id)),
    ),
  };
}

/** GET get-label: the series of an indicator by its key code (macroName). */
export async function getMacroLabel(db: Database, code: string): Promise<MacroLabelResponse> {
  return labelOf(db, await readIndicator(db, { code }));
}

/** GET get-label-v2: the series of the indicator whose table is `table` (dimTable). */
export async function getMacroLabelByTable(db: Database, table: string): Promise<MacroLabelResponse> {
  return labelOf(db, await readIndicator(db, { table }));
}
