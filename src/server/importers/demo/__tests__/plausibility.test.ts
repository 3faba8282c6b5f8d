import { buildIndustryNews, buildCompanyNews, type DemoNews } from '../content';
import { PLAUSIBLE_RANGES, mayBeNegativeOnBalanceSheet } from '../plausibleRanges';
import { DEMO_SEED, createRandom } from '../random';
import { buildCompanyStatements, type CompanyStatements, type StatementPeriod } from '../statements';
import { targetLastCloses } from '../valuation';
import { buildValueChain } from '../valueChain';
import { DEMO_UNIVERSE } from '../universe';

/**
 * The whole demo universe, generated as the seed does, against what real companies of each type
 * show (src/server/importers/demo/plausibleRanges.ts, docs/DATA.md "Plausible ranges"). Each
 * failure lists every company and period outside its range.
 */

// A fixed "today" (mid-Q3 2025), as in statements.test.ts.
const now = new Date('2025-08-15T03:00:00Z');
const universe = new Map<string, CompanyStatements>();

beforeAll(() => {
  // The streams the seed uses (src/server/importers/seed.ts).
  const statements = createRandom(DEMO_SEED).fork('statements');
  for (const spec of DEMO_UNIVERSE)
    universe.set(spec.ticker, buildCompanyStatements(spec, statements, { now }));
});

const yearsOf = (c: CompanyStatements) => c.periods.filter((p) => p.periodType === 'year');
const quartersOf = (c: CompanyStatements) => c.periods.filter((p) => p.periodType === 'quarter');
const get = (
  p: StatementPeriod,
  statement: 'BALANCE_SHEET' | 'INCOME_STATEMENT' | 'FOOTNOTES',
  code: string,
) => p.statements[statement].get(code) ?? 0;
const parentEquity = (p: StatementPeriod) =>
  get(p, 'BALANCE_SHEET', 'OWNERS_EQUITY') - get(p, 'BALANCE_SHEET', 'NON_CONTROLLING_INTERESTS');
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const outside = (value: number, [low, high]: readonly [number, number]) => value < low || value > high;

/** Yearly ROE (parent profit over average parent equity) from the second year on. */
function yearlyRoe(c: CompanyStatements): { year: number; roe: number }[] {
  const years = yearsOf(c);
  return years.slice(1).map((period, index) => {
    const opening = years[index]!;
    const equity = (parentEquity(opening) + parentEquity(period)) / 2;
    return { year: period.year, roe: get(period, 'INCOME_STATEMENT', 'NET_PROFIT_PARENT') / equity };
  });
}

describe('the demo universe stays within the ranges of real companies of its type', () => {
  it('has no negative balance-sheet line other than contra lines, losses and two-way reserves', () => {
    const problems: string[] = [];
    for (const c of universe.values())
      for (const period of c.periods)
        for (const [code, value] of period.statements.BALANCE_SHEET)
          if (value < 0 && !mayBeNegativeOnBalanceSheet(code))
            problems.push(
              `${c.ticker} ${String(period.year)}/${String(period.quarter)} ${code} = ${String(value)}`,
            );
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('keeps every yearly ROE within its type range and moves it by no more than the range allows', () => {
    const problems: string[] = [];
    for (const c of universe.values()) {
      const ranges = PLAUSIBLE_RANGES[c.companyType];
      const series = yearlyRoe(c);
      series.forEach(({ year, roe }, index) => {
        if (outside(roe, ranges.roe)) problems.push(`${c.ticker} ${String(year)} ROE ${pct(roe)}`);
        const before = series[index - 1];
        if (before && Math.abs(roe - before.roe) > ranges.roeYearChange)
          problems.push(`${c.ticker} ${String(year)} ROE ${pct(before.roe)} -> ${pct(roe)}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('keeps equity to assets and net margins within the type ranges at every year end', () => {
    const problems: string[] = [];
    for (const c of universe.values()) {
      const ranges = PLAUSIBLE_RANGES[c.companyType];
      for (const period of yearsOf(c)) {
        const ratio =
          get(period, 'BALANCE_SHEET', 'OWNERS_EQUITY') / get(period, 'BALANCE_SHEET', 'TOTAL_ASSETS');
        if (outside(ratio, ranges.equityToAssets))
          problems.push(`${c.ticker} ${String(period.year)} equity/assets ${pct(ratio)}`);
        const revenue = get(period, 'INCOME_STATEMENT', 'NET_REVENUE');
        if (ranges.netMargin && revenue > 0) {
          const margin = get(period, 'INCOME_STATEMENT', 'NET_PROFIT') / revenue;
          if (outside(margin, ranges.netMargin))
            problems.push(`${c.ticker} ${String(period.year)} net margin ${pct(margin)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('moves each bank CASA ratio slowly within its range, never a constant line', () => {
    const problems: string[] = [];
    for (const c of universe.values()) {
      const { casa, casaQuarterChange } = PLAUSIBLE_RANGES.bank;
      if (c.companyType !== 'bank' || !casa || casaQuarterChange === undefined) continue;
      const series = quartersOf(c).map(
        (p) => get(p, 'FOOTNOTES', 'DEMAND_DEPOSITS') / get(p, 'FOOTNOTES', 'CUSTOMER_DEPOSITS_BY_TYPE'),
      );
      series.forEach((value, index) => {
        if (outside(value, casa)) problems.push(`${c.ticker} quarter ${String(index)} CASA ${pct(value)}`);
        const before = series[index - 1];
        if (before !== undefined && Math.abs(value - before) > casaQuarterChange)
          problems.push(`${c.ticker} quarter ${String(index)} CASA ${pct(before)} -> ${pct(value)}`);
      });
      if (Math.max(...series) - Math.min(...series) < 0.01) problems.push(`${c.ticker} CASA constant`);
    }
    expect(problems).toEqual([]);
  });

  it('ends every company with positive earnings at a P/E within its type range', () => {
    const targets = targetLastCloses(universe, createRandom(DEMO_SEED).fork('valuation'));
    expect(targets.size).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const [ticker, close] of targets) {
      const c = universe.get(ticker)!;
      const last4 = quartersOf(c).slice(-4);
      const earnings = last4.reduce((sum, p) => sum + get(p, 'INCOME_STATEMENT', 'NET_PROFIT_PARENT'), 0);
      const capital = get(
        last4[3]!,
        'BALANCE_SHEET',
        c.companyType === 'bank' ? 'CHARTER_CAPITAL' : 'PAID_IN_CAPITAL',
      );
      if (earnings <= 0) continue;
      const pe = close / (earnings / (capital / 10_000));
      if (outside(pe, PLAUSIBLE_RANGES[c.companyType].pe)) problems.push(`${ticker} P/E ${pe.toFixed(1)}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('demo news and value chain make sense to an analyst', () => {
  const market = createRandom(DEMO_SEED).fork('market');
  const news: DemoNews[] = [
    ...DEMO_UNIVERSE.flatMap((spec) => buildCompanyNews(spec, market.fork(spec.ticker).fork('content'), now)),
    ...['3570', '8350', '1750'].flatMap((code) =>
      buildIndustryNews(code, market.fork(`industry-${code}`), now),
    ),
  ];

  it('dates news about the results of a period after that period ends', () => {
    const problems: string[] = [];
    for (const item of news) {
      const quarter = /quý (\d)\/(\d{4})/.exec(item.title);
      const year = /báo lãi[^.]* năm (\d{4})/.exec(item.title);
      // The period's last day, 24:00 Vietnam time (17:00 UTC).
      let end: number | null = null;
      if (quarter) end = Date.UTC(Number(quarter[2]), Number(quarter[1]) * 3, 1) - 7 * 3_600_000;
      else if (year) end = Date.UTC(Number(year[1]) + 1, 0, 1) - 7 * 3_600_000;
      if (end !== null && item.publishedAt.getTime() <= end)
        problems.push(`${item.publishedAt.toISOString()} ${item.title}`);
    }
    expect(news.some((item) => /báo lãi quý/.test(item.title))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('names as customers and suppliers only companies that deal in the goods', () => {
    const relations = buildValueChain(DEMO_UNIVERSE);
    const themeOf = new Map(DEMO_UNIVERSE.map((spec) => [spec.ticker, spec.theme]));
    // Who retails groceries among the demo retailers: MWG (Bách Hóa Xanh); PNJ sells jewellery and
    // DGW distributes phones and computers.
    const groceryRetailers = new Set(['MWG']);
    const problems: string[] = [];
    for (const relation of relations) {
      if (relation.relation === 'peer' || !relation.relatedTicker) continue;
      const own = themeOf.get(relation.ticker);
      const other = themeOf.get(relation.relatedTicker);
      const foodMaker = own === 'dairy_food' || own === 'beer';
      if (foodMaker && other === 'retail' && !groceryRetailers.has(relation.relatedTicker))
        problems.push(`${relation.ticker} ${relation.relation} ${relation.relatedTicker}`);
      const foodPartner = other === 'dairy_food' || other === 'beer';
      if (foodPartner && own === 'retail' && !groceryRetailers.has(relation.ticker))
        problems.push(`${relation.ticker} ${relation.relation} ${relation.relatedTicker}`);
      if (relation.relatedTicker === relation.ticker) problems.push(`${relation.ticker} is its own partner`);
    }
    expect(problems).toEqual([]);
    const vnmCustomers = relations
      .filter((r) => r.ticker === 'VNM' && r.relation === 'downstream' && r.relatedTicker)
      .map((r) => r.relatedTicker);
    expect(vnmCustomers).toEqual(['MWG']);
  });
});
