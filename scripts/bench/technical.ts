/**
 * npm run bench:technical — times the technical-analysis maths of src/common/technical on 15 years of
 * daily bars (3,750): every indicator and the buy / sell / neutral summary on daily bars, then on
 * weekly and monthly bars resampled from them (resampling included in their time).
 *
 * Bars: the last 3,750 days of ../shared/data/zuongthaotn__vn-stock-data/VNX/FPT.csv (read with the
 * ohlcv-csv importer's parser, in VND) when present, else a seeded random walk over weekdays.
 * BENCH_SOURCE=random forces the random walk. BENCH_ITERATIONS (default 500) sets the number of timed
 * runs, after 30 untimed ones.
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
import { parseOhlcvCsv, THOUSAND_VND } from '../../src/server/importers/prices/ohlcvCsv';

const DAYS = 3_750;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const WARM_UP_RUNS = 30;
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

function loadBars(): { bars: Bar[]; source: string } {
  if (process.env.BENCH_SOURCE === 'random' || !existsSync(REAL_FILE))
    return { bars: randomWalk(DAYS), source: 'a seeded random walk' };
  const parsed = parseOhlcvCsv(readFileSync(REAL_FILE, 'utf8'), THOUSAND_VND);
  const bars = barsFromDailyPrices(parsed.rows).slice(-DAYS);
  return {
    bars,
    source: `${path.basename(REAL_FILE)} (${parsed.rejections.length} rows rejected by the parser)`,
  };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function main(): void {
  const { bars, source } = loadBars();
  const first = new Date(bars[0]?.time ?? 0).toISOString().slice(0, 10);
  const last = new Date(bars[bars.length - 1]?.time ?? 0).toISOString().slice(0, 10);
  console.log(`Bars: ${bars.length} daily, ${first} .. ${last}, from ${source}`);

  const phases = {
    day: (): TechnicalSummary => summarizeIndicators(computeIndicators(bars)),
    week: (): TechnicalSummary => summarizeIndicators(computeIndicators(resampleWeekly(bars))),
    month: (): TechnicalSummary => summarizeIndicators(computeIndicators(resampleMonthly(bars))),
  };
  const names = Object.keys(phases) as (keyof typeof phases)[];
  const times: Record<keyof typeof phases | 'total', number[]> = { day: [], week: [], month: [], total: [] };
  let summaries: Partial<Record<keyof typeof phases, TechnicalSummary>> = {};
  for (let run = 0; run < WARM_UP_RUNS + ITERATIONS; run++) {
    let total = 0;
    summaries = {};
    for (const name of names) {
      const started = performance.now();
      summaries[name] = phases[name]();
      const elapsed = performance.now() - started;
      total += elapsed;
      if (run >= WARM_UP_RUNS) times[name].push(elapsed);
    }
    if (run >= WARM_UP_RUNS) times.total.push(total);
  }

  console.log(`${ITERATIONS} timed runs after ${WARM_UP_RUNS} untimed`);
  console.log(`${'phase'.padEnd(30)}  p50 ms   p99 ms    runs/s`);
  for (const [name, samples] of Object.entries(times)) {
    const sorted = [...samples].sort((a, b) => a - b);
    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    const label = name === 'total' ? 'all three' : `${name} (indicators + summary)`;
    console.log(
      `${label.padEnd(30)} ${percentile(sorted, 50).toFixed(3).padStart(7)} ${percentile(sorted, 99)
        .toFixed(3)
        .padStart(8)} ${(1000 / mean).toFixed(0).padStart(9)}`,
    );
  }
  for (const name of names) {
    const summary = summaries[name];
    if (summary)
      console.log(
        `${name}: ${summary.label} (score ${summary.score.toFixed(3)}; buy ${summary.counts.buy}, ` +
          `sell ${summary.counts.sell}, neutral ${summary.counts.neutral})`,
      );
  }
}

main();
