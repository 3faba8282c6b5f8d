import type { NextApiHandler } from 'next';
import type { ChartSection } from '@/common/contracts/charts';
import type { ChartTemplateCopyResponse } from '@/common/contracts/chartTemplateCopy';
import { callAccount } from '../../../../../tests/helpers/accounts';
import { installUserRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { issuedDevice } from '../../../../../tests/helpers/devices';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { chartSectionRoute, chartTemplateCopyRoute } from '../charts.handlers';
import { TEMPLATE_NOT_FOUND } from '../templateCopy.service';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db.insert(companies).values(
    ['FPT', 'VCB'].map((ticker) => ({
      ticker,
      nameVi: `Công ty ${ticker}`,
      companyType: ticker === 'VCB' ? ('bank' as const) : ('non_financial' as const),
    })),
  );
  // The token `u:<id>:<role>` stands for account <id> of that role.
  installUserRoleVerifier();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

function call<T>(route: NextApiHandler, token: string | undefined, body: unknown, cookie?: string) {
  return callAccount<T>(route, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    query: body === undefined ? { symbol: 'FPT' } : undefined,
    headers: cookie ? { cookie } : {},
    token,
  });
}

// The non-financial "Kết quả kinh doanh" template holds three charts (defaultSections.ts).
const RESULTS = { symbol: 'FPT', sectionKey: 'results' };

describe('POST /api/enterprise/chart-section/default/copy', () => {
  it('a free account copying a 3-chart template keeps 2 and is told which chart was left out', async () => {
    const answer = await call<ChartTemplateCopyResponse>(chartTemplateCopyRoute, 'u:2001:free', RESULTS);
    expect(answer.status).toBe(201);
    const { section, leftOut, message } = answer.body.data!;
    expect(section.charts.map((chart) => chart.chartName)).toEqual([
      'Doanh thu và lợi nhuận',
      'Biên lợi nhuận',
    ]);
    expect(section.sectionName).toBe('Kết quả kinh doanh');
    expect(leftOut.map((chart) => chart.chartName)).toEqual(['ROE và ROA']);
    expect(message).toBe(
      'Gói hiện tại chỉ cho phép tối đa 2 biểu đồ trong mỗi mục. Nâng cấp gói Cơ bản để dùng tới 10 biểu đồ. ' +
        'Chưa sao chép 1 biểu đồ: “ROE và ROA”.',
    );
    // Copies get their own chart ids, not the template's.
    expect(section.charts.map((chart) => chart.chartId)).not.toContain('results-1');
  });

  it('a guest copies into the browser device template, told what was left out', async () => {
    const device = await issuedDevice(handle.db);
    const answer = await call<ChartTemplateCopyResponse>(
      chartTemplateCopyRoute,
      undefined,
      RESULTS,
      device.cookie,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data!.leftOut).toHaveLength(1);
    const list = await call<ChartSection[]>(chartSectionRoute, undefined, undefined, device.cookie);
    expect(list.body.data!.map((section) => section.charts.length)).toEqual([2]);
  });

  it('a paying account copies every chart and nothing is said', async () => {
    const answer = await call<ChartTemplateCopyResponse>(chartTemplateCopyRoute, 'u:2002:BASIC', RESULTS);
    expect(answer.status).toBe(201);
    expect(answer.body.data!.section.charts).toHaveLength(3);
    expect(answer.body.data).toMatchObject({ leftOut: [], message: null });
  });

  it('answers 404 in Vietnamese for a template the company type does not have', async () => {
    // "bank-income"-like keys belong to banks; FPT is not one.
    const answer = await call<ChartTemplateCopyResponse>(chartTemplateCopyRoute, 'u:2003:BASIC', {
      symbol: 'FPT',
      sectionKey: 'no-such-template',
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(TEMPLATE_NOT_FOUND);
  });
});
