import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  appMeta,
  companies,
  dailyPrices,
  macroValues,
  statementItems,
  statementValues,
} from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { DEMO_UNIVERSE } from '../demo/universe';
import { getOverview } from '../../modules/companyPages/overview.service';
import { getRatiosData } from '../../modules/ratios/ratios.service';
import { seedDemo, SEED_VERSION } from '../seed';

// The real orchestration (templates, market, statements, macro, industry, marks) over a few companies:
// the first of each kind and two more. The generators' own tests check every company of the universe
// in memory, and the browser tests' setup seeds the whole universe with `scripts/seed.ts`.
const now = new Date('2026-11-21T03:00:00Z');
const universe = [
  ...new Map(DEMO_UNIVERSE.map((spec) => [spec.companyType, spec])).values(),
  ...DEMO_UNIVERSE.filter((spec) => spec.companyType === 'non_financial').slice(1, 3),
];
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ bulk: true });
}, 600_000);

afterAll(async () => {
  await handle.close();
});

describe('seedDemo', () => {
  it('seeds the demo in one go and marks the database as demo', async () => {
    expect(new Set(universe.map((spec) => spec.companyType)).size).toBe(4);
    const summary = await seedDemo(handle.db, { now, universe });
    expect(summary).toMatchObject({ seedVersion: SEED_VERSION, skipped: false });
    const companyRows = await handle.db.select({ ticker: companies.ticker }).from(companies);
    expect(companyRows.map((row) => row.ticker).sort()).toEqual(universe.map((spec) => spec.ticker).sort());
    const [templateCount] = await handle.db.select({ n: count() }).from(statementItems);
    expect(templateCount?.n).toBeGreaterThan(500);
    const [priceCount] = await handle.db.select({ n: count() }).from(dailyPrices);
    expect(priceCount?.n).toBeGreaterThan(universe.length * 4000);
    const withStatements = await handle.db
      .selectDistinct({ ticker: statementValues.ticker })
      .from(statementValues);
    expect(withStatements).toHaveLength(universe.length);
    const [macroCount] = await handle.db.select({ n: count() }).from(macroValues);
    expect(macroCount?.n).toBeGreaterThan(10_000);
    const [latest] = await handle.db
      .select({ year: sql<number>`max(${statementValues.year})` })
      .from(statementValues)
      .where(eq(statementValues.periodType, 'quarter'));
    expect(Number(latest?.year)).toBe(2026);
    const meta = await handle.db.select().from(appMeta);
    expect(Object.fromEntries(meta.map((row) => [row.key, row.value]))).toMatchObject({
      demo_data: 'true',
      seed_version: SEED_VERSION,
    });
  }, 600_000);

  it("counts each company's shares as its statements do, so market value agrees with P/E", async () => {
    // Latest quarter's paid-in (or, for banks, charter) capital at the 10,000 VND par value.
    const answer: unknown = await handle.db.execute(sql`
      select c.ticker, c.shares_outstanding as shares, v.value as capital
      from companies c
      join lateral (
        select value from statement_values
        where ticker = c.ticker and period_type = 'quarter'
          and item_code = (case when c.company_type = 'bank' then 'CHARTER_CAPITAL' else 'PAID_IN_CAPITAL' end)
        order by year desc, quarter desc limit 1
      ) v on true`);
    // Both drivers answer { rows }.
    const found = (answer as { rows: { ticker: string; shares: unknown; capital: unknown }[] }).rows;
    expect(found).toHaveLength(universe.length);
    for (const row of found) {
      expect({ ticker: row.ticker, shares: Number(row.shares) }).toEqual({
        ticker: row.ticker,
        shares: Number(row.capital) / 10_000,
      });
    }
  });

  it('keeps EPS, book value and P/E on one share basis across the demo stock dividends and rights issues', async () => {
    // Read independently of the ratio code: the statements' capital and profit, the raw closes.
    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
      ((await handle.db.execute(query)) as { rows: T[] }).rows;
    let stockDividends = 0;
    let priced = 0;
    for (const spec of universe) {
      const data = await getRatiosData(handle.db, { ticker: spec.ticker, period: 'quarter', limit: 200 });
      const capitalItem = spec.companyType === 'bank' ? 'CHARTER_CAPITAL' : 'PAID_IN_CAPITAL';
      const figures = await rows<{ year: number; quarter: number; item: string; value: number }>(sql`
        select year, quarter, item_code as item, value from statement_values
        where ticker = ${spec.ticker} and period_type = 'quarter'
          and item_code in (${capitalItem}, 'NET_PROFIT_PARENT')`);
      const of = (item: string, year: number, quarter: number) =>
        Number(figures.find((f) => f.item === item && f.year === year && f.quarter === quarter)?.value);
      const ttm = (year: number, quarter: number) =>
        [0, 1, 2, 3].reduce((sum, back) => {
          const ordinal = year * 4 + quarter - 1 - back;
          return sum + of('NET_PROFIT_PARENT', Math.floor(ordinal / 4), (ordinal % 4) + 1);
        }, 0);
      const events = await rows<{ date: string; kind: string }>(sql`
        select ex_date::text as date, kind from corporate_actions
        where ticker = ${spec.ticker} and kind in ('stock_dividend', 'rights_issue')`);
      data.periods.forEach((period, index) => {
        const eps = data.values.EPS?.[index];
        const previousEps = data.values.EPS?.[index - 1];
        const previous = data.periods[index - 1];
        const ref = { year: Number(period.key.slice(0, 4)), quarter: Number(period.key.slice(5)) };
        if (previous && eps && previousEps) {
          const inQuarter = events.filter((e) => e.date > previous.endDate && e.date <= period.endDate);
          if (inQuarter.length > 0 && inQuarter.every((e) => e.kind === 'stock_dividend')) {
            // Capital grew by the dividend, yet EPS moves only with the trailing profit.
            const before = { year: Number(previous.key.slice(0, 4)), quarter: Number(previous.key.slice(5)) };
            expect(of(capitalItem, ref.year, ref.quarter)).toBeGreaterThan(
              of(capitalItem, before.year, before.quarter),
            );
            expect(eps / previousEps).toBeCloseTo(
              ttm(ref.year, ref.quarter) / ttm(before.year, before.quarter),
              9,
            );
            stockDividends += 1;
          }
        }
        const pe = data.values.PE?.[index];
        const close = data.valuations?.[index]?.close;
        if (pe && close) {
          // Market value as traded (close x the quarter's capital at par) over the trailing profit.
          const asTraded =
            (close * of(capitalItem, ref.year, ref.quarter)) / 10_000 / ttm(ref.year, ref.quarter);
          expect(pe / asTraded).toBeCloseTo(1, 9);
          priced += 1;
        }
      });
      const overview = await getOverview(handle.db, spec.ticker);
      const last = data.periods.length - 1;
      expect(overview.eps).toBe(data.values.EPS?.[last]);
      expect(overview.bvps).toBe(data.values.BVPS?.[last]);
      expect(overview.sharesOutstanding).toBe(data.valuations?.[last]?.shares);
    }
    expect(stockDividends).toBeGreaterThan(3);
    expect(priced).toBeGreaterThan(100);
  });

  it('regenerates over an older seed version without duplicates', async () => {
    const [before] = await handle.db.select({ n: count() }).from(dailyPrices);
    await handle.db.update(appMeta).set({ value: 'old' }).where(eq(appMeta.key, 'seed_version'));
    const summary = await seedDemo(handle.db, { now, universe });
    expect(summary.skipped).toBe(false);
    const [after] = await handle.db.select({ n: count() }).from(dailyPrices);
    expect(after?.n).toBe(before?.n);
  }, 600_000);

  it('does nothing when the same version is already seeded', async () => {
    const [before] = await handle.db.select({ n: count() }).from(statementValues);
    const summary = await seedDemo(handle.db, { now, universe });
    expect(summary.skipped).toBe(true);
    const [after] = await handle.db.select({ n: count() }).from(statementValues);
    expect(after?.n).toBe(before?.n);
  });
});
