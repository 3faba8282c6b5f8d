// @ts-check

/** Google Identity Services: the sign-in script, its button and One Tap iframes, their style sheet. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/** Facebook's JavaScript SDK (FB.login); the login dialog itself is a popup, not a frame. */
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK = 'https://www.facebook.com';
/** Google Analytics 4 (react-ga4, only when NEXT_PUBLIC_GA_MEASUREMENT_ID is set): gtag.js and its hits. */
const GTAG = 'https://www.googletagmanager.com';
const GA = 'https://*.google-analytics.com';
const GA_REGIONS = 'https://*.analytics.google.com';

/** Where browsers send CSP violation reports (POST /api/csp-report). */
const CSP_REPORT_PATH = '/api/csp-report';
const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * The same list as src/server/web/securityHeaders.ts (a test compares them in both modes and for
 * each provider); the reasons for each source are there and in docs/SECURITY.md. Outside sources only
 * for the providers whose NEXT_PUBLIC_* id is set (they are compiled into the bundle by this build).
 * @param {boolean} production
 */
function securityHeaders(production) {
  const google = Boolean(process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID);
  const facebook = Boolean(process.env.NEXT_PUBLIC_FACEBOOK_APP_ID);
  const analytics = Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID);
  /** @param {boolean} on @param {string[]} sources */
  const when = (on, ...sources) => (on ? sources : []);
  const frames = [...when(google, GOOGLE_GSI), ...when(facebook, FACEBOOK)];
  /** @type {string[][]} */
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...when(google, `${GOOGLE_GSI}client`),
      ...when(facebook, FACEBOOK_SDK),
      ...when(analytics, GTAG),
      ...(production ? [] : ["'unsafe-eval'", "'unsafe-inline'"]),
    ],
    ['style-src', "'self'", "'unsafe-inline'", ...when(google, `${GOOGLE_GSI}style`)],
    ['img-src', "'self'", 'data:', 'blob:', ...when(analytics, GTAG, GA)],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      'data:',
      ...when(google, GOOGLE_GSI),
      ...when(facebook, FACEBOOK),
      ...when(analytics, GTAG, GA, GA_REGIONS),
    ],
    ...(frames.length > 0 ? [['frame-src', ...frames]] : []),
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return [
    { key: 'Content-Security-Policy', value: directives.map((parts) => parts.join(' ')).join('; ') },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  poweredByHeader: false,
  // No page uses next/image: the optimizer stays off (Next answers 404 for /_next/image instead of
  // fetching and resizing what it is asked to; main.ts answers that path itself).
  images: { unoptimized: true },
  // .ci/run type-checks the whole project (`npm run typecheck`) before building; it sets this so the
  // build does not spend another half minute on the same check. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // antd's SSR style extraction comes out empty under Turbopack unless cssinjs is transpiled.
  transpilePackages: ['@ant-design/cssinjs'],
  // PGlite loads its WASM and data files relative to its own module; bundling breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino'],
  experimental: {
    // With the shared runtime (the default) Turbopack inlines a per-page bootstrap <script> into every
    // HTML page, which `script-src 'self'` blocks; without it each page loads its runtime as a file.
    turbopackSharedRuntime: false,
    // Turbopack keeps a build cache under .next/cache for the next `next build`; .ci/run builds a clean
    // clone once and turns it off (BUILD_FS_CACHE=off) instead of spending ~20 s writing it.
    turbopackFileSystemCacheForBuild: process.env.BUILD_FS_CACHE !== 'off',
  },
  // `next build` runs with NODE_ENV=production (HSTS, no 'unsafe-eval'); `next dev` with development.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }];
  },
};

module.exports = nextConfig;
