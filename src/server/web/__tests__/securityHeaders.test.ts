import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import nextConfig from '../../../../next.config';
import { defineRoute, method } from '../../http/handler';
import { cspProviders, securityHeaders, type SecurityHeader } from '../../http/securityHeaders';

const env = process.env as Record<string, string | undefined>;

/** Runs `work` with NODE_ENV set as `next build` (production) or `next dev` (development) sets it. */
async function withNodeEnv<T>(mode: string, work: () => Promise<T>): Promise<T> {
  const previous = env.NODE_ENV;
  env.NODE_ENV = mode;
  try {
    return await work();
  } finally {
    env.NODE_ENV = previous;
  }
}

async function nextConfigHeaders(): Promise<SecurityHeader[] | undefined> {
  const rules = await nextConfig.headers?.();
  if (!rules) return undefined;
  return rules.find((rule) => rule.source === '/:path*')?.headers;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const headerValue = (list: SecurityHeader[], key: string) => list.find((header) => header.key === key)?.value;

const PROVIDER_IDS = {
  google: 'NEXT_PUBLIC_GOOGLE_CLIENT_ID',
  facebook: 'NEXT_PUBLIC_FACEBOOK_APP_ID',
  analytics: 'NEXT_PUBLIC_GA_MEASUREMENT_ID',
} as const;
type Provider = keyof typeof PROVIDER_IDS;

/** Runs `work` with exactly these providers' NEXT_PUBLIC_* ids set, as a build would see them. */
async function withProviders<T>(on: readonly Provider[], work: () => Promise<T>): Promise<T> {
  const saved = Object.values(PROVIDER_IDS).map((name) => [name, env[name]] as const);
  for (const [provider, name] of Object.entries(PROVIDER_IDS)) {
    if (on.includes(provider as Provider)) env[name] = `id-of-${provider}`;
    else Reflect.deleteProperty(env, name);
  }
  try {
    return await work();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(env, name);
      else env[name] = value;
    }
  }
}

const providersOf = (on: readonly Provider[]) => ({
  google: on.includes('google'),
  facebook: on.includes('facebook'),
  analytics: on.includes('analytics'),
});

const COMBINATIONS: Provider[][] = [
  [],
  ['google'],
  ['facebook'],
  ['analytics'],
  ['google', 'facebook', 'analytics'],
];

describe('security headers', () => {
  it('are listed once: next.config.ts takes them from src/server/http/securityHeaders.ts', () => {
    const root = process.cwd();
    expect(existsSync(path.join(root, 'next.config.js'))).toBe(false);
    const source = readFileSync(path.join(root, 'next.config.ts'), 'utf8');
    expect(source).toContain("from './src/server/http/securityHeaders'");
    // No second list: not one header name or CSP source is spelled out in the config.
    expect(source).not.toMatch(
      /Content-Security-Policy|X-Frame-Options|Strict-Transport-Security|default-src/,
    );
  });

  it.each([
    ['production', true],
    ['development', false],
  ])(
    'next.config.ts sends the list of the one module, as the API lane does, in %s, with and without each provider',
    async (mode, production) => {
      for (const on of COMBINATIONS) {
        const fromConfig = await withProviders(on, () => withNodeEnv(mode, nextConfigHeaders));
        expect(fromConfig).toEqual(securityHeaders(production, providersOf(on)));
      }
    },
  );

  it('reads the providers from the NEXT_PUBLIC_* ids', async () => {
    expect(await withProviders([], () => Promise.resolve(cspProviders()))).toEqual(providersOf([]));
    expect(await withProviders(['analytics'], () => Promise.resolve(cspProviders()))).toEqual(
      providersOf(['analytics']),
    );
  });

  it('send HSTS only in production and allow eval and inline scripts only outside it', () => {
    const production = securityHeaders(true);
    const development = securityHeaders(false);
    expect(headerValue(production, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headerValue(development, 'Strict-Transport-Security')).toBeUndefined();
    const script = (list: SecurityHeader[]) =>
      directives(headerValue(list, 'Content-Security-Policy') ?? '').get('script-src');
    expect(script(production)).not.toContain("'unsafe-eval'");
    expect(script(production)).not.toContain("'unsafe-inline'");
    expect(script(development)).toEqual(expect.arrayContaining(["'unsafe-eval'", "'unsafe-inline'"]));
  });

  it('list no outside source when Google, Facebook and Analytics are off, and report violations to us', () => {
    const list = securityHeaders(true, providersOf([]));
    const csp = directives(headerValue(list, 'Content-Security-Policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'data:']);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
    expect(csp.get('report-to')).toEqual(['csp-endpoint']);
    expect(headerValue(list, 'Reporting-Endpoints')).toBe('csp-endpoint="/api/csp-report"');
    expect(headerValue(list, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerValue(list, 'X-Frame-Options')).toBe('DENY');
    expect(headerValue(list, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerValue(list, 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(headerValue(list, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('list each provider’s sources only when its id is set', () => {
    const cspOf = (on: Provider[]) =>
      directives(headerValue(securityHeaders(true, providersOf(on)), 'Content-Security-Policy') ?? '');
    const google = cspOf(['google']);
    expect(google.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(google.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(google.get('connect-src')).toEqual(["'self'", 'data:', 'https://accounts.google.com/gsi/']);
    expect(google.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    const facebook = cspOf(['facebook']);
    expect(facebook.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(facebook.get('connect-src')).toEqual(["'self'", 'data:', 'https://www.facebook.com']);
    expect(facebook.get('frame-src')).toEqual(['https://www.facebook.com']);
    const analytics = cspOf(['analytics']);
    expect(analytics.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(analytics.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
    ]);
    expect(analytics.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(analytics.has('frame-src')).toBe(false);
    const all = cspOf(['google', 'facebook', 'analytics']);
    expect(all.get('frame-src')).toEqual(['https://accounts.google.com/gsi/', 'https://www.facebook.com']);
  });
});

describe('answers of the production API lane', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    // The lane reads the headers when its module loads, as dist/server.js does under `npm start`.
    const createApiLane = await withNodeEnv('production', () => {
      let loaded: typeof import('../apiLane') | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        loaded = require('../apiLane') as typeof import('../apiLane');
      });
      return Promise.resolve(loaded?.createApiLane);
    });
    if (!createApiLane) throw new Error('apiLane did not load');
    const routes: Record<string, NextApiHandler> = {
      '/api/ok': defineRoute({ GET: method({ auth: 'none', handler: () => ({ ok: true }) }) }),
      '/api/fails': defineRoute({
        GET: method({
          auth: 'none',
          handler: () => {
            throw new Error('boom');
          },
        }),
      }),
    };
    const lane = createApiLane(routes);
    server = http.createServer((req, res) => {
      if (!lane(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each(['/api/ok', '/api/fails'])('%s carries the CSP, HSTS and the rest of the list', async (path) => {
    const response = await fetch(`${base}${path}`);
    for (const header of securityHeaders(true)) expect(response.headers.get(header.key)).toBe(header.value);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
