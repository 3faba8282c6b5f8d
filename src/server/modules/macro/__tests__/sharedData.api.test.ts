import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { TimeSeriesData } from '@/common/contracts/macro';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { macroMenuItems, macroSeries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { codeFragment, displayName, monthEnd } from '../../../importers/macro/common';
import { importGsoCsv } from '../../../importers/macro/gsoCsv';
import { metricDataRoute } from '../macro.handlers';
import { get } from './fixtures';

const CPI_FILE = ['hiennguyen9874__vn-macroeconomics', 'csv', 'cpi.csv'];
const TOTAL = 'CHỈ SỐ GIÁ TIÊU DÙNG';

describeWithSharedData('macro metric-data on the real GSO CPI file of ../shared/data', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    installRoleVerifier();
    await importGsoCsv(handle.db, sharedDataPath(...CPI_FILE));
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    restoreVerifier();
    await handle.close();
  });

  it('answers CPI total yoy of a month as the raw file publishes it', async () => {
    const rows = parse<Record<string, string>>(readFileSync(sharedDataPath(...CPI_FILE), 'utf8'), {
      columns: true,
      bom: true,
    });
    const totals = rows.filter((row) => (row['Hàng hóa'] ?? '').trim() === TOTAL && (row.YOY ?? '') !== '');
    // A month a year before the newest one, published once in the file (the cpi period is the month of Date).
    const newest =
      totals
        .map((row) => (row.Date ?? '').slice(0, 7))
        .sort()
        .at(-1) ?? '';
    const month = `${String(Number(newest.slice(0, 4)) - 1)}${newest.slice(4)}`;
    const row = totals.filter((item) => (item.Date ?? '').startsWith(month));
    expect(row).toHaveLength(1);
    const period = monthEnd(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

    const [menu] = await handle.db.select().from(macroMenuItems).where(eq(macroMenuItems.code, 'CPI'));
    const [series] = await handle.db
      .select()
      .from(macroSeries)
      .where(eq(macroSeries.code, `GSO_CPI_${codeFragment(displayName(TOTAL))}`));
    expect(menu && series).toBeTruthy();
    const extendID = `${String(menu?.id)}-${String(series?.id)}-month-yoy`;
    const { status, data } = await get<TimeSeriesData>(metricDataRoute, { extendID }, 'free');
    expect(status).toBe(200);
    const point = data?.points.find(([x]) => x === Date.parse(`${period}T00:00:00Z`));
    expect(point?.[1]).toBe(Number(row[0]?.YOY));
    expect(data?.source).toBe(series?.source);
  });
});
