/**
 * The market cards' services over a small fixed market (fixtures.ts), against hand-computed values.
 */
import { eq, and } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { priceBoard, stockSessions } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { getOverview } from '@/server/modules/companyPages/overview.service';
import { getMarketFlows } from '../../flows.service';
import { getIndustryPerformance } from '../../industries.service';
import { clearIndustryValuationMemo } from '../../industryValuation';
import { getTopMovers } from '../../movers.service';
import { B, D0, D1, D2, D3, seedMarketFlowsFixtures } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedMarketFlowsFixtures(handle.db);
});

afterAll(async () => {
  await handle.close();
});

describe('foreign flows', () => {
  test('by session: the market net over the stocks with both values; the session without data is null', async () => {
    const answer = await getMarketFlows(handle.db, { window: '1D', investor: 'foreign' });
    expect(
      answer.sessions.map((s) => [s.date, s.netValue === null ? null : s.netValue / B, s.stocks]),
    ).toEqual([
      [D0, null, 0],
      [D1, 7, 3],
      // BBB's buy is unknown on D2: AAA −5 and CCC +7 only.
      [D2, 2, 2],
      [D3, -6, 4],
    ]);
    expect(answer.sessionsWithoutData).toEqual([D0]);
    expect(answer).toMatchObject({
      date: D3,
      windowSessions: 1,
      windowFrom: D3,
      windowTo: D3,
      hasData: true,
    });
    expect(answer.sources).toEqual(['demo']);
    expect(answer.asOf).not.toBeNull();
  });

  test('1 day: top net buy and net sell; a net of 0 is in neither list', async () => {
    const answer = await getMarketFlows(handle.db, { window: '1D', investor: 'foreign' });
    expect(answer.topBuy.map((s) => [s.ticker, s.netValue / B])).toEqual([['AAA', 5]]);
    expect(answer.topSell.map((s) => [s.ticker, s.netValue / B])).toEqual([
      ['BBB', -8],
      ['CCC', -3],
    ]);
    expect(answer.topBuy[0]).toMatchObject({ name: 'Công ty AAA', exchange: 'HOSE', sessions: 1 });
  });

  test('1 week (5 sessions, 4 stored): sums over the sessions with data, and the session without', async () => {
    const answer = await getMarketFlows(handle.db, { window: '1W', investor: 'foreign' });
    expect(answer).toMatchObject({ windowSessions: 5, windowFrom: D0, windowTo: D3 });
    expect(answer.windowSessionsWithoutData).toEqual([D0]);
    // AAA 6 − 5 + 5 = 6 (3 sessions); CCC 1 + 7 − 3 = 5 (3); BBB 0 − 8 = −8 (2: D2 unknown).
    expect(answer.topBuy.map((s) => [s.ticker, s.netValue / B, s.sessions])).toEqual([
      ['AAA', 6, 3],
      ['CCC', 5, 3],
    ]);
    expect(answer.topSell.map((s) => [s.ticker, s.netValue / B, s.sessions])).toEqual([['BBB', -8, 2]]);
  });

  test('proprietary trading: none stored says so; one stock with values is summed alone', async () => {
    const none = await getMarketFlows(handle.db, { window: '1D', investor: 'proprietary' });
    expect(none).toMatchObject({ hasData: false, topBuy: [], topSell: [] });
    expect(none.sessionsWithoutData).toEqual([D0, D1, D2, D3]);
    await handle.db
      .update(stockSessions)
      .set({ propBuyValue: 2 * B, propSellValue: 0.5 * B })
      .where(and(eq(stockSessions.ticker, 'AAA'), eq(stockSessions.date, D3)));
    const some = await getMarketFlows(handle.db, { window: '1M', investor: 'proprietary' });
    expect(some.hasData).toBe(true);
    expect(some.sessions.map((s) => s.netValue)).toEqual([null, null, null, 1.5 * B]);
    expect(some.topBuy.map((s) => [s.ticker, s.netValue / B])).toEqual([['AAA', 1.5]]);
  });
});

describe('top movers', () => {
  test('gainers, losers and most traded, with the exchange and industry filters', async () => {
    const gainers = await getTopMovers(handle.db, { kind: 'gainers' });
    expect(gainers.date).toBe(D3);
    // BBB 22,000 → 24,000 (+9.09 %), AAA 15,500 → 16,000 (+3.23 %); DDD unchanged.
    expect(gainers.stocks.map((s) => s.ticker)).toEqual(['BBB', 'AAA']);
    expect(gainers.stocks[0]?.pctChange).toBeCloseTo(9.0909, 3);
    expect((await getTopMovers(handle.db, { kind: 'losers' })).stocks.map((s) => s.ticker)).toEqual(['CCC']);
    expect(
      (await getTopMovers(handle.db, { kind: 'gainers', exchange: 'HOSE' })).stocks.map((s) => s.ticker),
    ).toEqual(['AAA']);
    // Values on D3: AAA 16,000 × 4 m = 64 bn, BBB 96 bn, CCC 36 bn; DDD traded nothing.
    expect((await getTopMovers(handle.db, { kind: 'value' })).stocks.map((s) => s.ticker)).toEqual([
      'BBB',
      'AAA',
      'CCC',
    ]);
    const building = await getTopMovers(handle.db, { kind: 'value', industry: '2300' });
    expect(building.stocks).toEqual([]);
    // The industry choices are the whole market's, whatever the exchange (DDD's 2300 is on UPCOM).
    const onHnx = await getTopMovers(handle.db, { kind: 'value', exchange: 'HNX' });
    expect(onHnx.stocks.map((s) => s.ticker)).toEqual(['BBB']);
    expect(onHnx.industries).toEqual(building.industries);
    expect(building.industries).toEqual([
      { code: '9500', name: 'Công nghệ' },
      { code: '2300', name: 'Xây dựng và Vật liệu' },
    ]);
  });
});

describe('industry performance', () => {
  beforeEach(() => {
    clearIndustryValuationMemo();
  });

  test('cap-weighted change on adjusted closes over 1D and YTD; periods beyond the history are null', async () => {
    const answer = await getIndustryPerformance(handle.db, { period: '1D' });
    expect(answer.date).toBe(D3);
    expect(answer.periodStarts).toEqual({ '1D': D2, '1W': null, '1M': null, YTD: D1, '1Y': null });
    const tech = answer.rows.find((row) => row.icbCode === '9500')!;
    // 1D: (100 m × 16,000 + 50 m × 24,000 + 50 m × 9,000) / (100 m × 15,500 + 50 m × 22,000 + 50 m × 9,500)
    //   = 3,250 bn / 3,125 bn − 1 = 0.04
    expect(tech.changes['1D'].change).toBeCloseTo(0.04, 12);
    // YTD from D1, BBB adjusted 20,000 × 0.95 = 19,000: 3,250 / (1,500 + 950 + 500) − 1
    expect(tech.changes.YTD.change).toBeCloseTo(3250 / 2950 - 1, 12);
    expect(tech.changes.YTD.members).toBe(3);
    expect(tech.changes['1W']).toEqual({ change: null, members: 0 });
    const building = answer.rows.find((row) => row.icbCode === '2300')!;
    expect(building.changes['1D']).toEqual({ change: null, members: 0 });
    expect(answer.rows.map((row) => row.icbCode)).toEqual(['9500', '2300']);
  });

  test('median P/E and P/B today against the monthly history', async () => {
    const answer = await getIndustryPerformance(handle.db, { period: 'YTD' });
    expect(answer.valuation).toMatchObject({ from: D1, to: D3, points: 2 });
    const tech = answer.rows.find((row) => row.icbCode === '9500')!;
    // EPS: AAA 100 bn / 100 m = 1,000; BBB 100 bn / 50 m = 2,000; CCC loses money (no P/E).
    // D1: P/E 15 and 10 → median 12.5; today: 16 and 12 → 14.
    expect(tech.pe).toEqual({
      today: 14,
      members: 2,
      min: 12.5,
      max: 14,
      mean: 13.25,
      percentile: 100,
      points: 2,
    });
    // The members' multiples today are the company overview's (one valuation basis).
    expect([(await getOverview(handle.db, 'AAA')).pe, (await getOverview(handle.db, 'BBB')).pe]).toEqual([
      16, 12,
    ]);
    expect((await getOverview(handle.db, 'CCC')).pb).toBeCloseTo(0.9, 12);
    // BVPS 20,000, 20,000, 10,000. D1: 0.75, 1.0, 1.0 → 1.0; today: 0.8, 1.2, 0.9 → 0.9.
    expect(tech.pb.today).toBeCloseTo(0.9, 12);
    expect(tech.pb).toMatchObject({ members: 3, min: 0.9, max: 1, percentile: 50, points: 2 });
    expect(tech.pb.mean).toBeCloseTo(0.95, 12);
    const building = answer.rows.find((row) => row.icbCode === '2300')!;
    expect(building.pe).toEqual({
      today: null,
      members: 0,
      min: null,
      max: null,
      mean: null,
      percentile: null,
      points: 0,
    });
  });

  test('during a session the live board is the end day, and 1D starts from its reference prices', async () => {
    const board = (ticker: string, close: number | null, refPrice: number) => ({
      ticker,
      date: '2026-01-06',
      refPrice,
      close,
      source: 'ssi',
    });
    await handle.db
      .insert(priceBoard)
      .values([board('AAA', 16_800, 16_000), board('BBB', 24_000, 24_000), board('CCC', null, 9_000)]);
    try {
      const answer = await getIndustryPerformance(handle.db, { period: '1D' });
      expect(answer).toMatchObject({ date: '2026-01-06', live: true, sources: ['ssi'] });
      expect(answer.periodStarts).toMatchObject({ '1D': D3, YTD: D1, '1W': null });
      const tech = answer.rows.find((row) => row.icbCode === '9500')!;
      // CCC has not traded: its price is the reference. (1,680 + 1,200 + 450) / (1,600 + 1,200 + 450) − 1
      expect(tech.changes['1D'].change).toBeCloseTo(3330 / 3250 - 1, 12);
      expect(tech.changes.YTD.change).toBeCloseTo(3330 / 2950 - 1, 12);
      // The valuation stays on the last daily close.
      expect(answer.valuation.to).toBe(D3);
    } finally {
      await handle.db.delete(priceBoard);
    }
  });
});
