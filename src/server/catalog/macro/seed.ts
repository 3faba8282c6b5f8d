import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { macroMenuItems, macroSeries } from '../../db/schema';
import { chunk, upsertChanged } from '../../db/upsert';
import { MACRO_CATALOG } from './catalog';
import { DEMO_SOURCE, type CatalogGroup } from './types';

export interface CatalogSeedSummary {
  menuItemsWritten: number;
  seriesWritten: number;
}

const MENU_UPDATE = [
  macroMenuItems.groupCode,
  macroMenuItems.parentId,
  macroMenuItems.level,
  macroMenuItems.position,
  macroMenuItems.nameVi,
  macroMenuItems.nameEn,
  macroMenuItems.icon,
  macroMenuItems.haveChild,
  macroMenuItems.factTable,
  macroMenuItems.frequency,
  macroMenuItems.valueTypes,
  macroMenuItems.isFree,
];

async function idsByCode(
  tx: Database,
  table: typeof macroMenuItems | typeof macroSeries,
  codes: string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

function requireId(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`macro catalog: ${code} was not written`);
  return id;
}

/**
 * Writes the menu tree (groups and their indicators) and returns the menu item ids by code.
 * Importers call it so real data lands under the same tree even when the demo never ran.
 */
export async function seedMacroMenu(
  tx: Database,
  catalog: readonly CatalogGroup[] = MACRO_CATALOG,
): Promise<{ written: number; ids: Map<string, number> }> {
  const CATALOG = catalog;
  let written = await upsertChanged(
    tx,
    macroMenuItems,
    CATALOG.map((group, index) => ({
      code: group.code,
      groupCode: group.groupCode,
      parentId: null,
      level: 1,
      position: index + 1,
      nameVi: group.nameVi,
      nameEn: group.nameEn,
      icon: group.icon,
      haveChild: group.children.length > 0,
      factTable: null,
      frequency: null,
      valueTypes: [],
      // A group is open to free users when at least one of its indicators is.
      isFree: group.children.some((child) => child.isFree),
    })),
    { target: [macroMenuItems.code], update: MENU_UPDATE },
  );
  const groupIds = await idsByCode(
    tx,
    macroMenuItems,
    CATALOG.map((group) => group.code),
  );
  written += await upsertChanged(
    tx,
    macroMenuItems,
    CATALOG.flatMap((group) =>
      group.children.map((child, index) => ({
        code: child.code,
        groupCode: group.groupCode,
        parentId: requireId(groupIds, group.code),
        level: 2,
        position: index + 1,
        nameVi: child.nameVi,
        nameEn: child.nameEn,
        icon: group.icon,
        haveChild: false,
        factTable: child.factTable,
        frequency: child.frequency,
        valueTypes: [...child.valueTypes],
        isFree: child.isFree,
      })),
    ),
    { target: [macroMenuItems.code], update: MENU_UPDATE },
  );
  const ids = await idsByCode(tx, macroMenuItems, [
    ...CATALOG.map((group) => group.code),
    ...CATALOG.flatMap((group) => group.children.map((child) => child.code)),
  ]);
  return { written, ids };
}

/** The codes among `codes` whose series exist and are real (an import wrote them). */
async function realSeriesCodes(tx: Database, codes: string[]): Promise<Set<string>> {
  const real = new Set<string>();
  for (const part of chunk(codes, 1000)) {
    const rows = await tx
      .select({ code: macroSeries.code })
      .from(macroSeries)
      .where(and(inArray(macroSeries.code, part), eq(macroSeries.isDemo, false)));
    for (const row of rows) real.add(row.code);
  }
  return real;
}

/**
 * Writes the macro menu and the catalog's series (idempotent: a second run writes 0). Catalog series
 * are the demo universe's lines, so they are flagged is_demo; importers create their own series.
 */
export async function seedMacroCatalog(
  db: Database,
  catalog: readonly CatalogGroup[] = MACRO_CATALOG,
): Promise<CatalogSeedSummary> {
  const CATALOG = catalog;
  return db.transaction(async (tx) => {
    const menu = await seedMacroMenu(tx, catalog);
    // A catalog line an import made real (is_demo false) is the importer's from then on: a re-seed
    // neither flips it back to demo nor renames it (and the demo generator skips its values).
    const codes = CATALOG.flatMap((group) =>
      group.children.flatMap((child) => child.series.map((series) => series.code)),
    );
    const real = await realSeriesCodes(tx, codes);
    const rows = CATALOG.flatMap((group) =>
      group.children.flatMap((child) =>
        child.series.flatMap((series, index) =>
          real.has(series.code)
            ? []
            : [
                {
                  code: series.code,
                  menuItemId: requireId(menu.ids, child.code),
                  position: index,
                  nameVi: series.nameVi,
                  nameEn: series.nameEn,
                  unit: series.unit,
                  frequency: child.frequency,
                  source: DEMO_SOURCE,
                  isDemo: true,
                  ticker: series.ticker ?? null,
                  parent: series.parent,
                },
              ],
        ),
      ),
    );
    const update = [
      macroSeries.menuItemId,
      macroSeries.position,
      macroSeries.nameVi,
      macroSeries.nameEn,
      macroSeries.unit,
      macroSeries.frequency,
      macroSeries.source,
      macroSeries.isDemo,
      macroSeries.ticker,
    ];
    // Parents are rows of the same table: write the lines first, then link them once ids exist.
    let seriesWritten = await upsertChanged(
      tx,
      macroSeries,
      rows.map(({ parent: _parent, ...row }) => row),
      { target: [macroSeries.code], update },
    );
    // A demo part may hang under a total an import made real: look parents up among every line.
    const seriesIds = await idsByCode(tx, macroSeries, codes);
    seriesWritten += await upsertChanged(
      tx,
      macroSeries,
      rows.map(({ parent, ...row }) => ({
        ...row,
        parentSeriesId: parent === undefined ? null : requireId(seriesIds, parent),
      })),
      { target: [macroSeries.code], update: [...update, macroSeries.parentSeriesId] },
    );
    return { menuItemsWritten: menu.written, seriesWritten };
  });
}
