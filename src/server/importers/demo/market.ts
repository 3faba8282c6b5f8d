import type { Database } from '../../db/client';
import {
  analysisReports,
  companies,
  corporateActions,
  dailyPrices,
  documents,
  indexPrices,
  industries,
  news,
  valueChainRelations,
} from '../../db/schema';
import { addMarketActivity, addTickerActivity, emptyActivity, type MarketActivity } from './activity';
import { activityCounts, insertActivity, setForeignLimits } from './activityWrite';
import { ICB_INDUSTRIES } from '../companies/icb';
import { DEMO_PRICE_START, lastTradingDayBefore, tradingDays, vietnamDate } from './calendar';
import { buildCompanyRow, type CompanyRow } from './companies';
import {
  DEMO_NEWS_SOURCE,
  buildCompanyNews,
  buildCompanyReports,
  buildIndustryNews,
  buildIndustryReports,
} from './content';
import { DEMO_SOURCE } from './demoSource';
import { buildDocuments } from './documents';
import { buildMarketIndices, indexMembers } from './indices';
import { simulateMarketFactor } from './marketFactor';
import {
  simulateTicker,
  type DemoSeries,
  type ScheduledShareChange,
  type TickerShareHistory,
} from './prices';
import type { Random } from './random';
import { DEMO_UNIVERSE, icbLevels, type DemoCompanySpec } from './universe';
import type { StockSessionRow } from './sessions';
import type { ShareChange } from './valuation';
import { buildValueChain } from './valueChain';
import { insertMany } from '../../db/upsert';

export { DEMO_SOURCE };

export interface MarketDemoOptions {
  /** The moment the demo is generated for; prices end on the last trading day before its date. */
  now?: Date;
  /** Per ticker, a factor on the whole price path (see valuation.ts); 1 when absent. */
  priceScale?: ReadonlyMap<string, number>;
  /**
   * Per ticker, today's shares outstanding: the statements' capital at par (valuation.ts), so market
   * capitalisation and per-share ratios count the same shares; the price walk's own count when absent.
   */
  shares?: ReadonlyMap<string, number>;
  /** The companies to generate; the whole demo universe when absent (tests pass a few). */
  universe?: readonly DemoCompanySpec[];
  /**
   * Per ticker, the statements' changes of capital (valuation.ts shareChanges): they become the
   * ticker's stock dividends and share issues, on a trading day of their quarter. Without them a
   * ticker gets one or two random stock events (a market without statements).
   */
  shareChanges?: ReadonlyMap<string, readonly ShareChange[]>;
  /**
   * False: prices, indices, actions and content only, without the sessions, events and ownership
   * built on them (the seed's preview, which only reads the last closes).
   */
  activity?: boolean;
}

/**
 * The statements' share history on the trading calendar: each change on a trading day of its
 * quarter (never the first day, which has no previous close; two changes of one quarter in order),
 * and the first day's shares = today's / every ratio.
 */
export function scheduleShareChanges(
  changes: readonly ShareChange[],
  days: readonly string[],
  sharesToday: number,
  random: Random,
): TickerShareHistory {
  const scheduled: ScheduledShareChange[] = [];
  let after = 0;
  for (const change of changes) {
    const first = `${change.year}-${String(change.quarter * 3 - 2).padStart(2, '0')}-01`;
    const last = `${change.year}-${String(change.quarter * 3).padStart(2, '0')}-31`;
    const inQuarter = days.flatMap((day, index) =>
      day >= first && day <= last && index > after ? [index] : [],
    );
    if (inQuarter.length === 0) continue;
    const dayIndex = inQuarter[random.int(0, inQuarter.length - 1)] ?? inQuarter[0] ?? 1;
    scheduled.push({ dayIndex, kind: change.kind, ratio: change.ratio, pricePerShare: change.pricePerShare });
    after = dayIndex;
  }
  const growth = scheduled.reduce((product, change) => product * change.ratio, 1);
  return { initialShares: sharesToday / growth, changes: scheduled };
}

export interface MarketDemo extends MarketActivity {
  companies: CompanyRow[];
  prices: (typeof dailyPrices.$inferInsert)[];
  indexPrices: (typeof indexPrices.$inferInsert)[];
  corporateActions: (typeof corporateActions.$inferInsert)[];
  valueChain: (typeof valueChainRelations.$inferInsert)[];
  news: (typeof news.$inferInsert)[];
  documents: (typeof documents.$inferInsert)[];
  reports: (typeof analysisReports.$inferInsert)[];
}

export type MarketDemoCounts = Record<keyof MarketDemo | 'industries', number>;

/**
 * The whole demo market as rows, without touching a database. Each ticker draws from its own
 * stream (random.fork(ticker)), so adding a ticker does not change the others.
 */
export function buildMarketDemo(random: Random, options: MarketDemoOptions = {}): MarketDemo {
  const now = options.now ?? new Date();
  const universe = options.universe ?? DEMO_UNIVERSE;
  const days = tradingDays(DEMO_PRICE_START, lastTradingDayBefore(vietnamDate(now)));
  const market = simulateMarketFactor(random.fork('market'), days);
  const series = new Map<string, DemoSeries>();
  const demo: MarketDemo = {
    companies: [],
    prices: [],
    indexPrices: [],
    corporateActions: [],
    valueChain: [],
    news: [],
    documents: [],
    reports: [],
    ...emptyActivity(),
  };
  const today = vietnamDate(now);
  const sessionsByTicker = new Map<string, StockSessionRow[]>();

  for (const spec of universe) {
    const stream = random.fork(spec.ticker);
    const shares = options.shares?.get(spec.ticker);
    const changes = options.shareChanges?.get(spec.ticker);
    const history =
      changes && shares !== undefined && shares > 0
        ? scheduleShareChanges(changes, days, shares, stream.fork('capital'))
        : undefined;
    const generated = simulateTicker(
      spec,
      stream.fork('prices'),
      days,
      market,
      options.priceScale?.get(spec.ticker),
      history,
    );
    if (shares !== undefined && shares > 0) generated.sharesOutstanding = shares;
    series.set(spec.ticker, generated);
    const company = buildCompanyRow(spec, stream.fork('profile'), generated.sharesOutstanding);
    demo.companies.push(company);
    if (options.activity !== false)
      sessionsByTicker.set(spec.ticker, addTickerActivity(demo, spec, generated, company, stream, today));
    for (const price of generated.prices)
      demo.prices.push({
        ticker: spec.ticker,
        ...price,
        priceBasis: 'raw',
        adjustedTo: null,
        source: DEMO_SOURCE,
      });
    for (const action of generated.actions)
      demo.corporateActions.push({ ticker: spec.ticker, ...action, source: DEMO_SOURCE });
    const content = stream.fork('content');
    for (const item of buildCompanyNews(spec, content, now))
      demo.news.push({ ...item, source: DEMO_NEWS_SOURCE, url: null, isDemo: true });
    for (const item of buildCompanyReports(spec, generated.prices, content, now))
      demo.reports.push({ ...item, isDemo: true });
    const firstYear = Number(DEMO_PRICE_START.slice(0, 4));
    for (const item of buildDocuments(spec, content, firstYear, now))
      demo.documents.push({ ...item, mimeType: 'application/pdf', isDemo: true });
  }

  const members = universe.flatMap((spec) => {
    const generated = series.get(spec.ticker);
    return generated ? [{ exchange: spec.exchange, series: generated }] : [];
  });
  const indices = buildMarketIndices(members);
  for (const [indexCode, rows] of indices)
    for (const row of rows) demo.indexPrices.push({ indexCode, ...row, source: DEMO_SOURCE });
  if (options.activity !== false) {
    const memberTickers = new Map(
      [...indexMembers(members)].map(([code, list]) => [code, list.map((item) => item.ticker)] as const),
    );
    addMarketActivity(demo, indices, memberTickers, sessionsByTicker, [...series.values()], random);
  }

  const sectors = [...new Set(universe.map((spec) => icbLevels(spec.icbCode4).icbCode3))].sort();
  for (const icbCode3 of sectors) {
    const stream = random.fork(`industry-${icbCode3}`);
    for (const item of buildIndustryNews(icbCode3, stream, now))
      demo.news.push({ ...item, source: DEMO_NEWS_SOURCE, url: null, isDemo: true });
    for (const item of buildIndustryReports(icbCode3, stream, now))
      demo.reports.push({ ...item, isDemo: true });
  }
  demo.valueChain = buildValueChain(universe).map((relation) => ({ ...relation, isDemo: true }));
  return demo;
}

/**
 * Generates the demo market into a database in one transaction: ICB industries, companies, daily
 * prices, indices, corporate actions, value chains, news, documents and analysis reports.
 * Meant for an empty market (the seed runs it once per seed version).
 */
export async function generateMarketDemo(
  db: Database,
  random: Random,
  options: MarketDemoOptions = {},
): Promise<MarketDemoCounts> {
  const demo = buildMarketDemo(random, options);
  await db.transaction(async (tx) => {
    await insertMany(tx, industries, ICB_INDUSTRIES, { ignoreConflicts: true });
    await insertMany(tx, companies, demo.companies, { ignoreConflicts: true });
    await setForeignLimits(tx, demo.companies);
    await insertMany(tx, dailyPrices, demo.prices);
    await insertMany(tx, indexPrices, demo.indexPrices);
    await insertMany(tx, corporateActions, demo.corporateActions);
    await insertMany(tx, valueChainRelations, demo.valueChain);
    await insertMany(tx, news, demo.news);
    await insertMany(tx, documents, demo.documents);
    await insertMany(tx, analysisReports, demo.reports);
    await insertActivity(tx, demo);
  });
  return {
    industries: ICB_INDUSTRIES.length,
    companies: demo.companies.length,
    prices: demo.prices.length,
    indexPrices: demo.indexPrices.length,
    corporateActions: demo.corporateActions.length,
    valueChain: demo.valueChain.length,
    news: demo.news.length,
    documents: demo.documents.length,
    reports: demo.reports.length,
    ...activityCounts(demo),
  };
}
