import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { makeStore } from '@/application/store';
import { financeDataResponse } from '@/common/contracts/finance';
import type { MacroDataResponse } from '@/common/contracts/macro';
import { macroApi } from '@/features/macro/macroApi';
import { openEnvelope } from '@/lib/envelope';
import { macroIndexServerSideProps } from '@/ssr/macro';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../tests/helpers/access';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/testing';
import { bumpDataVersion } from '../dataVersion';
import { importVnstockFile } from '../../importers/vnstock';
import { financeDataRoute } from '../../modules/finance/finance.handlers';
import { macroDataRoute } from '../../modules/macro/macro.handlers';
import { seedMacroFixtures, type MacroFixtures } from '../../modules/macro/__tests__/fixtures';

/**
 * Several app instances on one database (issue 34): an import run by another process (another
 * instance, scripts/import.ts, the inbox folder, the feed) is seen by this one's cached answers
 * within about a second (the data-version check, src/server/data/dataVersion.ts), not only when they
 * expire (60 s). The other process's import is simulated by a plain SQL write over the database's
 * own connection(s), as that process would commit it: a changed value and the import_runs row it
 * records, nothing this process's code is told of. Nothing here clears a cache by hand.
 */

let handle: DatabaseHandle;
let dir: string;
let macro: MacroFixtures;

/** The data-version check runs at most once a second; a little more than that is waited for. */
const AFTER_CHECK_MS = 1_100;
const afterCheck = () => new Promise((resolve) => setTimeout(resolve, AFTER_CHECK_MS));

/** What another process's import commits: its rows and its run record, in one transaction. */
async function otherProcessImport(change: string): Promise<void> {
  await handle.executeSql(`
    begin;
    ${change};
    insert into import_runs (format, file, status, rows_read, rows_written, started_at)
      values ('vnstock', 'other-instance.csv', 'succeeded', 1, 1, now());
    commit;`);
}

async function netSales2024(): Promise<number | null | undefined> {
  const result = await callRoute<{ hashCode: string }>(financeDataRoute, {
    query: { ticket: 'DVA', tableName: 'INCOME_STATEMENT', period: 'year' },
    headers: roleHeaders('admin'),
  });
  expect(result.status).toBe(200);
  const data = financeDataResponse.parse(openEnvelope(result.body.hashCode));
  return data.values.NET_REVENUE?.[data.periods.findIndex((period) => period.key === '2024')];
}

async function cpiJanuary2024(): Promise<number | null | undefined> {
  const result = await callRoute<{ hashCode: string }>(macroDataRoute, {
    query: { macroItemId: String(macro.items.CPI ?? 0) },
    headers: roleHeaders('PRO'),
  });
  expect(result.status).toBe(200);
  const data = openEnvelope(result.body.hashCode) as MacroDataResponse;
  const row = data.rows.find((line) => line.seriesId === macro.series.CPI_TOTAL);
  return row?.values[data.periods.findIndex((period) => period.x === Date.UTC(2024, 0, 31))];
}

interface MenuNode {
  code: string;
  name: string;
  children: MenuNode[];
}

function nameOf(nodes: readonly MenuNode[], code: string): string | undefined {
  for (const node of nodes) {
    const found = node.code === code ? node.name : nameOf(node.children, code);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** CPI's name in the macro index page's server-rendered menu (kept per plan), as a guest gets it. */
async function ssrCpiName(): Promise<string | undefined> {
  const guest = {
    query: {},
    req: { headers: {} },
    resolvedUrl: '/macro',
  } as unknown as GetServerSidePropsContext;
  const result = await macroIndexServerSideProps(guest);
  if (!('props' in result)) throw new Error('expected props');
  const props = await result.props;
  const menu = macroApi.endpoints.getMacroMenuCustom.select(undefined)(
    makeStore(props.initialReduxState).getState(),
  );
  expect(menu.status).toBe('fulfilled');
  return nameOf(menu.data?.groups ?? [], 'CPI');
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  dir = mkdtempSync(path.join(os.tmpdir(), 'data-version-'));
  const file = path.join(dir, 'dva_income_statement_vci_year.csv');
  writeFileSync(
    file,
    '\uFEFFitem,item_en,item_id,2024,2023\n' +
      'Doanh thu bán hàng và cung cấp dịch vụ,Sales,isa1,1000.0,900.0\n' +
      'Doanh thu thuần,Net sales,isa3,990.0,900.0\n' +
      'Giá vốn hàng bán,Cost of sales,isa4,-600.0,-500.0\n',
  );
  await importVnstockFile(handle.db, file);
  macro = await seedMacroFixtures(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an import in another process reaches this instance’s caches within a second', () => {
  it('finance-data (the response cache over the finance cache)', async () => {
    const before = await netSales2024();
    expect(before).toBe(990);
    await otherProcessImport(
      `update statement_values set value = value + 5
         where ticker = 'DVA' and item_code = 'NET_REVENUE' and period_type = 'year' and year = 2024`,
    );
    await afterCheck();
    expect(await netSales2024()).toBe((before ?? 0) + 5);
  });

  it('an edit no import records (the console of another instance) bumps the version itself', async () => {
    const before = await netSales2024();
    await handle.executeSql(`update statement_values set value = value + 1
      where ticker = 'DVA' and item_code = 'NET_REVENUE' and period_type = 'year' and year = 2024`);
    await bumpDataVersion(handle.db);
    await afterCheck();
    expect(await netSales2024()).toBe((before ?? 0) + 1);
  });

  it('a macro route (the response cache over the macro series cache)', async () => {
    expect(await cpiJanuary2024()).toBe(110);
    await otherProcessImport(
      `update macro_values set value = 117 where series_id = ${String(macro.series.CPI_TOTAL ?? 0)}
         and value_type = 'value' and period = '2024-01-31'`,
    );
    await afterCheck();
    expect(await cpiJanuary2024()).toBe(117);
  });

  it('a server-rendered page (the macro menu kept per plan)', async () => {
    expect(await ssrCpiName()).toBe('Chỉ tiêu CPI');
    await otherProcessImport(
      `update macro_menu_items set name_vi = 'Giá tiêu dùng (đổi tên)' where code = 'CPI'`,
    );
    await afterCheck();
    expect(await ssrCpiName()).toBe('Giá tiêu dùng (đổi tên)');
  });
});
