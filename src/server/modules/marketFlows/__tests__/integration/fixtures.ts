import type { Database } from '@/server/db/client';
import { companies, dailyPrices, industries, statementValues, stockSessions } from '@/server/db/schema';
import { refreshStatementChoices } from '@/server/db/statementSource';

/**
 * A small fixed market (values hand-computed in the tests):
 *
 *   AAA HOSE 9500 Công nghệ, 100 m shares; BBB HNX 9500, 50 m; CCC HOSE 9500, 50 m;
 *   DDD UPCOM 2300 Xây dựng và Vật liệu, 10 m, listed on the last session only.
 *
 * Sessions 2025-12-30, 2025-12-31, 2026-01-02, 2026-01-05 (the latest). BBB paid a cash dividend
 * ex 2026-01-02: its earlier rows have adj_ratio 0.95.
 */
export const D0 = '2025-12-30';
export const D1 = '2025-12-31';
export const D2 = '2026-01-02';
export const D3 = '2026-01-05';
export const B = 1e9;

const CLOSES: Record<string, [string, number, number][]> = {
  AAA: [
    [D0, 14_500, 1],
    [D1, 15_000, 1],
    [D2, 15_500, 1],
    [D3, 16_000, 1],
  ],
  BBB: [
    [D0, 19_000, 0.95],
    [D1, 20_000, 0.95],
    [D2, 22_000, 1],
    [D3, 24_000, 1],
  ],
  CCC: [
    [D0, 10_500, 1],
    [D1, 10_000, 1],
    [D2, 9_500, 1],
    [D3, 9_000, 1],
  ],
  DDD: [[D3, 5_000, 1]],
};

/** Foreign buy / sell in tỷ đồng per session; null = the feed sent none. */
const FOREIGN: Record<string, Record<string, [number | null, number | null]>> = {
  AAA: { [D0]: [null, null], [D1]: [10, 4], [D2]: [3, 8], [D3]: [6, 1] },
  BBB: { [D0]: [null, null], [D1]: [2, 2], [D2]: [null, 5], [D3]: [1, 9] },
  CCC: { [D0]: [null, null], [D1]: [1, 0], [D2]: [7, 0], [D3]: [0, 3] },
  DDD: { [D3]: [0, 0] },
};

/** Quarterly statements of 2025 (VND): capital, equity at Q4, parent profit of each quarter. */
const STATEMENTS: Record<string, { capital: number; equity: number; quarterProfit: number }> = {
  AAA: { capital: 1_000 * B, equity: 2_000 * B, quarterProfit: 25 * B },
  BBB: { capital: 500 * B, equity: 1_000 * B, quarterProfit: 25 * B },
  CCC: { capital: 500 * B, equity: 500 * B, quarterProfit: -10 * B },
};

export async function seedMarketFlowsFixtures(db: Database): Promise<void> {
  await db
    .insert(industries)
    .values([
      { icbCode: '9000', level: 1, parentCode: null, nameVi: 'Công nghệ thông tin', nameEn: 'Technology' },
      { icbCode: '9500', level: 2, parentCode: '9000', nameVi: 'Công nghệ', nameEn: 'Technology' },
      { icbCode: '2000', level: 1, parentCode: null, nameVi: 'Công nghiệp', nameEn: 'Industrials' },
      {
        icbCode: '2300',
        level: 2,
        parentCode: '2000',
        nameVi: 'Xây dựng và Vật liệu',
        nameEn: 'Construction',
      },
    ])
    .onConflictDoNothing();
  const company = (ticker: string, exchange: 'HOSE' | 'HNX' | 'UPCOM', icb: string, shares: number) => ({
    ticker,
    nameVi: `Công ty ${ticker}`,
    exchange,
    companyType: 'non_financial' as const,
    icbCode1: icb === '9500' ? '9000' : '2000',
    icbCode2: icb,
    listedShares: shares,
  });
  await db
    .insert(companies)
    .values([
      company('AAA', 'HOSE', '9500', 100e6),
      company('BBB', 'HNX', '9500', 50e6),
      company('CCC', 'HOSE', '9500', 50e6),
      company('DDD', 'UPCOM', '2300', 10e6),
    ]);
  await db.insert(dailyPrices).values(
    Object.entries(CLOSES).flatMap(([ticker, days]) =>
      days.map(([date, close, adjRatio]) => ({
        ticker,
        date,
        open: close,
        high: close,
        low: close,
        close,
        volume: 1000,
        adjRatio,
        source: 'demo',
      })),
    ),
  );
  await db.insert(stockSessions).values(
    Object.entries(FOREIGN).flatMap(([ticker, days]) =>
      Object.entries(days).map(([date, [buy, sell]]) => {
        const closes = CLOSES[ticker] ?? [];
        const at = closes.findIndex(([day]) => day === date);
        const close = closes[at]?.[1] ?? null;
        const ref = closes[at - 1]?.[1] ?? close;
        return {
          ticker,
          date,
          refPrice: ref,
          close,
          pctChange: close !== null && ref !== null ? ((close - ref) / ref) * 100 : null,
          totalVolume: ticker === 'DDD' ? 0 : 1_000_000 * (at + 1),
          totalValue: ticker === 'DDD' ? 0 : (close ?? 0) * 1_000_000 * (at + 1),
          foreignBuyValue: buy === null ? null : buy * B,
          foreignSellValue: sell === null ? null : sell * B,
          source: 'demo',
        };
      }),
    ),
  );
  await db.insert(statementValues).values(
    Object.entries(STATEMENTS).flatMap(([ticker, figures]) => [
      ...[1, 2, 3, 4].map((quarter) => ({
        ticker,
        statement: 'INCOME_STATEMENT' as const,
        itemCode: 'NET_PROFIT_PARENT',
        periodType: 'quarter' as const,
        year: 2025,
        quarter,
        value: figures.quarterProfit,
        source: 'demo',
      })),
      ...(
        [
          ['PAID_IN_CAPITAL', figures.capital],
          ['OWNERS_EQUITY', figures.equity],
        ] as const
      ).map(([itemCode, value]) => ({
        ticker,
        statement: 'BALANCE_SHEET' as const,
        itemCode,
        periodType: 'quarter' as const,
        year: 2025,
        quarter: 4,
        value,
        source: 'demo',
      })),
    ]),
  );
  await refreshStatementChoices(db, { tickers: ['AAA', 'BBB', 'CCC'] });
}
