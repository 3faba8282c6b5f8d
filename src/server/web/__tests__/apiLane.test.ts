import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';
import { z } from 'zod';
import { openEnvelope } from '@/lib/envelope';
import { startProbedServer, postLargeBody, type ProbedServer } from '../../../../tests/helpers/bodyProbe';
import { setTokenVerifier } from '../../auth/bearer';
import { AppError } from '../../core/errors';
import { defineRoute, method } from '../../http/handler';
import { clearResponseCache } from '../../http/responseCache';
import { API_BODY_LIMIT_BYTES, createApiLane, createApiPage, parseCookies, parseQuery } from '../apiLane';
import { SECURITY_HEADERS } from '../../http/securityHeaders';

let computed = 0;
const UPLOAD_LIMIT_BYTES = 4 * 1024 * 1024;

const routes: Record<string, NextApiHandler> = {
  '/api/echo': defineRoute({
    GET: method({ handler: ({ req }) => ({ query: req.query, cookies: req.cookies }) }),
    POST: method({
      body: z.object({ name: z.string().min(1) }),
      handler: ({ body }) => ({ name: body.name }),
    }),
  }),
  '/api/items/[itemId]': defineRoute({
    GET: method({ handler: ({ req }) => ({ itemId: req.query.itemId }) }),
  }),
  '/api/cached': defineRoute({
    GET: method({
      query: z.object({ ticket: z.string() }),
      encrypt: true,
      cache: true,
      handler: ({ query }) => {
        computed += 1;
        return { ticket: query.ticket, computed };
      },
    }),
  }),
  // An upload route: large bodies, read only for an administrator.
  '/api/upload': defineRoute({
    POST: method({
      auth: 'required',
      guards: [
        ({ user }) => {
          if (!user?.isAdmin) throw new AppError('FORBIDDEN');
        },
      ],
      bodyLimitBytes: UPLOAD_LIMIT_BYTES,
      body: z.object({ name: z.string(), content: z.string() }),
      handler: ({ body }) => ({ name: body.name, length: body.content.length }),
    }),
  }),
  '/api/next-style': (_req, res) => {
    res.status(202).json({ ok: true });
  },
  '/api/redirect': (_req, res) => {
    res.redirect(302, '/pricing');
  },
  '/api/broken': () => {
    throw new Error('secret internals');
  },
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  setTokenVerifier((token) =>
    Promise.resolve(
      token === 'pro'
        ? { id: 1, email: 'a@b.vn', isAdmin: false, permissions: ['PRO'] }
        : token === 'admin'
          ? { id: 2, email: 'admin@b.vn', isAdmin: true, permissions: [] }
          : null,
    ),
  );
  const lane = createApiLane(routes);
  server = http.createServer((req, res) => {
    if (lane(req, res)) return;
    res.statusCode = 299;
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clearResponseCache();
});

describe('API lane of the production server', () => {
  it('runs a known route with Next-style query and cookies, and the security headers', async () => {
    const response = await fetch(`${base}/api/echo?a=1&b=x&b=y&name=Vi%E1%BB%87t`, {
      headers: { cookie: 'deviceId=abc-123; other=%E2%9C%93' },
    });
    expect(response.status).toBe(200);
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header.key)).toBe(header.value);
    const json = (await response.json()) as { data: { query: unknown; cookies: unknown } };
    expect(json.data.query).toEqual({ a: '1', b: ['x', 'y'], name: 'Việt' });
    expect(json.data.cookies).toEqual({ deviceId: 'abc-123', other: '✓' });
  });

  it('hands unknown paths and non-API paths to the next handler', async () => {
    for (const url of ['/api/unknown', '/enterprise/finance', '/api/echo/', '/api/items']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(299);
      expect(await response.text()).toBe('next');
    }
  });

  it('fills dynamic segments into the query', async () => {
    const response = await fetch(`${base}/api/items/d%C3%A9vice-1?x=2`);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ itemId: 'dévice-1' });
  });

  it('parses JSON bodies and answers 400 with a Vietnamese message for broken JSON', async () => {
    const ok = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'An' }),
    });
    expect(await ok.json()).toEqual({ data: { name: 'An' } });

    const broken = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe('Dữ liệu JSON không hợp lệ.');

    const invalid = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(invalid.status).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives handlers written against NextApiResponse status, json and redirect', async () => {
    const json = await fetch(`${base}/api/next-style`);
    expect(json.status).toBe(202);
    expect(await json.json()).toEqual({ ok: true });
    const redirect = await fetch(`${base}/api/redirect`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/pricing');
  });

  it('answers 500 with the generic message when a raw handler throws', async () => {
    const response = await fetch(`${base}/api/broken`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain('Máy chủ gặp sự cố');
    expect(text).not.toContain('secret internals');
  });

  it('computes a cacheable answer once per query and access, and decrypts to the same data', async () => {
    computed = 0;
    const read = async (url: string, token?: string) => {
      const response = await fetch(`${base}${url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(200);
      return openEnvelope(((await response.json()) as { hashCode: string }).hashCode);
    };
    expect(await read('/api/cached?ticket=TCB')).toEqual({ ticket: 'TCB', computed: 1 });
    expect(await read('/api/cached?ticket=TCB')).toEqual({ ticket: 'TCB', computed: 1 });
    expect(await read('/api/cached?ticket=FPT')).toEqual({ ticket: 'FPT', computed: 2 });
    // A caller with other rights never gets an answer computed for someone else.
    expect(await read('/api/cached?ticket=TCB', 'pro')).toEqual({ ticket: 'TCB', computed: 3 });
  });
});

describe('lane helpers', () => {
  it('parse query strings and cookie headers', () => {
    expect(parseQuery('a=1&a=2&a=3&b=')).toEqual({ a: ['1', '2', '3'], b: '' });
    expect(parseCookies('x=1; y=%ZZ; =bad; x=2')).toEqual({ x: '1', y: '%ZZ' });
    expect(parseCookies(undefined)).toEqual({});
  });
});

describe('routes that take large bodies (uploads) on the lane', () => {
  let probed: ProbedServer;

  beforeAll(async () => {
    const lane = createApiLane(routes);
    probed = await startProbedServer((req, res) => {
      if (!lane(req, res)) res.end();
    });
  });

  afterAll(async () => {
    await probed.close();
  });

  it('refuses an anonymous or non-admin upload before reading a byte of its body, and closes the connection', async () => {
    const anonymous = await postLargeBody(`${probed.base}/api/upload`, UPLOAD_LIMIT_BYTES);
    expect(anonymous.status).toBe(401);
    expect(anonymous.connection).toBe('close');
    const member = await postLargeBody(`${probed.base}/api/upload`, UPLOAD_LIMIT_BYTES, {
      authorization: 'Bearer pro',
    });
    expect(member.status).toBe(403);
    expect(probed.consumedBeforeAnswer.slice(-2)).toEqual([0, 0]);
  });

  it('reads and parses an administrator’s upload larger than the default limit, up to the route’s limit', async () => {
    const content = 'a'.repeat(API_BODY_LIMIT_BYTES * 2);
    const response = await fetch(`${probed.base}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer admin' },
      body: JSON.stringify({ name: 'du-lieu.csv', content }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { name: 'du-lieu.csv', length: content.length } });

    const tooLarge = await postLargeBody(`${probed.base}/api/upload`, UPLOAD_LIMIT_BYTES + 1, {
      authorization: 'Bearer admin',
    });
    expect(tooLarge.status).toBe(413);
    expect((tooLarge.body as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the catch-all API page (next dev) over the same table', () => {
  let page: ProbedServer;

  beforeAll(async () => {
    const servePage = createApiPage(routes);
    // What Next's API resolver hands src/pages/api/[...path].ts: its own query (with `path`), body unread.
    page = await startProbedServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      Object.assign(req, { query: { path: url.pathname.split('/').slice(2), x: 'next' } });
      void servePage(req as never, res as never);
    });
  });

  afterAll(async () => {
    await page.close();
  });

  it('answers as the lane does: the query of the URL (no `path`), cookies, dynamic segments, headers', async () => {
    const response = await fetch(`${page.base}/api/echo?a=1&b=x&b=y`, {
      headers: { cookie: 'deviceId=abc' },
    });
    expect(response.status).toBe(200);
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header.key)).toBe(header.value);
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      query: { a: '1', b: ['x', 'y'] },
      cookies: { deviceId: 'abc' },
    });
    const item = await fetch(`${page.base}/api/items/d%C3%A9vice-1`);
    expect(((await item.json()) as { data: unknown }).data).toEqual({ itemId: 'dévice-1' });
  });

  it('parses ordinary bodies itself (400 for broken JSON, 413 over 1 MB)', async () => {
    const post = (body: string) =>
      fetch(`${page.base}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect(await (await post(JSON.stringify({ name: 'An' }))).json()).toEqual({ data: { name: 'An' } });
    expect((await post('{"name":')).status).toBe(400);
    expect((await post(JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT_BYTES + 10) }))).status).toBe(413);
  });

  it('refuses an anonymous upload before reading a byte of its body', async () => {
    const anonymous = await postLargeBody(`${page.base}/api/upload`, UPLOAD_LIMIT_BYTES);
    expect(anonymous.status).toBe(401);
    expect(page.consumedBeforeAnswer.at(-1)).toBe(0);
  });

  it('answers a path outside the table with a JSON 404', async () => {
    const response = await fetch(`${page.base}/api/unknown`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
