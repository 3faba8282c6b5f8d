import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, eq, like, sql } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { macroSeries, macroValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { codeFragment, displayName } from '../common';
import { importGsoCsv } from '../gsoCsv';
import { GSO_LAYOUTS } from '../gsoLayouts';
import { importVietstockJson } from '../vietstockJson';

let handle: DatabaseHandle;

const GSO_DIR = ['hiennguyen9874__vn-macroeconomics', 'csv'];
const VIETSTOCK_DIR = ['tranthanhbinh1__stock-recommendation-system', 'data', 'vietstock'];

function readCsv(stem: string): Record<string, string>[] {
  return parse(readFileSync(sharedDataPath(...GSO_DIR, `${stem}.csv`), 'utf8'), { columns: true, bom: true });
}

async function countsFor(prefix: string): Promise<{ series: number; values: number }> {
  const [series] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(macroSeries)
    .where(like(macroSeries.code, `${prefix}%`));
  const [values] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(macroValues)
    .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
    .where(like(macroSeries.code, `${prefix}%`));
  return { series: series?.n ?? 0, values: values?.n ?? 0 };
}

async function valueOf(code: string, period: string, valueType: string): Promise<number | undefined> {
  const rows = await handle.db
    .select({ value: macroValues.value })
    .from(macroValues)
    .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
    .where(
      and(eq(macroSeries.code, code), eq(macroValues.period, period), eq(macroValues.valueType, valueType)),
    );
  return rows[0]?.value;
}

/** What a GSO file should give, worked out from the raw rows independently of the importer. */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function expectedGso(stem: string): { series: number; values: number; rejected: number } {
  const layout = GSO_LAYOUTS.find((item) => item.stem === stem);
  if (!layout) throw new Error(stem);
  const rows = readCsv(stem);
  const parts = layout.parts(Object.keys(rows[0] ?? {}));
  const seen = new Set<string>();
  const series = new Set<string>();
  let values = 0;
  let rejected = 0;
  const columns = parts.flatMap((part) =>
    part.measures.flatMap((measure) => [measure.column, measure.fallback ?? '']),
  );
  for (const row of rows) {
    const category = (row[layout.categoryColumn] ?? '').trim();
    const reference = layout.period === 'month' ? row.Month : (row.Date ?? '').slice(0, 7);
    // A row with a cell that is not a number (spcn.csv has "inf") is refused whole.
    const bad = columns.some((column) => (row[column] ?? '') !== '' && !PLAIN_NUMBER.test(row[column] ?? ''));
    // Same category and period twice in one file (one release date): the first row is kept.
    if (bad || seen.has(`${category}|${reference}`)) {
      rejected += 1;
      continue;
    }
    seen.add(`${category}|${reference}`);
    const menus = [layout.menuCodes(row)].flat();
    parts.forEach((part, index) => {
      const published = part.measures.filter(
        (measure) =>
          (row[measure.column] ?? '') !== '' || (measure.fallback && (row[measure.fallback] ?? '') !== ''),
      ).length;
      if (published === 0) return;
      values += published * menus.length;
      for (const menu of menus) series.add(`${category}|${index}|${menu}`);
    });
  }
  return { series: series.size, values, rejected };
}

describeWithSharedData('macro importers on the real files of ../shared/data', () => {
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle.close();
  });

  describe('gso-csv', () => {
    it.each(GSO_LAYOUTS.map((layout) => layout.stem))(
      '%s.csv: series and observations match the raw file, and a re-import writes 0',
      async (stem) => {
        const file = sharedDataPath(...GSO_DIR, `${stem}.csv`);
        const first = await importGsoCsv(handle.db, file);
        const rows = readCsv(stem);
        expect(first.rowsRead).toBe(rows.length);
        const layout = GSO_LAYOUTS.find((item) => item.stem === stem);
        const names = new Set(rows.map((row) => (row[layout?.categoryColumn ?? ''] ?? '').trim()));
        // Counting raw names below is only valid if no two spellings share a code in this file.
        expect(new Set([...names].map((name) => codeFragment(displayName(name)))).size).toBe(names.size);
        const { rejected, ...expected } = expectedGso(stem);
        expect(await countsFor(`GSO_${stem.toUpperCase()}_`)).toEqual(expected);
        expect(first.rowsRejected).toBe(rejected);
        const again = await importGsoCsv(handle.db, file);
        expect(again.rowsWritten).toBe(0);
      },
    );

    it('keeps sample figures exactly as published', async () => {
      const pick = (stem: string, column: string, name: string, month: string) => {
        const row = readCsv(stem).find(
          (item) => (item[column] ?? '').trim() === name && (item.Month ?? item.Date ?? '').startsWith(month),
        );
        if (!row) throw new Error(`${stem}: ${name} ${month} not in the raw file`);
        return row;
      };
      const code = (stem: string, name: string) =>
        `GSO_${stem.toUpperCase()}_${codeFragment(displayName(name))}`;

      const cpi = pick('cpi', 'Hàng hóa', 'CHỈ SỐ GIÁ TIÊU DÙNG', '2024-12');
      expect(await valueOf(code('cpi', 'CHỈ SỐ GIÁ TIÊU DÙNG'), '2024-12-31', 'yoy')).toBe(Number(cpi.YOY));
      expect(await valueOf(code('cpi', 'CHỈ SỐ GIÁ TIÊU DÙNG'), '2024-12-31', 'mom')).toBe(Number(cpi.MOM));

      const iip = pick('iip', 'Ngành', 'Toàn ngành công nghiệp', '2024-06');
      expect(await valueOf(code('iip', 'Toàn ngành công nghiệp'), '2024-06-30', 'yoy')).toBe(Number(iip.YOY));

      const exports = pick('xk', 'Ngành', 'TỔNG TRỊ GIÁ', '2024-12');
      expect(await valueOf(code('xk', 'TỔNG TRỊ GIÁ'), '2024-12-31', 'value')).toBe(
        Number(exports['Total-M']),
      );
      expect(await valueOf(code('xk', 'TỔNG TRỊ GIÁ'), '2024-12-31', 'ytd')).toBe(
        Number(exports['Total-YOY']),
      );

      const retail = pick('tongmuc', 'Phân Loại', 'TỔNG SỐ', '2024-12');
      expect(await valueOf(code('tongmuc', 'TỔNG SỐ'), '2024-12-31', 'value')).toBe(Number(retail.M));
      expect(await valueOf(code('tongmuc', 'TỔNG SỐ'), '2024-12-31', 'yoy')).toBe(
        Number(retail['M-YOY']) - 100,
      );

      const gdp = pick('gdp_ss', 'Ngành', 'Công nghiệp chế biến, chế tạo', '2024-09');
      const gdpCode = code('gdp_ss', 'Công nghiệp chế biến, chế tạo');
      expect(await valueOf(gdpCode, '2024-09-30', 'value')).toBe(Number(gdp['Tổng số']));
      expect(await valueOf(gdpCode, '2024-09-30', 'yoy')).toBe(Number(gdp.YOY));
    });

    it('leaves the month the source lacks (IIP 2017-05) missing', async () => {
      expect(readCsv('iip').some((row) => row.Month === '2017-05')).toBe(false);
      const rows = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(macroValues)
        .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
        .where(and(like(macroSeries.code, 'GSO_IIP_%'), eq(macroValues.period, '2017-05-31')));
      expect(rows[0]?.n).toBe(0);
      expect(await valueOf('GSO_IIP_TOAN_NGANH_CONG_NGHIEP', '2017-04-30', 'yoy')).toBeDefined();
    });
  });

  describe('vietstock-json', () => {
    interface Row {
      NormName: string;
      GroupName: string | null;
      NormValue: number | null;
      ReportTime: string;
    }
    const load = (stem: string): Row[] =>
      (JSON.parse(readFileSync(sharedDataPath(...VIETSTOCK_DIR, `${stem}.json`), 'utf8')) as { data: Row[] })
        .data;
    const valued = (rows: Row[]) => rows.filter((row) => typeof row.NormValue === 'number');

    it('imports cpi.json: one month-on-month line per basket group', async () => {
      const rows = load('cpi');
      const summary = await importVietstockJson(handle.db, sharedDataPath(...VIETSTOCK_DIR, 'cpi.json'));
      expect(summary.rowsRead).toBe(rows.length);
      expect(await countsFor('VS_CPI_')).toEqual({
        series: new Set(valued(rows).map((row) => row.NormName.trim())).size,
        values: valued(rows).length,
      });
      const september = rows.find(
        (row) => row.NormName === 'Consumer Price Index' && row.ReportTime === 'Sep-2023',
      );
      expect(await valueOf('VS_CPI_CONSUMER_PRICE_INDEX', '2023-09-30', 'mom')).toBe(september?.NormValue);
      const again = await importVietstockJson(handle.db, sharedDataPath(...VIETSTOCK_DIR, 'cpi.json'));
      expect(again.rowsWritten).toBe(0);
    });

    it('imports gdp_growth.json: quarters as values, 6M and 9M as year-to-date', async () => {
      const rows = load('gdp_growth');
      const summary = await importVietstockJson(
        handle.db,
        sharedDataPath(...VIETSTOCK_DIR, 'gdp_growth.json'),
      );
      expect(summary.rowsRejected).toBe(rows.length - valued(rows).length);
      const sector = (name: string) =>
        /agricult/i.test(name) ? 'A' : /industr/i.test(name) ? 'I' : /servic/i.test(name) ? 'S' : 'T';
      const family = (group: string | null) =>
        group === 'Current GDP value' ? 'N' : group === '' ? 'S' : 'R';
      expect(await countsFor('VS_GDP_')).toEqual({
        series: new Set(valued(rows).map((row) => `${family(row.GroupName)}${sector(row.NormName)}`)).size,
        values: valued(rows).length,
      });
      const q1 = rows.find((row) => row.NormName === 'GDP - Current prices' && row.ReportTime === 'Q1/2023');
      expect(await valueOf('VS_GDP_NOMINAL_TOTAL', '2023-03-31', 'value')).toBe(q1?.NormValue);
      const half = rows.find((row) => row.NormName === 'Total GDP' && row.ReportTime === '6M/2022');
      expect(await valueOf('VS_GDP_REAL_TOTAL', '2022-06-30', 'ytd_yoy')).toBe(half?.NormValue);
    });

    it('imports exchange_rates.json as month-end rates and rejects the empty interbank quotes', async () => {
      const rows = load('exchange_rates');
      const summary = await importVietstockJson(
        handle.db,
        sharedDataPath(...VIETSTOCK_DIR, 'exchange_rates.json'),
      );
      expect(summary.rowsRejected).toBe(rows.length - valued(rows).length);
      const months = new Set(valued(rows).map((row) => `${row.NormName}|${row.ReportTime.slice(3)}`));
      expect(await countsFor('VS_FX_')).toEqual({
        series: new Set(valued(rows).map((row) => row.NormName)).size,
        values: months.size,
      });
      const september = valued(rows)
        .filter((row) => /central/i.test(row.NormName) && row.ReportTime.endsWith('/09/2023'))
        .sort((a, b) => b.ReportTime.localeCompare(a.ReportTime))[0];
      expect(await valueOf('VS_FX_USDVND_CENTRAL', '2023-09-30', 'value')).toBe(september?.NormValue);
    });

    it('imports population_labor.json as yearly values', async () => {
      const rows = load('population_labor');
      await importVietstockJson(handle.db, sharedDataPath(...VIETSTOCK_DIR, 'population_labor.json'));
      expect(await countsFor('VS_LABOR_')).toEqual({
        series: new Set(valued(rows).map((row) => row.NormName.trim())).size,
        values: valued(rows).length,
      });
      const population = rows.find((row) => row.NormName === 'Population' && row.ReportTime === '2022');
      expect(await valueOf('VS_LABOR_POPULATION', '2022-12-31', 'value')).toBe(population?.NormValue);
    });
  });
});
