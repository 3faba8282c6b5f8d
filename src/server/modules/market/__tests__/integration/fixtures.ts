import { addDays, isWeekday } from '@/common/market/tradingCalendar';
import type { Database } from '../../../../db/client';
import {
  companies,
  indexComponents,
  indexPrices,
  indexSessions,
  industries,
  intradayBars,
  stockSessions,
} from '../../../../db/schema';

/**
 * A small fixed market on 2026-11-26 (prices VND, shares), the same as the unit tests of
 * src/common/market plus G (no shares) and H (HNX):
 *   A HOSE 8300  R 10,000 → 10,700 (ceiling 10,700)  S 1,000,000   value 7.0 bn
 *   B HOSE 8300  R 20,000 → 21,000                   S   500,000   value 2.0 bn
 *   C HOSE 2300  R  5,000 →  5,000                   S 2,000,000   value 0
 *   D HOSE 2300  R  8,000, no trade                  S 1,250,000   value 0
 *   E HOSE 2300  R 30,000 → 29,000                   S 1,000,000   value 9.0 bn
 *   G HOSE 2300  R  7,000 →  7,100                   no shares     value 0.1 bn
 *   H HNX  none  R 10,000 →  9,000 (floor 9,000)     S       100   value 0.5 bn
 * VN30 members: A, B, E. VNINDEX and HNXINDEX have no stored members (their exchange's stocks).
 * VNINDEX sessions: 2026-11-26 1,404 (+4), 2026-11-25 1,400, total value 120 bn, 100 bn, then 19
 * sessions of 80 bn and one of 999 bn (the 22nd: beyond the 20-session window).
 */
export const SESSION = '2026-11-26';

/** The `count` weekdays before `date`, newest first. */
export function weekdaysBefore(date: string, count: number): string[] {
  const days: string[] = [];
  for (let day = addDays(date, -1); days.length < count; day = addDays(day, -1))
    if (isWeekday(day)) days.push(day);
  return days;
}

const stock = (ticker: string, exchange: 'HOSE' | 'HNX', icbCode2: string | null, shares: number | null) => ({
  ticker,
  nameVi: `Công ty ${ticker}`,
  companyType: 'non_financial' as const,
  exchange,
  icbCode1: icbCode2 === null ? null : `${icbCode2.slice(0, 1)}000`,
  icbCode2,
  listedShares: shares,
});

const session = (ticker: string, refPrice: number, close: number | null, totalValue: number, extra = {}) => ({
  ticker,
  date: SESSION,
  refPrice,
  ceilingPrice: Math.round(refPrice * 1.07),
  floorPrice: Math.round(refPrice * 0.93),
  close,
  totalVolume: close === null ? 0 : 1_000,
  totalValue,
  source: 'demo',
  fetchedAt: new Date('2026-11-26T08:00:00Z'),
  ...extra,
});

export async function seedMarket(db: Database): Promise<void> {
  await db.insert(industries).values([
    { icbCode: '8000', level: 1, nameVi: 'Tài chính', nameEn: 'Financials' },
    { icbCode: '8300', level: 2, parentCode: '8000', nameVi: 'Ngân hàng', nameEn: 'Banks' },
    { icbCode: '2000', level: 1, nameVi: 'Công nghiệp', nameEn: 'Industrials' },
    {
      icbCode: '2300',
      level: 2,
      parentCode: '2000',
      nameVi: 'Xây dựng và Vật liệu',
      nameEn: 'Construction & Materials',
    },
  ]);
  await db
    .insert(companies)
    .values([
      stock('A', 'HOSE', '8300', 1_000_000),
      stock('B', 'HOSE', '8300', 500_000),
      stock('C', 'HOSE', '2300', 2_000_000),
      stock('D', 'HOSE', '2300', 1_250_000),
      stock('E', 'HOSE', '2300', 1_000_000),
      stock('G', 'HOSE', '2300', null),
      stock('H', 'HNX', null, 100),
    ]);
  await db
    .insert(stockSessions)
    .values([
      session('A', 10_000, 10_700, 7e9, { ceilingPrice: 10_700 }),
      session('B', 20_000, 21_000, 2e9),
      session('C', 5_000, 5_000, 0),
      session('D', 8_000, null, 0),
      session('E', 30_000, 29_000, 9e9, { floorPrice: 27_900 }),
      session('G', 7_000, 7_100, 0.1e9),
      session('H', 10_000, 9_000, 0.5e9, { floorPrice: 9_000, fetchedAt: new Date('2026-11-26T08:30:00Z') }),
    ]);
  await db
    .insert(indexComponents)
    .values(['A', 'B', 'E'].map((ticker) => ({ indexCode: 'VN30', ticker, source: 'demo' })));

  const earlier = weekdaysBefore(SESSION, 21);
  const vnindex = [
    {
      date: SESSION,
      value: 1_404,
      change: 4,
      pctChange: (4 / 1_400) * 100,
      totalValue: 120e9,
      totalVolume: 1_200,
    },
    ...earlier.map((date, index) => ({
      date,
      value: 1_400 - index,
      change: null,
      pctChange: null,
      totalValue: index === 0 ? 100e9 : index === 20 ? 999e9 : 80e9,
      totalVolume: index === 0 ? 1_000 : 800,
    })),
  ];
  await db.insert(indexSessions).values([
    ...vnindex.map((row) => ({
      ...row,
      indexCode: 'VNINDEX',
      advances: row.date === SESSION ? 250 : null,
      source: 'demo',
      fetchedAt: new Date(`${row.date}T09:00:00Z`),
    })),
    { indexCode: 'VN30', date: '2026-11-25', value: 1_400, source: 'demo' },
    {
      indexCode: 'UPCOMINDEX',
      date: SESSION,
      value: 100,
      change: 0.5,
      totalValue: 2e9,
      matchValue: 1.5e9,
      source: 'demo',
    },
  ]);
  await db.insert(indexPrices).values([
    ...vnindex.map((row) => ({
      indexCode: 'VNINDEX',
      date: row.date,
      open: row.value,
      high: row.value,
      low: row.value,
      close: row.value,
      source: 'demo',
      fetchedAt: new Date(`${row.date}T09:00:00Z`),
    })),
    ...['2026-10-26', '2026-06-01'].map((date) => ({
      indexCode: 'VNINDEX',
      date,
      open: 1_000,
      high: 1_000,
      low: 1_000,
      close: 1_000,
      source: 'demo',
      fetchedAt: new Date('2026-10-26T09:00:00Z'),
    })),
  ]);
  const bar = (symbol: string, at: string, close: number, value: number | null) => ({
    symbol,
    at: new Date(at),
    open: close,
    high: close,
    low: close,
    close,
    volume: 10,
    value,
    source: 'demo',
  });
  await db.insert(intradayBars).values([
    // VNINDEX: bars of its newest session (09:15 and 09:16 Vietnam time): a chart, not a live level.
    bar('VNINDEX', '2026-11-26T02:15:00Z', 1_401, 1e9),
    bar('VNINDEX', '2026-11-26T02:16:00Z', 1_402, 1e9),
    // VN30: a bar of 2026-11-24, older than its 2026-11-25 session: not today's chart.
    bar('VN30', '2026-11-24T02:15:00Z', 1_390, null),
    // UPCOMINDEX: bars of 2026-11-27, newer than its sessions: the session is running.
    bar('UPCOMINDEX', '2026-11-27T02:00:00Z', 100.5, 1e9),
    bar('UPCOMINDEX', '2026-11-27T02:01:00Z', 101, 2e9),
  ]);
}
