/** The page-speed table of `npm run bench:pages` (its targets: pagesTargets.ts). */
import type { PageSpec, Run } from './pageMeasure';

export interface Row {
  spec: PageSpec;
  runs: Run[];
  ttfb: number;
  lcp: number | null;
  chartAt: number | null;
  /** Every script of the load and the settle. */
  jsKb: number;
  /** The scripts named by the HTML document (the target applies to these). */
  firstLoadKb: number;
  /** What <Link> prefetching of the linked routes adds (one load with prefetching on). */
  prefetchKb: number;
  highcharts: boolean;
  charts: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function majority(values: boolean[]): boolean {
  return values.filter(Boolean).length * 2 > values.length;
}

/** The medians of a page's cold loads; `withPrefetch` is one more load with Link prefetching on. */
export function summarize(spec: PageSpec, runs: Run[], withPrefetch: Run): Row {
  const lcps = runs.map((run) => run.lcp).filter((lcp): lcp is number => lcp !== null);
  const chartTimes = runs.map((run) => run.chartAt).filter((at): at is number => at !== null);
  const jsBytes = median(runs.map((run) => run.jsBytes));
  return {
    spec,
    runs,
    ttfb: median(runs.map((run) => run.ttfb)),
    lcp: lcps.length ? median(lcps) : null,
    chartAt: chartTimes.length ? median(chartTimes) : null,
    jsKb: jsBytes / 1024,
    firstLoadKb: median(runs.map((run) => run.firstLoadBytes)) / 1024,
    prefetchKb: Math.max(0, withPrefetch.jsBytes - jsBytes) / 1024,
    highcharts: majority(runs.map((run) => run.highcharts)),
    charts: majority(runs.map((run) => run.charts)),
  };
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

export function printTable(rows: Row[], allGuest: boolean): void {
  console.log(
    '| page | TTFB ms | LCP ms | chart drawn ms | first-load JS gzip KB | all JS gzip KB | + Link prefetch KB | Highcharts loaded | draws charts |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const row of rows) {
    const note = row.spec.member && !allGuest ? ' (subscriber)' : ' (guest)';
    console.log(
      `| \`${row.spec.path}\`${note} | ${row.ttfb.toFixed(0)} | ${row.lcp === null ? '-' : row.lcp.toFixed(0)} | ${row.chartAt === null ? '-' : row.chartAt.toFixed(0)} | ${row.firstLoadKb.toFixed(0)} | ${row.jsKb.toFixed(0)} | ${row.prefetchKb.toFixed(0)} | ${yesNo(row.highcharts)} | ${yesNo(row.charts)} |`,
    );
  }
}
