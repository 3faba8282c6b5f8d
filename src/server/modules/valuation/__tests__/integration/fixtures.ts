import type { Database } from '../../../../db/client';
import { companies, dailyPrices, industries, statementValues } from '../../../../db/schema';
import { refreshStatementChoices } from '../../../../db/statementSource';

const B = 1e9;

/**
 * Hand-made rows of the valuation band tests, ICB 9537 (software):
 * - VAL: quarters 2020Q1-2025Q2, capital 1,000 bn (100 m shares, never changed, no corporate
 *   actions), parent profit 50 bn a quarter except 2022Q1 −150 and 2022Q2 −100 (TTM ≤ 0 from Q1 2022
 *   to Q4 2022: those sessions are losses), depreciation 20 bn a quarter; a raw close every weekday
 *   from 2021-01-04 to 2025-08-29.
 * - PEER1, PEER2: the same industry, profits 40 and 80 bn a quarter, no depreciation line (PEER2
 *   asked for EV/EBITDA gets EV/EBIT), closes on the same days.
 * - SHORT: VAL's statements but closes only from 2025-07-01 (too little history).
 * - BANKX: a bank (no EV/EBITDA) with closes from 2025-08-01 and no statements.
 */

export const LAST_DAY = '2025-08-29';
export const VAL_CAPITAL = 1000 * B;

interface Spec {
  ticker: string;
  profit: (year: number, quarter: number) => number;
  depreciation: number | null;
  base: number;
  from: string;
}

const SPECS: Spec[] = [
  {
    ticker: 'VAL',
    profit: (year, quarter) =>
      year === 2022 && quarter === 1 ? -150 : year === 2022 && quarter === 2 ? -100 : 50,
    depreciation: 20,
    base: 30_000,
    from: '2021-01-04',
  },
  { ticker: 'PEER1', profit: () => 40, depreciation: null, base: 20_000, from: '2021-01-04' },
  { ticker: 'PEER2', profit: () => 80, depreciation: null, base: 50_000, from: '2021-01-04' },
  { ticker: 'SHORT', profit: () => 50, depreciation: 20, base: 30_000, from: '2025-07-01' },
];

function statementRows(spec: Spec): (typeof statementValues.$inferInsert)[] {
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (let year = 2020; year <= 2025; year += 1) {
    for (let quarter = 1; quarter <= 4; quarter += 1) {
      if (year === 2025 && quarter > 2) continue;
      const items: [typeof statementValues.$inferInsert.statement, string, number | null][] = [
        ['BALANCE_SHEET', 'OWNERS_EQUITY', 2000 + 10 * (year - 2020)],
        ['BALANCE_SHEET', 'PAID_IN_CAPITAL', 1000],
        ['BALANCE_SHEET', 'SHORT_TERM_BORROWINGS', 300],
        ['BALANCE_SHEET', 'LONG_TERM_BORROWINGS', 200],
        ['BALANCE_SHEET', 'CASH_AND_EQUIVALENTS', 100],
        ['INCOME_STATEMENT', 'NET_PROFIT', spec.profit(year, quarter)],
        ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', spec.profit(year, quarter)],
        ['INCOME_STATEMENT', 'PROFIT_BEFORE_TAX', spec.profit(year, quarter) + 10],
        ['INCOME_STATEMENT', 'INTEREST_EXPENSES', -5],
        ['CASH_FLOW_INDIRECT', 'DEPRECIATION', spec.depreciation],
      ];
      for (const [statement, itemCode, value] of items) {
        if (value === null) continue;
        rows.push({
          ticker: spec.ticker,
          statement,
          itemCode,
          periodType: 'quarter',
          year,
          quarter,
          value: value * B,
          source: 'test',
        });
      }
    }
  }
  return rows;
}

/** Every weekday from `from` to LAST_DAY (UTC dates). */
export function weekdays(from: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${LAST_DAY}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

function priceRows(spec: Spec): (typeof dailyPrices.$inferInsert)[] {
  return weekdays(spec.from).map((date, i) => {
    const close = Math.round(spec.base + spec.base * 0.2 * Math.sin(i / 37));
    return {
      ticker: spec.ticker,
      date,
      open: close,
      high: close,
      low: close,
      close,
      volume: 1000,
      adjRatio: 1,
      source: 'test-feed',
    };
  });
}

export async function seedValuationBands(db: Database): Promise<void> {
  await db.insert(industries).values([
    {
      icbCode: '9530',
      level: 3,
      parentCode: '9500',
      nameVi: 'Phần mềm và dịch vụ máy tính',
      nameEn: 'Software',
    },
    { icbCode: '9537', level: 4, parentCode: '9530', nameVi: 'Phần mềm', nameEn: 'Software' },
  ]);
  const company = (ticker: string, companyType: 'non_financial' | 'bank', icbCode4: string | null) => ({
    ticker,
    nameVi: `Công ty ${ticker}`,
    exchange: 'HOSE' as const,
    companyType,
    icbCode2: icbCode4 ? '9500' : null,
    icbCode3: icbCode4 ? '9530' : null,
    icbCode4,
  });
  await db
    .insert(companies)
    .values([
      company('VAL', 'non_financial', '9537'),
      company('PEER1', 'non_financial', '9537'),
      company('PEER2', 'non_financial', '9537'),
      company('SHORT', 'non_financial', null),
      company('BANKX', 'bank', null),
    ]);
  await db.insert(statementValues).values(SPECS.flatMap(statementRows));
  await refreshStatementChoices(db, {});
  // BANKX trades but has no quarterly statements.
  const bank = { ticker: 'BANKX', profit: () => 0, depreciation: null, base: 25_000, from: '2025-08-01' };
  const prices = [...SPECS, bank].flatMap(priceRows);
  for (let start = 0; start < prices.length; start += 1000) {
    await db.insert(dailyPrices).values(prices.slice(start, start + 1000));
  }
}
