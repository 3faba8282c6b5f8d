import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';
import { defineRoute, method } from '../../http/handler';
import { securityHeaders, type SecurityHeader } from '../securityHeaders';

type HeaderRules = { source: string; headers: SecurityHeader[] }[];
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
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('../../../../next.config.js') as { headers: () => Promise<HeaderRules> };
  const rules = await config.headers();
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

describe('security headers', () => {
  it.each([
    ['production', true],
    ['development', false],
  ])('next.config.js sends the same list as the API lane in %s', async (mode, production) => {
    const fromConfig = await withNodeEnv(mode, nextConfigHeaders);
    expect(fromConfig).toEqual(securityHeaders(production));
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

  it('keep the policy tight: only self scripts, no framing, no plugins, no foreign forms', () => {
    const list = securityHeaders(true);
    const csp = directives(headerValue(list, 'Content-Security-Policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
      'https://www.googletagmanager.com',
    ]);
    expect(csp.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
    ]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/', 'https://www.facebook.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(headerValue(list, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerValue(list, 'X-Frame-Options')).toBe('DENY');
    expect(headerValue(list, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerValue(list, 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(headerValue(list, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
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
