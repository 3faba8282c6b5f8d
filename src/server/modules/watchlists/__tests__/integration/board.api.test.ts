import type { Watchlist, WatchlistBoardResponse } from '@/common/contracts/watchlists';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../../tests/helpers/access';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { marketFacts } from '../../../screener/facts';
import { loadBoardRatios } from '../../boardRatios';
import { LAST_SESSION, seedWatchlistMarket, writeLiveBoard } from './fixtures';

let handle: DatabaseHandle;
let listId = 0;
const headers = roleHeaders('BASIC');

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await seedWatchlistMarket(handle.db);
  const created = await callRoute<{ data: Watchlist }>('/api/watchlists', {
    method: 'POST',
    headers,
    body: { name: 'Bảng giá', tickers: ['AAA', 'BBB', 'OLD', 'NOPR'] },
  });
  listId = created.body.data.id;
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function board(): Promise<WatchlistBoardResponse> {
  const answer = await callRoute<{ data: WatchlistBoardResponse }>(
    `/api/watchlists/${String(listId)}/board`,
    {
      headers,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('GET /api/watchlists/[id]/board', () => {
  it('gives each ticker its session, 52-week range and volume against its 20-session average, in the list’s order', async () => {
    const data = await board();
    expect(data.provenance).toEqual({
      date: LAST_SESSION,
      asOf: `${LAST_SESSION}T08:00:00.000Z`,
      sources: ['demo'],
    });
    expect(data.rows.map((row) => row.ticker)).toEqual(['AAA', 'BBB', 'OLD', 'NOPR']);
    const [aaa, bbb, old, nopr] = data.rows;
    // The 2025-11-27 session (high 32,000) is 365 days old: outside the window from 2025-11-28; the
    // pre-split 58,000 high of 2026-10-30 counts as 58,000 × 0.5 = 29,000 (raw it would be the high).
    expect(aaa?.range52w).toEqual({
      low: 20_000,
      high: 30_000,
      position: 0.5,
      from: '2026-10-30',
      sessions: 20,
      missing: null,
    });
    // 2,100,000 against the mean of the 19 sessions from 2026-10-30 (60 days back):
    // 100,000 × (2 + … + 20) / 19 = 1,100,000; 2,100,000 / 1,100,000 − 1 = 0.90909…
    expect(aaa?.totalVolume).toBe(2_100_000);
    expect(aaa?.averageVolume).toBe(1_100_000);
    expect(aaa?.volumeVsAverage).toBeCloseTo(1_000_000 / 1_100_000, 10);
    expect(aaa).toMatchObject({
      name: 'Công ty A',
      price: 25_000,
      change: 0,
      pctChange: 0,
      origin: 'session',
    });
    // Foreign net 200,000,000 − 50,000,000; 20,000 − 5,000 shares. Position (10,300 − 9,900) / 500.
    expect(bbb).toMatchObject({ foreignNetValue: 150_000_000, foreignNetVolume: 15_000, change: 300 });
    expect(bbb?.pctChange).toBeCloseTo(3, 10);
    expect(bbb?.range52w.position).toBeCloseTo(0.8, 10);
    expect(bbb?.averageVolume).toBeNull();
    expect(aaa?.foreignNetValue).toBeNull();
    expect(old).toMatchObject({ price: null, missing: 'Mã không còn niêm yết' });
    expect(nopr).toMatchObject({
      price: null,
      totalVolume: null,
      missing: `Không có giao dịch trong phiên ${LAST_SESSION}`,
      range52w: { position: null, missing: 'Chưa có lịch sử giá 52 tuần' },
    });
  });

  it('follows a newer live board row: the price, the range widened to it and the live volume', async () => {
    await writeLiveBoard(handle.db);
    const data = await board();
    expect(data.provenance.date).toBe('2026-11-30');
    expect(data.provenance.sources).toEqual(['demo', 'ssi']);
    const aaa = data.rows[0];
    expect(aaa).toMatchObject({
      date: '2026-11-30',
      price: 31_000,
      origin: 'board',
      foreignNetVolume: -30_000,
    });
    // The foreign values are not on the board: unknown, not 0.
    expect(aaa?.foreignNetValue).toBeNull();
    expect(aaa?.range52w).toMatchObject({ low: 20_000, high: 31_000, position: 1 });
    // 20 sessions before 2026-11-30: 100,000 × (2 + … + 21) / 20 = 1,150,000.
    expect(aaa?.averageVolume).toBe(1_150_000);
    expect(aaa?.volumeVsAverage).toBeCloseTo(3_000_000 / 1_150_000 - 1, 10);
  });

  it('adds the chosen ratio columns from the screener’s facts, null with the reason when unknown', async () => {
    const set = await callRoute(`/api/watchlists/${String(listId)}`, {
      method: 'PATCH',
      headers,
      body: { columns: ['pe', 'roe'] },
    });
    expect(set.status).toBe(200);
    // Warm the screener's facts first: a cold build may outlast the board's wait (tested below).
    await marketFacts(handle.db);
    const data = await board();
    expect(data.ratiosPending).toBe(false);
    expect(data.list.columns).toEqual(['pe', 'roe']);
    expect(data.ratioCaption).toMatch(/^Chỉ số tính theo giá phiên \d{4}-\d{2}-\d{2}/);
    const [aaa, , old] = data.rows;
    // No statements in this database: unknown, never 0, and the reason says why.
    expect(aaa?.ratios.pe?.value).toBeNull();
    expect(aaa?.ratios.pe?.reason).toEqual(expect.any(String));
    expect(aaa?.ratios.pe?.reason).not.toBe('');
    expect(old?.ratios.roe).toEqual({ value: null, reason: 'Mã không có trong dữ liệu thị trường hiện tại' });
  });

  it('answers at once without the ratios while the facts are being built, saying so', async () => {
    let finish: (facts: Awaited<ReturnType<typeof marketFacts>>) => void = () => undefined;
    const slow = () =>
      new Promise<Awaited<ReturnType<typeof marketFacts>>>((resolve) => {
        finish = resolve;
      });
    const cold = await loadBoardRatios(handle.db, ['AAA'], ['pe'], { waitMs: 20, read: slow });
    expect(cold).toEqual({
      values: new Map([
        [
          'AAA',
          { pe: { value: null, reason: 'Đang tính chỉ số cho toàn thị trường, số liệu sẽ có sau ít giây' } },
        ],
      ]),
      caption: null,
      pending: true,
    });
    finish(await marketFacts(handle.db));
    const failed = await loadBoardRatios(handle.db, ['AAA'], ['pe'], {
      waitMs: 1000,
      read: () => Promise.reject(new Error('build failed')),
    });
    expect(failed.values.get('AAA')?.pe).toEqual({
      value: null,
      reason: 'Chưa tính được chỉ số, vui lòng thử lại sau',
    });
  });
});
