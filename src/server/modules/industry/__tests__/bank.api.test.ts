import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { IndustryCompaniesResponse } from '@/common/contracts/industry';
import type { CommercialBankResponse } from '@/common/contracts/macro';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { clearResponseCache } from '../../../http/responseCache';
import { importFiinTradeFile } from '../../../importers/fiintrade';
import { commercialBankRoute } from '../../macro/macro.handlers';
import { get } from '../../macro/__tests__/fixtures';
import { industryCompaniesRoute } from '../industry.handlers';
import { refreshStatementChoices } from '../../../db/statementSource';

/**
 * The bank comparison of /api/industry/companies?industry=bank against the statements: NIM, NPL ratio,
 * CASA, loan and deposit growth worked out here by hand from the statement rows (the formulas of
 * src/common/finance/ratiosBank.ts written out, not called), in %, and equal to commercial-bank's.
 */

const B = 1e9;
type Lookup = (code: string, year: number, quarter: number) => number | null;

/** The quarter `back` quarters before (year, quarter). */
function before(year: number, quarter: number, back: number): [number, number] {
  const ordinal = year * 4 + quarter - 1 - back;
  return [Math.floor(ordinal / 4), (ordinal % 4) + 1];
}

/** Balances with the SBV + placements + trading securities + investment securities + customer loans. */
function earningAssets(value: Lookup, year: number, quarter: number): number | null {
  if (value('LOANS_TO_CUSTOMERS', year, quarter) === null) return null;
  const codes = [
    'BALANCES_WITH_SBV',
    'PLACEMENTS_WITH_CREDIT_INSTITUTIONS',
    'TRADING_SECURITIES_NET',
    'INVESTMENT_SECURITIES',
    'LOANS_TO_CUSTOMERS',
  ];
  return codes.reduce((sum, code) => sum + (value(code, year, quarter) ?? 0), 0);
}

/** By hand, as fractions: NIM over four quarters and the average earning assets, ratios at the end. */
function byHand(value: Lookup, year: number, quarter: number) {
  const quarters = [0, 1, 2, 3].map((back) => before(year, quarter, back));
  // Trailing four quarters; null when any of them is missing.
  let ttm: number | null = 0;
  for (const [y, q] of quarters) {
    const income = value('NET_INTEREST_INCOME', y, q);
    ttm = ttm === null || income === null ? null : ttm + income;
  }
  const closing = earningAssets(value, year, quarter);
  const opening = earningAssets(value, year - 1, quarter);
  const average = closing === null ? null : opening === null ? closing : (closing + opening) / 2;
  const ratio = (a: number | null, b: number | null) => (a === null || b === null || b <= 0 ? null : a / b);
  const growth = (code: string) => {
    const now = value(code, year, quarter);
    const then = value(code, year - 1, quarter);
    return now === null || then === null || then === 0 ? null : (now - then) / Math.abs(then);
  };
  return {
    NIM: ratio(ttm, average),
    NPL_RATIO: ratio(
      value('NON_PERFORMING_LOANS', year, quarter),
      value('LOANS_BY_DEBT_GROUP', year, quarter),
    ),
    CASA_RATIO: ratio(
      value('DEMAND_DEPOSITS', year, quarter),
      value('CUSTOMER_DEPOSITS_BY_TYPE', year, quarter),
    ),
    LOAN_GROWTH: growth('LOANS_TO_CUSTOMERS'),
    DEPOSIT_GROWTH: growth('CUSTOMER_DEPOSITS'),
  };
}

const RATIO_KEYS = {
  NIM: 'nim',
  NPL_RATIO: 'nplRatio',
  CASA_RATIO: 'casaRatio',
  LOAN_GROWTH: 'loanGrowth',
  DEPOSIT_GROWTH: 'depositGrowth',
} as const;

/** The industry figures equal the hand-made ratios x 100 and commercial-bank's x 100. */
function expectSame(
  row: IndustryCompaniesResponse['rows'][number] | undefined,
  hand: Record<keyof typeof RATIO_KEYS, number | null>,
  bank: CommercialBankResponse['banks'][number] | undefined,
): void {
  for (const [code, key] of Object.entries(RATIO_KEYS) as [
    keyof typeof RATIO_KEYS,
    (typeof RATIO_KEYS)[keyof typeof RATIO_KEYS],
  ][]) {
    const figure = row?.figures[code] ?? null;
    const expected = hand[code];
    if (expected === null) {
      expect({ code, figure, bank: bank?.[key] }).toEqual({ code, figure: null, bank: null });
      continue;
    }
    expect(figure?.value).toBeCloseTo(expected * 100, 9);
    expect(figure?.value).toBeCloseTo((bank?.[key] ?? NaN) * 100, 12);
    expect(figure).toMatchObject({ yoy: null, share: null, periodLabel: bank?.period });
  }
}

/** BKA reports Q1 2023 - Q2 2024, BKB Q1 2022 - Q4 2023, BKC nothing; NFX is not a bank. */
const ITEMS: [statement: string, code: string, base: number][] = [
  ['BALANCE_SHEET', 'LOANS_TO_CUSTOMERS', 800],
  ['BALANCE_SHEET', 'CUSTOMER_DEPOSITS', 900],
  ['BALANCE_SHEET', 'BALANCES_WITH_SBV', 40],
  ['BALANCE_SHEET', 'PLACEMENTS_WITH_CREDIT_INSTITUTIONS', 120],
  ['BALANCE_SHEET', 'INVESTMENT_SECURITIES', 150],
  ['BALANCE_SHEET', 'TOTAL_ASSETS', 1_300],
  ['FOOTNOTES', 'CUSTOMER_DEPOSITS_BY_TYPE', 900],
  ['FOOTNOTES', 'LOANS_BY_DEBT_GROUP', 800],
  ['INCOME_STATEMENT', 'INTEREST_INCOME', 15],
];
const stored = new Map<string, number>();

function bankRows(ticker: string, scale: number, from: number, to: number, lastQuarter = 4) {
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (let year = from; year <= to; year += 1) {
    for (let quarter = 1; quarter <= (year === to ? lastQuarter : 4); quarter += 1) {
      const step = (year - from) * 4 + quarter;
      // Irregular on purpose (not a constant growth), so a wrong quarter would show.
      const items: [string, string, number][] = [
        ...ITEMS.map(([statement, code, base]): [string, string, number] => [
          statement,
          code,
          base * 1.02 ** step,
        ]),
        ['FOOTNOTES', 'DEMAND_DEPOSITS', 200 + quarter * 5 + step],
        ['FOOTNOTES', 'NON_PERFORMING_LOANS', 12 + quarter + (step % 3)],
        ['INCOME_STATEMENT', 'NET_INTEREST_INCOME', 8 + quarter * 0.7 + step * 0.1],
      ];
      for (const [statement, itemCode, value] of items) {
        stored.set(`${ticker}|${itemCode}|${String(year)}|${String(quarter)}`, value * scale * B);
        rows.push({
          ticker,
          statement: statement as 'BALANCE_SHEET',
          itemCode,
          periodType: 'quarter',
          year,
          quarter,
          value: value * scale * B,
          source: 'test',
        });
      }
    }
  }
  return rows;
}

const lookupOf =
  (ticker: string): Lookup =>
  (code, year, quarter) =>
    stored.get(`${ticker}|${code}|${String(year)}|${String(quarter)}`) ?? null;

describe('GET /api/industry/companies?industry=bank against the statements', () => {
  let handle: DatabaseHandle;

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
        ...bankRows('BKA', 1, 2023, 2024, 2),
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

  it('gives each bank NIM, NPL, CASA, loan and deposit growth of its newest quarter, in %', async () => {
    const { status, data } = await get<IndustryCompaniesResponse>(industryCompaniesRoute, {
      industry: 'bank',
    });
    expect(status).toBe(200);
    const banks = (await get<CommercialBankResponse>(commercialBankRoute, {}, 'PRO')).data?.banks ?? [];
    expect(
      data?.indicators.map((indicator) => [indicator.code, indicator.unit, indicator.frequency]),
    ).toEqual(Object.keys(RATIO_KEYS).map((code) => [code, '%', 'quarter']));
    const row = (ticker: string) => data?.rows.find((candidate) => candidate.ticker === ticker);
    expect(row('NFX')).toBeUndefined();
    expect(row('BKA')).toMatchObject({ name: 'Ngân hàng Á', exchange: 'HOSE', listed: true });
    expect(row('BKA')?.figures.NIM).toMatchObject({ period: '2024-06-30', periodLabel: 'Q2/2024' });
    expectSame(
      row('BKA'),
      byHand(lookupOf('BKA'), 2024, 2),
      banks.find((bank) => bank.ticker === 'BKA'),
    );
    expect(row('BKB')?.figures.NPL_RATIO?.periodLabel).toBe('Q4/2023');
    expectSame(
      row('BKB'),
      byHand(lookupOf('BKB'), 2023, 4),
      banks.find((bank) => bank.ticker === 'BKB'),
    );
    expect(Object.values(row('BKC')?.figures ?? { missing: 1 })).toEqual([null, null, null, null, null]);
    // Every hand-made figure exists (a full year of history precedes the newest quarters).
    for (const value of Object.values(byHand(lookupOf('BKA'), 2024, 2))) expect(value).not.toBeNull();
  });

  it('is refused without DEEP_DATA_BANK', async () => {
    for (const role of ['anonymous', 'free', 'BASIC'] as const) {
      const { status, body } = await get(industryCompaniesRoute, { industry: 'BANK' }, role);
      expect({ role, status, code: body.code, extra: body.extra }).toEqual({
        role,
        status: 403,
        code: 'PLAN_REQUIRED',
        extra: { code: 'DEEP_DATA_BANK', requiredPlan: 'PRO' },
      });
    }
  });
});

const FIINTRADE = sharedDataPath(
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
  '21Q3-23Q2',
);

/** A FiinTrade export read on its own terms: label -> quarter -> value. */
function readRaw(file: string): Map<string, Map<string, number>> {
  const book = XLSX.read(readFileSync(file));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error(`${file}: no sheet`);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  const header = rows.findIndex((row) =>
    row.some((cell) => typeof cell === 'string' && /^Q[1-4] \d{4}$/.test(cell)),
  );
  const labels = rows[header] ?? [];
  const table = new Map<string, Map<string, number>>();
  for (const row of rows.slice(header + 1)) {
    const label = typeof row[0] === 'string' ? row[0].trim().toLowerCase() : '';
    const values = new Map<string, number>();
    labels.forEach((cell, index) => {
      const match = typeof cell === 'string' ? /^Q([1-4]) (\d{4})$/.exec(cell) : null;
      const value = row[index];
      if (match && typeof value === 'number') values.set(`${match[2] ?? ''}|${match[1] ?? ''}`, value);
    });
    if (label && !table.has(label)) table.set(label, values);
  }
  return table;
}

describeWithSharedData('GET /api/industry/companies?industry=bank on real statements (VCB)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    installRoleVerifier();
    clearResponseCache();
    for (const kind of ['BalanceSheet', 'IncomeStatement'])
      await importFiinTradeFile(handle.db, path.join(FIINTRADE, `${kind}_VCB_0.xlsx`));
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    restoreVerifier();
    await handle.close();
  });

  it('equals the ratios worked out from the raw export', async () => {
    const raw = new Map([
      ...readRaw(path.join(FIINTRADE, 'BalanceSheet_VCB_0.xlsx')),
      ...readRaw(path.join(FIINTRADE, 'IncomeStatement_VCB_0.xlsx')),
    ]);
    const LABELS: Record<string, string> = {
      BALANCES_WITH_SBV: 'balances with the sbv',
      PLACEMENTS_WITH_CREDIT_INSTITUTIONS: 'placements & loan to credit institutions',
      TRADING_SECURITIES_NET: 'trading securities, net',
      INVESTMENT_SECURITIES: 'investment securities',
      LOANS_TO_CUSTOMERS: 'loans and advances to customers',
      CUSTOMER_DEPOSITS: 'deposits from customers',
      NET_INTEREST_INCOME: 'net interest income',
    };
    const value: Lookup = (code, year, quarter) => {
      const label = LABELS[code];
      return label === undefined ? null : (raw.get(label)?.get(`${String(year)}|${String(quarter)}`) ?? null);
    };
    const { status, data } = await get<IndustryCompaniesResponse>(industryCompaniesRoute, {
      industry: 'bank',
    });
    expect(status).toBe(200);
    const banks = (await get<CommercialBankResponse>(commercialBankRoute, {}, 'PRO')).data?.banks ?? [];
    const vcb = data?.rows.find((row) => row.ticker === 'VCB');
    expect(vcb?.listed).toBe(true);
    expect(vcb?.figures.NIM?.periodLabel).toBe('Q2/2023');
    const hand = byHand(value, 2023, 2);
    // The FiinTrade exports carry no footnotes: NPL and CASA cannot be computed.
    expect(hand.NIM).toBeGreaterThan(0.02);
    expectSame(
      vcb,
      hand,
      banks.find((bank) => bank.ticker === 'VCB'),
    );
  });
});
