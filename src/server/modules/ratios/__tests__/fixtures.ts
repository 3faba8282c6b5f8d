import type { CompanyType } from '@/common/constants/market';
import type { Database } from '../../../db/client';
import { companies, dailyPrices, industries, statementValues } from '../../../db/schema';
import { refreshStatementChoices } from '../../../db/statementSource';

const B = 1e9;

interface SeriesSpec {
  ticker: string;
  /** Quarterly revenue, profit and equity in the first quarter (Q1 2023), billions of VND. */
  revenue0: number;
  profit0: number;
  equity0: number;
  /** Paid-in capital, billions (shares = capital / 10,000 VND). */
  capital: number;
  /** Close on 2024-12-30 (VND); 2025-01-02 trades at double, which no 2024 ratio may use. */
  price: number;
  /** The last close is on this day instead (a ticker whose prices stopped long before). */
  pricesEnd?: string;
}

/**
 * Eight quarters, Q1 2023 (i = 0) to Q4 2024 (i = 7): revenue revenue0 + 10i, gross profit a
 * quarter of it, profit profit0 + i (all to the parent), equity equity0 + 20i, total assets
 * 2 x equity0 + 50i, current assets 400, current liabilities 200.
 */
function quarterRows(spec: SeriesSpec) {
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (let i = 0; i < 8; i += 1) {
    const period = { year: 2023 + Math.floor(i / 4), quarter: (i % 4) + 1 };
    const equity = spec.equity0 + 20 * i;
    const assets = 2 * spec.equity0 + 50 * i;
    const revenue = spec.revenue0 + 10 * i;
    const profit = spec.profit0 + i;
    const items: [string, string, number][] = [
      ['BALANCE_SHEET', 'TOTAL_ASSETS', assets],
      ['BALANCE_SHEET', 'TOTAL_LIABILITIES', assets - equity],
      ['BALANCE_SHEET', 'OWNERS_EQUITY', equity],
      ['BALANCE_SHEET', 'PAID_IN_CAPITAL', spec.capital],
      ['BALANCE_SHEET', 'CURRENT_ASSETS', 400],
      ['BALANCE_SHEET', 'CURRENT_LIABILITIES', 200],
      ['INCOME_STATEMENT', 'NET_REVENUE', revenue],
      ['INCOME_STATEMENT', 'GROSS_PROFIT', revenue / 4],
      ['INCOME_STATEMENT', 'NET_PROFIT', profit],
      ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', profit],
    ];
    for (const [statement, itemCode, value] of items) {
      rows.push({
        ticker: spec.ticker,
        statement: statement as 'BALANCE_SHEET' | 'INCOME_STATEMENT',
        itemCode,
        periodType: 'quarter',
        ...period,
        value: value * B,
        source: 'test',
      });
    }
  }
  return rows;
}

function company(ticker: string, companyType: CompanyType, icbCode4: string, nameVi: string) {
  return {
    ticker,
    nameVi,
    shortName: nameVi,
    exchange: 'HOSE' as const,
    companyType,
    icbCode1: '3000',
    icbCode2: '3500',
    icbCode3: '3570',
    icbCode4,
  };
}

function price(ticker: string, date: string, close: number) {
  return {
    ticker,
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1000,
    adjRatio: 1,
    source: 'test',
  };
}

/**
 * Food producers in ICB 3577: AAA (the company), BBB and CCC with figures, DDD without any, GGG with
 * AAA's figures but prices that stop in July 2021; EEE in
 * another level-4 industry of the same level 3; FFF a securities firm coded 3577 by mistake; NHA a bank.
 */
export async function seedRatioFixtures(db: Database): Promise<void> {
  await db.insert(industries).values([
    { icbCode: '3570', level: 3, parentCode: '3500', nameVi: 'Sản xuất thực phẩm', nameEn: 'Food Producers' },
    { icbCode: '3577', level: 4, parentCode: '3570', nameVi: 'Thực phẩm', nameEn: 'Food Products' },
    { icbCode: '3573', level: 4, parentCode: '3570', nameVi: 'Nông sản', nameEn: 'Farming' },
  ]);
  await db
    .insert(companies)
    .values([
      company('AAA', 'non_financial', '3577', 'Công ty Thực phẩm An An'),
      company('BBB', 'non_financial', '3577', 'Công ty Thực phẩm Bình Bình'),
      company('CCC', 'non_financial', '3577', 'Công ty Thực phẩm Cà Cà'),
      company('DDD', 'non_financial', '3577', 'Công ty Thực phẩm Đông Đông'),
      company('GGG', 'non_financial', '3577', 'Công ty Thực phẩm Giang Giang'),
      company('EEE', 'non_financial', '3573', 'Công ty Nông sản Ê Ê'),
      company('FFF', 'securities', '3577', 'Công ty Chứng khoán F'),
      { ...company('NHA', 'bank', '8355', 'Ngân hàng A'), icbCode3: '8350' },
    ]);
  const specs: SeriesSpec[] = [
    { ticker: 'AAA', revenue0: 100, profit0: 10, equity0: 500, capital: 200, price: 31_000 },
    { ticker: 'BBB', revenue0: 200, profit0: 20, equity0: 300, capital: 100, price: 51_000 },
    { ticker: 'CCC', revenue0: 150, profit0: 5, equity0: 900, capital: 300, price: 28_000 },
    { ticker: 'EEE', revenue0: 100, profit0: 50, equity0: 100, capital: 100, price: 10_000 },
    { ticker: 'FFF', revenue0: 100, profit0: 50, equity0: 100, capital: 100, price: 10_000 },
    // AAA's figures, but its prices stop on 15 July 2021, as the real VNX files do.
    {
      ticker: 'GGG',
      revenue0: 100,
      profit0: 10,
      equity0: 500,
      capital: 200,
      price: 31_000,
      pricesEnd: '2021-07-15',
    },
  ];
  await db.insert(statementValues).values(specs.flatMap(quarterRows));
  await refreshStatementChoices(db, {});
  await db
    .insert(dailyPrices)
    .values(
      specs.flatMap((spec) =>
        spec.pricesEnd
          ? [price(spec.ticker, spec.pricesEnd, spec.price)]
          : [
              price(spec.ticker, '2024-09-27', spec.price * 0.9),
              price(spec.ticker, '2024-12-30', spec.price),
              price(spec.ticker, '2025-01-02', spec.price * 2),
            ],
      ),
    );
}
