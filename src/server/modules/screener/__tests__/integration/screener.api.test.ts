import type {
  SavedScreen,
  ScreenerOptionsResponse,
  ScreenerResponse,
  SharedScreenResponse,
} from '@/common/contracts/screener';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { createUser } from '../../../../../../tests/helpers/accounts';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { importRuns } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { getData, getFile } from '../../../companyPages/__tests__/fixtures';
import { getOverview } from '../../../companyPages/overview.service';
import { marketFacts, pendingMarketFacts } from '../../facts';
import {
  savedScreenRoute,
  savedScreenShareRoute,
  savedScreensRoute,
  screenerExportRoute,
  screenerOptionsRoute,
  screenerRunRoute,
  sharedScreenRoute,
} from '../../screener.handlers';
import { LATEST, seedScreenerFixtures } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedScreenerFixtures(handle.db);
  // The role verifier's accounts: id = the role's index in ACCESS_ROLES (free 1, PRO 3).
  await createUser(handle.db, { id: 1 });
  await createUser(handle.db, { id: 3 });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

describe('the market facts (hand-computed)', () => {
  it('AAA: price, changes, liquidity, flows, technicals and the overview’s valuation', async () => {
    const facts = await marketFacts(handle.db);
    const aaa = facts.byTicker.get('AAA');
    expect(facts.asOf).toMatchObject({ session: LATEST, priceDate: LATEST, sources: ['test'] });
    expect(aaa?.values).toMatchObject({
      PRICE: 12_000,
      // (12,000 - 10,000) / 10,000.
      CHANGE_1D: 20,
      CHANGE_1W: expect.closeTo(20, 9),
      CHANGE_1Y: expect.closeTo(20, 9),
      // 12,000 x 10 M shares = 120 bn.
      MARKET_CAP: 120,
      VALUE: 0.036,
      // 36 M / mean of 20 x 10 M; 3,000 / 1,000.
      VALUE_VS_AVG20: expect.closeTo(3.6, 9),
      VOLUME_VS_AVG20: 3,
      VALUE_AVG20: 0.01,
      // (2 - 1) bn a session.
      FOREIGN_NET_1D: 1,
      FOREIGN_NET_5D: 5,
      FOREIGN_NET_20D: 20,
      NEW_HIGH_52W: 1,
      NEW_LOW_52W: 0,
      // SMA 20 = (19 x 10,000 + 12,000) / 20 = 10,100: 12,000 / 10,100 - 1.
      PRICE_VS_SMA20: expect.closeTo((12_000 / 10_100 - 1) * 100, 9),
      // TTM parent profit 4 x 3 bn / 10 M shares = EPS 1,200: P/E 10; BVPS 120 bn / 10 M = 12,000: P/B 1.
      PE: expect.closeTo(10, 9),
      PB: expect.closeTo(1, 9),
      // 4 x 120 bn revenue: P/S = 120 bn / 480 bn.
      PS: expect.closeTo(0.25, 9),
      R_ROE_Q: expect.closeTo(10, 9),
      R_EPS_Q: expect.closeTo(1_200, 6),
      // Every 2024 quarter: 120 / 100 - 1 = 20 %; 2023's have no year-ago quarter.
      REVENUE_GROWTH_MIN_4Q: expect.closeTo(20, 9),
      REVENUE_GROWTH_MIN_8Q: null,
      PROFIT_GROWTH_MIN_4Q: 0,
      R_ROE_Y: null,
    });
    expect(aaa?.reasons.R_ROE_Y).toBe('Chưa có báo cáo tài chính năm.');
    expect(aaa?.reasons.REVENUE_GROWTH_MIN_8Q).toMatch(/8 quý/);
    // The company overview shows the same multiples.
    const overview = await getOverview(handle.db, 'AAA');
    expect(aaa?.values.PE).toBeCloseTo(overview.pe ?? NaN, 9);
    expect(aaa?.values.PB).toBeCloseTo(overview.pb ?? NaN, 9);
  });

  it('unknown stays null with a reason, never 0', async () => {
    const facts = await marketFacts(handle.db);
    const bbb = facts.byTicker.get('BBB');
    expect(bbb?.values.CHANGE_1Y).toBeNull();
    expect(bbb?.reasons.CHANGE_1Y).toBe('Chưa đủ lịch sử giá 1 năm.');
    expect(bbb?.values.FOREIGN_NET_5D).toBeNull();
    expect(bbb?.values.PE).toBeNull();
    expect(bbb?.reasons.PE).toBe('Chưa có báo cáo tài chính của mã này.');
    expect(bbb?.values.PRICE_VS_SMA200).toBeNull();
  });

  it('rebuilds when an import is recorded (on any instance)', async () => {
    const now = Date.now();
    const before = await marketFacts(handle.db, now);
    expect(await marketFacts(handle.db, now + 5_000)).toBe(before);
    await handle.db
      .insert(importRuns)
      .values({ format: 'test', file: 'x.csv', status: 'succeeded', startedAt: new Date() });
    // Within the recheck interval the kept facts answer; after it, the new fingerprint starts a
    // rebuild while the built facts keep answering, and the new ones answer once built.
    expect(await marketFacts(handle.db, now + 5_500)).toBe(before);
    expect(await marketFacts(handle.db, now + 10_000)).toBe(before);
    const rebuilt = await pendingMarketFacts(handle.db);
    expect(rebuilt).not.toBe(before);
    expect(await marketFacts(handle.db, now + 10_100)).toBe(rebuilt);
  });
});

describe('GET /api/screener/run', () => {
  it('screens for guests: AND of criteria, columns follow the criteria, unknown counted', async () => {
    const { status, data } = await getData<ScreenerResponse>(
      screenerRunRoute,
      { c: 'EXCHANGE~HOSE,PE~5~12', cols: 'MARKET_CAP' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      universe: 3,
      total: 1,
      columns: ['PE', 'MARKET_CAP'],
      unknown: { EXCHANGE: 0, PE: 1 },
    });
    expect(data?.rows[0]).toMatchObject({ ticker: 'AAA', exchange: 'HOSE', values: { MARKET_CAP: 120 } });
  });

  it.each([
    [{ c: 'FOO~1~2' }, 'Không có tiêu chí lọc "FOO".'],
    [{ c: 'PE~9~3' }, 'Tiêu chí P/E: ngưỡng "từ" (9) lớn hơn ngưỡng "đến" (3).'],
    [{ c: 'PE~1e300~' }, 'quá lớn'],
    [{ c: 'EXCHANGE~LSE' }, 'không hợp lệ'],
    [{ c: 'PE~1~2', pageSize: '1000' }, 'tối đa 100 dòng'],
  ])('answers 400 in Vietnamese for %j', async (query, message) => {
    const { status, body } = await getData(screenerRunRoute, query, 'anonymous');
    expect(status).toBe(400);
    expect((body as { message?: string }).message).toContain(message);
  });

  it('lists the industries present for the pickers', async () => {
    const { data } = await getData<ScreenerOptionsResponse>(screenerOptionsRoute, {}, 'anonymous');
    expect(data?.industries).toContainEqual({ level: 4, code: '3577', name: 'Thực phẩm' });
  });
});

describe('GET /api/screener/export', () => {
  it('needs an account, then sends the CSV with the date, the criteria and the header', async () => {
    const guest = await getFile(screenerExportRoute, { c: 'PE~5~12' });
    expect(guest.status).toBe(401);
    const file = await getFile(screenerExportRoute, { c: 'PE~5~12', format: 'csv' }, roleHeaders('free'));
    expect(file.status).toBe(200);
    const text = file.bytes.toString('utf8');
    expect(text).toContain(`dữ liệu phiên ${LATEST}`);
    expect(text).toContain('Mã,Tên,Sàn,P/E (lần)');
    expect(text).toMatch(/AAA,Công ty Thực phẩm An An,HOSE,10/);
    const xlsx = await getFile(screenerExportRoute, { c: 'PE~5~12', format: 'xlsx' }, roleHeaders('free'));
    expect(xlsx.status).toBe(200);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('saved screens and their share link', () => {
  const save = (role: 'anonymous' | 'free' | 'PRO', body: unknown) =>
    callRoute<{ data?: SavedScreen; code?: string; message?: string }>(savedScreensRoute, {
      method: 'POST',
      body,
      headers: roleHeaders(role),
    });

  it('saving needs an account and a valid screen; the free plan keeps 3', async () => {
    expect((await save('anonymous', { name: 'A', c: 'PE~~10' })).status).toBe(401);
    const bad = await save('free', { name: 'A', c: 'PE~10~1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('lớn hơn ngưỡng');
    for (const name of ['Một', 'Hai', 'Ba'])
      expect((await save('free', { name, c: 'PE~~10' })).status).toBe(201);
    const fourth = await save('free', { name: 'Bốn', c: 'PE~~10' });
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe('LIMIT_REACHED');
    const list = await callRoute<{ data: { screens: SavedScreen[]; limit: number } }>(savedScreensRoute, {
      headers: roleHeaders('free'),
    });
    expect(list.body.data.screens).toHaveLength(3);
    expect(list.body.data.limit).toBe(3);
  });

  it('shares a screen that a logged-out visitor opens; others cannot touch it', async () => {
    const created = await save('PRO', {
      name: 'Ngân hàng giá rẻ',
      c: 'PE~5~12',
      cols: 'MARKET_CAP',
      sort: 'PE~asc',
    });
    const id = String(created.body.data?.id);
    const shared = await callRoute<{ data: SavedScreen }>(savedScreenShareRoute, {
      method: 'POST',
      query: { id },
      body: { enabled: true },
      headers: roleHeaders('PRO'),
    });
    const token = shared.body.data.shareToken ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const open = await callRoute<{ data: SharedScreenResponse }>(sharedScreenRoute, { query: { token } });
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({
      name: 'Ngân hàng giá rẻ',
      c: 'PE~5~12',
      cols: 'MARKET_CAP',
      sort: 'PE~asc',
    });
    // Its results for the same visitor.
    const { data } = await getData<ScreenerResponse>(screenerRunRoute, open.body.data as never, 'anonymous');
    expect(data?.rows.map((row) => row.ticker)).toEqual(['AAA']);
    // Another account: 404, not 403.
    const other = await callRoute(savedScreenRoute, {
      method: 'DELETE',
      query: { id },
      headers: roleHeaders('free'),
    });
    expect(other.status).toBe(404);
    await callRoute(savedScreenShareRoute, {
      method: 'POST',
      query: { id },
      body: { enabled: false },
      headers: roleHeaders('PRO'),
    });
    expect((await callRoute(sharedScreenRoute, { query: { token } })).status).toBe(404);
    expect((await callRoute(sharedScreenRoute, { query: { token: 'x' } })).status).toBe(400);
  });
});
