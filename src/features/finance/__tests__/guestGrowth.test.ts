import { financeDataResponse } from '@/common/contracts/finance';
import { openEnvelope } from '@/lib/envelope';
import { financeDataRoute } from '@/server/modules/finance/finance.handlers';
import type { DatabaseHandle } from '@/server/db/client';
import { callRoute } from '../../../../tests/helpers/callRoute';
import {
  closeFinanceFixture,
  openFinanceFixture,
} from '../../../server/modules/finance/__tests__/financeFixtures';
import { financeQueryArgs } from '../financeApi';
import { buildFinanceTable, expandedKeysToDepth, visibleRows } from '../financeView';

// Issue 28: a guest sees the newest 8 quarters (docs/ACCESS.md). Their YoY changes were computed in
// the browser from those 8 alone, so the older half of the columns showed "-" although the base
// quarters exist. The screen now asks the server, which reads the bases and sends only the changes.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFinanceFixture();
});
afterAll(() => closeFinanceFixture(handle));

/** The statement table a guest's browser draws for NFX's income statement in a view. */
async function guestTable(growthView: 'value' | 'yoy') {
  const args = financeQueryArgs({
    ticker: 'NFX',
    tableName: 'INCOME_STATEMENT',
    periodType: 'quarter',
    numberPeriodShow: 20,
    growthView,
  });
  // The query string as the browser sends it: the wire name `ticket`, every value a string.
  const { ticker, ...rest } = args;
  const query = Object.fromEntries(
    Object.entries({ ...rest, ticket: ticker }).map(([key, value]) => [key, String(value)]),
  );
  const result = await callRoute<{ hashCode: string }>(financeDataRoute, { query });
  expect(result.status).toBe(200);
  const data = financeDataResponse.parse(openEnvelope(result.body.hashCode));
  const table = buildFinanceTable(data, { unit: 'billion', numberPeriodShow: 20 });
  const rows = visibleRows(table.rows, expandedKeysToDepth(table.rows, Number.POSITIVE_INFINITY));
  return { data, table, revenue: rows.find((row) => row.key === 'NET_REVENUE') };
}

describe('growth of the periods a guest sees', () => {
  it('gives every shown quarter whose year-earlier quarter exists its YoY change, hand-checked', async () => {
    const values = await guestTable('value');
    // NFX has 2022Q1-2024Q2; a guest sees the newest 8.
    const shown = values.table.columns.map((column) => column.key).reverse();
    expect(shown).toEqual(['2022Q3', '2022Q4', '2023Q1', '2023Q2', '2023Q3', '2023Q4', '2024Q1', '2024Q2']);

    const { data, table, revenue } = await guestTable('yoy');
    expect(data.access?.maxPeriods).toBe(8);
    expect(table.kind).toBe('growth');
    // The same 8 quarters: the bases (2022Q1, 2022Q2) were read, not sent.
    expect(table.columns.map((column) => column.key).reverse()).toEqual(shown);
    const cells = revenue?.cells ?? {};
    // Net revenue (billion): 2022 80, 90, 95, 105; 2023 100, 120, 130, 150; 2024 110, 140.
    expect(cells['2023Q1']?.value).toBeCloseTo(100 / 80 - 1, 12);
    expect(cells['2023Q1']?.text).toBe('25.00%');
    expect(cells['2023Q2']?.value).toBeCloseTo(120 / 90 - 1, 12);
    expect(cells['2023Q3']?.value).toBeCloseTo(130 / 95 - 1, 12);
    expect(cells['2023Q4']?.value).toBeCloseTo(150 / 105 - 1, 12);
    expect(cells['2024Q1']?.value).toBeCloseTo(110 / 100 - 1, 12);
    expect(cells['2024Q2']?.value).toBeCloseTo(140 / 120 - 1, 12);
    // Only where the data have no year-earlier quarter (2021) is there no change.
    expect(cells['2022Q3']?.value).toBeNull();
    expect(cells['2022Q4']?.value).toBeNull();
  });
});
