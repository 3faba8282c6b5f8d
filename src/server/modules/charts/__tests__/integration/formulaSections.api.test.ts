import type { NextApiHandler } from 'next';
import type { ChartSection } from '@/common/contracts/charts';
import { callAccount } from '../../../../../../tests/helpers/accounts';
import { installUserRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { companies } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { chartSectionRoute } from '../../charts.handlers';

/**
 * Formula metrics in saved chart sections (issue 33): a section holding a stored metric and a formula
 * metric is saved and read back as it was; the formula is checked by its schema (Vietnamese message)
 * and not looked up in the ticker's metric catalogue.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db.insert(companies).values({ ticker: 'VCB', nameVi: 'Vietcombank', companyType: 'bank' });
  installUserRoleVerifier();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const TOKEN = 'u:2101:PRO';

function call<T>(
  route: NextApiHandler,
  request: { method: string; query?: Record<string, string>; body?: unknown },
) {
  return callAccount<T>(route, { ...request, headers: {}, token: TOKEN });
}

const ldr = (banks: string) => ({
  kind: 'formula',
  id: `f-${banks.toLowerCase()}`,
  name: `Cho vay / tiền gửi ${banks}`,
  unit: 'lần',
  seriesType: 'line',
  axis: 1,
  formula: {
    expression: 'a / b',
    inputs: [
      { name: 'a', source: { key: 'statement:BALANCE_SHEET.LOANS_TO_CUSTOMERS', ticker: banks } },
      { name: 'b', source: { key: 'statement:BALANCE_SHEET.CUSTOMER_DEPOSITS', ticker: banks } },
    ],
  },
});

const loans = {
  kind: 'statement',
  id: 'BALANCE_SHEET.LOANS_TO_CUSTOMERS_NET',
  seriesType: 'column',
  axis: 0,
};

describe('formula metrics in chart sections', () => {
  it('saves and reads back a chart of a stored metric and three formula metrics', async () => {
    const config = [{ chartName: 'LDR', size: 100, metrics: [loans, ldr('VCB'), ldr('TCB'), ldr('BID')] }];
    const created = await call<ChartSection>(chartSectionRoute, {
      method: 'POST',
      body: { symbol: 'VCB', sectionName: 'Cho vay trên tiền gửi', config: JSON.stringify(config) },
    });
    expect(created.status).toBe(201);
    const listed = await call<ChartSection[]>(chartSectionRoute, { method: 'GET', query: { symbol: 'VCB' } });
    expect(listed.status).toBe(200);
    const metrics = listed.data[0]?.charts[0]?.metrics ?? [];
    expect(metrics.map((metric) => `${metric.kind}:${metric.id}`)).toEqual([
      'statement:BALANCE_SHEET.LOANS_TO_CUSTOMERS_NET',
      'formula:f-vcb',
      'formula:f-tcb',
      'formula:f-bid',
    ]);
    expect(metrics[2]).toMatchObject({
      name: 'Cho vay / tiền gửi TCB',
      unit: 'lần',
      formula: ldr('TCB').formula,
    });
  });

  it('refuses a formula metric whose formula is malformed, in Vietnamese', async () => {
    const bad = { ...ldr('VCB'), formula: { ...ldr('VCB').formula, expression: '' } };
    const result = await call<unknown>(chartSectionRoute, {
      method: 'POST',
      body: {
        symbol: 'VCB',
        sectionName: 'Sai',
        config: JSON.stringify([{ chartName: 'X', metrics: [bad] }]),
      },
    });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Nhập công thức, ví dụ a/b');
  });
});
