import type { DatabaseHandle } from '../../../../db/client';
import { companies, priceBoard, stockSessions } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { latestSessionDate, loadMarketSnapshot } from '../../snapshot';

/**
 * A hand-made market: AAA (HOSE, listed shares), BBB (HOSE, shares outstanding only), CCC (HNX, no
 * share count, no trade on the last session), OLD (delisted). Sessions on 2026-11-25 and 2026-11-26;
 * the board has AAA on 2026-11-27 (newer: it wins) and BBB on 2026-11-26 (not newer: ignored).
 */
let handle: DatabaseHandle;

const company = (ticker: string, extra: Partial<typeof companies.$inferInsert>) => ({
  ticker,
  nameVi: `Công ty ${ticker}`,
  companyType: 'non_financial' as const,
  icbCode1: '2000',
  icbCode2: '2300',
  icbCode3: '2350',
  icbCode4: '2357',
  ...extra,
});

const session = (ticker: string, date: string, extra: Partial<typeof stockSessions.$inferInsert>) => ({
  ticker,
  date,
  source: 'ssi',
  fetchedAt: new Date(`${date}T09:00:00Z`),
  ...extra,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await db.insert(companies).values([
    company('AAA', {
      exchange: 'HOSE',
      listedShares: 1_000_000,
      sharesOutstanding: 900_000,
      shortName: 'A',
    }),
    company('BBB', { exchange: 'HOSE', sharesOutstanding: 2_000_000 }),
    company('CCC', { exchange: 'HNX', icbCode1: '8000' }),
    company('OLD', { exchange: 'HOSE', listingStatus: 'delisted', sharesOutstanding: 1 }),
  ]);
  await db.insert(stockSessions).values([
    session('AAA', '2026-11-25', { refPrice: 9_000, close: 10_000 }),
    session('AAA', '2026-11-26', {
      refPrice: 10_000,
      ceilingPrice: 10_700,
      floorPrice: 9_300,
      open: 10_000,
      high: 10_600,
      low: 9_900,
      close: 10_500,
      priceChange: 500,
      pctChange: 5,
      totalVolume: 1_000,
      totalValue: 10_400_000,
      foreignBuyVolume: 100,
      foreignSellVolume: 40,
      foreignBuyValue: 1_040_000,
      foreignSellValue: 416_000,
    }),
    // No change columns: computed from close and ref. 20,000 -> 19,000 is -1,000 VND, -5 %.
    session('BBB', '2026-11-26', {
      refPrice: 20_000,
      close: 19_000,
      totalVolume: 500,
      totalValue: 9_500_000,
    }),
    // No trade: close null, price = ref, change unknown.
    session('CCC', '2026-11-26', {
      refPrice: 5_000,
      totalVolume: 0,
      fetchedAt: new Date('2026-11-26T10:30:00Z'),
    }),
    session('OLD', '2026-11-26', { refPrice: 1_000, close: 1_000 }),
  ]);
  await db.insert(priceBoard).values([
    {
      ticker: 'AAA',
      date: '2026-11-27',
      refPrice: 10_500,
      ceilingPrice: 11_200,
      floorPrice: 9_800,
      close: 11_000,
      totalVolume: 300,
      totalValue: 3_300_000,
      foreignBuyVolume: 10,
      foreignSellVolume: 0,
      source: 'ssi',
      fetchedAt: new Date('2026-11-27T03:15:00Z'),
    },
    { ticker: 'BBB', date: '2026-11-26', refPrice: 1, close: 1, source: 'ssi' },
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe('loadMarketSnapshot', () => {
  it('takes the newest sessions, a newer board row over its session, and only listed stocks', async () => {
    expect(await latestSessionDate(handle.db)).toBe('2026-11-26');
    const snapshot = await loadMarketSnapshot(handle.db);
    expect(snapshot.date).toBe('2026-11-27');
    expect(snapshot.asOf).toBe('2026-11-27T03:15:00.000Z');
    expect(snapshot.sources).toEqual(['ssi']);
    expect(snapshot.stocks.map((stock) => [stock.ticker, stock.date, stock.origin])).toEqual([
      ['AAA', '2026-11-27', 'board'],
      ['BBB', '2026-11-26', 'session'],
      ['CCC', '2026-11-26', 'session'],
    ]);
  });

  it('computes change, % change, shares and market value, null when unknown', async () => {
    const { stocks } = await loadMarketSnapshot(handle.db);
    const [aaa, bbb, ccc] = stocks;
    // Board: 11,000 − 10,500 = 500 VND; 500 / 10,500 × 100 = 4.7619 %; listed shares win: 11,000 × 1,000,000.
    expect(aaa).toMatchObject({
      name: 'Công ty AAA',
      shortName: 'A',
      exchange: 'HOSE',
      icbCode1: '2000',
      close: 11_000,
      price: 11_000,
      change: 500,
      shares: 1_000_000,
      marketValue: 11_000_000_000,
      totalVolume: 300,
      totalValue: 3_300_000,
      foreignBuyVolume: 10,
      foreignSellVolume: 0,
      foreignBuyValue: null,
      foreignSellValue: null,
    });
    expect(aaa?.pctChange).toBeCloseTo(4.7619, 4);
    // Session without change columns: 19,000 − 20,000 = −1,000; −5 %; 19,000 × 2,000,000 shares outstanding.
    expect(bbb).toMatchObject({
      change: -1_000,
      pctChange: -5,
      shares: 2_000_000,
      marketValue: 38_000_000_000,
    });
    expect(bbb?.foreignBuyValue).toBeNull();
    // No trade and no share count: price is the reference, change and market value unknown.
    expect(ccc).toMatchObject({
      close: null,
      price: 5_000,
      change: null,
      pctChange: null,
      shares: null,
      marketValue: null,
    });
  });

  it('keeps the session row when the board is not newer, and filters by exchange and tickers', async () => {
    const hose = await loadMarketSnapshot(handle.db, { exchange: 'HOSE' });
    expect(hose.stocks.map((stock) => stock.ticker)).toEqual(['AAA', 'BBB']);
    const some = await loadMarketSnapshot(handle.db, { tickers: ['BBB', 'CCC'] });
    expect(some.date).toBe('2026-11-26');
    expect(some.asOf).toBe('2026-11-26T10:30:00.000Z');
    expect(some.stocks.find((stock) => stock.ticker === 'BBB')?.close).toBe(19_000);
    const none = await loadMarketSnapshot(handle.db, { tickers: [] });
    expect(none).toEqual({ date: null, asOf: null, sources: [], stocks: [] });
  });
});
