import { eq } from 'drizzle-orm';
import type { AccessRole } from '@/common/access/accessTable';
import type { Watchlist, WatchlistAddResult, WatchlistsResponse } from '@/common/contracts/watchlists';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { issuedDevice, issuedToken } from '../../../../../../tests/helpers/devices';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { companies, watchlists } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { moveDeviceWatchlistsToUser, movedListName } from '../../deviceWatchlists.service';
import { LIST_NOT_FOUND, userWatchlistOwner } from '../../watchlists.service';
import { seedWatchlistMarket } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedWatchlistMarket(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

interface Caller {
  role?: AccessRole;
  deviceToken?: string;
}

interface Answer<T> {
  status: number;
  data: T;
  code?: string;
  message?: string;
  extra?: Record<string, unknown>;
  setCookie: unknown;
}

async function call<T>(
  path: string,
  caller: Caller,
  request: { method?: string; query?: Record<string, string>; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...roleHeaders(caller.role ?? 'anonymous') };
  if (caller.deviceToken) headers.cookie = `deviceToken=${caller.deviceToken}`;
  const result = await callRoute<{
    data: T;
    code?: string;
    message?: string;
    extra?: Record<string, unknown>;
  }>(path, { ...request, headers });
  return { status: result.status, ...result.body, setCookie: result.headers['set-cookie'] };
}

const FREE: Caller = { role: 'free' };
const BASIC: Caller = { role: 'BASIC' };

async function createList(caller: Caller, name: string, tickers?: string[]): Promise<Watchlist> {
  const created = await call<Watchlist>('/api/watchlists', caller, {
    method: 'POST',
    body: { name, tickers },
  });
  expect(created.status).toBe(201);
  return created.data;
}

describe('a guest’s one list on the device', () => {
  it('creates it with a new device cookie, refuses a second one and moves it to the account at login', async () => {
    const empty = await call<WatchlistsResponse>('/api/watchlists', {});
    expect(empty.data).toEqual({
      owner: 'device',
      lists: [],
      limits: { watchlists: 1, watchlistTickers: 30 },
    });

    const created = await call<Watchlist>(
      '/api/watchlists',
      {},
      { method: 'POST', body: { name: 'Ngân hàng', tickers: ['aaa', 'BBB'] } },
    );
    expect(created.status).toBe(201);
    expect(created.data.tickers).toEqual(['AAA', 'BBB']);
    const deviceToken = issuedToken(created.setCookie);
    if (!deviceToken) throw new Error('no device cookie');

    const second = await call(
      '/api/watchlists',
      { deviceToken },
      { method: 'POST', body: { name: 'Thứ hai' } },
    );
    expect(second.status).toBe(403);
    expect(second.code).toBe('LIMIT_REACHED');
    expect(second.message).toBe(
      'Bạn đã đạt giới hạn 1 danh sách theo dõi. Đăng nhập (miễn phí) để dùng nhiều hơn.',
    );

    // The account (PRO: user id 3 by the role verifier) already has one list; the device's goes after it.
    const pro: Caller = { role: 'PRO' };
    await createList(pro, 'Cổ phiếu của tôi');
    const signedIn = await call<WatchlistsResponse>('/api/watchlists', { ...pro, deviceToken });
    expect(signedIn.data.owner).toBe('user');
    expect(signedIn.data.lists.map((list) => [list.name, list.tickers])).toEqual([
      ['Cổ phiếu của tôi', []],
      ['Ngân hàng', ['AAA', 'BBB']],
    ]);
    // Moved once: the device keeps nothing, a second sign-in moves nothing.
    const device = await call<WatchlistsResponse>('/api/watchlists', { deviceToken });
    expect(device.data.lists).toEqual([]);
    expect(await moveDeviceWatchlistsToUser(handle.db, 'devtoken:none', 3)).toBe(0);
    const stored = await handle.db.select().from(watchlists).where(eq(watchlists.name, 'Ngân hàng'));
    expect(stored.map((row) => [row.ownerKey, row.position])).toEqual([[userWatchlistOwner(3), 1]]);
  });

  it('changes nothing for a browser without a cookie and never takes a deviceId from the request', async () => {
    const owner = await issuedDevice(handle.db);
    const list = await createList({ deviceToken: owner.token }, 'Của thiết bị');
    const stranger = await call(`/api/watchlists/${String(list.id)}`, {}, { method: 'DELETE' });
    expect(stranger.status).toBe(404);
    expect(stranger.message).toBe(LIST_NOT_FOUND);
  });
  it('renames a moved list whose name the account already has, instead of holding two of one name', async () => {
    const device = await issuedDevice(handle.db);
    await createList({ deviceToken: device.token }, 'Theo dõi chung', ['CCC']);
    const premium: Caller = { role: 'PREMIUM' };
    await createList(premium, 'theo dõi chung');
    const read = await call<WatchlistsResponse>('/api/watchlists', { ...premium, deviceToken: device.token });
    expect(read.data.lists.map((list) => list.name)).toEqual([
      'theo dõi chung',
      'Theo dõi chung (từ thiết bị)',
    ]);
    expect(movedListName('A', new Set(['a', 'a (từ thiết bị)']))).toBe('A (từ thiết bị) 2');
  });
});

describe('ownership', () => {
  it('answers 404 for someone else’s list on every route, and leaves it as it was', async () => {
    const list = await createList(FREE, 'Riêng tư', ['AAA']);
    const id = String(list.id);
    const attempts = [
      call(`/api/watchlists/${id}`, BASIC, { method: 'PATCH', body: { name: 'Đổi tên' } }),
      call(`/api/watchlists/${id}`, BASIC, { method: 'DELETE' }),
      call(`/api/watchlists/${id}/items`, BASIC, { method: 'POST', body: { tickers: ['BBB'] } }),
      call(`/api/watchlists/${id}/items`, BASIC, { method: 'PUT', body: { tickers: ['AAA'] } }),
      call(`/api/watchlists/${id}/items`, BASIC, { method: 'DELETE', query: { ticker: 'AAA' } }),
      call(`/api/watchlists/${id}/board`, BASIC),
      call('/api/watchlists/order', BASIC, { method: 'PUT', body: { ids: [list.id] } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.message).toBe(LIST_NOT_FOUND);
    }
    // A list that does not exist reads the same.
    const missing = await call('/api/watchlists/999999/board', BASIC);
    expect([missing.status, missing.message]).toEqual([404, LIST_NOT_FOUND]);
    const mine = await call<WatchlistsResponse>('/api/watchlists', FREE);
    expect(mine.data.lists.find((item) => item.id === list.id)).toMatchObject({
      name: 'Riêng tư',
      tickers: ['AAA'],
    });
  });
});

describe('adding and removing tickers', () => {
  it('refuses unknown tickers with their codes and writes nothing', async () => {
    const before = await handle.db.select().from(watchlists);
    const refused = await call('/api/watchlists', BASIC, {
      method: 'POST',
      body: { name: 'Lỗi', tickers: ['AAA', 'ZZZ9'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Không tìm thấy mã chứng khoán: ZZZ9.');
    expect(await handle.db.select().from(watchlists)).toHaveLength(before.length);

    const bad = await call('/api/watchlists', BASIC, { method: 'POST', body: { name: '  ' } });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('VALIDATION');
    for (const [path, request] of [
      ['/api/watchlists/abc/board', {}],
      ['/api/watchlists/99999999999/board', {}],
      ['/api/watchlists/-1', { method: 'DELETE' }],
      ['/api/watchlists', { method: 'POST', body: { name: 'x'.repeat(61) } }],
      ['/api/watchlists', { method: 'POST', body: { name: 'Ok', tickers: 'AAA' } }],
      ['/api/watchlists', { method: 'POST', body: { name: 'Ok', tickers: ['A'.repeat(11)] } }],
      ['/api/watchlists/1/items', { method: 'POST', body: { tickers: [] } }],
      ['/api/watchlists/1/items', { method: 'DELETE', query: { ticker: "A'; drop" } }],
      ['/api/watchlists/order', { method: 'PUT', body: { ids: ['x'] } }],
      ['/api/watchlists/1', { method: 'PATCH', body: {} }],
    ] as const) {
      const answer = await call(path, BASIC, request);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưýỳ]/i);
    }
  });

  it('adds at the end, says which were already there, and 409s when all were', async () => {
    const list = await createList(BASIC, 'Theo dõi', ['AAA']);
    const id = String(list.id);
    const partly = await call<WatchlistAddResult>(`/api/watchlists/${id}/items`, BASIC, {
      method: 'POST',
      body: { tickers: ['BBB', 'AAA', 'bbb'] },
    });
    expect(partly.status).toBe(200);
    expect(partly.data).toMatchObject({
      added: ['BBB'],
      alreadyIn: ['AAA'],
      list: { tickers: ['AAA', 'BBB'] },
    });

    const again = await call(`/api/watchlists/${id}/items`, BASIC, {
      method: 'POST',
      body: { tickers: ['AAA'] },
    });
    expect(again.status).toBe(409);
    expect(again.message).toBe('AAA đã có trong danh sách “Theo dõi”.');

    const removed = await call<Watchlist>(`/api/watchlists/${id}/items`, BASIC, {
      method: 'DELETE',
      query: { ticker: 'aaa' },
    });
    expect(removed.data.tickers).toEqual(['BBB']);
    // After removals leave a gap at the start, a new ticker still goes last.
    await call(`/api/watchlists/${id}/items`, BASIC, { method: 'POST', body: { tickers: ['CCC', 'OLD'] } });
    await call(`/api/watchlists/${id}/items`, BASIC, { method: 'DELETE', query: { ticker: 'BBB' } });
    await call(`/api/watchlists/${id}/items`, BASIC, { method: 'DELETE', query: { ticker: 'CCC' } });
    const last = await call<WatchlistAddResult>(`/api/watchlists/${id}/items`, BASIC, {
      method: 'POST',
      body: { tickers: ['NOPR'] },
    });
    expect(last.data.list.tickers).toEqual(['OLD', 'NOPR']);
    const reread = await call<WatchlistsResponse>('/api/watchlists', BASIC);
    expect(reread.data.lists.find((item) => item.id === list.id)?.tickers).toEqual(['OLD', 'NOPR']);
    const gone = await call(`/api/watchlists/${id}/items`, BASIC, {
      method: 'DELETE',
      query: { ticker: 'AAA' },
    });
    expect([gone.status, gone.message]).toEqual([404, 'AAA không có trong danh sách “Theo dõi”.']);
  });

  it('holds a list to the plan’s ticker limit, counting what it already has', async () => {
    const extra = Array.from({ length: 51 }, (_, index) => `T${String(index).padStart(2, '0')}`);
    await handle.db.insert(companies).values(
      extra.map((ticker) => ({
        ticker,
        nameVi: `Công ty ${ticker}`,
        exchange: 'HOSE' as const,
        companyType: 'non_financial' as const,
      })),
    );
    const list = await createList(FREE, 'Năm mươi', extra.slice(0, 49));
    const over = await call(`/api/watchlists/${String(list.id)}/items`, FREE, {
      method: 'POST',
      body: { tickers: extra.slice(49, 51) },
    });
    expect(over.status).toBe(403);
    expect(over.code).toBe('LIMIT_REACHED');
    expect(over.extra).toMatchObject({ key: 'watchlistTickers', limit: 50, requiredPlan: 'BASIC' });
    const fiftieth = await call<WatchlistAddResult>(`/api/watchlists/${String(list.id)}/items`, FREE, {
      method: 'POST',
      body: { tickers: [extra[49]] },
    });
    expect(fiftieth.data.list.tickers).toHaveLength(50);
  });
});

describe('lists: limits, names, order', () => {
  it('allows a free account 3 lists, refuses a fourth naming the plan, and refuses a name it already has', async () => {
    const caller: Caller = { role: 'free' };
    const have = (await call<WatchlistsResponse>('/api/watchlists', caller)).data.lists.length;
    for (let index = have; index < 3; index += 1) await createList(caller, `Danh sách ${String(index + 1)}`);
    const fourth = await call('/api/watchlists', caller, { method: 'POST', body: { name: 'Thứ tư' } });
    expect(fourth.status).toBe(403);
    expect(fourth.message).toBe(
      'Bạn đã đạt giới hạn 3 danh sách theo dõi. Nâng cấp gói Cơ bản để dùng đến 10.',
    );

    const basicLists = (await call<WatchlistsResponse>('/api/watchlists', BASIC)).data.lists;
    const duplicate = await call('/api/watchlists', BASIC, { method: 'POST', body: { name: 'theo dõi' } });
    expect([duplicate.status, duplicate.message]).toEqual([409, 'Bạn đã có danh sách tên “theo dõi”.']);
    expect((await call<WatchlistsResponse>('/api/watchlists', BASIC)).data.lists).toHaveLength(
      basicLists.length,
    );
  });

  it('renames, chooses columns, reorders and deletes', async () => {
    const admin: Caller = { role: 'admin' };
    const first = await createList(admin, 'Một');
    const second = await createList(admin, 'Hai');
    const third = await createList(admin, 'Ba');
    const renamed = await call<Watchlist>(`/api/watchlists/${String(second.id)}`, admin, {
      method: 'PATCH',
      body: { name: 'Hai (mới)', columns: ['pe', 'roe'] },
    });
    expect(renamed.data).toMatchObject({ name: 'Hai (mới)', columns: ['pe', 'roe'] });
    const badColumn = await call(`/api/watchlists/${String(second.id)}`, admin, {
      method: 'PATCH',
      body: { columns: ['magic'] },
    });
    expect(badColumn.status).toBe(400);

    const order = await call<WatchlistsResponse>('/api/watchlists/order', admin, {
      method: 'PUT',
      body: { ids: [third.id, first.id, second.id] },
    });
    expect(order.data.lists.map((list) => list.name)).toEqual(['Ba', 'Một', 'Hai (mới)']);
    const partial = await call('/api/watchlists/order', admin, {
      method: 'PUT',
      body: { ids: [third.id, first.id] },
    });
    expect(partial.status).toBe(400);
    expect(partial.message).toBe('Thứ tự mới phải gồm đúng các danh sách hiện có, mỗi danh sách một lần.');

    const deleted = await call(`/api/watchlists/${String(first.id)}`, admin, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const left = await call<WatchlistsResponse>('/api/watchlists', admin);
    expect(left.data.lists.map((list) => list.name)).toEqual(['Ba', 'Hai (mới)']);
  });

  it('saves the rows’ order, refusing one that does not match the list', async () => {
    const caller: Caller = { role: 'PREMIUM' };
    const list = await createList(caller, 'Thứ tự', ['AAA', 'BBB', 'CCC']);
    const path = `/api/watchlists/${String(list.id)}/items`;
    const moved = await call<Watchlist>(path, caller, {
      method: 'PUT',
      body: { tickers: ['CCC', 'AAA', 'BBB'] },
    });
    expect(moved.data.tickers).toEqual(['CCC', 'AAA', 'BBB']);
    const read = await call<WatchlistsResponse>('/api/watchlists', caller);
    expect(read.data.lists.find((item) => item.id === list.id)?.tickers).toEqual(['CCC', 'AAA', 'BBB']);
    const stale = await call(path, caller, { method: 'PUT', body: { tickers: ['AAA', 'BBB'] } });
    expect(stale.status).toBe(409);
  });
});
