import type { NextApiHandler } from 'next';
import { financeDataResponse, type FinanceDataResponse } from '@/common/contracts/finance';
import { openEnvelope } from '@/lib/envelope';
import { financeDataRoute } from '@/server/modules/finance/finance.handlers';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { refreshStatementChoices } from '../../../db/statementSource';

// Shared by the finance API tests: two made-up companies with hand-checkable figures.

export const BN = 1_000_000_000;
type Row = typeof statementValues.$inferInsert;

/** Quarterly rows of one item from [year, quarter, billion VND]. */
function quarters(
  ticker: string,
  statement: Row['statement'],
  itemCode: string,
  points: [number, number, number][],
): Row[] {
  return points.map(([year, quarter, value]) => ({
    ticker,
    statement,
    itemCode,
    periodType: 'quarter',
    year,
    quarter,
    value: value * BN,
    source: 'test',
  }));
}

// A made-up non-financial company (NFX): 2022 Q1 - 2024 Q2, own-quarter figures, plus year rows.
export const NFX_REVENUE: [number, number, number][] = [
  [2022, 1, 80],
  [2022, 2, 90],
  [2022, 3, 95],
  [2022, 4, 105],
  [2023, 1, 100],
  [2023, 2, 120],
  [2023, 3, 130],
  [2023, 4, 150],
  [2024, 1, 110],
  [2024, 2, 140],
];
export const NFX_PROFIT: [number, number, number][] = [
  [2022, 1, 8],
  [2022, 2, 9],
  [2022, 3, 10],
  [2022, 4, 11],
  [2023, 1, 10],
  [2023, 2, 12],
  [2023, 3, -3],
  [2023, 4, 15],
  [2024, 1, 11],
  [2024, 2, 14],
];
// A made-up bank (TBK): cash flow 2023 Q1-Q4 and 2024 Q2 (Q1 2024 missing); begin + flow = end.
export const TBK_BEGIN: [number, number, number][] = [
  [2023, 1, 1_000],
  [2023, 2, 1_200],
  [2023, 3, 1_150],
  [2023, 4, 1_450],
  [2024, 2, 1_400],
];
export const TBK_FLOW: [number, number, number][] = [
  [2023, 1, 200],
  [2023, 2, -50],
  [2023, 3, 300],
  [2023, 4, 50],
  [2024, 2, 100],
];
export const TBK_END: [number, number, number][] = [
  [2023, 1, 1_200],
  [2023, 2, 1_150],
  [2023, 3, 1_450],
  [2023, 4, 1_500],
  [2024, 2, 1_500],
];

/** A fresh database holding NFX and TBK, installed as the process-wide one. */
export async function openFinanceFixture(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  setDatabaseHandle(handle);
  // These tests are about the figures: they call with full access (limits: src/server/access).
  installRoleVerifier();
  await handle.db.insert(companies).values([
    { ticker: 'NFX', nameVi: 'Công ty NFX', companyType: 'non_financial' },
    { ticker: 'TBK', nameVi: 'Ngân hàng TBK', companyType: 'bank' },
  ]);
  const yearRow = (itemCode: string, year: number, value: number): Row => ({
    ticker: 'NFX',
    statement: 'INCOME_STATEMENT',
    itemCode,
    periodType: 'year',
    year,
    quarter: 0,
    value: value * BN,
    source: 'test',
  });
  await handle.db.insert(statementValues).values([
    ...quarters('NFX', 'INCOME_STATEMENT', 'NET_REVENUE', NFX_REVENUE),
    ...quarters('NFX', 'INCOME_STATEMENT', 'NET_PROFIT', NFX_PROFIT),
    ...quarters('NFX', 'BALANCE_SHEET', 'TOTAL_ASSETS', [
      [2023, 4, 2_000],
      [2024, 1, 2_100],
    ]),
    yearRow('NET_REVENUE', 2022, 370),
    yearRow('NET_REVENUE', 2023, 500),
    ...quarters('TBK', 'CASH_FLOW_DIRECT', 'CASH_BEGINNING', TBK_BEGIN),
    ...quarters('TBK', 'CASH_FLOW_DIRECT', 'NET_CASH_FLOW', TBK_FLOW),
    ...quarters('TBK', 'CASH_FLOW_DIRECT', 'CASH_ENDING', TBK_END),
  ]);
  await refreshStatementChoices(handle.db, {});
  return handle;
}

export async function closeFinanceFixture(handle: DatabaseHandle): Promise<void> {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
}

export async function getData(route: NextApiHandler, query: Record<string, string>): Promise<unknown> {
  const result = await callRoute<{ hashCode: string }>(route, { query, headers: roleHeaders('admin') });
  expect(result.status).toBe(200);
  return openEnvelope(result.body.hashCode);
}

export async function financeData(query: Record<string, string>): Promise<FinanceDataResponse> {
  return financeDataResponse.parse(await getData(financeDataRoute, query));
}

export const inBillion = (values: (number | null)[] | undefined): (number | null)[] =>
  (values ?? []).map((value) => (value === null ? null : value / BN));
