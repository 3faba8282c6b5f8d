/**
 * The benchmarks without HTTP, as functions (technical.ts, import-fiintrade.ts and all.ts print them):
 * the technical-analysis maths over 15 years of daily bars, and the FiinTrade import of the shared
 * real data.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  barsFromDailyPrices,
  computeIndicators,
  resampleMonthly,
  resampleWeekly,
  summarizeIndicators,
  type Bar,
  type TechnicalSummary,
} from '../../src/common/technical';
import { createTestDatabase } from '../../src/server/db/testing';
import '../../src/server/importers/fiintrade';
import { importPath } from '../../src/server/importers/importPath';
import { parseOhlcvCsv, THOUSAND_VND } from '../../src/server/importers/prices/ohlcvCsv';

// ---- timing helpers

/** The p-th percentile (nearest rank) of ascending samples. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export interface Timing {
  p50: number;
  p99: number;
  mean: number;
  runs: number;
}

export function timing(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean, runs: samples.length };
}

// ---- technical analysis

export const TECHNICAL_DAYS = 3_750;
export const TECHNICAL_WARM_UP_RUNS = 30;
const REAL_FILE = path.resolve(
  process.cwd(),
  '..',
  'shared',
  'data',
  'zuongthaotn__vn-stock-data',
  'VNX',
  'FPT.csv',
);

/** Deterministic uniform numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A geometric random walk (2 % daily volatility) over weekdays from 2010-01-04, in VND. */
function randomWalk(days: number): Bar[] {
  const next = random(20_240_101);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const bars: Bar[] = [];
  let time = Date.UTC(2010, 0, 4);
  let close = 25_000;
  while (bars.length < days) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = close;
      close = Math.max(100, open * Math.exp(0.02 * normal()));
      const high = Math.max(open, close) * (1 + 0.01 * next());
      const low = Math.min(open, close) * (1 - 0.01 * next());
      const volume = next() < 0.02 ? 0 : Math.round(1e6 * next());
      bars.push({ time, open, high, low, close, volume });
    }
    time += 86_400_000;
  }
  return bars;
}

/**
 * The last 3,750 days of ../shared/data/zuongthaotn__vn-stock-data/VNX/FPT.csv (read with the
 * ohlcv-csv importer's parser, in VND) when present, else a seeded random walk over weekdays.
 * BENCH_SOURCE=random forces the random walk.
 */
export function technicalBars(): { bars: Bar[]; source: string } {
  if (process.env.BENCH_SOURCE === 'random' || !existsSync(REAL_FILE))
    return { bars: randomWalk(TECHNICAL_DAYS), source: 'a seeded random walk' };
  const parsed = parseOhlcvCsv(readFileSync(REAL_FILE, 'utf8'), THOUSAND_VND);
  const bars = barsFromDailyPrices(parsed.rows).slice(-TECHNICAL_DAYS);
  return {
    bars,
    source: `${path.basename(REAL_FILE)} (${String(parsed.rejections.length)} rows rejected by the parser)`,
  };
}

export const TECHNICAL_PHASES = ['day', 'week', 'month'] as const;
export type TechnicalPhase = (typeof TECHNICAL_PHASES)[number];

export interface TechnicalRun {
  bars: Bar[];
  source: string;
  /** Milliseconds of each timed run, per phase and for all three. */
  times: Record<TechnicalPhase | 'total', number[]>;
  summaries: Partial<Record<TechnicalPhase, TechnicalSummary>>;
}

/**
 * Every indicator and the buy / sell / neutral summary on daily bars, then on weekly and monthly bars
 * resampled from them (resampling included in their time): `iterations` timed runs after 30 untimed.
 */
export function runTechnical(iterations: number): TechnicalRun {
  const { bars, source } = technicalBars();
  const phases: Record<TechnicalPhase, () => TechnicalSummary> = {
    day: () => summarizeIndicators(computeIndicators(bars)),
    week: () => summarizeIndicators(computeIndicators(resampleWeekly(bars))),
    month: () => summarizeIndicators(computeIndicators(resampleMonthly(bars))),
  };
  const times: TechnicalRun['times'] = { day: [], week: [], month: [], total: [] };
  let summaries: TechnicalRun['summaries'] = {};
  for (let run = 0; run < TECHNICAL_WARM_UP_RUNS + iterations; run++) {
    let total = 0;
    summaries = {};
    for (const name of TECHNICAL_PHASES) {
      const started = performance.now();
      summaries[name] = phases[name]();
      const elapsed = performance.now() - started;
      total += elapsed;
      if (run >= TECHNICAL_WARM_UP_RUNS) times[name].push(elapsed);
    }
    if (run >= TECHNICAL_WARM_UP_RUNS) times.total.push(total);
  }
  return { bars, source, times, summaries };
}

// ---- FiinTrade import

export const FIINTRADE_FOLDER = path.resolve(
  process.cwd(),
  '..',
  'shared',
  'data',
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
);

export interface FiintradeRun {
  files: number;
  written: number;
  failures: string[];
  ms: number;
}

/** Imports every FiinTrade export under `folder` into a fresh in-memory PGlite; null without the folder. */
export async function importFiintrade(folder = FIINTRADE_FOLDER): Promise<FiintradeRun | null> {
  if (!existsSync(folder)) return null;
  const handle = await createTestDatabase();
  const started = performance.now();
  try {
    const result = await importPath(handle.db, 'fiintrade-xlsx', folder);
    return {
      files: result.summaries.length + result.failures.length,
      written: result.summaries.reduce((sum, summary) => sum + summary.rowsWritten, 0),
      failures: result.failures.map((failure) => failure.message),
      ms: performance.now() - started,
    };
  } finally {
    await handle.close();
  }
}
