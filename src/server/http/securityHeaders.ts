/**
 * Headers every answer carries, listed once: next.config.ts sends them for what Next serves (pages,
 * assets, `next dev`), the production server's API dispatcher (src/server/web/apiLane.ts) and its
 * image-optimizer answer send them themselves. Outside sources are listed only for the providers
 * configured (the NEXT_PUBLIC_* ids). Why each source is allowed: docs/SECURITY.md. No imports: Next
 * compiles this file on its own when it loads next.config.ts.
 */
export interface SecurityHeader {
  key: string;
  value: string;
}

/** Google Identity Services: the sign-in script, its button and One Tap iframes, their style sheet. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/** Facebook's JavaScript SDK (FB.login); the login dialog itself is a popup, not a frame. */
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK = 'https://www.facebook.com';
/** Google Analytics 4 (react-ga4, only when NEXT_PUBLIC_GA_MEASUREMENT_ID is set): gtag.js and its hits. */
const GTAG = 'https://www.googletagmanager.com';
const GA = 'https://*.google-analytics.com';
const GA_REGIONS = 'https://*.analytics.google.com';

/** Where browsers send CSP violation reports (src/server/modules/csp/csp.handlers.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints group `report-to` names. */
const CSP_REPORT_GROUP = 'csp-endpoint';

/** The outside services the browser bundle loads: each only when its id is set (compiled in at build). */
export interface CspProviders {
  google: boolean;
  facebook: boolean;
  analytics: boolean;
}

export function cspProviders(env: Partial<Record<string, string>> = process.env): CspProviders {
  return {
    google: Boolean(env.NEXT_PUBLIC_GOOGLE_CLIENT_ID),
    facebook: Boolean(env.NEXT_PUBLIC_FACEBOOK_APP_ID),
    analytics: Boolean(env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  };
}

export function contentSecurityPolicy(production: boolean, providers: CspProviders = cspProviders()): string {
  const { google, facebook, analytics } = providers;
  const when = (on: boolean, ...sources: string[]) => (on ? sources : []);
  const frames = [...when(google, GOOGLE_GSI), ...when(facebook, FACEBOOK)];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Next's production pages load only files of /_next (the Turbopack runtime is not inlined:
    // next.config.ts). `next dev` evaluates modules for React Refresh and inlines its HMR version
    // (`var __nextHmrInitialVersion=...`), hence 'unsafe-eval' and 'unsafe-inline' there only.
    [
      'script-src',
      "'self'",
      ...when(google, `${GOOGLE_GSI}client`),
      ...when(facebook, FACEBOOK_SDK),
      ...when(analytics, GTAG),
      ...(production ? [] : ["'unsafe-eval'", "'unsafe-inline'"]),
    ],
    // antd writes its styles at run time (CSS-in-JS) and the server inlines them (<style id="antd-ssr">).
    ['style-src', "'self'", "'unsafe-inline'", ...when(google, `${GOOGLE_GSI}style`)],
    // Avatars are served by /api/users/avatar; previews and chart exports use data: and blob: URLs.
    ['img-src', "'self'", 'data:', 'blob:', ...when(analytics, GTAG, GA)],
    ['font-src', "'self'", 'data:'],
    // data: reaches nothing outside the page; the browser tests read chart screenshots back with
    // fetch('data:image/png;base64,...') (tests/e2e/helpers/charts.ts).
    [
      'connect-src',
      "'self'",
      'data:',
      ...when(google, GOOGLE_GSI),
      ...when(facebook, FACEBOOK),
      ...when(analytics, GTAG, GA, GA_REGIONS),
    ],
    // Without a sign-in provider nothing is framed beyond default-src 'self'.
    ...(frames.length > 0 ? [['frame-src', ...frames] as [string, ...string[]]] : []),
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    // MoMo and VNPay are reached by navigation (location.assign), never by a form post.
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    // Violations are reported to us (report-to where supported, report-uri elsewhere).
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export function securityHeaders(
  production: boolean,
  providers: CspProviders = cspProviders(),
): SecurityHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production, providers) },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    // Google's sign-in popup must be able to talk back to the page that opened it.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
}

/** The headers of this process: the production set when NODE_ENV is production (`npm start`). */
export const SECURITY_HEADERS: readonly SecurityHeader[] = securityHeaders(
  process.env.NODE_ENV === 'production',
);
