import { sql } from 'drizzle-orm';
import { normalizeSearchText } from '@/common/text';
import type { DatabaseHandle } from '../../../db/client';
import { companies, dailyPrices, industries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import {
  DEMO_PRICE_START,
  addDays,
  isHoliday,
  isWeekday,
  lastTradingDayBefore,
  vietnamDate,
} from '../calendar';
import { DEMO_LABEL } from '../documents';
import { buildMarketDemo, generateMarketDemo, type MarketDemoCounts } from '../market';
import { simulateMarketFactor } from '../marketFactor';
import { PRICE_BAND, tickSize } from '../prices';
import { DEMO_SEED, createRandom } from '../random';

// One moment for the whole file, so "today" cannot move between generation and assertions.
const now = new Date();
let handle: DatabaseHandle;
let counts: MarketDemoCounts;

beforeAll(async () => {
  handle = await createTestDatabase();
  counts = await generateMarketDemo(handle.db, createRandom(DEMO_SEED), { now });
}, 120_000);

afterAll(async () => {
  await handle.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as { rows?: unknown[] };
  return (result.rows ?? []) as T[];
}

describe('the demo universe', () => {
  it('has enough tickers of every company type, industry and exchange, TCB and VCB among them', async () => {
    const all = await handle.db.select().from(companies);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(counts.companies).toBe(all.length);
    const ofType = (type: string) => all.filter((company) => company.companyType === type).length;
    expect(ofType('bank')).toBeGreaterThanOrEqual(8);
    expect(ofType('securities')).toBeGreaterThanOrEqual(3);
    expect(ofType('insurance')).toBeGreaterThanOrEqual(2);
    expect(ofType('non_financial')).toBeGreaterThan(30);
    const tickers = all.map((company) => company.ticker);
    expect(tickers).toEqual(expect.arrayContaining(['TCB', 'VCB']));
    expect(new Set(all.map((company) => company.exchange))).toEqual(new Set(['HOSE', 'HNX', 'UPCOM']));
    expect(new Set(all.map((company) => company.icbCode3)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((company) => company.icbCode2)).size).toBeGreaterThanOrEqual(10);
    for (const company of all) {
      expect(company.isDemo).toBe(true);
      expect(company.profile).toContain(DEMO_LABEL);
      expect(company.searchText).toBe(
        normalizeSearchText(`${company.ticker} ${company.nameVi} ${company.shortName} ${company.nameEn}`),
      );
      expect(company.listingDate && company.listingDate < DEMO_PRICE_START).toBe(true);
      expect(company.foundedDate && company.listingDate && company.foundedDate < company.listingDate).toBe(
        true,
      );
    }
    const tcb = all.find((company) => company.ticker === 'TCB');
    expect(tcb).toMatchObject({
      nameVi: 'Ngân hàng TMCP Kỹ Thương Việt Nam',
      companyType: 'bank',
      icbCode4: '8355',
    });
  });

  it('classifies every company under ICB codes present in the industries table', async () => {
    const known = new Set((await handle.db.select().from(industries)).map((industry) => industry.icbCode));
    for (const company of await handle.db.select().from(companies))
      for (const code of [company.icbCode1, company.icbCode2, company.icbCode3, company.icbCode4])
        expect({ ticker: company.ticker, code, known: known.has(code ?? '') }).toMatchObject({ known: true });
  });

  it('gives the same rows for the same seed and other rows for another seed', () => {
    const first = buildMarketDemo(createRandom(DEMO_SEED), { now });
    const second = buildMarketDemo(createRandom(DEMO_SEED), { now });
    const sample = (demo: typeof first) => ({
      prices: demo.prices.filter((_, index) => index % 997 === 0),
      indices: demo.indexPrices.filter((_, index) => index % 211 === 0),
      actions: demo.corporateActions,
      companies: demo.companies,
      news: demo.news.slice(0, 50),
      reports: demo.reports.slice(0, 50),
      documents: demo.documents.slice(0, 50),
    });
    expect(sample(second)).toEqual(sample(first));
    const days = first.indexPrices.filter((row) => row.indexCode === 'VNINDEX').map((row) => row.date);
    expect(simulateMarketFactor(createRandom(DEMO_SEED + 1), days)).not.toEqual(
      simulateMarketFactor(createRandom(DEMO_SEED), days),
    );
  });
});

describe('demo daily prices', () => {
  it('keeps low <= open, close <= high, positive prices and volumes >= 0 on every row', async () => {
    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ${dailyPrices}
      where not (low > 0 and low <= open and low <= close and open <= high and close <= high and volume >= 0)`);
    expect(bad?.n).toBe(0);
    expect(counts.prices).toBeGreaterThan(60 * 4000);
  });

  it('quotes every price on the exchange tick grid', async () => {
    const all = await rows<{
      exchange: 'HOSE' | 'HNX' | 'UPCOM';
      open: number;
      high: number;
      low: number;
      close: number;
    }>(sql`
      select c.exchange, p.open, p.high, p.low, p.close from daily_prices p join companies c using (ticker)
      where p.date >= '2024-01-01'`);
    expect(all.length).toBeGreaterThan(10_000);
    const offGrid = all.filter((row) =>
      [row.open, row.high, row.low, row.close].some((price) => price % tickSize(row.exchange, price) !== 0),
    );
    expect(offGrid).toEqual([]);
  });

  it('runs from the first demo day to the last trading day before today for every ticker', async () => {
    const today = vietnamDate(now);
    const last = lastTradingDayBefore(today);
    expect(isWeekday(last) && !isHoliday(last)).toBe(true);
    expect(last < today && last >= addDays(today, -10)).toBe(true);
    const spans = await rows<{ ticker: string; first: string; last: string; days: number }>(sql`
      select ticker, min(date)::text as first, max(date)::text as last, count(*)::int as days
      from daily_prices group by ticker`);
    expect(spans).toHaveLength(counts.companies);
    const dayCounts = new Set(spans.map((span) => span.days));
    expect(dayCounts.size).toBe(1);
    for (const span of spans) expect(span).toMatchObject({ first: DEMO_PRICE_START, last });
    const weekend = await rows<{ n: number }>(sql`
      select count(*)::int as n from daily_prices where extract(isodow from date) > 5`);
    expect(weekend[0]?.n).toBe(0);
  });

  it('moves within the daily band of the exchange except on ex-dates, where adjusted prices stay continuous', async () => {
    expect(PRICE_BAND).toEqual({ HOSE: 0.07, HNX: 0.1, UPCOM: 0.15 });
    const bands = sql.raw(
      `(values ${Object.entries(PRICE_BAND)
        .map(([exchange, band]) => `('${exchange}', ${band + 1e-9}::float8)`)
        .join(', ')}) as b(exchange, band)`,
    );
    const [result] = await rows<{ outside: number; exDates: number; jumps: number }>(sql`
      with p as (
        select ticker, date, open, high, low, close, adj_ratio,
          lag(close) over w as previous, lag(adj_ratio) over w as previous_ratio
        from daily_prices window w as (partition by ticker order by date)),
      m as (
        select p.*, b.band, a.ticker is not null as ex_date
        from p join companies c using (ticker) join ${bands} on b.exchange = c.exchange
        left join (select distinct ticker, ex_date from corporate_actions) a on a.ticker = p.ticker and a.ex_date = p.date
        where p.previous is not null)
      select
        count(*) filter (where not ex_date and greatest(abs(close / previous - 1), abs(high / previous - 1),
          abs(low / previous - 1), abs(open / previous - 1)) > band)::int as outside,
        count(*) filter (where ex_date)::int as "exDates",
        count(*) filter (where ex_date and abs((close * adj_ratio) / (previous * previous_ratio) - 1) > band)::int as jumps
      from m`);
    expect(result).toEqual({ outside: 0, exDates: expect.any(Number), jumps: 0 });
    expect(result?.exDates).toBeGreaterThan(20);
  });

  it('records splits and stock dividends where the as-traded price drops and the adjustment ratio changes', async () => {
    const events = await rows<{
      ticker: string;
      ratio: number;
      close: number;
      previous: number;
      ratioBefore: number;
      ratioOn: number;
    }>(sql`
      with p as (
        select ticker, date, close, adj_ratio, lag(close) over w as previous, lag(adj_ratio) over w as ratio_before
        from daily_prices window w as (partition by ticker order by date))
      select a.ticker, a.ratio, p.close, p.previous, p.ratio_before as "ratioBefore", p.adj_ratio as "ratioOn"
      from corporate_actions a join p on p.ticker = a.ticker and p.date = a.ex_date
      where a.kind in ('split', 'stock_dividend')`);
    expect(events.length).toBeGreaterThanOrEqual(5);
    for (const event of events) {
      expect(event.ratioBefore / event.ratioOn).toBeCloseTo(1 / event.ratio, 2);
      expect(event.close).toBeLessThan((event.previous * 1.15) / event.ratio + 100);
    }
    const [cash] = await rows<{ n: number }>(sql`
      select count(*)::int as n from corporate_actions where kind = 'cash_dividend' and cash_per_share > 0`);
    expect(cash?.n).toBeGreaterThan(50);
    const [latest] = await rows<{ n: number }>(sql`
      select count(*)::int as n from daily_prices p
      where adj_ratio <> 1 and date = (select max(date) from daily_prices)`);
    expect(latest?.n).toBe(0);
  });

  it('has realistic daily volatility per ticker', async () => {
    const stats = await rows<{ ticker: string; volatility: number }>(sql`
      with r as (
        select ticker, ln((close * adj_ratio) / (lag(close * adj_ratio) over (partition by ticker order by date))) as r
        from daily_prices)
      select ticker, stddev(r) as volatility from r where r is not null group by ticker`);
    for (const stat of stats) {
      expect(stat.volatility).toBeGreaterThan(0.01);
      expect(stat.volatility).toBeLessThan(0.035);
    }
  });
});

describe('demo indices', () => {
  it('builds the four indices on every trading day at realistic levels', async () => {
    const summary = await rows<{ code: string; days: number; first: number; last: number; bad: number }>(sql`
      select index_code as code, count(*)::int as days,
        (array_agg(close order by date))[1] as first, (array_agg(close order by date desc))[1] as last,
        count(*) filter (where not (low <= open and low <= close and open <= high and close <= high and low > 0))::int as bad
      from index_prices group by index_code order by index_code`);
    expect(summary.map((row) => row.code)).toEqual(['HNXINDEX', 'UPCOMINDEX', 'VN30', 'VNINDEX']);
    const [tickerDays] = await rows<{ days: number }>(sql`
      select count(distinct date)::int as days from daily_prices`);
    for (const row of summary) {
      expect(row.days).toBe(tickerDays?.days);
      expect(row.bad).toBe(0);
    }
    const vnindex = summary.find((row) => row.code === 'VNINDEX');
    expect(vnindex?.first).toBeGreaterThan(400);
    expect(vnindex?.first).toBeLessThan(600);
    expect(vnindex?.last).toBeGreaterThan(600);
    expect(vnindex?.last).toBeLessThan(3000);
  });
});

describe('demo value chains and content', () => {
  it('gives every ticker upstream, downstream and peer relations', async () => {
    const perTicker = await rows<{ ticker: string; kinds: number; listed: number }>(sql`
      select c.ticker, count(distinct v.relation)::int as kinds, count(v.related_ticker)::int as listed
      from companies c left join value_chain_relations v using (ticker) group by c.ticker`);
    for (const row of perTicker) expect(row).toMatchObject({ kinds: 3 });
    const [dangling] = await rows<{ n: number }>(sql`
      select count(*)::int as n from value_chain_relations v
      where v.related_ticker is not null and not exists (select 1 from companies c where c.ticker = v.related_ticker)`);
    expect(dangling?.n).toBe(0);
  });

  it('gives every ticker news, documents and analysis reports, labelled as demo', async () => {
    const perTicker = await rows<{ ticker: string; news: number; documents: number; reports: number }>(sql`
      select c.ticker,
        (select count(*)::int from news n where n.ticker = c.ticker) as news,
        (select count(*)::int from documents d where d.ticker = c.ticker) as documents,
        (select count(*)::int from analysis_reports r where r.ticker = c.ticker) as reports
      from companies c`);
    for (const row of perTicker) {
      expect(row.news).toBeGreaterThanOrEqual(5);
      expect(row.documents).toBeGreaterThanOrEqual(30);
      expect(row.reports).toBeGreaterThanOrEqual(3);
    }
    const [unlabelled] = await rows<{ n: number }>(sql`
      select (select count(*) from news where not is_demo or position(${DEMO_LABEL} in summary) = 0 or position(${DEMO_LABEL} in body) = 0)
        + (select count(*) from documents where not is_demo or position(${DEMO_LABEL} in title) = 0
           or mime_type <> 'application/pdf' or file_url not like '/demo-docs/' || ticker || '/%.pdf')
        + (select count(*) from analysis_reports where not is_demo or position(${DEMO_LABEL} in summary) = 0)
        as n`);
    expect(Number(unlabelled?.n)).toBe(0);
    const [industryContent] = await rows<{ news: number; reports: number }>(sql`
      select (select count(*)::int from news where ticker is null and icb_code is not null) as news,
        (select count(*)::int from analysis_reports where ticker is null and icb_code is not null) as reports`);
    expect(industryContent?.news).toBeGreaterThan(20);
    expect(industryContent?.reports).toBeGreaterThan(20);
  });

  it('has news from the last three days and reports with targets near the price of their day', async () => {
    const [recent] = await rows<{ n: number }>(sql`
      select count(*)::int as n from news
      where published_at > ${new Date(now.getTime() - 3 * 86_400_000).toISOString()}::timestamptz
        and published_at <= ${now.toISOString()}::timestamptz`);
    expect(recent?.n).toBeGreaterThanOrEqual(counts.companies);
    const reports = await rows<{ ratio: number; recommendation: string }>(sql`
      select r.target_price / p.close as ratio, r.recommendation from analysis_reports r
      join lateral (select close from daily_prices d where d.ticker = r.ticker and d.date <= r.published_at::date
        order by d.date desc limit 1) p on true
      where r.ticker is not null`);
    expect(reports.length).toBeGreaterThan(100);
    for (const report of reports) {
      expect(report.ratio).toBeGreaterThan(0.8);
      expect(report.ratio).toBeLessThan(1.4);
      expect(['buy', 'hold', 'sell']).toContain(report.recommendation);
    }
  });
});
