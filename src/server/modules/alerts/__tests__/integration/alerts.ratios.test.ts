import type { AlertItem } from '@/common/contracts/alerts';
import { installRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { statementValues } from '../../../../db/schema';
import { refreshStatementChoices } from '../../../../db/statementSource';
import { createTestDatabase } from '../../../../db/testing';
import { getRatiosData } from '../../../ratios/ratios.service';
import { alertsRoute } from '../../alerts.handlers';
import { clearRatioCache, latestQuarterRatios } from '../../alerts.ratios';
import { callAs, seedAccounts, seedMarket } from './fixtures';

/**
 * Ratio alerts compare the figure the ratios page shows for the newest quarter: the batch computation
 * gives exactly getRatiosData's values. AAA's eight quarters: equity 1,000 bn growing 10 bn a quarter,
 * net profit to the parent 30 bn each quarter.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  clearRatioCache();
  await seedMarket(handle.db);
  await seedAccounts(handle.db);
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (let q = 0; q < 8; q++) {
    const year = 2025 + Math.floor(q / 4);
    const quarter = (q % 4) + 1;
    const equity = 1_000e9 + q * 10e9;
    const items: [string, string, number][] = [
      ['BALANCE_SHEET', 'TOTAL_ASSETS', equity * 2],
      ['BALANCE_SHEET', 'OWNERS_EQUITY', equity],
      ['BALANCE_SHEET', 'PAID_IN_CAPITAL', 500e9],
      ['INCOME_STATEMENT', 'NET_REVENUE', 300e9],
      ['INCOME_STATEMENT', 'NET_PROFIT', 30e9],
      ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', 30e9],
    ];
    for (const [statement, itemCode, value] of items) {
      rows.push({
        ticker: 'AAA',
        statement: statement as 'BALANCE_SHEET',
        itemCode,
        periodType: 'quarter',
        year,
        quarter,
        value,
        source: 'test',
      });
    }
  }
  await handle.db.insert(statementValues).values(rows);
  await refreshStatementChoices(handle.db, {});
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

test('the batch gives the ratios page’s newest-quarter values; a ticker without statements has none', async () => {
  const page = await getRatiosData(handle.db, { ticker: 'AAA', period: 'quarter', limit: 1 });
  const batch = await latestQuarterRatios(handle.db, new Set(['AAA', 'BBB']));
  const aaa = batch.get('AAA');
  expect(page.periods).toHaveLength(1);
  for (const code of page.metrics) expect(aaa?.[code] ?? null).toEqual(page.values[code]?.[0] ?? null);
  expect(aaa?.ROE).toEqual(expect.any(Number));
  expect(batch.get('BBB')).toBeNull();
});

test('a ratio alert records the ROE in percent as its baseline', async () => {
  const page = await getRatiosData(handle.db, { ticker: 'AAA', period: 'quarter', limit: 1 });
  const roe = page.values.ROE?.[0] ?? null;
  const created = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
    method: 'POST',
    body: { ticket: 'AAA', condition: { kind: 'ratio', ratio: 'ROE', direction: 'above', value: 50 } },
  });
  expect(created.status).toBe(201);
  expect(created.body.data.tickers[0]?.value).toBeCloseTo((roe ?? Number.NaN) * 100, 10);
  expect(created.body.data.tickers[0]?.holds).toBe(false);
  const none = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
    method: 'POST',
    body: { ticket: 'BBB', condition: { kind: 'ratio', ratio: 'ROE', direction: 'above', value: 50 } },
  });
  expect(none.body.data.tickers[0]).toMatchObject({
    holds: null,
    reason: 'Báo cáo gần nhất không đủ số liệu để tính chỉ số.',
  });
});
