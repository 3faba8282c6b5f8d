/**
 * The SSI sync against the fake feed (issue 30's "Must show"): a month's backfill lands complete,
 * a rerun writes 0, an expired token is renewed, a failure inside a day leaves no partial day and
 * the next run completes it, new listings become companies of the type their legal name proves.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import {
  companies,
  dailyPrices,
  feedDays,
  feedRuns,
  indexPrices,
  indexSessions,
  priceAdjustments,
  stockSessions,
} from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { createSsiClient } from '@/server/feeds/ssi/client';
import { startFakeSsi, type FakeSsi } from '@/server/feeds/ssi/fake/fakeServer';
import { ssiFromIso } from '@/server/feeds/ssi/wireFields';
import type { SsiFeed } from '@/server/feeds/ssi/types';
import { backfill, dailySync, refreshListings, trackedIndices } from '../../sync';

// Friday 27/11/2026, 19:00 in Vietnam: that day's session is closed.
const NOW = new Date('2026-11-27T12:00:00Z');
const FROM = '2026-10-26';
const TO = '2026-11-20';

let handle: DatabaseHandle;
let fake: FakeSsi;
let feed: SsiFeed;

beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startFakeSsi({ tickers: 90, seed: 7, now: () => NOW });
  feed = createSsiClient({
    baseUrl: fake.url,
    ...fake.control.credentials,
    sleep: () => Promise.resolve(),
    timeoutMs: 2_000,
  });
}, 60_000);

afterAll(async () => {
  await fake.close();
  await handle.close();
});

async function sessionsOn(date: string): Promise<string[]> {
  const rows = await handle.db
    .select({ ticker: stockSessions.ticker })
    .from(stockSessions)
    .where(eq(stockSessions.date, date));
  return rows.map((row) => row.ticker).sort();
}

describe('SSI sync against the fake feed', () => {
  test('listings: every stock becomes a company; a bank by its legal name, others unknown, never guessed', async () => {
    const result = await refreshListings(handle.db, feed, 'test', NOW);
    const listed = fake.control.market.activeListings();
    expect(result.stocks).toBe(listed.length);
    expect(result.created).toBe(listed.length);
    const rows = await handle.db.select().from(companies);
    expect(rows).toHaveLength(listed.length);
    const tcb = rows.find((row) => row.ticker === 'TCB');
    expect(tcb).toMatchObject({ companyType: 'bank', companyTypeSource: 'listing', exchange: 'HOSE' });
    for (const row of rows) {
      expect(row.listingSource).toBe('ssi');
      if (row.companyTypeSource === 'unknown') expect(row.companyType).toBe('non_financial');
    }
    expect(rows.some((row) => row.companyTypeSource === 'unknown')).toBe(true);
    // A second refresh changes nothing.
    expect((await refreshListings(handle.db, feed, 'test', NOW)).rowsWritten).toBe(0);
  }, 60_000);

  test('a month of backfill lands complete: every traded stock and tracked index on every trading day', async () => {
    const summary = await backfill(handle.db, feed, { from: FROM, to: TO, trigger: 'test' }, NOW);
    const market = fake.control.market;
    const expectedDays = market.days.filter((day) => day >= FROM && day <= TO);
    const tracked = await trackedIndices(handle.db);
    expect(tracked).toEqual(expect.arrayContaining(['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX']));
    expect(summary.days).toBe(expectedDays.length);
    expect(summary.daysWritten).toBe(expectedDays.length);
    expect(summary.refusals).toEqual([]);
    for (const day of expectedDays) {
      const traded = market
        .tradedOn(market.indexOf(day) as number)
        .map((listing) => listing.symbol)
        .sort();
      expect(await sessionsOn(day)).toEqual(traded);
      const indices = await handle.db.select().from(indexSessions).where(eq(indexSessions.date, day));
      expect(indices.map((row) => row.indexCode).sort()).toEqual(tracked);
    }
    const days = await handle.db.select().from(feedDays);
    expect(days.map((row) => row.date).sort()).toEqual(expectedDays);
    // Figures as the feed sent them: one stock-day compared field by field with a direct request.
    const [direct] = await feed.dailyStockPrice({ symbol: 'TCB', from: '2026-11-10', to: '2026-11-10' });
    const [stored] = await handle.db
      .select()
      .from(stockSessions)
      .where(and(eq(stockSessions.ticker, 'TCB'), eq(stockSessions.date, '2026-11-10')));
    expect(stored).toMatchObject({
      close: direct?.closePrice,
      refPrice: direct?.refPrice,
      closeAdjusted: direct?.closePriceAdjusted,
      foreignBuyVolume: direct?.foreignBuyVolume,
      foreignCurrentRoom: direct?.foreignCurrentRoom,
      matchVolume: direct?.totalMatchVolume,
      source: 'ssi',
    });
    const [price] = await handle.db
      .select()
      .from(dailyPrices)
      .where(and(eq(dailyPrices.ticker, 'TCB'), eq(dailyPrices.date, '2026-11-10')));
    expect(price).toMatchObject({ close: direct?.closePrice, source: 'ssi', priceBasis: 'raw' });
    const vnindex = await handle.db.select().from(indexPrices).where(eq(indexPrices.indexCode, 'VNINDEX'));
    expect(vnindex).toHaveLength(expectedDays.length);
  }, 120_000);

  test('ex-dates found in the feed re-base the earlier prices by reference / previous close', async () => {
    const adjustments = await handle.db.select().from(priceAdjustments);
    // The fake's own ex-dates inside the month (after its first day, whose previous close is unknown).
    const market = fake.control.market;
    const expected = market.activeListings().flatMap((listing) =>
      market
        .seriesOf(listing)
        .exDates.map((exDate) => ({
          ticker: listing.symbol,
          date: market.days[exDate.index],
          factor: exDate.factor,
        }))
        .filter((exDate) => exDate.date !== undefined && exDate.date > FROM && exDate.date <= TO),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(adjustments.map((row) => `${row.ticker} ${row.exDate}`).sort()).toEqual(
      expected.map((row) => `${row.ticker} ${String(row.date)}`).sort(),
    );
    for (const adjustment of adjustments) {
      const fakeFactor = expected.find(
        (row) => row.ticker === adjustment.ticker && row.date === adjustment.exDate,
      )?.factor;
      expect(adjustment.factor).toBeCloseTo(fakeFactor as number, 10);
      expect(adjustment.factor).toBeCloseTo(adjustment.refPrice / adjustment.previousClose, 12);
      const [before] = await handle.db
        .select({ ratio: dailyPrices.adjRatio })
        .from(dailyPrices)
        .where(
          and(eq(dailyPrices.ticker, adjustment.ticker), sql`${dailyPrices.date} < ${adjustment.exDate}`),
        )
        .orderBy(sql`${dailyPrices.date} desc`)
        .limit(1);
      const later = adjustments
        .filter((other) => other.ticker === adjustment.ticker && other.exDate >= adjustment.exDate)
        .reduce((product, other) => product * other.factor, 1);
      if (before) expect(before.ratio).toBeCloseTo(later, 12);
    }
  });

  test('re-running the same month writes nothing new', async () => {
    const again = await backfill(handle.db, feed, { from: FROM, to: TO, trigger: 'test' }, NOW);
    expect(again.daysWritten).toBe(again.days);
    expect(again.rowsWritten).toBe(0);
  }, 120_000);

  test('an expired token is renewed and the sync goes on', async () => {
    fake.control.expireTokens();
    const before = fake.control.requests.AccessToken ?? 0;
    const again = await backfill(
      handle.db,
      feed,
      { from: '2026-11-16', to: '2026-11-20', trigger: 'test' },
      NOW,
    );
    expect(again.daysWritten).toBe(5);
    expect(again.rowsWritten).toBe(0);
    expect(fake.control.requests.AccessToken ?? 0).toBeGreaterThan(before);
  }, 60_000);

  test('a failure inside a day leaves no part of it; the next daily run completes it', async () => {
    const failing = '2026-11-25';
    fake.control.failWhen((endpoint, query) =>
      endpoint === 'DailyStockPrice' && query.market === 'UPCOM' && query.fromdate === ssiFromIso(failing)
        ? 'http500'
        : null,
    );
    await expect(dailySync(handle.db, feed, 'test', NOW)).rejects.toThrow(/DailyStockPrice/);
    expect(await sessionsOn(failing)).toEqual([]);
    expect(await sessionsOn('2026-11-24')).not.toEqual([]);
    const [failed] = await handle.db
      .select()
      .from(feedRuns)
      .where(and(eq(feedRuns.kind, 'daily'), eq(feedRuns.status, 'failed')));
    expect(failed?.error).toMatch(/DailyStockPrice/);
    expect(JSON.stringify(failed)).not.toContain(fake.control.credentials.consumerSecret);

    fake.control.failWhen(null);
    const completed = await dailySync(handle.db, feed, 'test', NOW);
    expect(completed.missing).toEqual([]);
    const market = fake.control.market;
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      const traded = market
        .tradedOn(market.indexOf(day) as number)
        .map((listing) => listing.symbol)
        .sort();
      expect(await sessionsOn(day)).toEqual(traded);
    }
    // Nothing left to do: the next run fetches no day.
    const idle = await dailySync(handle.db, feed, 'test', NOW);
    expect(idle.days).toBe(0);
    // With later sessions (and their ex-dates) written, the first month again still writes nothing.
    const month = await backfill(handle.db, feed, { from: FROM, to: TO, trigger: 'test' }, NOW);
    expect(month.rowsWritten).toBe(0);
  }, 120_000);

  test('a new listing appears as a company of the right type; a delisted one is marked', async () => {
    fake.control.addListing('NHZ', 'HOSE', 'Ngân hàng TMCP Thử Nghiệm');
    fake.control.addListing('XZK', 'HNX', 'CTCP Xây dựng Thử Nghiệm');
    const victim = fake.control.market.activeListings('UPCOM')[0]?.symbol as string;
    fake.control.delist(victim);
    const result = await refreshListings(handle.db, feed, 'test', NOW);
    expect(result.created).toBe(2);
    expect(result.delisted).toBe(1);
    const [bank] = await handle.db.select().from(companies).where(eq(companies.ticker, 'NHZ'));
    expect(bank).toMatchObject({ companyType: 'bank', companyTypeSource: 'listing', exchange: 'HOSE' });
    const [other] = await handle.db.select().from(companies).where(eq(companies.ticker, 'XZK'));
    expect(other).toMatchObject({ companyTypeSource: 'unknown', exchange: 'HNX' });
    const [gone] = await handle.db.select().from(companies).where(eq(companies.ticker, victim));
    expect(gone).toMatchObject({ listingStatus: 'delisted', delistedOn: '2026-11-27' });
  }, 60_000);
});
