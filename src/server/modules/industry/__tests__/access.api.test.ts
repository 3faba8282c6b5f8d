import type { AccessRole } from '@/common/access/accessTable';
import type { IndustryDashboardResponse, IndustryListResponse } from '@/common/contracts/industry';
import { installRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { generateIndustryDemo } from '../../../importers/demo/industry';
import { createRandom, DEMO_SEED } from '../../../importers/demo/random';
import { metricDataRoute } from '../../macro/macro.handlers';
import { get } from '../../macro/__tests__/fixtures';
import {
  industryCompaniesRoute,
  industryDashboardRoute,
  industryListRoute,
  industryOverviewRoute,
  industryPresentationRoute,
} from '../industry.handlers';

/**
 * Access per code (docs/ACCESS.md, "Industry deep data"): the list and the dashboards are open and
 * mark what is locked; DEEP_DATA_STEEL opens steel's company comparison and figures (PRO up);
 * DEEP_DATA_ALL the overview (PREMIUM up); PRESENT_SHRIMP / PRESENT_ELECTRIC their presentations (PRO
 * up), PRESENT_ALL any other (PREMIUM up). Expectations are written out here, not read from the table.
 */

const ROLES: AccessRole[] = ['anonymous', 'free', 'BASIC', 'PRO', 'PREMIUM', 'admin'];
const PRO_UP = new Set<AccessRole>(['PRO', 'PREMIUM', 'admin']);
const PREMIUM_UP = new Set<AccessRole>(['PREMIUM', 'admin']);
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await generateIndustryDemo(handle.db, createRandom(DEMO_SEED), { now: new Date('2025-06-15T03:00:00Z') });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

function expectRefused(
  result: { status: number; body: { code?: string; message?: string; extra?: unknown } },
  code: string,
  requiredPlan: string,
): void {
  expect({ status: result.status, code: result.body.code, extra: result.body.extra }).toEqual({
    status: 403,
    code: 'PLAN_REQUIRED',
    extra: { code, requiredPlan },
  });
  expect(result.body.message).toMatch(/dành cho gói .+ trở lên/);
}

describe.each(ROLES)('industry routes as %s', (role) => {
  it('list and dashboard are open and mark what is locked', async () => {
    const list = await get<IndustryListResponse>(industryListRoute, {}, role);
    expect(list.status).toBe(200);
    const steel = list.data?.industries.find((industry) => industry.code === 'STEEL');
    const locked = !PRO_UP.has(role);
    expect(steel).toMatchObject({
      permission: 'DEEP_DATA_STEEL',
      locked,
      requiredPlan: locked ? 'PRO' : null,
    });
    const overviewLocked = !PREMIUM_UP.has(role);
    expect(list.data?.overview).toEqual({
      permission: 'DEEP_DATA_ALL',
      locked: overviewLocked,
      requiredPlan: overviewLocked ? 'PREMIUM' : null,
    });
    for (const presentation of list.data?.presentations ?? []) {
      const open = ['shrimp', 'electric'].includes(presentation.slug) ? PRO_UP : PREMIUM_UP;
      expect({ slug: presentation.slug, locked: presentation.locked }).toEqual({
        slug: presentation.slug,
        locked: !open.has(role),
      });
    }

    const dashboard = await get<IndustryDashboardResponse>(
      industryDashboardRoute,
      { industry: 'steel' },
      role,
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.data?.industry).toMatchObject({
      code: 'STEEL',
      locked,
      requiredPlan: locked ? 'PRO' : null,
    });
    expect(dashboard.data?.indicators.length).toBeGreaterThan(0);
  });

  it('companies and the figures of a steel series need DEEP_DATA_STEEL', async () => {
    const companies = await get(industryCompaniesRoute, { industry: 'steel' }, role);
    const dashboard = await get<IndustryDashboardResponse>(
      industryDashboardRoute,
      { industry: 'STEEL' },
      'admin',
    );
    const extendID = dashboard.data?.indicators[0]?.lines[0]?.extendID ?? '';
    expect(extendID).toMatch(/^\d+-\d+-month-value$/);
    const figures = await get(metricDataRoute, { extendID }, role);
    if (PRO_UP.has(role)) {
      expect([companies.status, figures.status]).toEqual([200, 200]);
    } else {
      expectRefused(companies, 'DEEP_DATA_STEEL', 'PRO');
      expectRefused(figures, 'DEEP_DATA_STEEL', 'PRO');
    }
  });

  it('the overview needs DEEP_DATA_ALL', async () => {
    const overview = await get(industryOverviewRoute, {}, role);
    if (PREMIUM_UP.has(role)) expect(overview.status).toBe(200);
    else expectRefused(overview, 'DEEP_DATA_ALL', 'PREMIUM');
  });

  const cases: [slug: string, code: string, open: Set<AccessRole>][] = [
    ['shrimp', 'PRESENT_SHRIMP', PRO_UP],
    ['electric', 'PRESENT_ELECTRIC', PRO_UP],
    ['steel', 'PRESENT_ALL', PREMIUM_UP],
  ];
  for (const [slug, code, open] of cases) {
    it(`presentation "${slug}" needs ${code}`, async () => {
      const result = await get(industryPresentationRoute, { slug }, role);
      if (open.has(role)) expect(result.status).toBe(200);
      else expectRefused(result, code, open.has('PRO') ? 'PRO' : 'PREMIUM');
    });
  }
});
