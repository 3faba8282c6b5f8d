import {
  applyBaseline,
  baselineOf,
  budgetKind,
  firstLoadFiles,
  formatTable,
  measureRoutes,
  routeMatches,
  routesLoadingZod,
  ZOD_MARKER,
  scriptsInHtml,
  type BuildManifest,
} from '../../scripts/build/firstLoad';

const KB = 1024;

/** A build of four pages: `/_app` shares one file with a page; each file's gzip size is in its name. */
const MANIFEST: BuildManifest = {
  pages: {
    '/_app': ['static/chunks/app-100.js', 'static/chunks/shared-50.js', 'static/chunks/app.css'],
    '/_error': ['static/chunks/error-10.js'],
    '/': ['static/chunks/home-20.js'],
    '/macro/[group]/[child]': ['static/chunks/shared-50.js', 'static/chunks/charts-340.js'],
    '/enterprise/finance': ['static/chunks/table-210.js'],
    '/admin/users': ['static/chunks/admin-440.js'],
  },
  lowPriorityFiles: ['static/BUILD/_buildManifest.js', 'static/BUILD/_ssgManifest.js'],
};

const sizeFromName = (file: string) => Number(/-(\d+)\.js$/.exec(file)?.[1] ?? 1) * KB;

describe('first-load budgets of the production build', () => {
  it('classifies admin routes, the listed chart pages (dynamic ones by pattern) and the rest', () => {
    expect(budgetKind('/admin')).toBe('admin');
    expect(budgetKind('/admin/users')).toBe('admin');
    expect(budgetKind('/administrator')).toBe('public');
    expect(budgetKind('/macro/[group]/[child]')).toBe('charts');
    expect(budgetKind('/macro/cpi/cpi?m=1')).toBe('charts');
    expect(budgetKind('/macro')).toBe('public');
    expect(budgetKind('/enterprise/FPT/overview?unit=million')).toBe('charts');
    expect(budgetKind('/enterprise/[ticker]/chart/personalization')).toBe('charts');
    expect(budgetKind('/enterprise/FPT/finance?tab=trailing')).toBe('public');
    expect(budgetKind('/industry/steel')).toBe('charts');
    expect(budgetKind('/industry')).toBe('public');
    // The home page is the market overview: index chart and heatmap (issue 31).
    expect(budgetKind('/')).toBe('charts');
    expect(budgetKind('/pricing')).toBe('public');
    expect(routeMatches('/industry/[industry]', '/industry/steel/x')).toBe(false);
  });

  it("counts _app's scripts, the page's and the low-priority files once each, without CSS", () => {
    expect(firstLoadFiles(MANIFEST, '/macro/[group]/[child]')).toEqual([
      'static/chunks/app-100.js',
      'static/chunks/shared-50.js',
      'static/chunks/charts-340.js',
      'static/BUILD/_buildManifest.js',
      'static/BUILD/_ssgManifest.js',
    ]);
    expect(() => firstLoadFiles(MANIFEST, '/nope')).toThrow('/nope is not in the build manifest');
  });

  it('checks each page against its budget, leaving out _app and _error', () => {
    const rows = measureRoutes(MANIFEST, sizeFromName);
    expect(rows.map((row) => [row.route, row.kind, row.bytes / KB, row.ok])).toEqual([
      ['/', 'charts', 172, true],
      ['/admin/users', 'admin', 592, true],
      ['/enterprise/finance', 'public', 362, false],
      ['/macro/[group]/[child]', 'charts', 492, true],
    ]);
    expect(formatTable(rows)).toContain('| `/enterprise/finance` | public, no charts | 362 | 350 | FAIL |');
  });

  it('lets a page over budget pass only while it is no larger than its recorded figure plus 2 KB', () => {
    const rows = measureRoutes(MANIFEST, sizeFromName);
    expect(baselineOf(rows)).toEqual({ '/enterprise/finance': 362 });
    const same = applyBaseline(rows, { '/enterprise/finance': 362 });
    expect(same.find((row) => row.route === '/enterprise/finance')).toMatchObject({
      ok: false,
      tracked: true,
    });
    expect(formatTable(same)).toContain('| 362 | 350 | over budget, tracked (no growth) |');
    const grown = applyBaseline(rows, { '/enterprise/finance': 359 });
    expect(grown.find((row) => row.route === '/enterprise/finance')).toMatchObject({
      ok: false,
      tracked: false,
    });
    expect(
      applyBaseline(rows, {}).find((row) => row.route === '/enterprise/finance')?.tracked,
    ).toBeUndefined();
    // A page within budget stays PASS whatever was recorded.
    expect(applyBaseline(rows, { '/': 1 }).find((row) => row.route === '/')).toMatchObject({ ok: true });
  });

  it('reads the scripts a prerendered page loads from its HTML', () => {
    const html =
      '<link rel="preload" href="/_next/static/chunks/app.css" as="style"/>' +
      '<script src="/_next/static/chunks/app-100.js" defer=""></script>' +
      '<script id="__NEXT_DATA__" type="application/json">{}</script>' +
      '<script src="/_next/static/BUILD/_buildManifest.js" defer=""></script>';
    expect(scriptsInHtml(html)).toEqual(['static/chunks/app-100.js', 'static/BUILD/_buildManifest.js']);
  });

  it('names the pages outside the admin console whose first load carries zod', () => {
    const withZod = new Set(['static/chunks/table-210.js', 'static/chunks/admin-440.js']);
    const text = (file: string) => (withZod.has(file) ? `x.$constructor(${ZOD_MARKER},f)` : 'plain code');
    expect(routesLoadingZod(MANIFEST, text)).toEqual(['/enterprise/finance']);
    expect(routesLoadingZod(MANIFEST, () => 'plain code')).toEqual([]);
  });
});
