import { closeFinanceFixture, financeData, openFinanceFixture } from './financeFixtures';
import type { DatabaseHandle } from '../../../db/client';

// Issue 28: the period choice offered "Tháng" where no company has monthly statements. Each answer
// names the period types its statement has, and the screen offers only those.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFinanceFixture();
});
afterAll(() => closeFinanceFixture(handle));

describe('the period types a statement has', () => {
  it('names the types with stored figures: years and quarters of an income statement, never months', async () => {
    const income = await financeData({ ticket: 'NFX', tableName: 'INCOME_STATEMENT', period: 'quarter' });
    expect(income.periodTypes).toEqual(['year', 'quarter']);
    // The same whatever period was asked for, also one without figures.
    const monthly = await financeData({ ticket: 'NFX', tableName: 'INCOME_STATEMENT', period: 'month' });
    expect(monthly.periods).toEqual([]);
    expect(monthly.periodTypes).toEqual(['year', 'quarter']);
  });

  it('is per statement (a derived view: its base statement)', async () => {
    const balance = await financeData({ ticket: 'NFX', tableName: 'BALANCE_SHEET', period: 'quarter' });
    expect(balance.periodTypes).toEqual(['quarter']);
    const trailing = await financeData({ ticket: 'NFX', tableName: 'TRAILING', period: 'quarter' });
    expect(trailing.periodTypes).toEqual(['year', 'quarter']);
  });
});
