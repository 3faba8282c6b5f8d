/**
 * npm run bench:pages — page speed of the production build (run `npm run build` first) in Chromium.
 *
 * Prepares a fresh embedded database (migrate + demo seed, as tests/e2e/globalSetup.js does), starts
 * dist/server.js on a loopback port (NODE_ENV=production, DEMO_MODE=on, PAYMENT_SANDBOX=on, MAIL_OUTBOX_PAGE=on),
 * and loads each main page RUNS times in a fresh browser context (empty HTTP cache): the data pages
 * signed in as a PREMIUM subscriber created for the run (so they draw what a customer sees), home,
 * pricing and login as a guest. For each page it prints the medians of:
 *
 *  - TTFB: navigation timing responseStart - requestStart;
 *  - LCP: the last 'largest-contentful-paint' entry (buffered observer) once the page has settled
 *    (no request in flight for 1.5 s);
 *  - chart drawn: when the first Highcharts series was in the page (LCP ignores SVG charts);
 *  - first-load JS gzip KB: the scripts the HTML document names (what the page needs to work; the
 *    target applies to these); all JS: every script response of the load and the settle (lazy chunks
 *    such as Highcharts included), with Next's <Link> prefetching of other routes off (see SAVE_DATA
 *    in pageMeasure.ts); the bytes on the wire when the server compressed them, otherwise each body
 *    gzipped here; and what one more load with prefetching on adds;
 *  - whether the Highcharts library was loaded and whether the page drew a chart (.highcharts-container).
 *
 * Then the targets of issues 27 and 31 (pagesTargets.ts: LCP <= 1.0 s on the finance and macro pages
 * and on the home page with its heatmap drawn, the
 * first-load budgets of `npm run size`) with PASS/FAIL per page; exits 1 when one fails.
 * Environment: BENCH_PAGES_PORT (default 3214), BENCH_PAGES_RUNS (default 3), CHROMIUM_PATH,
 * BENCH_PAGES_ONLY (a substring: measure only the pages whose path contains it), BENCH_PAGES_GUEST=1
 * (every page as a guest).
 */
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { users } from '../../src/server/db/schema';
import {
  assertPortFree,
  assertProductionBuild,
  createAccounts,
  NoBuildError,
  prepareEmbeddedDatabase,
  seconds,
  serverEnv,
  startAppServer,
  type PreparedDatabase,
  type RunningServer,
} from './harness';
import { measure, signIn, type PageSpec, type Run } from './pageMeasure';
import { printTable, summarize, type Row } from './pageReport';
import { checkTargets } from './pagesTargets';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3214);
const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 3));

const MEMBER = { email: 'bench-pages@example.vn', password: 'Bench-pages-1' };

/** BENCH_PAGES_GUEST=1 loads every page as a guest (the data pages then show their locked states). */
const ALL_GUEST = process.env.BENCH_PAGES_GUEST === '1';

const PAGES: readonly PageSpec[] = [
  { path: '/', kind: 'home' },
  { path: '/enterprise/FPT/overview', kind: 'other', member: true },
  { path: '/enterprise/FPT/finance', kind: 'finance', member: true },
  { path: '/enterprise/FPT/finance/numeral', kind: 'finance', member: true },
  { path: '/macro', kind: 'macro', member: true },
  { path: '/macro/cpi/cpi', kind: 'macro', member: true },
  { path: '/industry', kind: 'other', member: true },
  { path: '/industry/steel', kind: 'other', member: true },
  { path: '/pricing', kind: 'other' },
  { path: '/account/login', kind: 'other' },
  { path: '/enterprise/FPT/financial-chart', kind: 'other', member: true },
  { path: '/enterprise/FPT/technical-analysis', kind: 'other', member: true },
];

function describeJs(rows: Row[]): string {
  const all = rows.flatMap((row) => row.runs);
  const scripts = all.reduce((sum, run) => sum + run.scripts, 0);
  const onWire = all.reduce((sum, run) => sum + run.onWire, 0);
  const rest =
    'every script of the load and settle with Link prefetching off (saveData); "+ Link prefetch": what one more load with it on adds';
  if (onWire === scripts)
    return `JS gzip KB: bytes on the wire (the server sent every script gzip-compressed), ${rest}`;
  if (onWire === 0)
    return `JS gzip KB: the server sent scripts uncompressed; each script body gzipped here (zlib level 9), ${rest}`;
  return `JS gzip KB: ${String(onWire)} of ${String(scripts)} scripts measured on the wire (gzip), the others gzipped here (zlib level 9)`;
}

async function measurePages(browser: Browser, base: string, pages: readonly PageSpec[]): Promise<Row[]> {
  const member = await signIn(browser, base, MEMBER);
  const stateOf = (spec: PageSpec) => (spec.member && !ALL_GUEST ? member : undefined);
  // One unmeasured load of each page: Next compiles nothing in production, but the server's first
  // render of a route and its data caches warm up here, as they would after any deploy.
  for (const spec of pages) {
    const state = stateOf(spec);
    const context = await browser.newContext(state ? { storageState: state } : {});
    await (await context.newPage()).goto(base + spec.path, { waitUntil: 'load', timeout: 60_000 });
    await context.close();
  }
  const rows: Row[] = [];
  for (const spec of pages) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, base, spec, stateOf(spec)));
    const withPrefetch = await measure(browser, base, spec, stateOf(spec), true);
    const bad = runs.find((run) => run.status >= 400 || run.status === 0);
    if (bad) console.warn(`warning: ${spec.path} answered ${String(bad.status)}`);
    rows.push(summarize(spec, runs, withPrefetch));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return rows;
}

async function main(): Promise<number> {
  assertProductionBuild();
  const only = process.env.BENCH_PAGES_ONLY;
  const pages = only ? PAGES.filter((spec) => spec.path.includes(only)) : PAGES;
  const base = `http://127.0.0.1:${String(PORT)}`;
  let database: PreparedDatabase | undefined;
  let app: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    await assertPortFree(PORT); // before the minute of seeding
    database = await prepareEmbeddedDatabase('vnfin-bench-pages');
    // A PREMIUM subscriber (every code but administration) for the data pages.
    await createAccounts(database.handle, [MEMBER.email], MEMBER.password);
    await database.handle.db
      .update(users)
      .set({ expiredDayPremium: '2099-12-31' })
      .where(eq(users.email, MEMBER.email));
    await database.handle.close();
    console.log(`seeded the demo database in ${seconds(database.migrateMs + database.seedMs)} s`);

    app = await startAppServer(
      serverEnv(database.target, { PAYMENT_SANDBOX: 'on', MAIL_OUTBOX_PAGE: 'on', PUBLIC_BASE_URL: base }),
      PORT,
    );
    // Ctrl-C: the server runs in its own process group, so stop it before leaving.
    const running = app;
    process.once('SIGINT', () => {
      void running.stop().finally(() => process.exit(130));
    });
    browser = await launchBrowser();
    const rows = await measurePages(browser, base, pages);

    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${String(RUNS)} cold loads per page (fresh context, empty cache), medians; Chromium headless, 1400x900, loopback`,
    );
    console.log(describeJs(rows));
    console.log(
      'TTFB: responseStart - requestStart of the navigation; LCP: last largest-contentful-paint entry (text and images; SVG charts do not count, hence "chart drawn": the first Highcharts series in the page); no network or CPU throttling\n',
    );
    printTable(rows, ALL_GUEST);
    return checkTargets(rows) ? 0 : 1;
  } finally {
    await browser?.close();
    await app?.stop();
    database?.cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof NoBuildError ? error.message : error);
    process.exit(1);
  },
);
