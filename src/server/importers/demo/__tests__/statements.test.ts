import { sql } from 'drizzle-orm';
import { STATEMENT_TYPES } from '@/common/constants/market';
import { getTemplate } from '@/server/catalog/templates';
import { seedStatementTemplates } from '@/server/catalog/templates/seedTemplates';
import type { DatabaseHandle } from '../../../db/client';
import { companies } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { DEMO_SEED, createRandom } from '../random';
import {
  buildCompanyStatements,
  generateStatementsDemo,
  statementCompany,
  statementRows,
  templatePlan,
  type CompanyStatements,
  type StatementPeriod,
} from '../statements';
import { DEMO_UNIVERSE } from '../universe';

// A fixed "today" (mid-Q3 2025): the last complete quarter is Q2 2025, the last complete year 2024.
const now = new Date('2025-08-15T03:00:00Z');
const SAMPLE = {
  non_financial: ['HPG', 'VNM', 'MWG', 'FPT', 'VIC', 'VJC', 'CTD', 'DHG', 'GAS', 'ELC'],
  bank: ['VCB', 'TCB', 'STB', 'ABB'],
  securities: ['SSI', 'VND', 'MBS'],
  insurance: ['BVH', 'BMI', 'PVI'],
} as const;
// Identities are checked for every company of the universe; ranges per type on the sample above.
const TICKERS = DEMO_UNIVERSE.map((entry) => entry.ticker);

const generated = new Map<string, CompanyStatements>();
beforeAll(() => {
  for (const ticker of TICKERS) {
    const spec = DEMO_UNIVERSE.find((entry) => entry.ticker === ticker);
    if (!spec) throw new Error(`${ticker} is not in the demo universe`);
    generated.set(ticker, buildCompanyStatements(spec, createRandom(DEMO_SEED), { now }));
  }
});

function company(ticker: string): CompanyStatements {
  const found = generated.get(ticker);
  if (!found) throw new Error(`${ticker} not generated`);
  return found;
}
const quartersOf = (c: CompanyStatements): StatementPeriod[] =>
  c.periods.filter((p) => p.periodType === 'quarter');
const yearsOf = (c: CompanyStatements): StatementPeriod[] => c.periods.filter((p) => p.periodType === 'year');
const value = (p: StatementPeriod, statement: (typeof STATEMENT_TYPES)[number], code: string): number => {
  const found = p.statements[statement].get(code);
  if (found === undefined) throw new Error(`${statement}.${code} missing in ${p.year}/${p.quarter}`);
  return found;
};
/** Share of the cases that satisfy a condition. */
const shareOf = <T>(items: readonly T[], test: (item: T) => boolean): number =>
  items.filter(test).length / Math.max(1, items.length);

describe('demo statements in memory', () => {
  it('cover every quarter from Q1 2010 to Q2 2025 and every complete year, every item, in whole VND', () => {
    for (const ticker of TICKERS) {
      const c = company(ticker);
      const quarters = quartersOf(c);
      expect(quarters).toHaveLength(62);
      expect([quarters[0]?.year, quarters[0]?.quarter]).toEqual([2010, 1]);
      expect([quarters[61]?.year, quarters[61]?.quarter]).toEqual([2025, 2]);
      expect(yearsOf(c).map((p) => p.year)).toEqual(Array.from({ length: 15 }, (_, i) => 2010 + i));
      const problems: string[] = [];
      for (const period of c.periods)
        for (const statement of STATEMENT_TYPES)
          for (const item of getTemplate(c.companyType, statement)) {
            const v = value(period, statement, item.code);
            const whole = item.code.includes('MARKET_SHARE') || Number.isInteger(v);
            if (!Number.isFinite(v) || !whole) problems.push(`${ticker} ${statement}.${item.code} = ${v}`);
          }
      expect(problems).toEqual([]);
    }
  });

  it('make every formula total (and every additive heading) equal to its terms, to the dong', () => {
    for (const ticker of TICKERS) {
      const c = company(ticker);
      for (const statement of STATEMENT_TYPES) {
        const plan = templatePlan(c.companyType, statement);
        for (const period of c.periods)
          for (const constraint of plan.constraints) {
            const sum = constraint.terms.reduce(
              (total, t) => total + t.sign * value(period, statement, t.code),
              0,
            );
            if (sum !== value(period, statement, constraint.total))
              throw new Error(`${ticker} ${period.year}/${period.quarter} ${statement}.${constraint.total}`);
          }
      }
    }
  });

  it('balance assets with resources and tie profit lines together', () => {
    for (const ticker of TICKERS) {
      const c = company(ticker);
      for (const p of c.periods) {
        expect(value(p, 'BALANCE_SHEET', 'TOTAL_ASSETS')).toBe(value(p, 'BALANCE_SHEET', 'TOTAL_RESOURCES'));
        const equalisation =
          c.companyType === 'insurance' ? value(p, 'INCOME_STATEMENT', 'EQUALIZATION_RESERVE_CHARGE') : 0;
        expect(value(p, 'INCOME_STATEMENT', 'NET_PROFIT')).toBe(
          value(p, 'INCOME_STATEMENT', 'PROFIT_BEFORE_TAX') +
            value(p, 'INCOME_STATEMENT', 'CORPORATE_INCOME_TAX') +
            equalisation,
        );
        if (c.companyType === 'non_financial')
          expect(value(p, 'INCOME_STATEMENT', 'GROSS_PROFIT')).toBe(
            value(p, 'INCOME_STATEMENT', 'NET_REVENUE') + value(p, 'INCOME_STATEMENT', 'COGS'),
          );
      }
    }
  });

  it('link both cash flows to balance-sheet cash and to each other', () => {
    for (const ticker of TICKERS) {
      const c = company(ticker);
      for (const periods of [quartersOf(c), yearsOf(c)]) {
        periods.forEach((p, i) => {
          const cash = value(p, 'BALANCE_SHEET', 'CASH_AND_EQUIVALENTS');
          const previous = periods[i - 1];
          for (const form of ['CASH_FLOW_INDIRECT', 'CASH_FLOW_DIRECT'] as const) {
            expect(value(p, form, 'CASH_ENDING')).toBe(cash);
            const begin = value(p, form, 'CASH_BEGINNING');
            if (previous) expect(begin).toBe(value(previous, 'BALANCE_SHEET', 'CASH_AND_EQUIVALENTS'));
            expect(value(p, form, 'NET_CASH_FLOW')).toBe(cash - begin);
          }
          for (const total of [
            'NET_CASH_FROM_OPERATING',
            'NET_CASH_FROM_INVESTING',
            'NET_CASH_FROM_FINANCING',
          ])
            expect(value(p, 'CASH_FLOW_DIRECT', total)).toBe(value(p, 'CASH_FLOW_INDIRECT', total));
        });
      }
    }
  });

  it('make a year the sum of its quarters for flows and its fourth quarter for balances', () => {
    for (const ticker of TICKERS) {
      const c = company(ticker);
      for (const year of yearsOf(c)) {
        const quarters = quartersOf(c).filter((p) => p.year === year.year);
        expect(quarters).toHaveLength(4);
        const [first, , , last] = quarters as [
          StatementPeriod,
          StatementPeriod,
          StatementPeriod,
          StatementPeriod,
        ];
        const problems: string[] = [];
        for (const statement of STATEMENT_TYPES)
          for (const item of getTemplate(c.companyType, statement)) {
            const got = value(year, statement, item.code);
            let want = quarters.reduce((sum, q) => sum + value(q, statement, item.code), 0);
            if (!item.isFlow || item.code.startsWith('CASH_ENDING')) want = value(last, statement, item.code);
            else if (item.code.startsWith('CASH_BEGINNING')) want = value(first, statement, item.code);
            else if (item.code.includes('MARKET_SHARE')) want = got;
            if (got !== want) problems.push(`${ticker} ${year.year} ${statement}.${item.code}`);
          }
        expect(problems).toEqual([]);
      }
    }
  });

  it('is deterministic for a seed and independent of the other companies', () => {
    const again = buildCompanyStatements(statementCompany('TCB', 'bank'), createRandom(DEMO_SEED), { now });
    expect(statementRows(again)).toEqual(statementRows(company('TCB')));
    const other = buildCompanyStatements(statementCompany('TCB', 'bank'), createRandom(DEMO_SEED + 1), {
      now,
    });
    expect(statementRows(other)).not.toEqual(statementRows(company('TCB')));
  });
});

describe('demo statements look like their industries', () => {
  const bands: Record<string, [number, number]> = {
    MWG: [0.12, 0.3],
    FPT: [0.3, 0.45],
    HPG: [-0.05, 0.32],
    VNM: [0.33, 0.5],
    DHG: [0.35, 0.55],
  };

  it('keeps yearly gross margins in the industry band and growth mostly between -20% and +40%', () => {
    for (const [ticker, [min, max]] of Object.entries(bands)) {
      const margins = yearsOf(company(ticker)).map(
        (p) => value(p, 'INCOME_STATEMENT', 'GROSS_PROFIT') / value(p, 'INCOME_STATEMENT', 'NET_REVENUE'),
      );
      expect(shareOf(margins, (m) => m >= min && m <= max)).toBeGreaterThanOrEqual(0.9);
    }
    for (const ticker of SAMPLE.non_financial) {
      const revenue = yearsOf(company(ticker)).map((p) => value(p, 'INCOME_STATEMENT', 'NET_REVENUE'));
      const growth = revenue.slice(1).map((r, i) => r / (revenue[i] ?? r) - 1);
      expect(shareOf(growth, (g) => g >= -0.25 && g <= 0.45)).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('taxes about a fifth of positive profit and keeps non-financial equity at 25-75% of assets', () => {
    for (const ticker of TICKERS) {
      const rates = yearsOf(company(ticker))
        .filter((p) =>
          quartersOf(company(ticker)).every(
            (q) => q.year !== p.year || value(q, 'INCOME_STATEMENT', 'PROFIT_BEFORE_TAX') > 0,
          ),
        )
        .map(
          (p) =>
            -value(p, 'INCOME_STATEMENT', 'CORPORATE_INCOME_TAX') /
            value(p, 'INCOME_STATEMENT', 'PROFIT_BEFORE_TAX'),
        );
      expect(shareOf(rates, (t) => t >= 0.13 && t <= 0.28)).toBeGreaterThanOrEqual(0.9);
    }
    for (const ticker of SAMPLE.non_financial) {
      const ratios = quartersOf(company(ticker)).map(
        (p) => value(p, 'BALANCE_SHEET', 'OWNERS_EQUITY') / value(p, 'BALANCE_SHEET', 'TOTAL_ASSETS'),
      );
      // Up to 75%: very profitable companies keep profit as Vinamilk and Sabeco do (statementsNonFinancial).
      expect(shareOf(ratios, (e) => e >= 0.25 && e <= 0.75)).toBeGreaterThanOrEqual(0.85);
    }
  });

  it('gives banks their loan book, deposit funding, margins, costs, capital and size', () => {
    for (const ticker of SAMPLE.bank) {
      const c = company(ticker);
      for (const p of quartersOf(c)) {
        const assets = value(p, 'BALANCE_SHEET', 'TOTAL_ASSETS');
        const loans = value(p, 'BALANCE_SHEET', 'LOANS_TO_CUSTOMERS_NET') / assets;
        const deposits =
          value(p, 'BALANCE_SHEET', 'CUSTOMER_DEPOSITS') / value(p, 'BALANCE_SHEET', 'TOTAL_LIABILITIES');
        const equity = value(p, 'BALANCE_SHEET', 'OWNERS_EQUITY') / assets;
        expect(loans).toBeGreaterThanOrEqual(0.55);
        expect(loans).toBeLessThanOrEqual(0.72);
        expect(deposits).toBeGreaterThanOrEqual(0.65);
        expect(deposits).toBeLessThanOrEqual(0.88);
        expect(equity).toBeGreaterThanOrEqual(0.06);
        expect(equity).toBeLessThanOrEqual(0.12);
      }
      for (const p of yearsOf(c)) {
        const nim =
          value(p, 'INCOME_STATEMENT', 'NET_INTEREST_INCOME') / value(p, 'BALANCE_SHEET', 'TOTAL_ASSETS');
        const cir =
          -value(p, 'INCOME_STATEMENT', 'OPERATING_EXPENSES') /
          value(p, 'INCOME_STATEMENT', 'TOTAL_OPERATING_INCOME');
        expect(nim).toBeGreaterThanOrEqual(0.02);
        expect(nim).toBeLessThanOrEqual(0.05);
        expect(cir).toBeGreaterThanOrEqual(0.25);
        expect(cir).toBeLessThanOrEqual(0.55);
      }
    }
    const size2024 = (ticker: string): number =>
      value(
        yearsOf(company(ticker)).find((p) => p.year === 2024) as StatementPeriod,
        'BALANCE_SHEET',
        'TOTAL_ASSETS',
      );
    expect(size2024('VCB')).toBeGreaterThan(8e14);
    expect(size2024('VCB')).toBeLessThan(2.5e15);
    expect(size2024('ABB')).toBeLessThan(2.5e14);
  });

  it('moves brokers with the market, keeps insurers claims at 40-70% and lets weak companies lose', () => {
    const brokerage = (year: number): number =>
      value(
        yearsOf(company('SSI')).find((p) => p.year === year) as StatementPeriod,
        'INCOME_STATEMENT',
        'BROKERAGE_REVENUE',
      );
    expect(brokerage(2021)).toBeGreaterThan(3 * brokerage(2012));
    for (const ticker of ['BMI', 'PVI']) {
      const ratios = yearsOf(company(ticker)).map(
        (p) =>
          -value(p, 'INCOME_STATEMENT', 'CLAIMS_PAID') /
          value(p, 'INCOME_STATEMENT', 'GROSS_WRITTEN_PREMIUM'),
      );
      expect(shareOf(ratios, (r) => r >= 0.4 && r <= 0.7)).toBe(1);
    }
    const losses = (ticker: string): number =>
      shareOf(quartersOf(company(ticker)), (p) => value(p, 'INCOME_STATEMENT', 'NET_PROFIT') < 0);
    expect(losses('VJC')).toBeGreaterThan(0.05);
    expect(losses('VNM')).toBeLessThan(0.05);
  });
});

describe('generateStatementsDemo', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedStatementTemplates(handle.db);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
  });

  it('writes every item of every period for the demo companies only', async () => {
    const demo = ['TCB', 'SSI', 'BMI', 'HPG'];
    await handle.db.insert(companies).values([
      ...demo.map((ticker) => {
        const spec = statementCompany(
          ticker,
          DEMO_UNIVERSE.find((e) => e.ticker === ticker)?.companyType ?? 'bank',
        );
        return { ticker, nameVi: ticker, companyType: spec.companyType, isDemo: true };
      }),
      { ticker: 'REAL', nameVi: 'Real company', companyType: 'non_financial' as const, isDemo: false },
    ]);
    const counts = await generateStatementsDemo(handle.db, createRandom(DEMO_SEED), { now });
    const periods = 62 + 15;
    const expected = demo.reduce(
      (sum, ticker) =>
        sum +
        periods *
          STATEMENT_TYPES.reduce(
            (n, statement) => n + getTemplate(company(ticker).companyType, statement).length,
            0,
          ),
      0,
    );
    expect(counts).toEqual({ companies: 4, rows: expected });
    const result = (await handle.db.execute(
      sql`select ticker, count(*)::int as rows from statement_values where source = 'demo' group by ticker order by ticker`,
    )) as { rows?: { ticker: string; rows: number }[] };
    expect(result.rows?.map((row) => row.ticker)).toEqual(['BMI', 'HPG', 'SSI', 'TCB']);
    expect(result.rows?.reduce((sum, row) => sum + row.rows, 0)).toBe(expected);
    const assets = (await handle.db.execute(
      sql`select value from statement_values where ticker = 'TCB' and statement = 'BALANCE_SHEET'
          and item_code = 'TOTAL_ASSETS' and period_type = 'year' and year = 2024 and quarter = 0`,
    )) as { rows?: { value: number }[] };
    const tcb2024 = yearsOf(company('TCB')).find((p) => p.year === 2024) as StatementPeriod;
    expect(assets.rows?.[0]?.value).toBe(value(tcb2024, 'BALANCE_SHEET', 'TOTAL_ASSETS'));
    // Running it again replaces the demo rows instead of failing on duplicates.
    await expect(generateStatementsDemo(handle.db, createRandom(DEMO_SEED), { now })).resolves.toEqual(
      counts,
    );
  }, 120_000);

  it('leaves the keys and indexes of statement_values exactly as the migrations made them', async () => {
    // The generator drops them for its bulk write and builds them again (statementIndexes.ts).
    const definitions = async (database: DatabaseHandle): Promise<unknown[]> => {
      const result = (await database.db.execute(
        sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
              where conrelid = 'statement_values'::regclass and contype in ('p', 'f')
            union all
            select indexname, indexdef from pg_indexes where tablename = 'statement_values'
            order by 1`,
      )) as { rows?: unknown[] };
      return result.rows ?? [];
    };
    const fresh = await createTestDatabase();
    try {
      const migrated = await definitions(fresh);
      expect(migrated).toHaveLength(4);
      expect(await definitions(handle)).toEqual(migrated);
    } finally {
      await fresh.close();
    }
  });
});
