import { eq, sql } from 'drizzle-orm';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { macroMenuItems, macroSeries, macroValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { MACRO_CATALOG, seedMacroCatalog } from '../../../catalog/macro';
import { buildMacroDemo, generateMacroDemo, type DemoObservation } from '../macro';
import { createRandom, DEMO_SEED } from '../random';

const NOW = new Date('2026-11-21T05:00:00Z');
let demo: DemoObservation[];

function levels(code: string): Map<string, number> {
  return new Map(
    demo
      .filter((item) => item.seriesCode === code && item.valueType === 'value')
      .map((item) => [item.period, item.value]),
  );
}

beforeAll(() => {
  demo = buildMacroDemo(createRandom(DEMO_SEED), NOW);
});

describe('buildMacroDemo', () => {
  it('gives the same numbers for the same seed and different ones for another seed', () => {
    expect(buildMacroDemo(createRandom(DEMO_SEED), NOW)).toEqual(demo);
    const other = buildMacroDemo(createRandom(DEMO_SEED + 1), NOW);
    expect(other.length).toBe(demo.length);
    expect(other).not.toEqual(demo);
  });

  it('puts every observation on the last day of its period, from 2010 to the last complete one', () => {
    const frequencyOf = new Map(
      MACRO_CATALOG.flatMap((group) =>
        group.children.flatMap((child) => child.series.map((s) => [s.code, child.frequency])),
      ),
    );
    // Collect the misplaced ones instead of one expect per observation (there are ~90,000).
    const misplaced = demo.filter((item) => {
      const frequency = frequencyOf.get(item.seriesCode);
      const date = new Date(`${item.period}T00:00:00Z`);
      const monthEnd = new Date(date.getTime() + 86_400_000).getUTCDate() === 1;
      const endsPeriod =
        frequency === 'quarter'
          ? date.getUTCMonth() % 3 === 2
          : frequency === 'year'
            ? item.period.endsWith('-12-31')
            : true;
      return !monthEnd || !endsPeriod || item.period < '2010-01-31' || item.period >= '2026-11-21';
    });
    expect(misplaced).toEqual([]);
    expect(levels('VN_CPI_TOTAL').has('2026-10-31')).toBe(true);
    expect(levels('VN_GDP_REAL_TOTAL').has('2026-09-30')).toBe(true);
    expect(levels('VN_LABOR_POPULATION').has('2025-12-31')).toBe(true);
  });

  it('lifts retail sales before Tết and drops exports in February, year after year', () => {
    const retail = levels('VN_RETAIL_TOTAL');
    const exports = levels('VN_EXPORT_TOTAL');
    let retailPeaks = 0;
    let exportDips = 0;
    const years = Array.from({ length: 16 }, (_, k) => 2010 + k);
    for (const year of years) {
      const midYear = ((retail.get(`${year}-06-30`) ?? 0) + (retail.get(`${year}-07-31`) ?? 0)) / 2;
      if ((retail.get(`${year}-12-31`) ?? 0) > midYear * 1.08) retailPeaks += 1;
      if (
        (exports.get(`${year}-02-28`) ?? exports.get(`${year}-02-29`) ?? Infinity) <
        (exports.get(`${year}-01-31`) ?? 0)
      )
        exportDips += 1;
    }
    expect(retailPeaks).toBeGreaterThanOrEqual(14);
    expect(exportDips).toBeGreaterThanOrEqual(14);
  });

  it('keeps PMI readings between 40 and 60 and CPI inflation within a plausible band', () => {
    const pmi = demo.filter((item) => item.seriesCode.includes('PMI'));
    expect(pmi.length).toBeGreaterThan(0);
    for (const item of pmi) expect(item.value >= 40 && item.value <= 60).toBe(true);
    const inflation = demo.filter((item) => item.seriesCode === 'VN_CPI_TOTAL' && item.valueType === 'yoy');
    const mean = inflation.reduce((sum, item) => sum + item.value, 0) / inflation.length;
    expect(mean).toBeGreaterThan(2);
    expect(mean).toBeLessThan(7);
  });

  it('makes sector parts add up to their total', () => {
    const total = levels('VN_GDP_NOMINAL_TOTAL').get('2024-12-31') ?? 0;
    const parts = ['AGRICULTURE', 'INDUSTRY', 'SERVICES', 'TAXES'].reduce(
      (sum, part) => sum + (levels(`VN_GDP_NOMINAL_${part}`).get('2024-12-31') ?? 0),
      0,
    );
    expect(Math.abs(parts - total) / total).toBeLessThan(1e-6);
  });
});

describe('generateMacroDemo', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle.close();
  });

  it('fills at least one series of every indicator from 2010, and leaves imported series alone', async () => {
    // An imported line under CPI, written before the demo runs, must survive it untouched.
    await seedMacroCatalog(handle.db);
    const [cpi] = await handle.db.select().from(macroMenuItems).where(eq(macroMenuItems.code, 'CPI'));
    const [real] = await handle.db
      .insert(macroSeries)
      .values({
        code: 'GSO_CPI_TEST',
        menuItemId: cpi?.id ?? 0,
        nameVi: 'Thử',
        unit: 'điểm',
        frequency: 'month',
        source: 'GSO',
      })
      .returning();
    await handle.db.insert(macroValues).values({
      seriesId: real?.id ?? 0,
      period: '2024-01-31',
      valueType: 'yoy',
      value: 1.23,
      source: 'GSO',
    });

    const summary = await generateMacroDemo(handle.db, createRandom(DEMO_SEED), { now: NOW });
    expect(summary.values).toBe(demo.length);
    const kept = await handle.db
      .select()
      .from(macroValues)
      .where(eq(macroValues.seriesId, real?.id ?? 0));
    expect(kept.map((row) => row.value)).toEqual([1.23]);

    const firstPeriods = await handle.db
      .select({
        menu: macroMenuItems.code,
        first: sql<string>`min(${macroValues.period})::text`,
      })
      .from(macroValues)
      .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
      .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
      .where(eq(macroSeries.isDemo, true))
      .groupBy(macroMenuItems.code);
    const firstByMenu = new Map(firstPeriods.map((row) => [row.menu, row.first]));
    for (const group of MACRO_CATALOG) {
      for (const child of group.children) {
        const first = firstByMenu.get(child.code);
        expect([child.code, first?.slice(0, 4)]).toEqual([child.code, '2010']);
      }
    }
  });
});
