/**
 * npm run bench:screener — the screener over a whole market (issue 32: a screen with 10 criteria over
 * the whole market answers in <= 200 ms at p99).
 *
 * Seeds its OWN temporary PGlite database (migrated, no demo seed) with a synthetic market of
 * BENCH_TICKERS listed stocks (default 1,600, about HOSE + HNX + UPCoM): 280 weekday sessions of
 * daily prices (a seeded random walk), the last 21 sessions in stock_sessions with values and foreign
 * flows, 12 quarters and 5 years of statements. Then it times:
 * - the cold build of the market facts (buildMarketFacts), BENCH_BUILDS times (default 3);
 * - warm screens of 10 criteria with random thresholds, BENCH_ITERATIONS each (default 500, after
 *   50 untimed): the pure evaluation (screenFacts), the service as a request uses it (runScreener:
 *   the fingerprint query + evaluation), and the route (query parsing, evaluation, hashCode envelope).
 * Prints p50 / p95 / p99 in ms. The database is removed at the end.
 */
import { createMocks } from 'node-mocks-http';
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  screenText,
  type ScreenCriterion,
  type ScreenDefinition,
} from '../../src/common/screener/definition';
import { setDatabaseHandle } from '../../src/server/db/client';
import { buildMarketFacts, forgetMarketFacts, marketFacts } from '../../src/server/modules/screener/facts';
import { latestPriceDate, readListedCompanies } from '../../src/server/modules/screener/facts.repository';
import {
  readPriceSeries,
  readRatioSeries,
  readSessionSeries,
} from '../../src/server/modules/screener/series.repository';
import { loadMarketSnapshot } from '../../src/server/modules/market/snapshot';
import { loadShareHistories } from '../../src/server/modules/ratios/valuation.service';
import { loadMarketShareHistories } from '../../src/server/modules/screener/shareHistories';
import { screenerRunRoute } from '../../src/server/modules/screener/screener.handlers';
import { runScreener, screenFacts } from '../../src/server/modules/screener/screener.service';
import { prepareEmbeddedDatabase } from './harness';
import { random, seedMarket } from './screenerSeed';

const TICKERS = Number(process.env.BENCH_TICKERS ?? 1_600);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const BUILDS = Number(process.env.BENCH_BUILDS ?? 3);
const WARM_UP = 50;

/** Ten criteria of every kind with random thresholds (so no two screens are the same request). */
function tenCriteria(next: () => number): ScreenDefinition {
  const round = (value: number) => Math.round(value * 100) / 100;
  const criteria: ScreenCriterion[] = [
    { key: 'EXCHANGE', values: next() < 0.5 ? ['HOSE', 'HNX'] : ['HOSE', 'HNX', 'UPCOM'] },
    { key: 'PE', min: 0, max: round(10 + next() * 40) },
    { key: 'PB', min: null, max: round(1 + next() * 5) },
    { key: 'R_ROE_Q', min: round(next() * 10), max: null },
    { key: 'CHANGE_1M', min: round(-20 + next() * 10), max: null },
    { key: 'VALUE_AVG20', min: round(next() * 5), max: null },
    { key: 'RSI14', min: round(10 + next() * 20), max: round(70 + next() * 20) },
    { key: 'PRICE_VS_SMA50', min: round(-30 + next() * 20), max: null },
    { key: 'FOREIGN_NET_5D', min: round(-20 - next() * 20), max: null },
    { key: 'REVENUE_GROWTH_MIN_4Q', min: round(-20 + next() * 10), max: null },
  ];
  return { criteria, columns: ['MARKET_CAP'], sort: { key: 'MARKET_CAP', direction: 'desc' } };
}

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return `p50 ${at(50).toFixed(2)}  p95 ${at(95).toFixed(2)}  p99 ${at(99).toFixed(2)}  max ${at(100).toFixed(2)}`;
}

async function callRoute(screen: ScreenDefinition): Promise<number> {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: 'GET',
    query: { ...screenText(screen), page: '1', pageSize: '20' },
  });
  await screenerRunRoute(req, res);
  return res._getStatusCode();
}

async function main(): Promise<void> {
  const prepared = await prepareEmbeddedDatabase('bench-screener', { seed: false });
  const { db } = prepared.handle;
  try {
    const seedStarted = performance.now();
    await seedMarket(db, TICKERS);
    console.log(`Seed: ${(performance.now() - seedStarted).toFixed(0)} ms`);
    // Where a cold build's time goes: each read alone (the build runs them together).
    const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      console.log(`  ${name.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
      return result;
    };
    console.log('Reads of a cold build, one at a time:');
    await phase('snapshot (loadMarketSnapshot)', () => loadMarketSnapshot(db));
    const listed = await phase('listed companies', () => readListedCompanies(db));
    await phase('latest price date', () => latestPriceDate(db));
    await phase('daily prices, 400 days', () => readPriceSeries(db, '2024-02-08'));
    await phase('sessions, 21', () => readSessionSeries(db, '2025-02-13'));
    await phase('statements, quarters', () => readRatioSeries(db, 'quarter', { from: 2022, to: 2025 }));
    await phase('statements, years', () => readRatioSeries(db, 'year', { from: 2021, to: 2025 }));
    const ours = await phase('share histories (screener)', () => loadMarketShareHistories(db, listed));
    const theirs = await phase('share histories (ratios module)', () => loadShareHistories(db, listed));
    for (const company of listed) {
      if (JSON.stringify(ours.get(company.ticker)) !== JSON.stringify(theirs.get(company.ticker)))
        throw new Error(`share history of ${company.ticker} differs from the ratios module's`);
    }
    const builds: number[] = [];
    for (let i = 0; i < BUILDS; i++) {
      const started = performance.now();
      const facts = await buildMarketFacts(db);
      builds.push(performance.now() - started);
      console.log(
        `  build ${String(i + 1)}: ${String(facts.buildMs)} ms, of which reads ${String(facts.readMs)} ms`,
      );
      if (i === 0)
        console.log(
          `Facts: ${String(facts.stocks.length)} stocks, ${String(Object.keys(facts.stocks[0]?.values ?? {}).length)} facts each`,
        );
    }
    console.log(
      `Cold build of the market facts (${String(BUILDS)} runs, ms): ${builds.map((ms) => ms.toFixed(0)).join(', ')}`,
    );
    forgetMarketFacts(db);
    const facts = await marketFacts(db);
    setDatabaseHandle(prepared.handle);
    const next = random(7);
    const pure: number[] = [];
    const service: number[] = [];
    const route: number[] = [];
    let matches = 0;
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const screen = tenCriteria(next);
      let started = performance.now();
      const answer = screenFacts(facts, screen, 1, 20);
      const pureMs = performance.now() - started;
      started = performance.now();
      await runScreener(db, { screen, page: 1, pageSize: 20 });
      const serviceMs = performance.now() - started;
      started = performance.now();
      const status = await callRoute(tenCriteria(next));
      const routeMs = performance.now() - started;
      if (status !== 200) throw new Error(`route answered ${String(status)}`);
      if (i < WARM_UP) continue;
      matches += answer.total;
      pure.push(pureMs);
      service.push(serviceMs);
      route.push(routeMs);
    }
    console.log(
      `Warm 10-criteria screens over ${String(facts.stocks.length)} stocks, ${String(ITERATIONS)} runs after ${String(WARM_UP)} (mean ${(matches / ITERATIONS).toFixed(0)} matches), ms:`,
    );
    console.log(`  evaluation (screenFacts)             ${percentiles(pure)}`);
    console.log(`  service (fingerprint + evaluation)   ${percentiles(service)}`);
    console.log(`  route (parse + service + envelope)   ${percentiles(route)}`);
  } finally {
    setDatabaseHandle(undefined);
    await prepared.handle.close();
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
