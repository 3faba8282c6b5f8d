import type { CompanySourcesResponse, DefaultSourcesResponse } from '@/common/contracts/adminSources';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { clearFinanceCache } from '../../finance/finance.cache';
import { getFinanceData } from '../../finance/finance.service';
import { refreshStatementSources } from '../../../db/statementSource';
import { adminCompanySourcesRoute, adminStatementSourcesRoute } from '../admin.handlers';
import { callAdmin, signedInUser, type SignedInUser } from './adminTestKit';

// A made-up company with the 2023 balance sheet from two vendors that disagree, and one line
// (GOODWILL) only KBS prints: whichever source is shown, the statement comes whole from it.

let handle: DatabaseHandle;
let admin: SignedInUser;
let member: SignedInUser;

type Row = typeof statementValues.$inferInsert;
const row = (source: string, itemCode: string, value: number): Row => ({
  ticker: 'SRC',
  statement: 'BALANCE_SHEET',
  itemCode,
  periodType: 'year',
  year: 2023,
  quarter: 0,
  value,
  source,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  admin = await signedInUser(handle.db, { isAdmin: true });
  member = await signedInUser(handle.db);
  await handle.db
    .insert(companies)
    .values({ ticker: 'SRC', nameVi: 'Công ty SRC', companyType: 'non_financial', searchText: 'src' });
  await handle.db
    .insert(statementValues)
    .values([
      row('vnstock-vci', 'TOTAL_ASSETS', 100e9),
      row('vnstock-kbs', 'TOTAL_ASSETS', 101e9),
      row('vnstock-kbs', 'GOODWILL', 5e9),
    ]);
  await refreshStatementSources(handle.db, { tickers: ['SRC'] });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

async function shown(): Promise<{ source?: string; assets: number | null; goodwill: number | null }> {
  clearFinanceCache();
  const data = await getFinanceData(handle.db, { ticker: 'SRC', tableName: 'BALANCE_SHEET', period: 'year' });
  return {
    source: data.sources?.['2023'],
    assets: data.values.TOTAL_ASSETS?.[0] ?? null,
    goodwill: data.values.GOODWILL?.[0] ?? null,
  };
}

describe('statement source priority (admin)', () => {
  it('shows VCI by default, whole: no KBS line fills a gap', async () => {
    expect(await shown()).toEqual({ source: 'vnstock-vci', assets: 100e9, goodwill: null });
  });

  it('refuses anyone but an administrator, and an order that names a source twice', async () => {
    const put = (token: string, sources: string[]) =>
      callAdmin(adminCompanySourcesRoute, {
        method: 'PUT',
        token,
        query: { ticker: 'SRC' },
        body: { periodType: 'year', sources },
      });
    expect((await put(member.token, ['vnstock-kbs'])).status).toBe(403);
    expect((await put(admin.token, ['vnstock-kbs', 'vnstock-kbs'])).status).toBe(400);
    expect(await shown()).toMatchObject({ source: 'vnstock-vci' });
  });

  it("re-ranks a company's statements at once, lists what each source holds, and goes back to the default", async () => {
    const put = await callAdmin<CompanySourcesResponse>(adminCompanySourcesRoute, {
      method: 'PUT',
      token: admin.token,
      query: { ticker: 'SRC' },
      body: { periodType: 'year', sources: ['vnstock-kbs', 'vnstock-vci', 'fiintrade', 'demo'] },
    });
    expect(put.status).toBe(200);
    expect(put.data.own.year).toEqual(['vnstock-kbs', 'vnstock-vci', 'fiintrade', 'demo']);
    expect(put.data.stored).toEqual([
      expect.objectContaining({ source: 'vnstock-kbs', periods: 1, shown: 1, first: '2023' }),
      expect.objectContaining({ source: 'vnstock-vci', periods: 1, shown: 0 }),
    ]);
    expect(await shown()).toEqual({ source: 'vnstock-kbs', assets: 101e9, goodwill: 5e9 });
    const reset = await callAdmin<CompanySourcesResponse>(adminCompanySourcesRoute, {
      method: 'PUT',
      token: admin.token,
      query: { ticker: 'SRC' },
      body: { periodType: 'year', sources: null },
    });
    expect(reset.data.own.year).toBeNull();
    expect(await shown()).toMatchObject({ source: 'vnstock-vci' });
  });

  it('applies a default order to every company without its own', async () => {
    const put = await callAdmin<DefaultSourcesResponse>(adminStatementSourcesRoute, {
      method: 'PUT',
      token: admin.token,
      body: { periodType: 'year', sources: ['vnstock-kbs', 'fiintrade', 'vnstock-vci', 'demo'] },
    });
    expect(put.status).toBe(200);
    expect(put.data.effective.year[0]).toBe('vnstock-kbs');
    expect(put.data.builtIn.year[0]).toBe('fiintrade');
    expect(await shown()).toMatchObject({ source: 'vnstock-kbs', assets: 101e9 });
    await callAdmin(adminStatementSourcesRoute, {
      method: 'PUT',
      token: admin.token,
      body: { periodType: 'year', sources: null },
    });
    expect(await shown()).toMatchObject({ source: 'vnstock-vci' });
  });
});
