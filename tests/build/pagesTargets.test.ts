import type { Row } from '../../scripts/bench/pageReport';
import { judge } from '../../scripts/bench/pagesTargets';

function row(
  path: string,
  kind: Row['spec']['kind'],
  lcp: number | null,
  firstLoadKb: number,
  charts = false,
): Row {
  return {
    spec: { path, kind, member: true },
    runs: [],
    ttfb: 50,
    lcp,
    chartAt: null,
    jsKb: firstLoadKb,
    firstLoadKb,
    prefetchKb: 0,
    highcharts: charts,
    charts,
  };
}

describe('bench:pages targets (issue 27)', () => {
  it('holds the finance and macro pages to an LCP of 1.0 s, other pages to none', () => {
    expect(judge(row('/enterprise/FPT/finance', 'finance', 1000, 300))).toMatchObject({
      lcp: 'PASS',
      ok: true,
    });
    expect(judge(row('/enterprise/FPT/finance', 'finance', 1001, 300))).toMatchObject({
      lcp: 'FAIL',
      ok: false,
    });
    expect(judge(row('/macro', 'macro', null, 200))).toMatchObject({ lcp: 'FAIL', ok: false });
    expect(judge(row('/', 'other', 4000, 200))).toMatchObject({ lcp: 'n/a', ok: true });
  });

  it("applies npm run size's first-load budget of the page's route", () => {
    expect(judge(row('/macro', 'macro', 500, 351))).toMatchObject({ js: 'FAIL', jsLimitKb: 350 });
    expect(judge(row('/macro/cpi/cpi', 'macro', 500, 480, true))).toMatchObject({
      js: 'PASS',
      jsLimitKb: 500,
    });
    expect(judge(row('/industry/steel', 'other', 500, 501, true))).toMatchObject({ js: 'FAIL', ok: false });
    expect(judge(row('/admin/users', 'other', 900, 590))).toMatchObject({ js: 'PASS', jsLimitKb: 600 });
  });

  it('fails a page that loads Highcharts without drawing a chart', () => {
    expect(judge({ ...row('/pricing', 'other', 300, 200), highcharts: true })).toMatchObject({
      highcharts: 'FAIL',
      ok: false,
    });
  });
});
