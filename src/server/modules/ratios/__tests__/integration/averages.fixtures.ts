import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client';
import { companies, dailyPrices, statementValues } from '../../../../db/schema';
import { refreshStatementChoices } from '../../../../db/statementSource';

const B = 1e9;

/** The fiscal years of AVG (2019-2025); GAP lacks 2022. */
export const AVG_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
export const GAP_YEARS = [2021, 2023, 2024, 2025];
/** Every year-end close (dated 28 December, within the 14 days before the year end). */
export const YEAR_END_CLOSE = 15_000;

/**
 * Year i = year - 2019: revenue 100 + 20i bn, gross profit 30 + 4i, net profit (all to the parent)
 * 10 + 3i, equity 200 + 20i, assets 400 + 40i, paid-in capital 100 bn (10 M shares).
 */
function yearRows(ticker: string, year: number) {
  const i = year - 2019;
  const items: [string, string, number][] = [
    ['BALANCE_SHEET', 'TOTAL_ASSETS', 400 + 40 * i],
    ['BALANCE_SHEET', 'TOTAL_LIABILITIES', 200 + 20 * i],
    ['BALANCE_SHEET', 'OWNERS_EQUITY', 200 + 20 * i],
    ['BALANCE_SHEET', 'PAID_IN_CAPITAL', 100],
    ['INCOME_STATEMENT', 'NET_REVENUE', 100 + 20 * i],
    ['INCOME_STATEMENT', 'GROSS_PROFIT', 30 + 4 * i],
    ['INCOME_STATEMENT', 'NET_PROFIT', 10 + 3 * i],
    ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', 10 + 3 * i],
  ];
  return items.map(([statement, itemCode, value]) => ({
    ticker,
    statement: statement as 'BALANCE_SHEET' | 'INCOME_STATEMENT',
    itemCode,
    periodType: 'year' as const,
    year,
    quarter: 0,
    value: value * B,
    source: 'test',
  }));
}

function company(ticker: string, nameVi: string) {
  return {
    ticker,
    nameVi,
    shortName: nameVi,
    exchange: 'HOSE' as const,
    companyType: 'non_financial' as const,
  };
}

export async function seedAverageFixtures(db: Database): Promise<void> {
  await db
    .insert(companies)
    .values([company('AVG', 'Công ty Bình Quân'), company('GAP', 'Công ty Thiếu Năm')]);
  await db
    .insert(statementValues)
    .values([
      ...AVG_YEARS.flatMap((year) => yearRows('AVG', year)),
      ...GAP_YEARS.flatMap((year) => yearRows('GAP', year)),
    ]);
  await refreshStatementChoices(db, {});
  await db.insert(dailyPrices).values(
    ['AVG', 'GAP'].flatMap((ticker) =>
      AVG_YEARS.map((year) => ({
        ticker,
        date: `${String(year)}-12-28`,
        open: YEAR_END_CLOSE,
        high: YEAR_END_CLOSE,
        low: YEAR_END_CLOSE,
        close: YEAR_END_CLOSE,
        volume: 1000,
        adjRatio: 1,
        source: 'test',
      })),
    ),
  );
}

const figureRows = z.object({
  rows: z.array(z.object({ year: z.coerce.number(), item_code: z.string(), value: z.coerce.number() })),
});

/**
 * The yearly ratios recomputed straight from the stored statement lines (not through the ratio
 * code): ROE over the average of opening and closing equity (closing alone the first year), net and
 * gross margins, P/E at the year-end close over EPS on 10,000 VND par.
 */
export async function independentYearlyRatios(
  db: Database,
  ticker: string,
): Promise<Map<string, Map<number, number>>> {
  const answer: unknown = await db.execute(sql`
    select year, item_code, value from statement_values
    where ticker = ${ticker} and period_type = 'year' and value is not null`);
  const byYear = new Map<number, Map<string, number>>();
  for (const row of figureRows.parse(answer).rows) {
    const items = byYear.get(row.year) ?? new Map<string, number>();
    items.set(row.item_code, row.value);
    byYear.set(row.year, items);
  }
  const ratios = new Map<string, Map<number, number>>(
    ['ROE', 'NET_MARGIN', 'GROSS_MARGIN', 'PE'].map((code) => [code, new Map()]),
  );
  for (const [year, items] of byYear) {
    const get = (code: string) => items.get(code) ?? Number.NaN;
    const opening = byYear.get(year - 1)?.get('OWNERS_EQUITY');
    const equity = opening === undefined ? get('OWNERS_EQUITY') : (opening + get('OWNERS_EQUITY')) / 2;
    ratios.get('ROE')?.set(year, get('NET_PROFIT_PARENT') / equity);
    ratios.get('NET_MARGIN')?.set(year, get('NET_PROFIT') / get('NET_REVENUE'));
    ratios.get('GROSS_MARGIN')?.set(year, get('GROSS_PROFIT') / get('NET_REVENUE'));
    ratios
      .get('PE')
      ?.set(year, YEAR_END_CLOSE / (get('NET_PROFIT_PARENT') / (get('PAID_IN_CAPITAL') / 10_000)));
  }
  return ratios;
}

/** The plain mean of the years `from`..`to` of a series (all present in these fixtures). */
export function meanOfYears(
  series: ReadonlyMap<number, number> | undefined,
  from: number,
  to: number,
): number {
  let sum = 0;
  for (let year = from; year <= to; year += 1) sum += series?.get(year) ?? Number.NaN;
  return sum / (to - from + 1);
}
