import type { CommercialBankResponse } from '@/common/contracts/macro';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ratiosDataRoute } from '../../ratios/ratios.handlers';
import { commercialBankRoute } from '../macro.handlers';
import { get } from './fixtures';
import { refreshStatementChoices } from '../../../db/statementSource';

let handle: DatabaseHandle;
const B = 1e9;

/**
 * BKA reports Q1 2023 - Q2 2024, BKB Q1 2022 - Q4 2023 (another newest year), BKC nothing; NFX is
 * not a bank. Balances grow 2 % a quarter from a per-bank base; the income statement is quarterly.
 */
function bankRows(ticker: string, scale: number, from: number, to: number) {
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (let year = from; year <= to; year += 1) {
    for (let quarter = 1; quarter <= 4; quarter += 1) {
      if (year === to && ticker === 'BKA' && quarter > 2) continue;
      const step = (year - from) * 4 + quarter;
      const grow = (value: number) => value * scale * 1.02 ** step;
      const items: [string, string, number][] = [
        ['BALANCE_SHEET', 'LOANS_TO_CUSTOMERS', grow(800)],
        ['BALANCE_SHEET', 'CUSTOMER_DEPOSITS', grow(900)],
        ['BALANCE_SHEET', 'BALANCES_WITH_SBV', grow(40)],
        ['BALANCE_SHEET', 'PLACEMENTS_WITH_CREDIT_INSTITUTIONS', grow(120)],
        ['BALANCE_SHEET', 'INVESTMENT_SECURITIES', grow(150)],
        ['BALANCE_SHEET', 'TOTAL_ASSETS', grow(1_300)],
        ['BALANCE_SHEET', 'OWNERS_EQUITY', grow(110)],
        ['FOOTNOTES', 'DEMAND_DEPOSITS', grow(200 + quarter * 5)],
        ['FOOTNOTES', 'CUSTOMER_DEPOSITS_BY_TYPE', grow(900)],
        ['FOOTNOTES', 'NON_PERFORMING_LOANS', grow(12 + quarter)],
        ['FOOTNOTES', 'LOANS_BY_DEBT_GROUP', grow(800)],
        ['INCOME_STATEMENT', 'NET_INTEREST_INCOME', grow(8)],
        ['INCOME_STATEMENT', 'INTEREST_INCOME', grow(15)],
      ];
      for (const [statement, itemCode, value] of items) {
        rows.push({
          ticker,
          statement: statement as 'BALANCE_SHEET',
          itemCode,
          periodType: 'quarter',
          year,
          quarter,
          value: value * B,
          source: 'test',
        });
      }
    }
  }
  return rows;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await handle.db.insert(companies).values([
    { ticker: 'BKA', nameVi: 'Ngân hàng Á', exchange: 'HOSE', companyType: 'bank' },
    { ticker: 'BKB', nameVi: 'Ngân hàng Bình', exchange: 'HNX', companyType: 'bank' },
    { ticker: 'BKC', nameVi: 'Ngân hàng Chưa có số liệu', exchange: null, companyType: 'bank' },
    { ticker: 'NFX', nameVi: 'Công ty Thép X', exchange: 'HOSE', companyType: 'non_financial' },
  ]);
  await handle.db
    .insert(statementValues)
    .values([
      ...bankRows('BKA', 1, 2023, 2024),
      ...bankRows('BKB', 2.5, 2022, 2023),
      ...bankRows('NFX', 1, 2023, 2024),
    ]);
  await refreshStatementChoices(handle.db, {});
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

describe('GET /api/macro/ticket/commercial-bank', () => {
  it.each(['anonymous', 'free', 'BASIC'] as const)(
    'asks %s to upgrade: the banks side by side are the bank industry deep data (PRO)',
    async (role) => {
      const { status, body } = await get<CommercialBankResponse>(commercialBankRoute, {}, role);
      expect(status).toBe(403);
      expect(body.code).toBe('PLAN_REQUIRED');
      expect(body.message).toContain('Chuyên nghiệp');
      expect(body.extra).toEqual({ code: 'DEEP_DATA_BANK', requiredPlan: 'PRO' });
    },
  );

  it('lists every bank with its newest quarter ratios, as numeral-data computes them', async () => {
    const { status, data } = await get<CommercialBankResponse>(commercialBankRoute, {}, 'PRO');
    expect(status).toBe(200);
    expect(data?.banks.map((bank) => bank.ticker)).toEqual(['BKA', 'BKB', 'BKC']);
    for (const bank of data?.banks.slice(0, 2) ?? []) {
      const ratios = await get<RatiosDataResponse>(ratiosDataRoute, {
        ticket: bank.ticker,
        period: 'quarter',
        limit: '1',
      });
      const expected = (code: string) => ratios.data?.values[code]?.[0] ?? null;
      expect(bank.period).toBe(ratios.data?.periods[0]?.label);
      expect(bank).toMatchObject({
        nim: expected('NIM'),
        nplRatio: expected('NPL_RATIO'),
        casaRatio: expected('CASA_RATIO'),
        loanGrowth: expected('LOAN_GROWTH'),
        depositGrowth: expected('DEPOSIT_GROWTH'),
      });
      // Every figure is there (the fixture has a full year of history before the newest quarter).
      for (const code of ['NIM', 'NPL_RATIO', 'CASA_RATIO', 'LOAN_GROWTH', 'DEPOSIT_GROWTH']) {
        expect(expected(code)).not.toBeNull();
      }
    }
    expect(data?.banks[0]).toMatchObject({ name: 'Ngân hàng Á', exchange: 'HOSE', period: 'Q2/2024' });
    expect(data?.banks[1]?.period).toBe('Q4/2023');
    // 1.02^4 - 1: balances grow 2 % a quarter.
    expect(data?.banks[0]?.loanGrowth).toBeCloseTo(1.02 ** 4 - 1, 10);
    expect(data?.banks[2]).toEqual({
      ticker: 'BKC',
      name: 'Ngân hàng Chưa có số liệu',
      exchange: null,
      period: null,
      nim: null,
      nplRatio: null,
      casaRatio: null,
      loanGrowth: null,
      depositGrowth: null,
    });
  });
});
