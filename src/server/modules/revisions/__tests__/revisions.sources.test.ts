import { eq, sql } from 'drizzle-orm';
import { asOfCutoff, vietnamToday } from '@/common/contracts/asOf';
import type { DatabaseHandle } from '../../../db/client';
import { companies, statementSourcePriorities, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { refreshStatementChoices } from '../../../db/statementSource';
import { listStatementPeriodsAsOf, listStatementValuesAsOf } from '../revisions.asOf';
import { listRevisions } from '../revisions.service';

// One made-up company with two sources of the year 2023: VCI stored on 2024-02-01, FiinTrade (first
// by default) on 2024-05-01; then FiinTrade's figure is deleted. The as-published reads must show the
// source each day had, ranked by today's priority lists, and nothing of a deleted figure after its
// deletion.

let handle: DatabaseHandle;
const slice = { ticker: 'RVB', statement: 'INCOME_STATEMENT', periodType: 'year' } as const;
const atDay = (day: string) => asOfCutoff(day);

async function shown(day: string) {
  const rows = await listStatementValuesAsOf(handle.db, slice, atDay(day));
  return rows.map((row) => [row.year, row.source, row.value]);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(companies)
    .values({ ticker: 'RVB', nameVi: 'Công ty RVB', companyType: 'non_financial' });
  const row = (source: string, value: number) => ({
    ...slice,
    itemCode: 'NET_REVENUE',
    year: 2023,
    quarter: 0,
    value,
    source,
  });
  await handle.db.insert(statementValues).values([row('vnstock-vci', 100), row('fiintrade', 101)]);
  await handle.db.execute(sql`update statement_values
    set updated_at = case source when 'vnstock-vci' then '2024-02-01T09:00:00+07:00'::timestamptz
      else '2024-05-01T09:00:00+07:00'::timestamptz end`);
  await refreshStatementChoices(handle.db, {});
});

afterAll(async () => {
  await handle.close();
});

describe('as published, among several sources', () => {
  it('shows the source each day had: none, then VCI, then FiinTrade (first in priority)', async () => {
    expect(await shown('2024-01-31')).toEqual([]);
    expect(await shown('2024-02-01')).toEqual([[2023, 'vnstock-vci', 100]]);
    expect(await shown('2024-04-30')).toEqual([[2023, 'vnstock-vci', 100]]);
    expect(await shown('2024-05-01')).toEqual([[2023, 'fiintrade', 101]]);
    const periods = await listStatementPeriodsAsOf(handle.db, slice, atDay('2024-04-30'));
    expect(periods).toEqual([{ year: 2023, quarter: 0, source: 'vnstock-vci' }]);
  });

  it("ranks by the company's own list when it has one", async () => {
    await handle.db
      .insert(statementSourcePriorities)
      .values({ scope: 'RVB', periodType: 'year', sources: ['vnstock-vci', 'fiintrade'] });
    expect(await shown('2024-06-30')).toEqual([[2023, 'vnstock-vci', 100]]);
    await handle.db.delete(statementSourcePriorities).where(eq(statementSourcePriorities.scope, 'RVB'));
  });

  it('a deleted figure is shown until its deletion, then the next source; the console says "removed"', async () => {
    await handle.db.delete(statementValues).where(eq(statementValues.source, 'fiintrade'));
    expect(await shown('2024-06-30')).toEqual([[2023, 'fiintrade', 101]]);
    expect(await shown(vietnamToday())).toEqual([[2023, 'vnstock-vci', 100]]);
    const list = await listRevisions(handle.db, { ticker: 'RVB', page: 1 });
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      ticker: 'RVB',
      oldValue: 101,
      newValue: null,
      removed: true,
      source: 'FiinTrade (Excel)',
      validFrom: '2024-05-01T02:00:00.000Z',
    });
  });
});
