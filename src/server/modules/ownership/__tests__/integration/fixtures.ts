import type { Database } from '../../../../db/client';
import {
  companies,
  corporateActions,
  dailyPrices,
  insiderTransactions,
  majorShareholders,
  ownershipStructure,
  priceAdjustments,
  stockSessions,
} from '../../../../db/schema';

/**
 * Hand-made rows of the ownership and price history tests. OWN (HOSE): 120,000,000 listed shares
 * today, foreign limit 49 %, a 20 % stock dividend on 2025-03-10 (100,000,000 shares before it; the
 * feed stored the adjustment: previous close 31,000, reference 25,800) and a 1,000 đồng cash
 * dividend on 2025-03-11 (no feed adjustment: read off adj_ratio, reference 26,000 - 1,000).
 * NOLIM: a room but no known limit. BARE: nothing but the company.
 */

/** The cash dividend's factor 25,000 / 26,000 and the stock dividend's 25,800 / 31,000. */
export const CASH_FACTOR = 25_000 / 26_000;
export const STOCK_FACTOR = 25_800 / 31_000;

const closes: [string, number, number][] = [
  // date, close, adj_ratio
  ['2025-03-04', 29_800, CASH_FACTOR * STOCK_FACTOR],
  ['2025-03-05', 30_000, CASH_FACTOR * STOCK_FACTOR],
  ['2025-03-06', 30_500, CASH_FACTOR * STOCK_FACTOR],
  ['2025-03-07', 31_000, CASH_FACTOR * STOCK_FACTOR],
  ['2025-03-10', 26_000, CASH_FACTOR],
  ['2025-03-11', 26_200, 1],
];

export async function seedOwnership(db: Database): Promise<void> {
  await db.insert(companies).values([
    {
      ticker: 'OWN',
      nameVi: 'Công ty Cổ phần Sở Hữu',
      exchange: 'HOSE',
      companyType: 'non_financial',
      listedShares: 120_000_000,
      sharesOutstanding: 118_000_000,
      foreignLimitPct: 49,
    },
    {
      ticker: 'NOLIM',
      nameVi: 'Công ty Chưa Rõ Room',
      exchange: 'HNX',
      companyType: 'non_financial',
      sharesOutstanding: 10_000_000,
    },
    { ticker: 'BARE', nameVi: 'Công ty Trống', companyType: 'non_financial' },
  ]);
  await db.insert(dailyPrices).values(
    closes.map(([date, close, adjRatio]) => ({
      ticker: 'OWN',
      date,
      open: close - 100,
      high: close + 200,
      low: close - 300,
      close,
      volume: 1_000_000,
      adjRatio,
      source: 'test',
    })),
  );
  const session = { ticker: 'OWN', source: 'test' };
  await db.insert(stockSessions).values([
    { ...session, date: '2025-03-05', totalValue: 30e9 },
    { ...session, date: '2025-03-06', totalValue: 31e9, foreignBuyValue: 2e9, foreignSellValue: 1e9 },
    { ...session, date: '2025-03-07', totalValue: 32e9, foreignCurrentRoom: 9_000_000 },
    {
      ...session,
      date: '2025-03-10',
      totalValue: 26e9,
      foreignBuyValue: 1e9,
      foreignCurrentRoom: 10_800_000,
    },
    {
      ...session,
      date: '2025-03-11',
      totalValue: 26.2e9,
      foreignBuyValue: 5e9,
      foreignSellValue: 7.5e9,
      foreignCurrentRoom: 12_000_000,
    },
    { ticker: 'NOLIM', source: 'test', date: '2025-03-11', foreignCurrentRoom: 1_000_000 },
  ]);
  await db.insert(priceAdjustments).values({
    ticker: 'OWN',
    exDate: '2025-03-10',
    previousClose: 31_000,
    refPrice: 25_800,
    factor: STOCK_FACTOR,
    source: 'test',
  });
  await db.insert(corporateActions).values([
    { ticker: 'OWN', exDate: '2025-03-10', kind: 'stock_dividend', ratio: 1.2, source: 'test' },
    { ticker: 'OWN', exDate: '2025-03-11', kind: 'cash_dividend', cashPerShare: 1_000, source: 'test' },
  ]);
  const structure = (asOf: string, source: string, pcts: [string, number][]) =>
    pcts.map(([holderKind, pct]) => ({
      ticker: 'OWN',
      asOf,
      holderKind: holderKind as 'state',
      pct,
      shares: pct * 1_200_000,
      source,
    }));
  await db.insert(ownershipStructure).values([
    ...structure('2024-12-31', 'a-vendor', [
      ['state', 0],
      ['foreign', 40],
      ['insider', 10],
      ['other', 50],
    ]),
    ...structure('2025-03-31', 'a-vendor', [
      ['foreign', 39],
      ['insider', 12],
      ['other', 49],
    ]),
    // A second source for the same date: the first by name is kept.
    ...structure('2025-03-31', 'b-vendor', [['foreign', 1]]),
  ]);
  const stake = (holderName: string, holderKind: 'foreign' | 'insider', asOf: string, pct: number) => ({
    ticker: 'OWN',
    holderName,
    holderKind,
    asOf,
    pct,
    shares: pct * 1_200_000,
    source: 'test',
  });
  await db
    .insert(majorShareholders)
    .values([
      stake('Quỹ Đầu tư ABC', 'foreign', '2024-12-31', 10),
      stake('Quỹ Đầu tư ABC', 'foreign', '2025-03-31', 12),
      stake('Nguyễn Văn An', 'insider', '2025-03-31', 5.5),
      stake('Lê Thị Bình', 'insider', '2024-06-30', 6),
    ]);
  const deal = { ticker: 'OWN', source: 'test' };
  await db.insert(insiderTransactions).values([
    {
      ...deal,
      personName: 'Nguyễn Văn An',
      position: 'Chủ tịch HĐQT',
      relation: 'insider',
      action: 'buy',
      registeredShares: 1_000_000,
      registeredFrom: '2025-03-01',
      registeredTo: '2025-03-30',
      executedShares: 1_200_000,
      executedOn: '2025-03-12',
      sharesBefore: 5_400_000,
      sharesAfter: 6_600_000,
      status: 'done',
    },
    {
      ...deal,
      personName: 'Trần Thị Bé',
      position: 'Vợ ông Nguyễn Văn An - Chủ tịch HĐQT',
      relation: 'related',
      action: 'sell',
      registeredShares: 500_000,
      registeredFrom: '2025-02-01',
      registeredTo: '2025-03-02',
      sharesBefore: 2_000_000,
      status: 'registered',
    },
    {
      ...deal,
      personName: 'Quỹ Đầu tư ABC',
      relation: 'major',
      action: 'buy',
      registeredShares: 3_000_000,
      registeredFrom: '2024-12-01',
      registeredTo: '2024-12-30',
      status: 'cancelled',
    },
  ]);
}
