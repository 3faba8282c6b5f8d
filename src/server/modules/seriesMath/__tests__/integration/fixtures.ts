import type { Database } from '../../../../db/client';
import {
  companies,
  industries,
  macroMenuItems,
  macroSeries,
  macroValues,
  statementValues,
  watchlistItems,
  watchlists,
} from '../../../../db/schema';
import { refreshStatementChoices } from '../../../../db/statementSource';

/**
 * Three listed banks of ICB 8300 (8355 at level 4) and one food company, with loans and customer
 * deposits for the four quarters of 2024 (billions of VND):
 *   BKA loans 100, 110, 120, 130; deposits 200, 220, 240, 0
 *   BKB loans 300, 330, 360, 390; deposits 400, 440, 480, 520
 *   BKC loans 50, (Q2 missing), 70, 80; deposits 100, 100, 100, 100
 * A free monthly macro series VN_TEST_RATE (6.0, 6.5, 7.0 for January-March 2024), and a watchlist
 * "Ngân hàng" (BKA, BKB) of the PRO test account (user:3).
 */

export const B = 1e9;
export const LOANS = 'statement:BALANCE_SHEET.LOANS_TO_CUSTOMERS';
export const DEPOSITS = 'statement:BALANCE_SHEET.CUSTOMER_DEPOSITS';

const FIGURES: Record<string, { loans: (number | null)[]; deposits: number[] }> = {
  BKA: { loans: [100, 110, 120, 130], deposits: [200, 220, 240, 0] },
  BKB: { loans: [300, 330, 360, 390], deposits: [400, 440, 480, 520] },
  BKC: { loans: [50, null, 70, 80], deposits: [100, 100, 100, 100] },
};

function bank(ticker: string) {
  return {
    ticker,
    nameVi: `Ngân hàng ${ticker}`,
    exchange: 'HOSE' as const,
    companyType: 'bank' as const,
    icbCode1: '8000',
    icbCode2: '8300',
    icbCode3: '8350',
    icbCode4: '8355',
  };
}

export async function seedSeriesMath(
  db: Database,
): Promise<{ watchlistId: number; otherWatchlistId: number }> {
  await db
    .insert(industries)
    .values([{ icbCode: '8300', level: 2, parentCode: '8000', nameVi: 'Ngân hàng', nameEn: 'Banks' }]);
  await db.insert(companies).values([
    bank('BKA'),
    bank('BKB'),
    bank('BKC'),
    {
      ticker: 'FOO',
      nameVi: 'Công ty Thực phẩm',
      exchange: 'HOSE',
      companyType: 'non_financial',
      icbCode1: '3000',
      icbCode4: '3577',
    },
  ]);
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (const [ticker, figures] of Object.entries(FIGURES)) {
    for (let quarter = 1; quarter <= 4; quarter += 1) {
      const loans = figures.loans[quarter - 1];
      const lines: [string, number | null | undefined][] = [
        ['LOANS_TO_CUSTOMERS', loans],
        ['CUSTOMER_DEPOSITS', figures.deposits[quarter - 1]],
      ];
      for (const [itemCode, value] of lines) {
        if (value === null || value === undefined) continue;
        rows.push({
          ticker,
          statement: 'BALANCE_SHEET',
          itemCode,
          periodType: 'quarter',
          year: 2024,
          quarter,
          value: value * B,
          source: 'test',
        });
      }
    }
  }
  await db.insert(statementValues).values(rows);
  await refreshStatementChoices(db, {});

  const [menu] = await db
    .insert(macroMenuItems)
    .values({
      code: 'TEST_RATE_MENU',
      groupCode: 'VN',
      level: 1,
      position: 0,
      nameVi: 'Lãi suất thử',
      isFree: true,
    })
    .returning();
  const [series] = await db
    .insert(macroSeries)
    .values({
      code: 'VN_TEST_RATE',
      menuItemId: menu?.id ?? 0,
      nameVi: 'Lãi suất thử',
      unit: '%',
      frequency: 'month',
      source: 'Ngân hàng Nhà nước',
    })
    .returning();
  await db.insert(macroValues).values(
    [
      ['2024-01-31', 6],
      ['2024-02-29', 6.5],
      ['2024-03-31', 7],
    ].map(([period, value]) => ({
      seriesId: series?.id ?? 0,
      period: String(period),
      valueType: 'value',
      value: Number(value),
      source: 'Ngân hàng Nhà nước',
    })),
  );

  const [mine, other] = await db
    .insert(watchlists)
    .values([
      { ownerKey: 'user:3', name: 'Ngân hàng' },
      { ownerKey: 'user:4', name: 'Của người khác' },
    ])
    .returning();
  await db.insert(watchlistItems).values([
    { watchlistId: mine?.id ?? 0, ticker: 'BKA', position: 0 },
    { watchlistId: mine?.id ?? 0, ticker: 'BKB', position: 1 },
    { watchlistId: other?.id ?? 0, ticker: 'BKC', position: 0 },
  ]);
  return { watchlistId: mine?.id ?? 0, otherWatchlistId: other?.id ?? 0 };
}
