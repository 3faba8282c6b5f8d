import type { NextApiHandler } from 'next';
import type { AccessRole } from '@/common/access/accessTable';
import { openEnvelope } from '@/lib/envelope';
import { roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import type { Database } from '../../../db/client';
import { macroMenuItems, macroSeries, macroValues } from '../../../db/schema';

/**
 * A small hand-made macro tree:
 *
 * - VN_GDP (free): CPI (monthly, value/yoy/mom/yoy_avg, free) with CPI_TOTAL (điểm; 2023: 100 ...
 *   111, 2024: 110, 112 ... 132; the source's own yoy 9.9 for January 2024) and CPI_RATE (%);
 *   GDP_REAL (quarterly, free) with GDP_TOTAL (tỷ đồng, real), GDP_AGRI (its part) and GDP_DEMO (demo).
 * - VN_EXPORT_IMPORT (paid): EXPORT_GOODS (monthly, paid) with EXPORTS (triệu USD); POP_T (yearly, paid).
 * - US (paid): US_RATE_T (monthly, %). COMMODITY (free): GOLD_T (free), HRC_T (paid).
 */
export interface MacroFixtures {
  items: Record<string, number>;
  series: Record<string, number>;
}

const END = [
  '01-31',
  '02-28',
  '03-31',
  '04-30',
  '05-31',
  '06-30',
  '07-31',
  '08-31',
  '09-30',
  '10-31',
  '11-30',
  '12-31',
];
export const monthEnd = (year: number, month: number) =>
  `${year}-${month === 2 && year % 4 === 0 ? '02-29' : END[month - 1]}`;
export const cpiLevel = (year: number, month: number) => (year === 2023 ? 99 + month : 108 + 2 * month);
export const GDP_TOTAL: readonly (readonly [string, number])[] = [
  ['2023-03-31', 200],
  ['2023-06-30', 210],
  ['2023-09-30', 220],
  ['2023-12-31', 250],
  ['2024-03-31', 216],
  ['2024-06-30', 231],
];

type ItemSpec = [
  code: string,
  group: string,
  parent: string | null,
  frequency: string | null,
  types: string[],
  isFree: boolean,
];
const ITEMS: ItemSpec[] = [
  ['VN_GDP', 'VN', null, null, [], true],
  ['VN_EXPORT_IMPORT', 'VN', null, null, [], false],
  ['US_G', 'US', null, null, [], false],
  ['COMMODITY_G', 'COMMODITY', null, null, [], true],
  ['CPI', 'VN', 'VN_GDP', 'month', ['value', 'yoy', 'mom', 'yoy_avg'], true],
  ['GDP_REAL', 'VN', 'VN_GDP', 'quarter', ['value', 'yoy', 'qoq'], true],
  ['EXPORT_GOODS', 'VN', 'VN_EXPORT_IMPORT', 'month', ['value', 'yoy', 'mom'], false],
  ['POP_T', 'VN', 'VN_EXPORT_IMPORT', 'year', ['value', 'yoy'], false],
  ['US_RATE_T', 'US', 'US_G', 'month', ['value'], false],
  ['GOLD_T', 'COMMODITY', 'COMMODITY_G', 'month', ['value', 'yoy', 'mom'], true],
  ['HRC_T', 'COMMODITY', 'COMMODITY_G', 'month', ['value', 'yoy', 'mom'], false],
];

type SeriesSpec = [
  code: string,
  item: string,
  unit: string,
  frequency: string,
  isDemo: boolean,
  parent?: string,
];
const SERIES: SeriesSpec[] = [
  ['CPI_TOTAL', 'CPI', 'điểm', 'month', false],
  ['CPI_RATE', 'CPI', '%', 'month', false],
  ['GDP_TOTAL', 'GDP_REAL', 'tỷ đồng', 'quarter', false],
  ['GDP_AGRI', 'GDP_REAL', 'tỷ đồng', 'quarter', false, 'GDP_TOTAL'],
  ['GDP_DEMO', 'GDP_REAL', 'tỷ đồng', 'quarter', true],
  ['EXPORTS', 'EXPORT_GOODS', 'triệu USD', 'month', false],
  ['POPULATION', 'POP_T', 'triệu người', 'year', false],
  ['US_RATE', 'US_RATE_T', '%', 'month', false],
  ['GOLD', 'GOLD_T', 'USD/ounce', 'month', false],
  ['HRC', 'HRC_T', 'USD/tấn', 'month', false],
];

export async function seedMacroFixtures(db: Database): Promise<MacroFixtures> {
  const items: Record<string, number> = {};
  for (const [position, [code, groupCode, parent, frequency, valueTypes, isFree]] of ITEMS.entries()) {
    const [row] = await db
      .insert(macroMenuItems)
      .values({
        code,
        groupCode,
        parentId: parent === null ? null : items[parent],
        level: parent === null ? 1 : 2,
        position,
        nameVi: `Chỉ tiêu ${code}`,
        haveChild: parent === null,
        factTable: parent === null ? null : `macro_${code.toLowerCase()}`,
        frequency: frequency as 'month' | 'quarter' | 'year' | null,
        valueTypes,
        isFree,
      })
      .returning();
    items[code] = row?.id ?? 0;
  }
  const series: Record<string, number> = {};
  for (const [position, [code, item, unit, frequency, isDemo, parent]] of SERIES.entries()) {
    const [row] = await db
      .insert(macroSeries)
      .values({
        code,
        menuItemId: items[item] ?? 0,
        parentSeriesId: parent === undefined ? null : series[parent],
        position,
        nameVi: `Chuỗi ${code}`,
        unit,
        frequency: frequency as 'month' | 'quarter' | 'year',
        source: isDemo ? 'Dữ liệu minh họa (demo)' : 'Tổng cục Thống kê',
        isDemo,
      })
      .returning();
    series[code] = row?.id ?? 0;
  }
  const values: (typeof macroValues.$inferInsert)[] = [];
  const add = (
    code: string,
    period: string,
    value: number,
    valueType = 'value',
    releaseDate: string | null = null,
  ) => values.push({ seriesId: series[code] ?? 0, period, valueType, value, releaseDate, source: 'test' });
  for (const year of [2023, 2024]) {
    for (let month = 1; month <= 12; month += 1) {
      const period = monthEnd(year, month);
      add(
        'CPI_TOTAL',
        period,
        cpiLevel(year, month),
        'value',
        `${year}-${String(month).padStart(2, '0')}-28`,
      );
      add('CPI_RATE', period, 4 + month / 10);
      add('EXPORTS', period, 30_000 + month);
      add('US_RATE', period, 5);
      add('GOLD', period, 2_000 + month);
      add('HRC', period, 500);
    }
  }
  add('CPI_TOTAL', '2024-01-31', 9.9, 'yoy');
  for (const [period, value] of GDP_TOTAL) {
    add('GDP_TOTAL', period, value);
    add('GDP_AGRI', period, value / 10);
    add('GDP_DEMO', period, 1);
  }
  add('POPULATION', '2023-12-31', 100.3);
  add('POPULATION', '2024-12-31', 101.1);
  await db.insert(macroValues).values(values);
  return { items, series };
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer type the test expects
export async function get<T>(route: NextApiHandler, query: Record<string, string>, role: AccessRole = 'PRO') {
  const result = await callRoute<{ hashCode?: string; message?: string; code?: string; extra?: unknown }>(
    route,
    {
      query,
      headers: roleHeaders(role),
    },
  );
  const data = result.body.hashCode ? (openEnvelope(result.body.hashCode) as T) : undefined;
  return { status: result.status, body: result.body, data };
}
