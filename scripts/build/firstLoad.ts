/**
 * First-load JavaScript per route of the production build, and its budgets (issue 27):
 *
 *  - public pages without charts: 350 KB gzip;
 *  - pages that draw charts (listed below): 500 KB gzip;
 *  - the admin console (/admin and /admin/*): 600 KB gzip.
 *
 * A pages-router page's HTML names, in this order, the scripts of `/_app`, the page's own scripts and
 * the build's low-priority files (_buildManifest.js, _ssgManifest.js...); .next/build-manifest.json
 * lists all three, so the set is read from it instead of from each route's served HTML: no server,
 * no database, every route (dynamic ones and those that need a signed-in user included) in well under
 * a second. `npm run size` checks the manifest against the HTML Next prerendered (the static pages),
 * so a Next upgrade that changes what the HTML loads fails the script instead of fooling it.
 */

/** The part of .next/build-manifest.json this reads. */
export interface BuildManifest {
  pages: Record<string, string[]>;
  lowPriorityFiles?: string[];
  rootMainFiles?: string[];
}

/** Routes whose page draws Highcharts charts (src/features/charts, technical, macro, industry). */
export const CHART_ROUTES: readonly string[] = [
  // The market overview draws the index chart and the heatmap (issue 31).
  '/',
  '/enterprise/[ticker]/overview',
  '/enterprise/[ticker]/financial-chart',
  '/enterprise/[ticker]/technical-analysis',
  '/enterprise/[ticker]/chart/default',
  '/enterprise/[ticker]/chart/personalization',
  // Structure over the quarters and the foreign room against the limit (issue 31).
  '/enterprise/[ticker]/ownership',
  // A multiple's band over 3, 5 or 10 years with its mean and deviations (issue 33).
  '/enterprise/[ticker]/valuation',
  '/shared/chart/[token]',
  // Allocation by industry and the return against VN-Index (issue 32).
  '/portfolio',
  // Several tickers on one price chart, rebased, and a metric across them (issue 33).
  '/compare',
  '/macro/[group]/[child]',
  '/industry/[industry]',
  '/industry/presentation/[slug]',
];

export type BudgetKind = 'public' | 'charts' | 'admin';

export const BUDGET_KB: Readonly<Record<BudgetKind, number>> = { public: 350, charts: 500, admin: 600 };

/**
 * Entries of the manifest that are not pages a user opens: Next's own, and the routes whose
 * getServerSideProps answers text for robots (robots.txt, the sitemaps: no HTML, no script).
 */
const NOT_PAGES = new Set([
  '/_app',
  '/_error',
  '/_document',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/[part]',
]);

/** Whether a route pattern (`/macro/[group]/[child]`) matches a concrete path (`/macro/cpi/cpi`). */
export function routeMatches(pattern: string, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, index) => /^\[[^\]]+\]$/.test(segment) || segment === have[index]);
}

/** The budget of a route pattern or a concrete path. */
export function budgetKind(pathOrRoute: string): BudgetKind {
  const pathname = pathOrRoute.split(/[?#]/)[0] ?? pathOrRoute;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (CHART_ROUTES.some((route) => route === pathname || routeMatches(route, pathname))) return 'charts';
  return 'public';
}

/** The pages of the build a user can open, sorted. */
export function pageRoutes(manifest: BuildManifest): string[] {
  return Object.keys(manifest.pages)
    .filter((route) => !NOT_PAGES.has(route))
    .sort();
}

/** The JavaScript files a route's HTML loads, in the HTML's order, each once. */
export function firstLoadFiles(manifest: BuildManifest, route: string): string[] {
  const page = manifest.pages[route];
  if (!page) throw new Error(`${route} is not in the build manifest`);
  const files = [
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.pages['/_app'] ?? []),
    ...page,
    ...(manifest.lowPriorityFiles ?? []),
  ];
  return Array.from(new Set(files.filter((file) => file.endsWith('.js'))));
}

export interface RouteSize {
  route: string;
  kind: BudgetKind;
  bytes: number;
  limitBytes: number;
  ok: boolean;
  /** Over budget but no larger than its recorded figure (+ BASELINE_SLACK_KB): known, not a regression. */
  tracked?: boolean;
}

/**
 * Pages still over their budget, each with the first-load KB it had when recorded
 * (scripts/build/sizeBaseline.json, written by `npm run size -- --record`). Such a page passes while
 * it does not grow past that figure plus this slack (builds of one commit differ by well under 1 KB),
 * so the budgets ratchet: a page can only move towards its budget, and one that meets it leaves the
 * list on the next recording.
 */
export const BASELINE_SLACK_KB = 2;
export type SizeBaseline = Record<string, number>;

/** Marks the over-budget rows that stay within their recorded figure. */
export function applyBaseline(rows: RouteSize[], baseline: SizeBaseline): RouteSize[] {
  return rows.map((row) => {
    const recorded = baseline[row.route];
    if (row.ok || recorded === undefined) return row;
    return { ...row, tracked: row.bytes <= (recorded + BASELINE_SLACK_KB) * 1024 };
  });
}

/** The baseline to record from a measurement: every page over its budget, in whole KB rounded up. */
export function baselineOf(rows: RouteSize[]): SizeBaseline {
  return Object.fromEntries(
    rows.filter((row) => !row.ok).map((row) => [row.route, Math.ceil(row.bytes / 1024)]),
  );
}

/** Every page's first-load size against its budget; `gzipBytes` gives one file's gzip size. */
export function measureRoutes(manifest: BuildManifest, gzipBytes: (file: string) => number): RouteSize[] {
  const cache = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipBytes(file);
      cache.set(file, size);
    }
    return size;
  };
  return pageRoutes(manifest).map((route) => {
    const kind = budgetKind(route);
    const bytes = firstLoadFiles(manifest, route).reduce((sum, file) => sum + sizeOf(file), 0);
    const limitBytes = BUDGET_KB[kind] * 1024;
    return { route, kind, bytes, limitBytes, ok: bytes <= limitBytes };
  });
}

/** The script files a served HTML page names (`/_next/static/...` without the `/_next/` prefix). */
export function scriptsInHtml(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"]+\.js)"/g)) {
    if (match[1] && !files.includes(match[1])) files.push(match[1]);
  }
  return files;
}

const KIND_LABEL: Record<BudgetKind, string> = {
  public: 'public, no charts',
  charts: 'draws charts',
  admin: 'admin console',
};

/** The markdown table `npm run size` prints. */
export function formatTable(rows: RouteSize[]): string {
  const lines = [
    '| route | budget kind | first-load JS gzip KB | budget KB | result |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.route}\` | ${KIND_LABEL[row.kind]} | ${(row.bytes / 1024).toFixed(0)} | ${String(row.limitBytes / 1024)} | ${row.ok ? 'PASS' : row.tracked ? 'over budget, tracked (no growth)' : 'FAIL'} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * zod (~110 KB minified, ~28 KB gzip) belongs to the server's checks and to answers validated after
 * they arrive (src/application/baseQuery.ts loads the contracts on first use): a page's first load
 * carries it only when one of its modules imports a zod schema statically. Its runtime names a class
 * "$ZodType", which minification keeps.
 */
export const ZOD_MARKER = '"$ZodType"';

/**
 * Pages that may still load zod first: the admin console (its forms check input with the API's own
 * schemas) and the pages listed here, each with the module that needs it. Everything else fails
 * `npm run size` when zod reaches its first load.
 */
export const ZOD_FIRST_LOAD_ALLOWED: Readonly<Record<string, string>> = {
  '/enterprise/[ticker]/chart/default': 'sectionConfig validates chart sections with chartSchema',
  '/enterprise/[ticker]/chart/personalization': 'sectionConfig validates chart sections with chartSchema',
  '/enterprise/[ticker]/financial-chart': 'the chart editor state validates with chartSchema',
  '/shared/chart/[token]': 'sectionConfig validates chart sections with chartSchema',
};

/** The routes outside the admin console whose first-load scripts contain zod and are not allowed to. */
export function routesLoadingZod(manifest: BuildManifest, fileText: (file: string) => string): string[] {
  const hasZod = new Map<string, boolean>();
  const carries = (file: string) => {
    let found = hasZod.get(file);
    if (found === undefined) {
      found = fileText(file).includes(ZOD_MARKER);
      hasZod.set(file, found);
    }
    return found;
  };
  return pageRoutes(manifest).filter(
    (route) =>
      budgetKind(route) !== 'admin' &&
      !(route in ZOD_FIRST_LOAD_ALLOWED) &&
      firstLoadFiles(manifest, route).some(carries),
  );
}
