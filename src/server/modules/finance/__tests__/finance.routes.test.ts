import {
  financeDataRangeResponse,
  financeDataResponse,
  financeLabelResponse,
} from '@/common/contracts/finance';
import {
  financeDataRangeRoute,
  financeLabelRoute,
  financeTickerDataRoute,
} from '@/server/modules/finance/finance.handlers';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import type { DatabaseHandle } from '../../../db/client';
import { closeFinanceFixture, getData, inBillion, openFinanceFixture } from './financeFixtures';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFinanceFixture();
});
afterAll(() => closeFinanceFixture(handle));

describe('finance-ticket-data, finance-data-range, finance-label', () => {
  it('ticket data: the period containing the date, or a reason', async () => {
    const data = financeDataResponse.parse(
      await getData(financeTickerDataRoute, { ticket: 'NFX', tableName: 'TRAILING', date: '2023-08-15' }),
    );
    expect(data.periods.map((period) => period.key)).toEqual(['2023Q3']);
    expect(inBillion(data.values.NET_REVENUE)).toEqual([455]);
    const none = financeDataResponse.parse(
      await getData(financeTickerDataRoute, {
        ticket: 'NFX',
        tableName: 'BALANCE_SHEET',
        date: '2019-03-31',
      }),
    );
    expect(none.values.TOTAL_ASSETS).toEqual([null]);
    expect(none.unavailable).toEqual({ '2019Q1': 'Chưa có số liệu quý 1/2019' });
  });

  it('data range: first, last and count; derived views count computable periods only', async () => {
    const stored = financeDataRangeResponse.parse(
      await getData(financeDataRangeRoute, { ticket: 'NFX', tableName: 'INCOME_STATEMENT' }),
    );
    expect([stored.first?.key, stored.last?.key, stored.count]).toEqual(['2022Q1', '2024Q2', 10]);
    const trailing = financeDataRangeResponse.parse(
      await getData(financeDataRangeRoute, { ticket: 'NFX', tableName: 'TRAILING' }),
    );
    expect([trailing.first?.key, trailing.last?.key, trailing.count]).toEqual(['2022Q4', '2024Q2', 7]);
    const empty = financeDataRangeResponse.parse(
      await getData(financeDataRangeRoute, { ticket: 'TBK', tableName: 'FOOTNOTES' }),
    );
    expect(empty).toEqual({ first: null, last: null, count: 0 });
  });

  it('labels by ticker or company type; 404 unknown ticker; 400 without either', async () => {
    const bank = financeLabelResponse.parse(
      await getData(financeLabelRoute, { ticket: 'TBK', tableName: 'INCOME_STATEMENT' }),
    );
    expect(bank.map((label) => label.code)).toContain('NET_INTEREST_INCOME');
    const derived = financeLabelResponse.parse(
      await getData(financeLabelRoute, {
        companyType: 'non_financial',
        tableName: 'ANNUALIZE',
        statement: 'CASH_FLOW_INDIRECT',
      }),
    );
    expect(derived.map((label) => label.code)).toContain('CASH_BEGINNING');
    expect(
      (await callRoute(financeLabelRoute, { query: { ticket: 'ZZZ', tableName: 'BALANCE_SHEET' } })).status,
    ).toBe(404);
    expect((await callRoute(financeLabelRoute, { query: { tableName: 'BALANCE_SHEET' } })).status).toBe(400);
  });
});
