import type { MetricSetResponse, RatiosDataResponse, SameIndustryResponse } from '@/common/contracts/ratios';
import { openEnvelope } from '@/lib/envelope';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute, type RouteCall } from '../../../../../tests/helpers/callRoute';
import { issuedDevice, issuedToken } from '../../../../../tests/helpers/devices';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import {
  ratiosDataRoute,
  ratiosMetricRoute,
  sameIndustryDataRoute,
  sameIndustryMetricRoute,
} from '../ratios.handlers';
import { seedRatioFixtures } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedRatioFixtures(handle.db);
  setDatabaseHandle(handle);
  // These tests are about the figures: they call with full access (limits: src/server/access).
  installRoleVerifier();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

type Route = Parameters<typeof callRoute>[0];

// The payload type is what the test expects the route to answer; the cast is the point.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function call<T>(
  route: Route,
  request: RouteCall,
): Promise<{ status: number; payload: T; headers: Record<string, unknown> }> {
  const headers = { ...roleHeaders('admin'), ...request.headers };
  const result = await callRoute<{ hashCode?: string }>(route, { ...request, headers });
  const payload = (result.body.hashCode ? openEnvelope(result.body.hashCode) : result.body) as T;
  return { status: result.status, payload, headers: result.headers };
}

const devices = new Map<string, string>();
/** The device token cookie of a named test browser, issued as the server does on a first save. */
async function device(name: string): Promise<{ cookie: string }> {
  let token = devices.get(name);
  if (!token) {
    token = (await issuedDevice(handle.db)).token;
    devices.set(name, token);
  }
  return { cookie: `theme=dark; deviceId=${name}; deviceToken=${token}` };
}

describe('GET /api/enterprise/numeral-data', () => {
  it('computes trailing-twelve-month ratios over average balances, oldest period first', async () => {
    const { status, payload } = await call<RatiosDataResponse>(ratiosDataRoute, {
      query: { ticket: 'aaa', period: 'quarter', limit: '4' },
    });
    expect(status).toBe(200);
    expect(payload.companyType).toBe('non_financial');
    expect(payload.periods.map((period) => period.key)).toEqual(['2024Q1', '2024Q2', '2024Q3', '2024Q4']);
    expect(payload.metrics).toEqual(expect.arrayContaining(['ROE', 'PE', 'CURRENT_RATIO']));
    expect(payload.metrics).not.toContain('NIM');
    const at = (code: string, index: number) => payload.values[code]?.[index];
    // Q4 2024: profit 14+15+16+17 = 62 bn over equity (640 + 560) / 2 = 600 bn.
    expect(at('ROE', 3)).toBeCloseTo(62 / 600, 12);
    expect(at('NET_MARGIN', 3)).toBeCloseTo(62 / 620, 12);
    expect(at('GROSS_MARGIN', 3)).toBeCloseTo(0.25, 12);
    expect(at('REVENUE_GROWTH', 3)).toBeCloseTo(170 / 130 - 1, 12);
    expect(at('CURRENT_RATIO', 3)).toBeCloseTo(2, 12);
    // 200 bn / 10,000 = 20 m shares: EPS 3,100; close 31,000 on 2024-12-30 (not 2025's 62,000).
    expect(at('EPS', 3)).toBeCloseTo(3100, 9);
    expect(at('PE', 3)).toBeCloseTo(10, 12);
    expect(payload.prices[3]).toBe(31_000);
    // Q3 2024 uses the 2024-09-27 close 27,900 and profit 13+14+15+16 = 58 bn.
    expect(at('PE', 2)).toBeCloseTo(27_900 / 2900, 12);
    // Q1 2024 has no price on or before 2024-03-31.
    expect(at('PE', 0)).toBeNull();
    expect(at('ROE', 0)).toBeCloseTo(50 / 540, 12);
  });

  it('answers the close each period is valued at (day, basis, shares, market value) or why none', async () => {
    const { payload } = await call<RatiosDataResponse>(ratiosDataRoute, {
      query: { ticket: 'AAA', period: 'quarter', limit: '4' },
    });
    expect(payload.valuations?.[3]).toEqual({
      priceDate: '2024-12-30',
      close: 31_000,
      basis: 'raw',
      price: 31_000,
      shares: 20e6,
      marketCap: 31_000 * 20e6,
      reason: null,
    });
    expect(payload.valuations?.[0]).toMatchObject({
      priceDate: null,
      price: null,
      shares: 20e6,
      reason: 'Chưa có giá đóng cửa đến ngày 2024-03-31.',
    });
    expect(payload.prices[3]).toBe(payload.valuations?.[3]?.price);
  });

  it('values no period with a close older than 14 days before its end, and says so', async () => {
    // GGG has AAA's statements but its last close is 15 July 2021.
    const { payload } = await call<RatiosDataResponse>(ratiosDataRoute, {
      query: { ticket: 'GGG', period: 'quarter', limit: '4' },
    });
    expect(payload.values.PE).toEqual([null, null, null, null]);
    expect(payload.values.PB).toEqual([null, null, null, null]);
    expect(payload.prices).toEqual([null, null, null, null]);
    // Per-share figures do not need a price.
    expect(payload.values.EPS?.[3]).toBeCloseTo(3100, 9);
    expect(payload.valuations?.[3]?.reason).toBe(
      'Giá gần nhất (ngày 2021-07-15) cũ hơn 14 ngày so với ngày cuối kỳ 2024-12-31: không định giá bằng giá cũ.',
    );
  });

  it('has no trailing ratios before four quarters and uses the closing balance without an opening one', async () => {
    const { payload } = await call<RatiosDataResponse>(ratiosDataRoute, {
      query: { ticket: 'AAA', limit: '8' },
    });
    expect(payload.periods[0]?.key).toBe('2023Q1');
    expect(payload.values.ROE?.slice(0, 4)).toEqual([null, null, null, 46 / 560]);
    expect(payload.values.CURRENT_RATIO?.[0]).toBe(2);
  });

  it('answers a company without statements with no periods, and 404 for an unknown ticker', async () => {
    const bank = await call<RatiosDataResponse>(ratiosDataRoute, { query: { ticket: 'NHA' } });
    expect(bank.status).toBe(200);
    expect(bank.payload.periods).toEqual([]);
    expect(bank.payload.metrics).toEqual(expect.arrayContaining(['NIM', 'NPL_RATIO', 'CASA_RATIO']));
    expect((await call(ratiosDataRoute, { query: { ticket: 'ZZZ' } })).status).toBe(404);
    expect((await call(ratiosDataRoute, { query: { ticket: 'AAA', period: 'month' } })).status).toBe(400);
  });
});

describe('saved metric sets (numeral-metric, same-industry-metric)', () => {
  it('gives the default set to a browser without a device token; its first save issues an HttpOnly one', async () => {
    const { status, payload, headers } = await call<MetricSetResponse>(ratiosMetricRoute, {
      query: { ticket: 'AAA' },
    });
    expect(status).toBe(200);
    expect(payload).toMatchObject({
      kind: 'numeral',
      companyType: 'non_financial',
      isDefault: true,
      updatedAt: null,
    });
    expect(payload.metrics).toContain('ROE');
    // Reading creates nothing.
    expect(headers['set-cookie']).toBeUndefined();

    const saved = await call<MetricSetResponse>(ratiosMetricRoute, {
      method: 'POST',
      headers: { cookie: 'deviceId=chosen-by-the-browser' },
      body: { ticket: 'AAA', metrics: ['PE'] },
    });
    expect(saved.status).toBe(200);
    expect(String(saved.headers['set-cookie'])).toMatch(
      /^deviceToken=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const token = issuedToken(saved.headers['set-cookie']);
    const mine = await call<MetricSetResponse>(ratiosMetricRoute, {
      headers: { cookie: `deviceToken=${String(token)}` },
      query: { ticket: 'AAA' },
    });
    expect(mine.payload).toMatchObject({ metrics: ['PE'], isDefault: false });
    // The browser-chosen deviceId owns nothing.
    const byDeviceId = await call<MetricSetResponse>(ratiosMetricRoute, {
      headers: { cookie: 'deviceId=chosen-by-the-browser' },
      query: { ticket: 'AAA' },
    });
    expect(byDeviceId.payload.isDefault).toBe(true);
  });

  it('saves a set per device, kind and company type', async () => {
    const saved = await call<MetricSetResponse>(ratiosMetricRoute, {
      method: 'POST',
      headers: await device('device-one-0001'),
      body: { ticket: 'AAA', metrics: ['PE', 'ROE', 'PE', 'GROSS_MARGIN'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.payload).toMatchObject({ metrics: ['PE', 'ROE', 'GROSS_MARGIN'], isDefault: false });
    expect(saved.headers['set-cookie']).toBeUndefined();

    const again = await call<MetricSetResponse>(ratiosMetricRoute, {
      headers: await device('device-one-0001'),
      query: { companyType: 'non_financial' },
    });
    expect(again.payload).toMatchObject({ metrics: ['PE', 'ROE', 'GROSS_MARGIN'], isDefault: false });
    expect(again.payload.updatedAt).toEqual(expect.any(String));

    const otherDevice = await call<MetricSetResponse>(ratiosMetricRoute, {
      headers: await device('device-two-0002'),
      query: { ticket: 'AAA' },
    });
    expect(otherDevice.payload.isDefault).toBe(true);
    const otherType = await call<MetricSetResponse>(ratiosMetricRoute, {
      headers: await device('device-one-0001'),
      query: { ticket: 'NHA' },
    });
    expect(otherType.payload).toMatchObject({ companyType: 'bank', isDefault: true });
    const otherKind = await call<MetricSetResponse>(sameIndustryMetricRoute, {
      headers: await device('device-one-0001'),
      query: { ticket: 'AAA' },
    });
    expect(otherKind.payload).toMatchObject({ kind: 'same_industry', isDefault: true });
  });

  it('refuses unknown codes, codes of another company type and too many codes with 400', async () => {
    const headers = await device('device-one-0001');
    const post = (metrics: unknown) =>
      call<{ code: string; details?: { path: string; message: string }[] }>(ratiosMetricRoute, {
        method: 'POST',
        headers,
        body: { ticket: 'AAA', metrics },
      });
    const unknown = await post(['ROE', 'NOT_A_RATIO']);
    expect(unknown.status).toBe(400);
    expect(unknown.payload.details).toEqual([
      { path: 'metrics.1', message: 'Chỉ số không tồn tại: NOT_A_RATIO' },
    ]);
    const bankOnly = await post(['NIM']);
    expect(bankOnly.status).toBe(400);
    expect(bankOnly.payload.details?.[0]?.message).toMatch(/không áp dụng/);
    expect((await post([])).status).toBe(400);
    expect((await post(Array.from({ length: 31 }, () => 'ROE'))).status).toBe(400);
    expect((await call(ratiosMetricRoute, { method: 'POST', body: { metrics: ['ROE'] } })).status).toBe(400);
    expect((await call(ratiosMetricRoute, { method: 'PUT', body: {} })).status).toBe(405);
  });
});

describe('GET /api/enterprise/same-industry-data', () => {
  it('ranks the ICB level-4 peers of the same company type with median and average', async () => {
    const { status, payload } = await call<SameIndustryResponse>(sameIndustryDataRoute, {
      query: { ticket: 'AAA', metrics: 'PE,ROE' },
    });
    expect(status).toBe(200);
    expect(payload.industry).toEqual({ icbCode: '3577', level: 4, nameVi: 'Thực phẩm' });
    expect(payload.period?.key).toBe('2024Q4');
    // DDD has no figures, EEE is in another sub-sector, FFF is a securities firm; GGG's 2021 close
    // values nothing, so it has no P/E and comes last.
    expect(payload.rows.map((row) => row.ticker)).toEqual(['BBB', 'AAA', 'CCC', 'GGG']);
    const [bbb, aaa, ccc, ggg] = payload.rows;
    expect(aaa?.isCurrent).toBe(true);
    expect(bbb?.isCurrent).toBe(false);
    expect(bbb?.values.PE).toBeCloseTo(5, 12);
    expect(ccc?.values.PE).toBeCloseTo(20, 12);
    expect(bbb?.values.ROE).toBeCloseTo(102 / 400, 12);
    expect(ccc?.values.ROE).toBeCloseTo(42 / 1000, 12);
    expect(ggg?.values.PE).toBeNull();
    expect(ggg?.valuation?.reason).toContain('2021-07-15');
    expect(aaa?.valuation).toMatchObject({ priceDate: '2024-12-30', close: 31_000, reason: null });
    // P/E: lower is better; ROE: higher is better.
    expect(payload.rows.map((row) => row.ranks.PE)).toEqual([1, 2, 3, null]);
    expect(payload.rows.map((row) => row.ranks.ROE)).toEqual([1, 2, 4, 2]);
    expect(payload.median.PE).toBeCloseTo(10, 12);
    expect(payload.average.PE).toBeCloseTo(35 / 3, 12);
    expect(payload.median.ROE).toBeCloseTo(62 / 600, 12);
    expect(payload.average.ROE).toBeCloseTo((2 * (62 / 600) + 0.255 + 0.042) / 4, 12);
    expect(payload.counts).toEqual({ PE: 3, ROE: 4 });
  });

  it('widens the group to the ICB level above when the company is alone in its level-4 industry', async () => {
    const { status, payload } = await call<SameIndustryResponse>(sameIndustryDataRoute, {
      query: { ticket: 'EEE', metrics: 'ROE' },
    });
    expect(status).toBe(200);
    // EEE is the only company of 3573 (Nông sản): the group is level 3, 3570, of the same company
    // type (FFF, a securities firm, stays out); DDD has no figures.
    expect(payload.industry).toEqual({
      icbCode: '3570',
      level: 3,
      nameVi: 'Sản xuất thực phẩm',
      widenedFrom: { icbCode: '3573', level: 4, nameVi: 'Nông sản', count: 1 },
    });
    expect(payload.rows.map((row) => row.ticker).sort()).toEqual(['AAA', 'BBB', 'CCC', 'EEE', 'GGG']);
    expect(payload.counts).toEqual({ ROE: 5 });
  });

  it('compares the latest period ending on or before the date', async () => {
    const { payload } = await call<SameIndustryResponse>(sameIndustryDataRoute, {
      query: { ticket: 'AAA', metrics: ['ROE'], date: '2024-11-15' },
    });
    expect(payload.period?.key).toBe('2024Q3');
    const early = await call<SameIndustryResponse>(sameIndustryDataRoute, {
      query: { ticket: 'AAA', metrics: 'ROE', date: '2020-01-01' },
    });
    expect(early.payload.period).toBeNull();
    expect(early.payload.rows).toEqual([]);
  });

  it('uses the saved same-industry set when no metrics are asked for, and refuses unknown codes', async () => {
    await call(sameIndustryMetricRoute, {
      method: 'POST',
      headers: await device('device-three-03'),
      body: { ticket: 'AAA', metrics: ['NET_MARGIN'] },
    });
    const { payload } = await call<SameIndustryResponse>(sameIndustryDataRoute, {
      headers: await device('device-three-03'),
      query: { ticket: 'AAA' },
    });
    expect(payload.metrics).toEqual(['NET_MARGIN']);
    expect(payload.rows.find((row) => row.ticker === 'AAA')?.values.NET_MARGIN).toBeCloseTo(0.1, 12);
    const bad = await call(sameIndustryDataRoute, { query: { ticket: 'AAA', metrics: 'PE,NOPE' } });
    expect(bad.status).toBe(400);
  });
});
