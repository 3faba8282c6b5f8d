import { eq, like } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { CHART_MESSAGES, type ChartSection } from '@/common/contracts/charts';
import { callAccount, uniqueIp } from '../../../../../tests/helpers/accounts';
import { installUserRoleVerifier, restoreVerifier } from '../../../../../tests/helpers/access';
import { issuedDevice, issuedToken } from '../../../../../tests/helpers/devices';
import {
  ANONYMOUS_WRITE_LIMITS,
  deviceTokenCookie,
  deviceTokenOwnerKey,
  hashDeviceToken,
} from '../../../auth/deviceToken';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { chartSections, companies, deviceTokens, rateLimits } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { resetEnvCache } from '../../../env';
import { chartSectionRoute, stockTemplateRoute } from '../charts.handlers';
import { insertSections } from '../charts.repository';
import { SECTION_BUDGETS } from '../sectionBudget';

/**
 * Issue 25: anonymous chart sections belong to a server-issued device token (HttpOnly cookie, only
 * its hash stored), anonymous saves are limited per address and per device (429 in Vietnamese), and
 * every owner has a budget of sections and bytes.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await handle.db.insert(companies).values(
    ['FPT', 'HPG', 'MWG', 'VNM'].map((ticker) => ({
      ticker,
      nameVi: `Công ty ${ticker}`,
      companyType: 'non_financial' as const,
    })),
  );
  installUserRoleVerifier();
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

interface Caller {
  ip?: string;
  cookie?: string;
  token?: string;
}

function call<T = ChartSection>(
  route: NextApiHandler,
  caller: Caller,
  request: { method?: string; query?: Record<string, string>; body?: unknown },
) {
  return callAccount<T>(route, {
    method: request.method ?? 'GET',
    query: request.query,
    body: request.body,
    headers: caller.cookie ? { cookie: caller.cookie } : {},
    token: caller.token,
    ip: caller.ip ?? uniqueIp(),
  });
}

const section = (sectionName = 'Mục', text: string | null = null) => ({
  symbol: 'FPT',
  sectionName,
  config: [
    {
      chartName: 'Ghi chú',
      size: 50,
      metrics: [],
      textBlockContent: text,
    },
  ],
});

describe('the device token', () => {
  it('is issued on the first anonymous save as an HttpOnly cookie, and only its hash is stored', async () => {
    const created = await call(chartSectionRoute, {}, { method: 'POST', body: section('Đầu tiên') });
    expect(created.status).toBe(201);
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(/^deviceToken=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const token = issuedToken(created.headers['set-cookie']) ?? '';
    const [stored] = await handle.db
      .select()
      .from(chartSections)
      .where(eq(chartSections.id, created.data.sectionId));
    expect(stored?.ownerKey).toBe(deviceTokenOwnerKey(hashDeviceToken(token)));
    expect(stored?.ownerKey).not.toContain(token);
    const tokens = await handle.db.select().from(deviceTokens);
    expect(tokens.map((row) => row.tokenHash)).toContain(hashDeviceToken(token));
    expect(tokens.map((row) => row.tokenHash)).not.toContain(token);

    // The browser sends the cookie back and finds its section; a deviceId proves nothing.
    const mine = await call<ChartSection[]>(
      chartSectionRoute,
      { cookie: `deviceToken=${token}` },
      { query: { symbol: 'FPT' } },
    );
    expect(mine.data.map((row) => row.sectionName)).toEqual(['Đầu tiên']);
    const next = await call(
      chartSectionRoute,
      { cookie: `deviceToken=${token}` },
      { method: 'POST', body: section('Thứ hai') },
    );
    expect(next.status).toBe(201);
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('is Secure in production', () => {
    const saved = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'production' });
    resetEnvCache();
    try {
      expect(deviceTokenCookie('x'.repeat(43))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      Object.assign(process.env, { NODE_ENV: saved });
      resetEnvCache();
    }
  });

  it('is never one the browser made up: an unknown token gets a new one, and owns nothing', async () => {
    const madeUp = 'A'.repeat(43);
    const created = await call(
      chartSectionRoute,
      { cookie: `deviceToken=${madeUp}` },
      { method: 'POST', body: section('Tự đặt') },
    );
    expect(created.status).toBe(201);
    const issued = issuedToken(created.headers['set-cookie']);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(madeUp);
    const rows = await handle.db
      .select()
      .from(chartSections)
      .where(eq(chartSections.ownerKey, deviceTokenOwnerKey(hashDeviceToken(madeUp))));
    expect(rows).toEqual([]);
    // Changing or deleting with an unknown token issues nothing and finds nothing.
    const removed = await call(
      chartSectionRoute,
      { cookie: `deviceToken=${madeUp}` },
      { method: 'DELETE', query: { sectionId: String(created.data.sectionId) } },
    );
    expect(removed.status).toBe(404);
    expect(removed.headers['set-cookie']).toBeUndefined();
  });
});

describe('limits on anonymous saves', () => {
  async function fill(key: string, count: number): Promise<void> {
    await handle.db.insert(rateLimits).values({ key, windowStart: new Date(), count });
  }

  it('refuses saves past the per-address limit with 429, Retry-After and a Vietnamese message', async () => {
    const ip = uniqueIp();
    await fill(`writeIp:${ip}`, ANONYMOUS_WRITE_LIMITS.writeIp.limit);
    const refused = await call(chartSectionRoute, { ip }, { method: 'POST', body: section() });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/^Bạn thao tác quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses saves past the per-device limit, whatever the address', async () => {
    const device = await issuedDevice(handle.db);
    await fill(
      `writeDevice:${device.ownerKey.split(':')[1] ?? ''}`,
      ANONYMOUS_WRITE_LIMITS.writeDevice.limit,
    );
    const refused = await call(
      stockTemplateRoute,
      { cookie: device.cookie },
      { method: 'POST', query: { deviceId: 'any-device-01', symbol: 'HPG' }, body: section() },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });

  it('issues at most so many new device tokens per address (a new cookie is no way around the limits)', async () => {
    const ip = uniqueIp();
    await fill(`newDeviceIp:${ip}`, ANONYMOUS_WRITE_LIMITS.newDeviceIp.limit);
    const before = (await handle.db.select().from(deviceTokens)).length;
    const refused = await call(chartSectionRoute, { ip }, { method: 'POST', body: section() });
    expect(refused.status).toBe(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await handle.db.select().from(deviceTokens)).length).toBe(before);
  });

  it('counts an IPv6 /64 as one address', async () => {
    await fill('writeIp:2001:db8:25:1::', ANONYMOUS_WRITE_LIMITS.writeIp.limit);
    const refused = await call(
      chartSectionRoute,
      { ip: '2001:db8:25:1:aaaa:bbbb:cccc:dddd' },
      {
        method: 'POST',
        body: section(),
      },
    );
    expect(refused.status).toBe(429);
  });
});

describe('budget of an owner', () => {
  const rows = (ownerKey: string, count: number, text: string | null = null) =>
    Array.from({ length: count }, (_, index) => ({
      ownerKey,
      symbol: index % 2 === 0 ? 'MWG' : 'VNM',
      sectionName: `Mục ${String(index)}`,
      isAutoAxis: true,
      config: [
        {
          chartId: `c${String(index)}`,
          chartName: 'Ghi chú',
          size: 50 as const,
          metrics: [],
          isAutoAxis: true,
          viewType: 'quarter',
          initTimeFilter: 'All' as const,
          position: { x: 0, y: 0 },
          textBlockContent: text,
        },
      ],
      position: Math.floor(index / 2),
    }));

  it('refuses a device’s section past its number of sections, in Vietnamese', async () => {
    const device = await issuedDevice(handle.db);
    await insertSections(handle.db, rows(device.ownerKey, SECTION_BUDGETS.device.sections));
    const refused = await call(
      chartSectionRoute,
      { cookie: device.cookie },
      { method: 'POST', body: section() },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CHART_MESSAGES.deviceBudget);
  });

  it('refuses a device’s save past its bytes: new sections, a larger text, a replaced template', async () => {
    const device = await issuedDevice(handle.db);
    const text = 'Phân tích '.repeat(1700);
    // About 20.7 KB each as stored: 25 of them fill the 512 KB but for a few KB.
    await insertSections(handle.db, rows(device.ownerKey, 25, text));
    const refused = await call(
      chartSectionRoute,
      { cookie: device.cookie },
      { method: 'POST', body: section('Thêm', text) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CHART_MESSAGES.deviceBudget);

    const small = await call(
      chartSectionRoute,
      { cookie: device.cookie },
      { method: 'POST', body: section() },
    );
    expect(small.status).toBe(201);
    const grown = await call(
      chartSectionRoute,
      { cookie: device.cookie },
      {
        method: 'PUT',
        body: { sectionId: small.data.sectionId, version: 1, config: section('x', text).config },
      },
    );
    expect(grown.status).toBe(400);

    const replaced = await call(
      stockTemplateRoute,
      { cookie: device.cookie },
      {
        method: 'PUT',
        query: { deviceId: 'any-device-01', symbol: 'HPG' },
        body: {
          sections: [1, 2].map((index) => ({
            sectionName: `T${String(index)}`,
            config: section('', text).config,
          })),
        },
      },
    );
    expect(replaced.status).toBe(400);
    const stored = await handle.db
      .select()
      .from(chartSections)
      .where(like(chartSections.ownerKey, device.ownerKey));
    expect(stored).toHaveLength(26);
  });

  it('gives an account a larger budget, and refuses past it', async () => {
    await insertSections(handle.db, rows('user:3001', SECTION_BUDGETS.device.sections + 10));
    const more = await call(
      chartSectionRoute,
      { token: 'u:3001:BASIC' },
      { method: 'POST', body: section() },
    );
    expect(more.status).toBe(201);
    await insertSections(handle.db, rows('user:3002', SECTION_BUDGETS.user.sections));
    const refused = await call(
      chartSectionRoute,
      { token: 'u:3002:BASIC' },
      { method: 'POST', body: section() },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CHART_MESSAGES.userBudget);
  });
});
