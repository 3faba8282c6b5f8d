import type { Database } from '../../../../db/client';
import { companies, dailyPrices, industries, statementValues, stockSessions } from '../../../../db/schema';
import { refreshStatementChoices } from '../../../../db/statementSource';

const B = 1e9;

/** The latest session of the fixtures (a Friday). */
export const LATEST = '2025-03-14';

/** `count` weekdays ending on `last`, oldest first. */
export function weekdays(last: string, count: number): string[] {
  const days: string[] = [];
  let time = Date.parse(`${last}T00:00:00Z`);
  while (days.length < count) {
    const day = new Date(time).getUTCDay();
    if (day !== 0 && day !== 6) days.push(new Date(time).toISOString().slice(0, 10));
    time -= 86_400_000;
  }
  return days.reverse();
}

function company(
  ticker: string,
  exchange: 'HOSE' | 'HNX',
  companyType: 'non_financial' | 'bank',
  nameVi: string,
) {
  return {
    ticker,
    nameVi,
    shortName: nameVi,
    exchange,
    companyType,
    icbCode1: '3000',
    icbCode2: '3500',
    icbCode3: '3570',
    icbCode4: '3577',
    listedShares: 10_000_000,
  };
}

/**
 * AAA: 300 sessions at 10,000 then 12,000 on the latest (volume 1,000 then 3,000), eight quarters
 * Q1 2023-Q4 2024 (revenue 100 then 120 bn a quarter, parent profit 3 bn, equity 120 bn, paid-in
 * capital 100 bn = 10 M shares), foreign buy 2 bn and sell 1 bn every session. BBB: 30 sessions at
 * 20,000, no statements, no foreign values. CCC (HNX): a listed company without any price.
 */
export async function seedScreenerFixtures(db: Database): Promise<void> {
  await db.insert(industries).values([
    { icbCode: '3000', level: 1, parentCode: null, nameVi: 'Hàng tiêu dùng', nameEn: 'Consumer Goods' },
    {
      icbCode: '3500',
      level: 2,
      parentCode: '3000',
      nameVi: 'Thực phẩm và đồ uống',
      nameEn: 'Food & Beverage',
    },
    { icbCode: '3570', level: 3, parentCode: '3500', nameVi: 'Sản xuất thực phẩm', nameEn: 'Food Producers' },
    { icbCode: '3577', level: 4, parentCode: '3570', nameVi: 'Thực phẩm', nameEn: 'Food Products' },
  ]);
  await db
    .insert(companies)
    .values([
      company('AAA', 'HOSE', 'non_financial', 'Công ty Thực phẩm An An'),
      company('BBB', 'HOSE', 'non_financial', 'Công ty Bình Bình'),
      company('CCC', 'HNX', 'non_financial', 'Công ty Cà Cà'),
    ]);
  const days = weekdays(LATEST, 300);
  const prices = days.map((date, i) => {
    const close = i === days.length - 1 ? 12_000 : 10_000;
    return {
      ticker: 'AAA',
      date,
      open: close,
      high: close,
      low: close,
      close,
      volume: i === days.length - 1 ? 3000 : 1000,
      adjRatio: 1,
      source: 'test',
    };
  });
  for (const date of days.slice(-30)) {
    prices.push({
      ticker: 'BBB',
      date,
      open: 20_000,
      high: 20_000,
      low: 20_000,
      close: 20_000,
      volume: 500,
      adjRatio: 1,
      source: 'test',
    });
  }
  await db.insert(dailyPrices).values(prices);
  const sessions = days.slice(-21).flatMap((date, i) => {
    const last = i === 20;
    return [
      {
        ticker: 'AAA',
        date,
        refPrice: 10_000,
        close: last ? 12_000 : 10_000,
        totalVolume: last ? 3000 : 1000,
        totalValue: last ? 36e6 : 10e6,
        foreignBuyValue: 2 * B,
        foreignSellValue: 1 * B,
        source: 'test',
      },
      {
        ticker: 'BBB',
        date,
        refPrice: 20_000,
        close: 20_000,
        totalVolume: 500,
        totalValue: 10e6,
        source: 'test',
      },
    ];
  });
  await db.insert(stockSessions).values(sessions);
  const statements: (typeof statementValues.$inferInsert)[] = [];
  for (let i = 0; i < 8; i += 1) {
    const period = { year: 2023 + Math.floor(i / 4), quarter: (i % 4) + 1 };
    const revenue = i < 4 ? 100 : 120;
    const items: [string, string, number][] = [
      ['BALANCE_SHEET', 'TOTAL_ASSETS', 240],
      ['BALANCE_SHEET', 'TOTAL_LIABILITIES', 120],
      ['BALANCE_SHEET', 'OWNERS_EQUITY', 120],
      ['BALANCE_SHEET', 'PAID_IN_CAPITAL', 100],
      ['INCOME_STATEMENT', 'NET_REVENUE', revenue],
      ['INCOME_STATEMENT', 'NET_PROFIT', 3],
      ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', 3],
    ];
    for (const [statement, itemCode, value] of items) {
      statements.push({
        ticker: 'AAA',
        statement: statement as 'BALANCE_SHEET' | 'INCOME_STATEMENT',
        itemCode,
        periodType: 'quarter',
        ...period,
        value: value * B,
        source: 'test',
      });
    }
  }
  await db.insert(statementValues).values(statements);
  await refreshStatementChoices(db, {});
}
