/**
 * npm run bench:technical — times the technical-analysis maths of src/common/technical on 15 years of
 * daily bars (3,750): every indicator and the buy / sell / neutral summary on daily bars, then on
 * weekly and monthly bars resampled from them (resampling included in their time).
 *
 * Bars: the last 3,750 days of ../shared/data/zuongthaotn__vn-stock-data/VNX/FPT.csv (read with the
 * ohlcv-csv importer's parser, in VND) when present, else a seeded random walk over weekdays.
 * BENCH_SOURCE=random forces the random walk. BENCH_ITERATIONS (default 500) sets the number of timed
 * runs, after 30 untimed ones. The work itself lives in tasks.ts (npm run bench runs it too).
 */
import { runTechnical, TECHNICAL_PHASES, TECHNICAL_WARM_UP_RUNS, timing } from './tasks';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);

function main(): void {
  const { bars, source, times, summaries } = runTechnical(ITERATIONS);
  const first = new Date(bars[0]?.time ?? 0).toISOString().slice(0, 10);
  const last = new Date(bars[bars.length - 1]?.time ?? 0).toISOString().slice(0, 10);
  console.log(`Bars: ${String(bars.length)} daily, ${first} .. ${last}, from ${source}`);
  console.log(`${String(ITERATIONS)} timed runs after ${String(TECHNICAL_WARM_UP_RUNS)} untimed`);
  console.log(`${'phase'.padEnd(30)}  p50 ms   p99 ms    runs/s`);
  for (const [name, samples] of Object.entries(times)) {
    const { p50, p99, mean } = timing(samples);
    const label = name === 'total' ? 'all three' : `${name} (indicators + summary)`;
    console.log(
      `${label.padEnd(30)} ${p50.toFixed(3).padStart(7)} ${p99.toFixed(3).padStart(8)} ${(1000 / mean)
        .toFixed(0)
        .padStart(9)}`,
    );
  }
  for (const name of TECHNICAL_PHASES) {
    const summary = summaries[name];
    if (summary)
      console.log(
        `${name}: ${summary.label} (score ${summary.score.toFixed(3)}; buy ${String(summary.counts.buy)}, ` +
          `sell ${String(summary.counts.sell)}, neutral ${String(summary.counts.neutral)})`,
      );
  }
}

main();
