import { lockedMessage } from '@/common/access/accessTable';
import {
  metricKey,
  type FinanceChartResponse,
  type FinanceChipResponse,
} from '@/common/contracts/financeChart';
import { openEnvelope } from '@/lib/envelope';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { generateMacroDemo } from '../../../importers/demo/macro';
import { createRandom, DEMO_SEED } from '../../../importers/demo/random';
import { INDUSTRY_GROUPS } from '../../../catalog/industry';
import { financeChartRoute, financeChipRoute } from '../chartData.handlers';

/** Industry deep data as chart metrics (issue 10): the chips of a company the catalog lists. */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  const company = (ticker: string, nameVi: string) => ({
    ticker,
    nameVi,
    shortName: nameVi,
    exchange: 'HOSE' as const,
    companyType: 'non_financial' as const,
    icbCode1: '1000',
    icbCode2: '1700',
    icbCode3: '1750',
    icbCode4: '1757',
  });
  await handle.db
    .insert(companies)
    .values([company('HPG', 'Công ty Cổ phần Tập đoàn Hòa Phát'), company('ZZZ', 'Công ty khác')]);
  await generateMacroDemo(handle.db, createRandom(DEMO_SEED).fork('industry'), {
    now: new Date('2025-06-15T00:00:00Z'),
    catalog: INDUSTRY_GROUPS.filter((group) => group.code === 'IND_STEEL'),
  });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer type the test expects
async function get<T>(
  route: Parameters<typeof callRoute>[0],
  query: Record<string, string>,
  role: Parameters<typeof roleHeaders>[0],
): Promise<{ status: number; data: T | undefined }> {
  const result = await callRoute<{ hashCode?: string }>(route, { query, headers: roleHeaders(role) });
  return {
    status: result.status,
    data: result.body.hashCode ? (openEnvelope(result.body.hashCode) as T) : undefined,
  };
}

const HPG_SALES = metricKey({ kind: 'macro', id: 'IND_STEEL_SALES_HPG.value' });

describe('industry chips of GET /api/enterprise/v2/finance-chip', () => {
  it('offers a steel maker its own sales first, then the market lines, and nothing of other makers', async () => {
    const { data } = await get<FinanceChipResponse>(financeChipRoute, { ticket: 'HPG' }, 'anonymous');
    const chip = data?.chips.find((item) => item.chipId === 'industry-steel');
    expect(chip?.name).toBe('Ngành Thép');
    const keys = chip?.metrics.map((metric) => metric.key) ?? [];
    expect(keys[0]).toBe(HPG_SALES);
    expect(keys).toContain(metricKey({ kind: 'macro', id: 'IND_STEEL_PRICE_HRC.value' }));
    expect(keys.some((key) => key.includes('_HSG'))).toBe(false);
    expect(chip?.metrics[0]).toMatchObject({ unit: 'nghìn tấn', frequency: 'month' });
  });

  it('gives a company no industry lists no industry chip', async () => {
    const { data } = await get<FinanceChipResponse>(financeChipRoute, { ticket: 'ZZZ' }, 'anonymous');
    expect(data?.chips.some((item) => item.chipId.startsWith('industry-'))).toBe(false);
  });

  it('draws the metric for a PRO account and answers it empty with the lock reason below PRO', async () => {
    const ask = (role: 'BASIC' | 'PRO') =>
      get<FinanceChartResponse>(
        financeChartRoute,
        { ticket: 'HPG', metrics: HPG_SALES, period: 'quarter' },
        role,
      );
    const pro = await ask('PRO');
    expect(pro.status).toBe(200);
    const figures = pro.data?.series.find((item) => item.key === HPG_SALES);
    expect(figures?.points.length).toBeGreaterThan(24);
    const basic = await ask('BASIC');
    const locked = basic.data?.series.find((item) => item.key === HPG_SALES);
    expect(locked?.points).toEqual([]);
    expect(locked?.notice).toBe(lockedMessage('BASIC', 'DEEP_DATA_STEEL'));
  });
});
