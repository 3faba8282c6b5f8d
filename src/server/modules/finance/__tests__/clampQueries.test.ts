import { financeDataQuery } from '@/common/contracts/finance';
import { setDatabaseHandle, type Database, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { refreshStatementChoices } from '../../../db/statementSource';
import { createTestDatabase } from '../../../db/testing';
import { financeDataFor } from '../finance.access';
import { clearFinanceCache } from '../finance.cache';

// A guest's finance-data answer is clamped to the newest periods its plan shows. Once the table has
// been computed, answering it again must not touch the database (bench:api's "cold" rate, issue 34):
// before, the clamp read the company and the table's periods on every request.

let handle: DatabaseHandle;

/** A database that fails the test on any use. */
const noDatabase = new Proxy(
  {},
  {
    get: (_, name) => {
      throw new Error(`the database was used (${String(name)})`);
    },
  },
) as unknown as Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db
    .insert(companies)
    .values({ ticker: 'CQX', nameVi: 'Công ty CQX', companyType: 'non_financial' });
  await handle.db.insert(statementValues).values(
    Array.from({ length: 16 }, (_, index) => ({
      ticker: 'CQX',
      statement: 'BALANCE_SHEET' as const,
      itemCode: 'TOTAL_ASSETS',
      periodType: 'quarter' as const,
      year: 2020 + Math.floor(index / 4),
      quarter: (index % 4) + 1,
      value: 1e12 + index,
      source: 'test',
    })),
  );
  await refreshStatementChoices(handle.db, {});
  clearFinanceCache();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('a clamped finance-data answer', () => {
  it('is answered again from the finance cache without a query', async () => {
    const query = financeDataQuery.parse({ ticket: 'CQX', tableName: 'BALANCE_SHEET', period: 'quarter' });
    const first = await financeDataFor(handle.db, null, query);
    expect(first.access).toBeDefined();
    expect(first.periods.length).toBeGreaterThan(0);
    const again = await financeDataFor(noDatabase, null, query);
    expect(again).toEqual(first);
  });
});
