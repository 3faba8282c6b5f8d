import type { ScreenerAsOf } from '@/common/contracts/screener';
import type { PriceObservation } from '@/common/finance/valuation';
import type { StockFacts } from '@/common/screener/evaluate';
import { daysBefore } from '@/common/screener/formulas';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import { loadMarketSnapshot } from '../market/snapshot';
import { MarketStatementIndex } from './statementLookup';
import {
  latestPriceDate,
  marketFactsFingerprint,
  readAllIndustryNames,
  readListedCompanies,
  readSessionDates,
  type IndustryName,
  type PriceRow,
  type SessionRow,
} from './facts.repository';
import { adjustedCloses, sessionFacts, snapshotFacts, technicalFacts, type FactSink } from './priceFacts';
import { readLastCloses } from '../ratios/valuation.repository';
import { averageFacts, yearEndClosePairs, yearlyRatios } from './averageFacts';
import { loadMarketShareHistories } from './shareHistories';
import { readPriceSeries, readRatioSeries, readSessionSeries } from './series.repository';
import { periodsByTicker, statementFacts, type StatementContext } from './statementFacts';

/**
 * The market facts (docs/ARCHITECTURE.md "Screener"): one cross-section of every listed stock's
 * facts (src/common/screener/criteria.ts), built in batch (one query per table) and kept per process
 * and database. Each use checks a cheap fingerprint of the data (facts.repository.ts): an import or a
 * sync on any instance changes it and the next use rebuilds. Concurrent callers share one build; a
 * failed build is not kept. warmMarketFacts builds it ahead at start and after the daily sync.
 */

export interface MarketFacts {
  stocks: StockFacts[];
  byTicker: ReadonlyMap<string, StockFacts>;
  industries: IndustryName[];
  asOf: ScreenerAsOf;
  /** How long the build took (ms). */
  buildMs: number;
  /** Of which the reads (the rest is computing the facts). */
  readMs: number;
}

/** Days of daily prices read: 52 weeks back from a year ago (the 1-year change) and SMA 200's warm-up. */
export const PRICE_LOOKBACK_DAYS = 400;
/** The market's sessions read from stock_sessions: today and the 20 before (averages, flows). */
const SESSION_COUNT = 21;

function lastObservation(rows: readonly PriceRow[] | undefined): PriceObservation | null {
  const row = rows?.[rows.length - 1];
  return row ? { date: row.date, close: row.close, basis: row.priceBasis, adjustedTo: row.adjustedTo } : null;
}

/** Builds the facts of every listed stock (the cold build the benchmark times). */
export async function buildMarketFacts(db: Database): Promise<MarketFacts> {
  const started = performance.now();
  const [snapshot, listed, priceDay] = await Promise.all([
    loadMarketSnapshot(db),
    readListedCompanies(db),
    latestPriceDate(db),
  ]);
  const anchor = priceDay ?? snapshot.date;
  const year = Number((anchor ?? new Date().toISOString()).slice(0, 4));
  const snapshotRows = new Map(snapshot.stocks.map((stock) => [stock.ticker, stock]));
  const sessionDates = await readSessionDates(db, SESSION_COUNT);
  const [pricesByTicker, sessionsByTicker, quarterRows, yearRows, histories] = await Promise.all([
    anchor
      ? readPriceSeries(db, daysBefore(anchor, PRICE_LOOKBACK_DAYS))
      : Promise.resolve(new Map<string, PriceRow[]>()),
    sessionDates[0]
      ? readSessionSeries(db, sessionDates[0])
      : Promise.resolve(new Map<string, SessionRow[]>()),
    readRatioSeries(db, 'quarter', { from: year - 3, to: year }),
    // Five fiscal years for the averages, the latest possibly the year before, and its opening.
    readRatioSeries(db, 'year', { from: year - 6, to: year }),
    loadMarketShareHistories(db, listed),
  ]);
  const context: StatementContext = {
    quarterIndex: new MarketStatementIndex(quarterRows, 'quarter'),
    yearIndex: new MarketStatementIndex(yearRows, 'year'),
    quarters: periodsByTicker(quarterRows, 'quarter'),
    years: periodsByTicker(yearRows, 'year'),
  };
  const yearEndCloses = await readLastCloses(db, yearEndClosePairs(context));
  const readMs = Math.round(performance.now() - started);
  const icbCodes = new Set<string>();
  const stocks: StockFacts[] = listed.map((company) => {
    const sink: FactSink = { values: {}, reasons: {} };
    const own = pricesByTicker.get(company.ticker);
    snapshotFacts(sink, snapshotRows.get(company.ticker));
    technicalFacts(sink, adjustedCloses(own ?? []));
    sessionFacts(sink, sessionsByTicker.get(company.ticker) ?? [], sessionDates);
    const history = histories.get(company.ticker);
    const yearly = yearlyRatios(context, company, yearEndCloses, history);
    statementFacts(sink, context, company, lastObservation(own), history, yearly);
    averageFacts(sink, company, yearly);
    const icb = [company.icbCode1, company.icbCode2, company.icbCode3, company.icbCode4] as const;
    for (const code of icb) if (code) icbCodes.add(code);
    return {
      ticker: company.ticker,
      name: company.shortName || company.name,
      exchange: company.exchange ?? '',
      companyType: company.companyType,
      icb,
      values: sink.values,
      reasons: sink.reasons,
    };
  });
  const industries = await readAllIndustryNames(db, [...icbCodes]);
  return {
    stocks,
    byTicker: new Map(stocks.map((stock) => [stock.ticker, stock])),
    industries,
    asOf: {
      session: snapshot.date,
      priceDate: priceDay,
      sources: snapshot.sources,
      builtAt: new Date().toISOString(),
    },
    buildMs: Math.round(performance.now() - started),
    readMs,
  };
}

/**
 * The fingerprint is checked at most this often per process: under load, one query a second instead
 * of one per request; a write shows in the next screen run at most a second later.
 */
export const FINGERPRINT_RECHECK_MS = 1_000;

interface Entry {
  fingerprint: string;
  checkedAt: number;
  /** The facts of `fingerprint` (a build under way until it resolves). */
  facts: Promise<MarketFacts>;
  /** Facts already built, served while a newer build runs. */
  ready: MarketFacts | null;
  /** A build for a newer fingerprint, under way. */
  next: { fingerprint: string; facts: Promise<MarketFacts> } | null;
}

const cache = new WeakMap<Database, Entry>();

function firstBuild(db: Database, fingerprint: string, now: number): Promise<MarketFacts> {
  const facts = buildMarketFacts(db);
  const entry: Entry = { fingerprint, checkedAt: now, facts, ready: null, next: null };
  cache.set(db, entry);
  facts.then(
    (built) => {
      entry.ready = built;
    },
    () => {
      if (cache.get(db) === entry) cache.delete(db);
    },
  );
  return facts;
}

/** Starts the build of a newer fingerprint beside the facts being served; they swap when it is done. */
function rebuildBeside(db: Database, entry: Entry, fingerprint: string): void {
  if (entry.next?.fingerprint === fingerprint) return;
  const facts = buildMarketFacts(db);
  const next = { fingerprint, facts };
  entry.next = next;
  facts.then(
    (built) => {
      if (cache.get(db) !== entry || entry.next !== next) return;
      cache.set(db, { fingerprint, checkedAt: entry.checkedAt, facts, ready: built, next: null });
    },
    () => {
      if (entry.next === next) entry.next = null;
    },
  );
}

/**
 * The current facts. The data's fingerprint is checked at most once per FINGERPRINT_RECHECK_MS; when
 * it changed (an import, a sync, the intraday board on any instance), a new build starts and the
 * facts already built keep answering until it is done (their `asOf.builtAt` says when they were
 * computed), so a screen never waits for a rebuild: the intraday board changes every few minutes
 * and a build takes seconds. Only the very first build is waited for. While the database is away
 * the facts already built keep answering too; a build that failed is not kept, the next use starts
 * another.
 */
export async function marketFacts(db: Database, now: number = Date.now()): Promise<MarketFacts> {
  const entry = cache.get(db);
  if (entry && now - entry.checkedAt < FINGERPRINT_RECHECK_MS) return entry.ready ?? entry.facts;
  let fingerprint: string;
  try {
    fingerprint = await marketFactsFingerprint(db);
  } catch (error) {
    // The database is away: facts already built keep answering (dated by their asOf) and the check
    // is tried again a recheck interval later; without any, the request fails (503).
    const kept = cache.get(db);
    if (!kept?.ready || !isDatabaseUnavailable(error)) throw error;
    kept.checkedAt = now;
    return kept.ready;
  }
  const current = cache.get(db);
  if (!current) return firstBuild(db, fingerprint, now);
  current.checkedAt = now;
  if (current.fingerprint !== fingerprint) {
    if (!current.ready) return firstBuild(db, fingerprint, now);
    rebuildBeside(db, current, fingerprint);
  }
  return current.ready ?? current.facts;
}

/** The build under way for newer data, if any (tests, and the warm-up that waits for it). */
export function pendingMarketFacts(db: Database): Promise<MarketFacts> | null {
  return cache.get(db)?.next?.facts ?? null;
}

/** Drops the kept facts (tests; a writer that wants its change visible before the next check). */
export function forgetMarketFacts(db: Database): void {
  cache.delete(db);
}

/** Builds the facts ahead of the first visitor (server start, after the daily sync); failures only log. */
export async function warmMarketFacts(
  db: Database,
  logger: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
): Promise<void> {
  try {
    await marketFacts(db);
    const facts = (await pendingMarketFacts(db)) ?? (await marketFacts(db));
    logger.info(
      { ms: facts.buildMs, readMs: facts.readMs, stocks: facts.stocks.length },
      'screener market facts built',
    );
  } catch (error) {
    logger.warn({ err: error }, 'screener market facts not built ahead; the first screen will');
  }
}
