import type { Database } from '../../../../db/client';
import { companies, dailyPrices, priceBoard, stockSessions } from '../../../../db/schema';

/**
 * Hand-made rows of the watchlist tests. AAA (HOSE) traded 21 sessions up to 2026-11-27: volumes
 * 100,000 × n for the n-th session (n = 1..21), lows 20,000, highs 30,000 except the oldest session's
 * high of 32,000, which is 365 days old (2025-11-27) and so outside the 52-week window, and
 * 2026-10-30's prices before a 2:1 split (low 40,000, high 58,000, adj_ratio 0.5: 20,000 and 29,000 on
 * today's shares). BBB (HNX) only on 2026-11-27. OLD is delisted; NOPR has no price at all.
 */
export const LAST_SESSION = '2026-11-27';

/** The n-th of 21 weekday sessions ending on LAST_SESSION (n = 21 is LAST_SESSION). */
const SESSION_DATES = [
  '2025-11-27',
  '2026-10-30',
  '2026-11-02',
  '2026-11-03',
  '2026-11-04',
  '2026-11-05',
  '2026-11-06',
  '2026-11-09',
  '2026-11-10',
  '2026-11-11',
  '2026-11-12',
  '2026-11-13',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  LAST_SESSION,
];

export async function seedWatchlistMarket(db: Database): Promise<void> {
  await db.insert(companies).values([
    {
      ticker: 'AAA',
      nameVi: 'Công ty Cổ phần A',
      shortName: 'Công ty A',
      exchange: 'HOSE',
      companyType: 'non_financial',
      listedShares: 10_000_000,
    },
    { ticker: 'BBB', nameVi: 'Công ty Cổ phần B', exchange: 'HNX', companyType: 'non_financial' },
    { ticker: 'CCC', nameVi: 'Công ty Cổ phần C', exchange: 'HOSE', companyType: 'non_financial' },
    {
      ticker: 'OLD',
      nameVi: 'Công ty Đã Hủy',
      exchange: 'HOSE',
      companyType: 'non_financial',
      listingStatus: 'delisted',
    },
    { ticker: 'NOPR', nameVi: 'Công ty Chưa Giao Dịch', exchange: 'UPCOM', companyType: 'non_financial' },
  ]);
  await db.insert(dailyPrices).values([
    ...SESSION_DATES.map((date, index) => ({
      ticker: 'AAA',
      date,
      open: 25_000,
      low: index === 1 ? 40_000 : 20_000,
      high: index === 0 ? 32_000 : index === 1 ? 58_000 : 30_000,
      close: index === 1 ? 50_000 : 25_000,
      volume: 100_000 * (index + 1),
      adjRatio: index <= 1 ? 0.5 : 1,
      source: 'demo',
    })),
    {
      ticker: 'BBB',
      date: LAST_SESSION,
      open: 10_000,
      low: 9_900,
      high: 10_400,
      close: 10_300,
      volume: 50_000,
      source: 'demo',
    },
    {
      ticker: 'CCC',
      date: LAST_SESSION,
      open: 5_000,
      low: 5_000,
      high: 5_100,
      close: 5_100,
      volume: 1_000,
      source: 'demo',
    },
  ]);
  await db.insert(stockSessions).values([
    ...SESSION_DATES.map((date, index) => ({
      ticker: 'AAA',
      date,
      refPrice: 25_000,
      low: 20_000,
      high: index === 0 ? 32_000 : 30_000,
      close: 25_000,
      totalVolume: 100_000 * (index + 1),
      totalValue: 25_000 * 100_000 * (index + 1),
      source: 'demo',
      fetchedAt: new Date(`${date}T08:00:00Z`),
    })),
    {
      ticker: 'BBB',
      date: LAST_SESSION,
      refPrice: 10_000,
      low: 9_900,
      high: 10_400,
      close: 10_300,
      totalVolume: 50_000,
      totalValue: 515_000_000,
      foreignBuyValue: 200_000_000,
      foreignSellValue: 50_000_000,
      foreignBuyVolume: 20_000,
      foreignSellVolume: 5_000,
      source: 'demo',
      fetchedAt: new Date(`${LAST_SESSION}T08:00:00Z`),
    },
    {
      ticker: 'CCC',
      date: LAST_SESSION,
      refPrice: 5_000,
      close: 5_100,
      low: 5_000,
      high: 5_100,
      totalVolume: 1_000,
      source: 'demo',
      fetchedAt: new Date(`${LAST_SESSION}T08:00:00Z`),
    },
  ]);
}

/** A live board row of AAA on the next session: 31,000 (above the 52-week high), 3,000,000 shares. */
export async function writeLiveBoard(db: Database): Promise<void> {
  await db.insert(priceBoard).values({
    ticker: 'AAA',
    date: '2026-11-30',
    refPrice: 25_000,
    low: 24_900,
    high: 31_000,
    close: 31_000,
    pctChange: 24,
    totalVolume: 3_000_000,
    totalValue: 90_000_000_000,
    foreignBuyVolume: 10_000,
    foreignSellVolume: 40_000,
    source: 'ssi',
    fetchedAt: new Date('2026-11-30T03:15:00Z'),
  });
}
