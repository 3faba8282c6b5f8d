import { eq } from 'drizzle-orm';
import { MACRO_MENU } from '@/common/macroMenu';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { macroMenuItems, macroSeries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { MACRO_CATALOG, seedMacroCatalog } from '..';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('seedMacroCatalog', () => {
  it('writes the menu tree and the series once; a second run writes nothing', async () => {
    const first = await seedMacroCatalog(handle.db);
    expect(first.menuItemsWritten).toBeGreaterThan(0);
    expect(await seedMacroCatalog(handle.db)).toEqual({ menuItemsWritten: 0, seriesWritten: 0 });
  });

  it('has the static menu children under their VN groups, with the spec tables and period lists', async () => {
    const items = await handle.db.select().from(macroMenuItems);
    const byCode = new Map(items.map((item) => [item.code, item]));
    for (const group of MACRO_MENU) {
      for (const child of group.childItem) {
        const item = byCode.get(child.keyCode);
        expect(item).toMatchObject({
          level: 2,
          groupCode: 'VN',
          nameVi: child.label,
          valueTypes: [...child.periodList],
        });
        if (child.tableName) expect(item?.factTable).toBe(child.tableName);
        const parent = items.find((candidate) => candidate.id === item?.parentId);
        expect(parent).toMatchObject({ level: 1, nameVi: group.label, icon: group.icon, haveChild: true });
      }
    }
    expect(byCode.get('GDP_NONIMAL')?.isFree).toBe(true);
    expect(byCode.get('PRD_IIP')?.isFree).toBe(false);
    const regions = new Set(items.filter((item) => item.level === 1).map((item) => item.groupCode));
    expect(regions).toEqual(new Set(['VN', 'US', 'CN', 'COMMODITY']));
  });

  it('gives every indicator at least one line, with unique codes and parents under the same indicator', async () => {
    const codes = MACRO_CATALOG.flatMap((group) =>
      group.children.flatMap((child) => child.series.map((s) => s.code)),
    );
    expect(new Set(codes).size).toBe(codes.length);
    for (const child of MACRO_CATALOG.flatMap((group) => group.children))
      expect(child.series.length).toBeGreaterThan(0);
    const series = await handle.db.select().from(macroSeries);
    expect(series).toHaveLength(codes.length);
    const [cpiFood] = series.filter((row) => row.code === 'VN_CPI_FOOD');
    const [cpi] = series.filter((row) => row.code === 'VN_CPI_TOTAL');
    expect(cpiFood?.parentSeriesId).toBe(cpi?.id);
    const [menu] = await handle.db
      .select()
      .from(macroMenuItems)
      .where(eq(macroMenuItems.id, cpi?.menuItemId ?? 0));
    expect(menu?.code).toBe('CPI');
    expect(series.every((row) => row.isDemo && row.unit !== '')).toBe(true);
  });
});
