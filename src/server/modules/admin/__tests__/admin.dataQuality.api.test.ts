import { eq } from 'drizzle-orm';
import type { AdminCompanies, AdminCompanyRow, AdminQualityList } from '@/common/contracts/adminData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { settleCompanyType } from '../../../importers/companies/companyType';
import { refreshStatementChoices } from '../../../db/statementSource';
import { adminCompaniesRoute, adminCompanyTypeRoute, adminQualityRoute } from '../admin.handlers';
import { callAdmin, signedInUser, type SignedInUser } from './adminTestKit';

// Two made-up companies: QAA's balance sheet of Q1/2023 has total resources 5 bn above its total
// assets; QBB's income statement of Q2/2023 has a gross profit 2 bn off its lines.

let handle: DatabaseHandle;
let admin: SignedInUser;
let member: SignedInUser;

type Row = typeof statementValues.$inferInsert;
const row = (
  ticker: string,
  statement: Row['statement'],
  itemCode: string,
  quarter: number,
  value: number,
): Row => ({
  ticker,
  statement,
  itemCode,
  periodType: 'quarter',
  year: 2023,
  quarter,
  value,
  source: 'fiintrade',
});

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  admin = await signedInUser(handle.db, { isAdmin: true });
  member = await signedInUser(handle.db);
  await handle.db.insert(companies).values([
    {
      ticker: 'QAA',
      nameVi: 'Công ty QAA',
      companyType: 'non_financial',
      companyTypeSource: 'statements',
      searchText: 'qaa cong ty qaa',
    },
    {
      ticker: 'QBB',
      nameVi: 'Công ty QBB',
      companyType: 'non_financial',
      companyTypeSource: 'guessed',
      searchText: 'qbb cong ty qbb',
    },
  ]);
  await handle.db
    .insert(statementValues)
    .values([
      row('QAA', 'BALANCE_SHEET', 'TOTAL_ASSETS', 1, 100e9),
      row('QAA', 'BALANCE_SHEET', 'TOTAL_RESOURCES', 1, 105e9),
      row('QAA', 'BALANCE_SHEET', 'TOTAL_ASSETS', 2, 110e9),
      row('QAA', 'BALANCE_SHEET', 'TOTAL_RESOURCES', 2, 110e9),
      row('QBB', 'INCOME_STATEMENT', 'NET_REVENUE', 2, 50e9),
      row('QBB', 'INCOME_STATEMENT', 'COGS', 2, -30e9),
      row('QBB', 'INCOME_STATEMENT', 'GROSS_PROFIT', 2, 22e9),
    ]);
  await refreshStatementChoices(handle.db, {});
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('GET /api/admin/quality', () => {
  it('is for administrators only', async () => {
    expect((await callAdmin(adminQualityRoute)).status).toBe(401);
    expect((await callAdmin(adminQualityRoute, { token: member.token })).status).toBe(403);
  });

  it('lists every mark of every company, largest difference first, with Vietnamese labels', async () => {
    const answer = await callAdmin<AdminQualityList>(adminQualityRoute, {
      token: admin.token,
      query: { refresh: '1' },
    });
    expect(answer.status).toBe(200);
    expect(
      answer.data.items.map((item) => [
        item.ticker,
        item.periodLabel,
        item.itemCode,
        item.kind,
        item.difference,
      ]),
    ).toEqual([
      ['QAA', 'Q1/2023', 'TOTAL_RESOURCES', 'balance', 5e9],
      ['QBB', 'Q2/2023', 'GROSS_PROFIT', 'total', 2e9],
    ]);
    expect(answer.data.items[0]).toMatchObject({
      statementLabel: 'Cân đối kế toán',
      source: 'FiinTrade (Excel)',
      expected: 100e9,
      published: 105e9,
    });
    expect(answer.data.byKind).toMatchObject({ balance: 1, total: 1, parent_profit: 0, quarters_year: 0 });
    expect(answer.data.companiesScanned).toBe(2);
  });

  it('filters by ticker and by check kind', async () => {
    const byTicker = await callAdmin<AdminQualityList>(adminQualityRoute, {
      token: admin.token,
      query: { ticker: 'qbb' },
    });
    expect(byTicker.data.items.map((item) => item.ticker)).toEqual(['QBB']);
    const byKind = await callAdmin<AdminQualityList>(adminQualityRoute, {
      token: admin.token,
      query: { kind: 'balance' },
    });
    expect(byKind.data.items.map((item) => item.itemCode)).toEqual(['TOTAL_RESOURCES']);
    const bad = await callAdmin(adminQualityRoute, { token: admin.token, query: { kind: 'nonsense' } });
    expect(bad.status).toBe(400);
  });
});

describe('company types in the console', () => {
  it('lists companies with how their type was decided', async () => {
    const answer = await callAdmin<AdminCompanies>(adminCompaniesRoute, {
      token: admin.token,
      query: { typeSource: 'guessed' },
    });
    expect(
      answer.data.items.map((item) => [item.ticker, item.companyTypeSource, item.statementValues]),
    ).toEqual([['QBB', 'guessed', 3]]);
  });

  it("sets a type as the administrator's decision, which a later import does not override", async () => {
    expect(
      (
        await callAdmin(adminCompanyTypeRoute, {
          method: 'PUT',
          token: member.token,
          query: { ticker: 'QBB' },
          body: { companyType: 'bank' },
        })
      ).status,
    ).toBe(403);
    const answer = await callAdmin<AdminCompanyRow>(adminCompanyTypeRoute, {
      method: 'PUT',
      token: admin.token,
      query: { ticker: 'qbb' },
      body: { companyType: 'securities' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ticker: 'QBB',
      companyType: 'securities',
      companyTypeSource: 'admin',
    });
    const listing = await settleCompanyType(handle.db, 'QBB', 'non_financial', 'listing');
    const statements = await settleCompanyType(handle.db, 'QBB', 'non_financial', 'statements');
    expect([listing.outcome, statements.outcome]).toEqual(['conflict', 'conflict']);
    const [stored] = await handle.db.select().from(companies).where(eq(companies.ticker, 'QBB'));
    expect(stored).toMatchObject({ companyType: 'securities', companyTypeSource: 'admin' });
    const missing = await callAdmin(adminCompanyTypeRoute, {
      method: 'PUT',
      token: admin.token,
      query: { ticker: 'NOPE' },
      body: { companyType: 'bank' },
    });
    expect(missing.status).toBe(404);
  });
});
