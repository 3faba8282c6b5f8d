import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { asOfCutoff, vietnamToday } from '@/common/contracts/asOf';
import type { AdminRevisionList } from '@/common/contracts/adminRevisions';
import { financeDataResponse, type FinanceDataResponse } from '@/common/contracts/finance';
import type { MacroDataResponse, MetricDataResponse } from '@/common/contracts/macro';
import { openEnvelope } from '@/lib/envelope';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import {
  macroValues,
  statementValueRevisions,
  statementValues,
  macroValueRevisions,
} from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { upsertChanged } from '../../../db/upsert';
import { clearResponseCache } from '../../../http/responseCache';
import { importVnstockFile } from '../../../importers/vnstock';
import { clearFinanceCache } from '../../finance/finance.cache';
import { financeDataRoute } from '../../finance/finance.handlers';
import { clearMacroCache } from '../../macro/macro.cache';
import { macroDataRoute, metricDataRoute } from '../../macro/macro.handlers';
import { seedMacroFixtures, type MacroFixtures } from '../../macro/__tests__/fixtures';
import { adminRevisionsRoute } from '../revisions.handlers';

// A made-up company (RVA) imported from a small VCI file, then imported again with one changed
// figure; the first import is dated 2024-03-01 (Vietnam) so that days before and after it can be
// asked. The macro part changes one CPI level of the macro fixtures the same way.

let handle: DatabaseHandle;
let dir: string;
let macro: MacroFixtures;

const FIRST_IMPORT = '2024-03-01T10:00:00+07:00';
const HEADER = 'item,item_en,item_id,2024,2023';
const incomeFile = (netSales: string) => [
  HEADER,
  'Doanh thu bán hàng và cung cấp dịch vụ,Sales,isa1,1000.0,900.0',
  `Doanh thu thuần,Net sales,isa3,${netSales},900.0`,
  'Giá vốn hàng bán,Cost of sales,isa4,-600.0,-500.0',
];

function importIncome(netSales: string) {
  const file = path.join(dir, 'rva_income_statement_vci_year.csv');
  writeFileSync(file, `\uFEFF${incomeFile(netSales).join('\n')}\n`);
  return importVnstockFile(handle.db, file);
}

function clearCaches() {
  clearResponseCache();
  clearFinanceCache();
  clearMacroCache();
}

async function finance(query: Record<string, string>): Promise<FinanceDataResponse> {
  const result = await callRoute<{ hashCode: string }>(financeDataRoute, {
    query: { ticket: 'RVA', tableName: 'INCOME_STATEMENT', period: 'year', ...query },
    headers: roleHeaders('admin'),
  });
  expect(result.status).toBe(200);
  return financeDataResponse.parse(openEnvelope(result.body.hashCode));
}

async function netSales2024(asOf?: string): Promise<number | null | undefined> {
  const data = await finance(asOf === undefined ? {} : { asOf });
  const index = data.periods.findIndex((period) => period.key === '2024');
  return index < 0 ? undefined : data.values.NET_REVENUE?.[index];
}

async function storedNetSales2024(): Promise<number | null> {
  const [row] = await handle.db
    .select({ value: statementValues.value })
    .from(statementValues)
    .where(
      and(
        eq(statementValues.ticker, 'RVA'),
        eq(statementValues.itemCode, 'NET_REVENUE'),
        eq(statementValues.year, 2024),
      ),
    );
  return row?.value ?? null;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  dir = mkdtempSync(path.join(os.tmpdir(), 'revisions-'));
  await importIncome('990.0');
  await handle.db.execute(sql`update statement_values set updated_at = ${FIRST_IMPORT}::timestamptz`);
  macro = await seedMacroFixtures(handle.db);
  await handle.db.execute(sql`update macro_values set updated_at = ${FIRST_IMPORT}::timestamptz`);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('statement revisions and asOf', () => {
  let before: number | null;
  let after: number | null;

  it('a re-import that changes a figure keeps the old value with its validity', async () => {
    before = await storedNetSales2024();
    const started = Date.now();
    const summary = await importIncome('995.0');
    expect(summary.rowsWritten).toBe(1);
    after = await storedNetSales2024();
    expect(after).not.toBe(before);
    const revisions = await handle.db.select().from(statementValueRevisions);
    expect(revisions).toHaveLength(1);
    const [revision] = revisions;
    expect(revision).toMatchObject({ ticker: 'RVA', itemCode: 'NET_REVENUE', year: 2024, value: before });
    expect(revision?.source).toBe('vnstock-vci');
    expect(revision?.validFrom.toISOString()).toBe(new Date(FIRST_IMPORT).toISOString());
    expect(revision?.validTo.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('finance-data answers as published: old figure before the change, new after, nothing before the first import', async () => {
    clearCaches();
    expect(await netSales2024('2024-06-30')).toBe(before);
    expect(await netSales2024('2024-03-01')).toBe(before);
    expect(await netSales2024(vietnamToday())).toBe(after);
    expect(await netSales2024()).toBe(after);
    const early = await finance({ asOf: '2024-02-29' });
    expect(early.periods).toEqual([]);
    expect(early.emptyReason).toBe('Chưa có số liệu nào được công bố đến hết ngày 2024-02-29');
    expect(early.asOf).toBe('2024-02-29');
  });

  it('computed views follow the published figures (growth)', async () => {
    const growth = (data: FinanceDataResponse) =>
      data.values.NET_REVENUE?.[data.periods.findIndex((period) => period.key === '2024')];
    const old = growth(await finance({ growth: 'yoy', asOf: '2024-06-30' }));
    const now = growth(await finance({ growth: 'yoy' }));
    expect(old).toBeCloseTo(990 / 900 - 1, 10);
    expect(now).toBeCloseTo(995 / 900 - 1, 10);
  });

  it('refuses a malformed, too early or future asOf with a Vietnamese message', async () => {
    const tomorrow = new Date(asOfCutoff(vietnamToday()).getTime() + 3_600_000 * 8)
      .toISOString()
      .slice(0, 10);
    for (const [asOf, words] of [
      ['30/06/2024', 'YYYY-MM-DD'],
      ['2024-02-30', 'YYYY-MM-DD'],
      ['1999-12-31', 'từ 2000-01-01'],
      [tomorrow, 'không được sau hôm nay'],
    ] as const) {
      const result = await callRoute<{ message: string }>(financeDataRoute, {
        query: { ticket: 'RVA', tableName: 'INCOME_STATEMENT', asOf },
        headers: roleHeaders('admin'),
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toContain('asOf');
      expect(result.body.message).toContain(words);
    }
  });
});

describe('macro revisions and asOf', () => {
  it('a changed macro value keeps the old one; get-data and metric-data answer as published', async () => {
    const seriesId = macro.series.CPI_TOTAL ?? 0;
    const itemId = macro.items.CPI ?? 0;
    await upsertChanged(
      handle.db,
      macroValues,
      [{ seriesId, period: '2024-01-31', valueType: 'value', value: 111, releaseDate: null, source: 'test' }],
      {
        target: [macroValues.seriesId, macroValues.valueType, macroValues.period],
        update: [macroValues.value, macroValues.releaseDate, macroValues.source],
      },
    );
    const revisions = await handle.db.select().from(macroValueRevisions);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ seriesId, period: '2024-01-31', value: 110 });
    clearCaches();
    const january = Date.UTC(2024, 0, 31);
    const metric = async (asOf?: string) => {
      const result = await callRoute<{ hashCode: string }>(metricDataRoute, {
        query: { extendID: `${String(itemId)}-${String(seriesId)}-month-value`, ...(asOf ? { asOf } : {}) },
        headers: roleHeaders('PRO'),
      });
      expect(result.status).toBe(200);
      const data = openEnvelope(result.body.hashCode) as MetricDataResponse;
      return data.view === 'time_series' ? data.points.find(([x]) => x === january)?.[1] : undefined;
    };
    expect(await metric('2024-06-30')).toBe(110);
    expect(await metric()).toBe(111);
    expect(await metric('2024-02-29')).toBeUndefined();
    const table = await callRoute<{ hashCode: string }>(macroDataRoute, {
      query: { macroItemId: String(itemId), asOf: '2024-06-30' },
      headers: roleHeaders('PRO'),
    });
    const data = openEnvelope(table.body.hashCode) as MacroDataResponse;
    const row = data.rows.find((line) => line.seriesId === seriesId);
    expect(row?.values[data.periods.findIndex((period) => period.x === january)]).toBe(110);
    const bad = await callRoute<{ message: string }>(macroDataRoute, {
      query: { macroItemId: String(itemId), asOf: '2024-6-1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('asOf');
  });
});

describe('demo figures', () => {
  it('keep no revisions when changed or removed', async () => {
    const statementsBefore = (await handle.db.select().from(statementValueRevisions)).length;
    const macroBefore = (await handle.db.select().from(macroValueRevisions)).length;
    const key = { ticker: 'RVA', statement: 'INCOME_STATEMENT', periodType: 'year', quarter: 0 } as const;
    await handle.db
      .insert(statementValues)
      .values({ ...key, itemCode: 'NET_REVENUE', year: 2020, value: 1, source: 'demo' });
    await handle.db.update(statementValues).set({ value: 2 }).where(eq(statementValues.source, 'demo'));
    await handle.db.delete(statementValues).where(eq(statementValues.source, 'demo'));
    const seriesId = macro.series.GDP_DEMO ?? 0;
    const demo = 'Dữ liệu minh họa (demo)';
    await handle.db
      .insert(macroValues)
      .values({ seriesId, period: '2019-12-31', valueType: 'value', value: 1, source: demo });
    await handle.db.update(macroValues).set({ value: 2 }).where(eq(macroValues.source, demo));
    await handle.db.delete(macroValues).where(eq(macroValues.source, demo));
    expect(await handle.db.select().from(statementValueRevisions)).toHaveLength(statementsBefore);
    expect(await handle.db.select().from(macroValueRevisions)).toHaveLength(macroBefore);
  });
});

describe('GET /api/admin/revisions', () => {
  const list = async (query: Record<string, string> = {}) => {
    const result = await callRoute<{ data: AdminRevisionList }>(adminRevisionsRoute, {
      query,
      headers: roleHeaders('admin'),
    });
    expect(result.status).toBe(200);
    return result.body.data;
  };

  it('is for administrators only', async () => {
    expect((await callRoute(adminRevisionsRoute, {})).status).toBe(401);
    expect((await callRoute(adminRevisionsRoute, { headers: roleHeaders('PRO') })).status).toBe(403);
  });

  it('lists the changes, newest first, with old and new values, and filters by ticker or series', async () => {
    const all = await list();
    expect(all.total).toBe(2);
    const statement = all.items.find((row) => row.kind === 'statement');
    expect(statement).toMatchObject({
      ticker: 'RVA',
      itemCode: 'NET_REVENUE',
      itemName: 'Doanh thu thuần về bán hàng và cung cấp dịch vụ',
      periodLabel: '2024',
      source: expect.stringContaining('VCI') as unknown,
      removed: false,
      validFrom: new Date(FIRST_IMPORT).toISOString(),
    });
    expect(statement?.newValue).toBe(await storedNetSales2024());
    expect(statement?.oldValue).not.toBe(statement?.newValue);
    expect(all.items.map((row) => row.kind)).toEqual(['macro', 'statement']);
    expect(await list({ page: '2' })).toMatchObject({ items: [], total: 2, page: 2 });
    const byTicker = await list({ ticker: 'rva' });
    expect(byTicker.items.map((row) => row.kind)).toEqual(['statement']);
    const bySeries = await list({ seriesId: String(macro.series.CPI_TOTAL) });
    expect(bySeries.items).toHaveLength(1);
    expect(bySeries.items[0]).toMatchObject({ oldValue: 110, newValue: 111, periodLabel: 'T1/2024' });
  });
});
