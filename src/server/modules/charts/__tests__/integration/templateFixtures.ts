import type { NextApiHandler } from 'next';
import type { ChartSection } from '@/common/contracts/charts';
import { callAccount } from '../../../../../../tests/helpers/accounts';
import { installUserRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { companies } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { chartSectionRoute } from '../../charts.handlers';

// Fixtures of the template-section route tests (issue 33): five tickers of the four company types,
// accounts by token, a template built on FPT.

export let handle: DatabaseHandle;

const TYPES = {
  FPT: 'non_financial',
  HPG: 'non_financial',
  VCB: 'bank',
  SSI: 'securities',
  BVH: 'insurance',
} as const;

/** Opens the test database with companies of the four types, and the token verifier. */
export function openTemplateDatabase(): void {
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    await handle.db.insert(companies).values(
      Object.entries(TYPES).map(([ticker, companyType]) => ({
        ticker,
        nameVi: `Công ty ${ticker}`,
        companyType,
      })),
    );
    installUserRoleVerifier();
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    restoreVerifier();
    await handle.close();
  });
}

export interface Caller {
  token?: string;
  deviceToken?: string;
}
let nextUser = 2000;
/** The key of the account newUser() made last. */
export const lastUserKey = () => `user:${String(nextUser)}`;
export const newUser = (): Caller => ({ token: `u:${String((nextUser += 1))}:BASIC` });

export async function call<T = ChartSection>(
  route: NextApiHandler,
  caller: Caller,
  request: { method?: string; query?: Record<string, string>; body?: unknown },
) {
  const headers: Record<string, string> = {};
  if (caller.deviceToken) headers.cookie = `deviceToken=${caller.deviceToken}`;
  return callAccount<T>(route, {
    method: request.method ?? 'GET',
    query: request.query,
    body: request.body,
    headers,
    token: caller.token,
  });
}

export const statement = (id: string) => ({ kind: 'statement', id, seriesType: 'column', axis: 0 });
export const ratio = (id: string) => ({ kind: 'ratio', id, seriesType: 'line', axis: 1 });
export const TEMPLATE_CHARTS = [
  {
    chartName: 'Kết quả',
    metrics: [
      statement('INCOME_STATEMENT.NET_REVENUE'),
      statement('INCOME_STATEMENT.NET_PROFIT'),
      ratio('CURRENT_RATIO'),
      ratio('ROE'),
    ],
  },
  {
    chartName: 'Vốn',
    metrics: [
      statement('BALANCE_SHEET.NON_CONTROLLING_INTERESTS'),
      statement('BALANCE_SHEET.PAID_IN_CAPITAL'),
    ],
  },
  { chartName: 'Giá', metrics: [{ kind: 'price', id: 'close', seriesType: 'line', axis: 0 }] },
];

export async function createTemplate(caller: Caller, symbol = 'FPT', sectionName = 'Mẫu của tôi') {
  const result = await call(chartSectionRoute, caller, {
    method: 'POST',
    body: { symbol, sectionName, config: TEMPLATE_CHARTS, isTemplate: true },
  });
  expect(result.status).toBe(201);
  return result.data;
}

export async function list(caller: Caller, symbol: string): Promise<ChartSection[]> {
  const result = await call<ChartSection[]>(chartSectionRoute, caller, { query: { symbol } });
  expect(result.status).toBe(200);
  return result.data;
}

export const ids = (section: Pick<ChartSection, 'charts'> | undefined, chart: number) =>
  section?.charts[chart]?.metrics.map((metric) => `${metric.kind}:${metric.id}`);
