/**
 * The targets `npm run bench:pages` checks (issue 27, docs/PERFORMANCE.md), PASS/FAIL per page:
 *  - LCP of the finance and macro pages <= 1.0 s; of the home page too, with its heatmap drawn (issue 31);
 *  - first-load JavaScript within the budget `npm run size` applies to the page's route
 *    (scripts/build/firstLoad.ts: 350 KB gzip public, 500 KB with charts, 600 KB admin);
 *  - Highcharts loaded only on pages that draw charts.
 */
import { BUDGET_KB, budgetKind } from '../build/firstLoad';
import type { Row } from './pageReport';

export const LCP_LIMIT_MS = 1000;

export interface PageVerdict {
  path: string;
  lcp: 'PASS' | 'FAIL' | 'n/a';
  js: 'PASS' | 'FAIL';
  jsLimitKb: number;
  highcharts: 'PASS' | 'FAIL';
  ok: boolean;
}

export function judge(row: Row): PageVerdict {
  const checks: boolean[] = [];
  let lcp: PageVerdict['lcp'] = 'n/a';
  if (row.spec.kind !== 'other') {
    const ok = row.lcp !== null && row.lcp <= LCP_LIMIT_MS;
    lcp = ok ? 'PASS' : 'FAIL';
    checks.push(ok);
  }
  // The home page's LCP counts only when its heatmap (a Highcharts treemap) was drawn in the load.
  if (row.spec.kind === 'home') {
    const drawn = row.charts;
    if (!drawn) lcp = 'FAIL';
    checks.push(drawn);
  }
  const jsLimitKb = BUDGET_KB[budgetKind(row.spec.path)];
  const jsOk = row.firstLoadKb <= jsLimitKb;
  checks.push(jsOk);
  const highchartsOk = !row.highcharts || row.charts;
  checks.push(highchartsOk);
  return {
    path: row.spec.path,
    lcp,
    js: jsOk ? 'PASS' : 'FAIL',
    jsLimitKb,
    highcharts: highchartsOk ? 'PASS' : 'FAIL',
    ok: checks.every(Boolean),
  };
}

/** Prints the targets and a PASS/FAIL line per page; true when every page passes. */
export function checkTargets(rows: Row[]): boolean {
  console.log('\ntargets (issue 27):');
  console.log(`  - finance and macro pages: LCP <= ${String(LCP_LIMIT_MS)} ms`);
  console.log(`  - home page (market overview): LCP <= ${String(LCP_LIMIT_MS)} ms with the heatmap drawn`);
  console.log(
    `  - first-load JS gzip: <= ${String(BUDGET_KB.public)} KB public, <= ${String(BUDGET_KB.charts)} KB with charts, <= ${String(BUDGET_KB.admin)} KB admin (npm run size's budgets)`,
  );
  console.log('  - Highcharts loaded only on pages that draw charts\n');
  console.log('| page | LCP target | JS target | Highcharts target | result |');
  console.log('| --- | --- | --- | --- | --- |');
  const verdicts = rows.map(judge);
  for (const verdict of verdicts) {
    console.log(
      `| \`${verdict.path}\` | ${verdict.lcp} | ${verdict.js} (<= ${String(verdict.jsLimitKb)} KB) | ${verdict.highcharts} | ${verdict.ok ? 'PASS' : 'FAIL'} |`,
    );
  }
  return verdicts.every((verdict) => verdict.ok);
}
