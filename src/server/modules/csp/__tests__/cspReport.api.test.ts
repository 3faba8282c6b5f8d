import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callAccount } from '../../../../../tests/helpers/accounts';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { logger } from '../../../logger';
import { createApiLane } from '../../../web/apiLane';
import { API_ROUTES } from '../../../web/apiRoutes';
import { CSP_REPORT_LIMIT, cspViolations, REPORT_BODY_LIMIT_BYTES } from '../csp.handlers';

/** POST /api/csp-report: the endpoint the CSP's report-uri and report-to name. */

let handle: DatabaseHandle;
let server: http.Server;
let base: string;
const warnings: { details: unknown; message: unknown }[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  const lane = createApiLane(API_ROUTES);
  server = http.createServer((req, res) => {
    if (!lane(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

beforeEach(() => {
  warnings.length = 0;
  jest.spyOn(logger, 'warn').mockImplementation((details: unknown, message: unknown) => {
    warnings.push({ details, message });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  setDatabaseHandle(undefined);
  await handle.close();
});

const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'https://vnfin.vn/account/reset-password?token=secret-reset-token#x',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    'blocked-uri': 'https://evil.example/x.js?session=abc',
    'status-code': 200,
  },
};

describe('CSP report bodies', () => {
  it('reads report-uri and report-to formats, without query strings or fragments', () => {
    expect(cspViolations(REPORT_URI_BODY)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'https://vnfin.vn/account/reset-password',
      },
    ]);
    const batch = [
      {
        type: 'csp-violation',
        url: 'https://vnfin.vn/',
        body: { documentURL: 'https://vnfin.vn/?q=1', blockedURL: 'eval', effectiveDirective: 'script-src' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(cspViolations(JSON.stringify(batch))).toEqual([
      { directive: 'script-src', blocked: 'eval', page: 'https://vnfin.vn/' },
    ]);
    expect(cspViolations('not json')).toEqual([]);
    expect(cspViolations({ hello: 'world' })).toEqual([]);
  });
});

describe('POST /api/csp-report', () => {
  it('answers 204 to a browser report and logs one compact warning', async () => {
    const response = await fetch(`${base}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(REPORT_URI_BODY),
    });
    expect(response.status).toBe(204);
    expect(warnings).toEqual([
      {
        details: {
          csp: {
            directive: 'script-src-elem',
            blocked: 'https://evil.example/x.js',
            page: 'https://vnfin.vn/account/reset-password',
          },
        },
        message: 'CSP violation',
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain('secret-reset-token');

    const batch = await fetch(`${base}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { effectiveDirective: 'img-src', blockedURL: 'https://a.example/p.gif' },
        },
      ]),
    });
    expect(batch.status).toBe(204);
    expect(warnings).toHaveLength(2);
  });

  it('refuses a body over its small limit with 413', async () => {
    const response = await fetch(`${base}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: 'x'.repeat(REPORT_BODY_LIMIT_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(warnings).toEqual([]);
  });

  it('limits reports per address with a 429 in Vietnamese', async () => {
    const send = (ip: string) =>
      callAccount(API_ROUTES['/api/csp-report']!, { method: 'POST', body: REPORT_URI_BODY, ip });
    for (let count = 0; count < CSP_REPORT_LIMIT.limit; count += 1) {
      expect((await send('198.51.100.20')).status).toBe(204);
    }
    const blocked = await send('198.51.100.20');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Bạn thao tác quá nhiều lần/);
    expect((await send('198.51.100.21')).status).toBe(204);
  });
});
