/**
 * One cold load of a page in Chromium for `npm run bench:pages`: TTFB, LCP, when the first chart
 * series was drawn, and every script the page loaded (gzip bytes, and whether it is Highcharts).
 */
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { logIn } from '../../tests/e2e/helpers/account';

/**
 * After 'load' the page has settled when no request was in flight for QUIET_MS. Playwright's
 * 'networkidle' (500 ms) is too short: hydration of a large page can take longer than that before its
 * first data request, and a chart is drawn only after its data and the Highcharts chunks arrive.
 */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 20_000;

/** finance, macro and home have the LCP target; home must also have drawn its heatmap (issue 31). */
export type Kind = 'finance' | 'macro' | 'home' | 'other';

export interface PageSpec {
  path: string;
  kind: Kind;
  /** Loaded signed in as a PREMIUM subscriber (every data page shows its figures and charts). */
  member?: boolean;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Markers of the Highcharts library itself, not of app code that merely names it (the loaders do):
 * the core's default credits link and the class of the credits label it draws. No app file has them.
 */
const HIGHCHARTS_MARKERS = ['highcharts.com?credits', 'highcharts-credits'];

export interface ScriptSize {
  url: string;
  gzipBytes: number;
  /** True when the server sent it compressed and gzipBytes are the bytes on the wire. */
  onWire: boolean;
  highcharts: boolean;
}

export interface Run {
  ttfb: number;
  lcp: number | null;
  /** Every script of the load and the settle (lazy chunks included). */
  jsBytes: number;
  /** The scripts the HTML document names: what the page needs before it can work (first load). */
  firstLoadBytes: number;
  scripts: number;
  onWire: number;
  highcharts: boolean;
  charts: boolean;
  /** When the first chart series was in the page (ms after navigation start). */
  chartAt: number | null;
  status: number;
}

async function scriptSize(response: Response): Promise<ScriptSize> {
  const body = await response.body();
  const encoding = (await response.headerValue('content-encoding'))?.toLowerCase();
  let gzipBytes: number;
  let onWire = false;
  if (encoding === 'gzip') {
    // What the network carried: the compressed body.
    gzipBytes = (await response.request().sizes()).responseBodySize;
    onWire = true;
  } else {
    gzipBytes = zlib.gzipSync(body, { level: 9 }).length;
  }
  const text = body.toString('latin1');
  return {
    url: response.url(),
    gzipBytes,
    onWire,
    highcharts: HIGHCHARTS_MARKERS.some((marker) => text.includes(marker)),
  };
}

/**
 * Next's <Link> prefetches, once the page is idle, the whole JavaScript of every route it links to
 * (router.prefetch -> loadRoute), except when the browser asks to save data. The measured loads set
 * navigator.connection.saveData so the figures are the page's own JavaScript; one more load per page
 * with prefetching on gives the extra bytes the links cost.
 */
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({ saveData: true, effectiveType: '4g', downlink: 10, rtt: 50 }),
});`;

/** Notes when the first Highcharts series is in the page (LCP does not count SVG charts). */
const CHART_WATCH = `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('.highcharts-series-group path')) {
      window.__benchChartAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function measure(
  browser: Browser,
  base: string,
  spec: PageSpec,
  member: StorageState | undefined,
  prefetch = false,
): Promise<Run> {
  // A new context: an empty HTTP cache; the member's cookies and localStorage when signed in.
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    ...(member ? { storageState: member } : {}),
  });
  try {
    const page = await context.newPage();
    // A string, not a function: tsx's transform would leave helper calls the page does not have.
    if (!prefetch) await page.addInitScript(SAVE_DATA);
    await page.addInitScript(CHART_WATCH);
    const sizes: Promise<ScriptSize | null>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() < 300)
        // A script still arriving when the context closes has no body to read; it is not counted.
        sizes.push(scriptSize(response).catch(() => null));
    });
    const response = await page.goto(base + spec.path, { waitUntil: 'load', timeout: 60_000 });
    const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < settleBy && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
      await page.waitForTimeout(100);
    const html = (await response?.text()) ?? '';
    const timing = await page.evaluate(async () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const lcp = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          resolve(null);
        }, 2000);
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          clearTimeout(timer);
          resolve(last ? last.startTime : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      return {
        ttfb: navigation ? navigation.responseStart - navigation.requestStart : Number.NaN,
        lcp,
        charts: document.querySelectorAll('.highcharts-container').length,
        chartAt: (window as unknown as { __benchChartAt?: number }).__benchChartAt ?? null,
      };
    });
    page.removeAllListeners('response');
    const scripts = (await Promise.all(sizes)).filter((size): size is ScriptSize => size !== null);
    const inDocument = new Set(
      [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', base).href),
    );
    return {
      ttfb: timing.ttfb,
      lcp: timing.lcp,
      jsBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      firstLoadBytes: scripts
        .filter((script) => inDocument.has(script.url))
        .reduce((sum, script) => sum + script.gzipBytes, 0),
      scripts: scripts.length,
      onWire: scripts.filter((script) => script.onWire).length,
      highcharts: scripts.some((script) => script.highcharts),
      charts: timing.charts > 0,
      chartAt: timing.chartAt,
      status: response?.status() ?? 0,
    };
  } finally {
    await context.close();
  }
}

/** Logs the subscriber in through the login page once; its cookies and localStorage are reused. */
export async function signIn(
  browser: Browser,
  base: string,
  account: { email: string; password: string },
): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/account/login?next=${encodeURIComponent('/pricing')}`);
    await logIn(page, account.email, account.password);
    await page.getByTestId('header-user').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}
