import type { ScreenerAsOf } from '@/common/contracts/screener';
import type { PriceObservation } from '@/common/finance/valuation';
import type { StockFacts } from '@/common/screener/evaluate';
import { daysBefore } from '@/common/screener/formulas';
import type { Database } from '../../db/client';
import { loadMarketSnapshot } from '../market/snapshot';
import { StatementIndex } from '../ratios/ratios.inputs';
import { readRatioInputs } from '../ratios/ratios.repository';
import { loadShareHistories } from '../ratios/valuation.service';
import {
  latestPriceDate,
  marketFactsFingerprint,
  readAllIndustryNames,
  readListedCompanies,
  readPricesSince,
  readSessionDates,
  readSessionsSince,
  type IndustryName,
  type PriceRow,
  type SessionRow,
} from './facts.repository';
import { adjustedCloses, sessionFacts, snapshotFacts, technicalFacts, type FactSink } from './priceFacts';
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
}

/** Days of daily prices read: 52 weeks back from a year ago (the 1-year change) and SMA 200's warm-up. */
export const PRICE_LOOKBACK_DAYS = 400;
/** The market's sessions read from stock_sessions: today and the 20 before (averages, flows). */
const SESSION_COUNT = 21;

function groupByTicker<T extends { ticker: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.ticker);
    if (list) list.push(row);
    else groups.set(row.ticker, [row]);
  }
  return groups;
}

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
  const tickers = listed.map((company) => company.ticker);
  const sessionDates = await readSessionDates(db, SESSION_COUNT);
  const [prices, sessions, quarterRows, yearRows, histories] = await Promise.all([
    anchor ? readPricesSince(db, daysBefore(anchor, PRICE_LOOKBACK_DAYS)) : Promise.resolve([] as PriceRow[]),
    sessionDates[0] ? readSessionsSince(db, sessionDates[0]) : Promise.resolve([] as SessionRow[]),
    readRatioInputs(db, tickers, 'quarter', { from: year - 3, to: year }),
    readRatioInputs(db, tickers, 'year', { from: year - 4, to: year }),
    loadShareHistories(db, listed),
  ]);
  const context: StatementContext = {
    quarterIndex: new StatementIndex(quarterRows, 'quarter'),
    yearIndex: new StatementIndex(yearRows, 'year'),
    quarters: periodsByTicker(quarterRows, 'quarter'),
    years: periodsByTicker(yearRows, 'year'),
  };
  const pricesByTicker = groupByTicker(prices);
  const sessionsByTicker = groupByTicker(sessions);
  const icbCodes = new Set<string>();
  const stocks: StockFacts[] = listed.map((company) => {
    const sink: FactSink = { values: {}, reasons: {} };
    const own = pricesByTicker.get(company.ticker);
    snapshotFacts(sink, snapshotRows.get(company.ticker));
    technicalFacts(sink, adjustedCloses(own ?? []));
    sessionFacts(sink, sessionsByTicker.get(company.ticker) ?? [], sessionDates);
    statementFacts(sink, context, company, lastObservation(own), histories.get(company.ticker));
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
  };
}

interface Entry {
  fingerprint: string;
  facts: Promise<MarketFacts>;
}

const cache = new WeakMap<Database, Entry>();

/** The current facts: the kept ones while the data's fingerprint is unchanged, else a new build. */
export async function marketFacts(db: Database): Promise<MarketFacts> {
  const fingerprint = await marketFactsFingerprint(db);
  const entry = cache.get(db);
  if (entry && entry.fingerprint === fingerprint) {
    const facts = await entry.facts.catch(() => null);
    if (facts) return facts;
  }
  const facts = buildMarketFacts(db);
  const next: Entry = { fingerprint, facts };
  cache.set(db, next);
  facts.catch(() => {
    if (cache.get(db) === next) cache.delete(db);
  });
  return facts;
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
    const facts = await marketFacts(db);
    logger.info({ ms: facts.buildMs, stocks: facts.stocks.length }, 'screener market facts built');
  } catch (error) {
    logger.warn({ err: error }, 'screener market facts not built ahead; the first screen will');
  }
}
