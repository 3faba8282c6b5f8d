import type { AlertItem, AlertListResponse } from '@/common/contracts/alerts';
import { installRoleVerifier, restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { alertRoute, alertsRoute } from '../../alerts.handlers';
import { callAs, seedAccounts, seedMarket, seedWatchlist, type ErrorAnswer } from './fixtures';

let handle: DatabaseHandle;
let otherList: number;
let ownList: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedMarket(handle.db);
  await seedAccounts(handle.db);
  ownList = await seedWatchlist(handle.db, 'free', 'Thép', ['AAA', 'BBB']);
  otherList = await seedWatchlist(handle.db, 'BASIC', 'Của người khác', ['AAA']);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

const PRICE_ABOVE = { kind: 'price', direction: 'above', value: 30_000 };

describe('POST /api/alerts', () => {
  it('creates a ticker alert with its baseline recorded and a Vietnamese description', async () => {
    const { status, body } = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
      method: 'POST',
      body: { ticket: 'aaa', condition: PRICE_ABOVE, notifyEmail: true, cooldownMinutes: 60 },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      ticker: 'AAA',
      description: 'AAA vượt lên trên 30,000',
      active: true,
      cooldownMinutes: 60,
      tickers: [{ ticker: 'AAA', holds: false, value: 29_000, reason: null, firedAt: null }],
    });
    expect(body.data.lastEvaluatedAt).toEqual(expect.any(String));
  });

  it('creates a watchlist alert with one baseline per ticker', async () => {
    const { status, body } = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
      method: 'POST',
      body: { watchlistId: ownList, condition: { kind: 'volume_spike', multiple: 2 } },
    });
    expect(status).toBe(201);
    expect(body.data.description).toBe(
      'Mã trong danh sách “Thép” có khối lượng gấp 2 lần trung bình 20 phiên',
    );
    // Latest volume 1,000,000 over a 1,000,000 mean: 1 time, below 2.
    expect(body.data.tickers.map((t) => [t.ticker, t.holds, t.value])).toEqual([
      ['AAA', false, 1],
      ['BBB', false, 1],
    ]);
  });

  it.each([
    [
      'an unknown ticker',
      { ticket: 'ZZZ', condition: PRICE_ABOVE },
      404,
      'Không tìm thấy mã chứng khoán ZZZ.',
    ],
    [
      'another account’s watchlist',
      () => ({ watchlistId: otherList, condition: PRICE_ABOVE }),
      404,
      'Không tìm thấy danh sách theo dõi.',
    ],
  ])('refuses %s with %s', async (_name, makeBody, status, message) => {
    const body = typeof makeBody === 'function' ? makeBody() : makeBody;
    const answer = await callAs<ErrorAnswer>(alertsRoute, 'free', { method: 'POST', body });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it.each([
    ['NaN', { ticket: 'AAA', condition: { ...PRICE_ABOVE, value: 'NaN' } }],
    ['a huge price', { ticket: 'AAA', condition: { ...PRICE_ABOVE, value: 1e15 } }],
    ['an unknown kind', { ticket: 'AAA', condition: { kind: 'moon' } }],
    [
      'an unknown ratio',
      { ticket: 'AAA', condition: { kind: 'ratio', ratio: 'XYZ', direction: 'above', value: 1 } },
    ],
    [
      'a fractional MA period',
      {
        ticket: 'AAA',
        condition: { kind: 'moving_average', average: 'SMA', period: 2.5, direction: 'above' },
      },
    ],
    ['a ticker and a watchlist', { ticket: 'AAA', watchlistId: 1, condition: PRICE_ABOVE }],
    ['neither', { condition: PRICE_ABOVE }],
    ['a negative cooldown', { ticket: 'AAA', condition: PRICE_ABOVE, cooldownMinutes: -5 }],
  ])('answers 400 with a Vietnamese message for %s', async (_name, body) => {
    const answer = await callAs<ErrorAnswer>(alertsRoute, 'free', { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợưứừửữự]/i);
  });

  it('names the field and the bound in the details', async () => {
    const nan = await callAs<ErrorAnswer & { details: { path: string; message: string }[] }>(
      alertsRoute,
      'free',
      {
        method: 'POST',
        body: { ticket: 'AAA', condition: { ...PRICE_ABOVE, value: 'NaN' } },
      },
    );
    expect(nan.body.details).toEqual([{ path: 'condition.value', message: 'Giá phải là một số.' }]);
    const huge = await callAs<ErrorAnswer & { details: { path: string; message: string }[] }>(
      alertsRoute,
      'free',
      {
        method: 'POST',
        body: { ticket: 'AAA', condition: { ...PRICE_ABOVE, value: 1e15 } },
      },
    );
    expect(huge.body.details).toEqual([
      { path: 'condition.value', message: 'Giá phải trong khoảng 1 đến 10,000,000.' },
    ]);
  });

  it('needs an account (401) and stops at the plan’s limit (403 LIMIT_REACHED)', async () => {
    const guest = await callAs<ErrorAnswer>(alertsRoute, 'anonymous', {
      method: 'POST',
      body: { ticket: 'AAA', condition: PRICE_ABOVE },
    });
    expect(guest.status).toBe(401);
    // free allows 5 active alerts; 2 exist.
    for (let i = 0; i < 3; i++) {
      const ok = await callAs(alertsRoute, 'free', {
        method: 'POST',
        body: { ticket: 'BBB', condition: { ...PRICE_ABOVE, value: 60_000 + i } },
      });
      expect(ok.status).toBe(201);
    }
    const refused = await callAs<ErrorAnswer>(alertsRoute, 'free', {
      method: 'POST',
      body: { ticket: 'BBB', condition: PRICE_ABOVE },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LIMIT_REACHED');
  });
});

describe('GET, PATCH and DELETE', () => {
  it('lists the account’s alerts with the plan’s limits, and pauses, resumes and deletes one', async () => {
    const list = await callAs<{ data: AlertListResponse }>(alertsRoute, 'free');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      limit: 5,
      emailAllowed: true,
      emailAlertsOn: true,
      watchlists: [{ id: ownList, name: 'Thép', tickers: 2 }],
    });
    const last = list.body.data.alerts[0];
    if (!last) throw new Error('no alert');

    const paused = await callAs<{ data: AlertItem }>(alertRoute, 'free', {
      method: 'PATCH',
      query: { id: String(last.id) },
      body: { active: false },
    });
    expect(paused.body.data.active).toBe(false);
    // Another account cannot see it.
    const foreign = await callAs<ErrorAnswer>(alertRoute, 'BASIC', {
      method: 'PATCH',
      query: { id: String(last.id) },
      body: { active: true },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Không tìm thấy cảnh báo.');
    const resumed = await callAs<{ data: AlertItem }>(alertRoute, 'free', {
      method: 'PATCH',
      query: { id: String(last.id) },
      body: { active: true },
    });
    expect(resumed.body.data.active).toBe(true);
    const empty = await callAs<ErrorAnswer>(alertRoute, 'free', {
      method: 'PATCH',
      query: { id: String(last.id) },
      body: {},
    });
    expect(empty.status).toBe(400);

    const removed = await callAs(alertRoute, 'free', { method: 'DELETE', query: { id: String(last.id) } });
    expect(removed.status).toBe(200);
    const again = await callAs(alertRoute, 'free', { method: 'DELETE', query: { id: String(last.id) } });
    expect(again.status).toBe(404);
    const badId = await callAs(alertRoute, 'free', { method: 'DELETE', query: { id: '99999999999' } });
    expect(badId.status).toBe(400);
  });
});

describe('the plan’s limit on resuming', () => {
  it('lets only one of two simultaneous resumes pass the last free slot', async () => {
    const listed = await callAs<{ data: AlertListResponse }>(alertsRoute, 'free');
    let active = listed.body.data.alerts.filter((alert) => alert.active).length;
    const limit = listed.body.data.limit;
    while (active < limit) {
      const answer = await callAs<{ data: AlertItem }>(alertsRoute, 'free', {
        method: 'POST',
        body: { ticket: 'BBB', condition: { kind: 'price', direction: 'below', value: 1_000 + active } },
      });
      expect(answer.status).toBe(201);
      active += 1;
    }
    const full = await callAs<{ data: AlertListResponse }>(alertsRoute, 'free');
    const [first, second] = full.body.data.alerts.filter((alert) => alert.active).map((alert) => alert.id);
    if (first === undefined || second === undefined) throw new Error('expected two active alerts');
    for (const id of [first, second]) {
      const paused = await callAs(alertRoute, 'free', {
        method: 'PATCH',
        query: { id: String(id) },
        body: { active: false },
      });
      expect(paused.status).toBe(200);
    }
    // limit − 2 active: one more alert leaves exactly one free slot for the two resumes.
    const filler = await callAs(alertsRoute, 'free', {
      method: 'POST',
      body: { ticket: 'BBB', condition: { kind: 'price', direction: 'above', value: 90_000 } },
    });
    expect(filler.status).toBe(201);
    const answers = await Promise.all(
      [first, second].map((id) =>
        callAs<ErrorAnswer>(alertRoute, 'free', {
          method: 'PATCH',
          query: { id: String(id) },
          body: { active: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.status === 403)?.body.code).toBe('LIMIT_REACHED');
    const after = await callAs<{ data: AlertListResponse }>(alertsRoute, 'free');
    expect(after.body.data.alerts.filter((alert) => alert.active)).toHaveLength(limit);
  });
});
