import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createResponse } from 'node-mocks-http';
import { z } from 'zod';
import { openEnvelope } from '@/lib/envelope';
import { callRoute } from '../../../../tests/helpers/callRoute';
import type { AuthUser } from '../../core/authUser';
import { setTokenVerifier } from '../../auth/bearer';
import { AppError, errorStatus, type ErrorCode } from '../../core/errors';
import { defineRoute, method } from '../handler';

interface ErrorJson {
  code: string;
  message: string;
  requestId: string;
  details?: { path: string; message: string }[];
}

const analyst: AuthUser = { id: 7, email: 'analyst@example.vn', isAdmin: false, permissions: ['NEWS_ALL'] };

const administrator: AuthUser = { id: 1, email: 'admin@example.vn', isAdmin: true, permissions: [] };

beforeAll(() => {
  setTokenVerifier((token) =>
    Promise.resolve(token === 'good-token' ? analyst : token === 'admin-token' ? administrator : null),
  );
});

describe('defineRoute: method dispatch', () => {
  const route = defineRoute({
    GET: method({ handler: () => ({ ok: true }) }),
    DELETE: method({ handler: () => ({ deleted: true }) }),
  });

  it('answers the matching method with { data }', async () => {
    const result = await callRoute(route, { method: 'GET' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { ok: true } });
    expect(result.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers 405 with an Allow header naming the supported methods', async () => {
    const result = await callRoute<ErrorJson>(route, { method: 'PUT' });
    expect(result.status).toBe(405);
    expect(result.headers.allow).toBe('GET, DELETE');
    expect(result.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(result.body.message).toMatch(/không được hỗ trợ/);
  });
});

describe('defineRoute: validation', () => {
  const route = defineRoute({
    GET: method({
      query: z.object({
        ticket: z.string().regex(/^[A-Z0-9]{3,10}$/),
        limit: z.coerce.number().int().max(100),
      }),
      handler: ({ query }) => ({ ticket: query.ticket, limit: query.limit }),
    }),
    POST: method({
      body: z.object({ sectionName: z.string().min(1).max(100) }),
      handler: ({ body }) => ({ name: body.sectionName }),
    }),
  });

  it('passes parsed and coerced query values to the handler', async () => {
    const result = await callRoute(route, { query: { ticket: 'TCB', limit: '20' } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { ticket: 'TCB', limit: 20 } });
  });

  it('rejects a bad query with 400, a Vietnamese message and per-field details', async () => {
    const result = await callRoute<ErrorJson>(route, {
      query: { ticket: "TCB'; drop table x;--", limit: 'many' },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION');
    expect(result.body.message).toMatch(/^Tham số không hợp lệ: ticket/);
    expect(result.body.details?.map((detail) => detail.path).sort()).toEqual(['limit', 'ticket']);
  });

  it('rejects a missing or wrongly typed body with 400', async () => {
    const missing = await callRoute<ErrorJson>(route, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Dữ liệu không hợp lệ: sectionName/);
    const wrongType = await callRoute<ErrorJson>(route, { method: 'POST', body: { sectionName: 42 } });
    expect(wrongType.status).toBe(400);
  });

  it('rejects text the database cannot store (NUL, an unpaired surrogate) with 400', async () => {
    for (const sectionName of ['Mục\u0000', 'Mục \uD800']) {
      const result = await callRoute<ErrorJson>(route, { method: 'POST', body: { sectionName } });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION');
      expect(result.body.message).toMatch(/^Dữ liệu không hợp lệ: sectionName: chứa ký tự không hợp lệ/);
    }
    const emoji = await callRoute(route, { method: 'POST', body: { sectionName: 'Mục 📈' } });
    expect(emoji.status).toBe(200);
  });
});

describe('defineRoute: error mapping', () => {
  const codes = Object.keys(errorStatus) as ErrorCode[];

  it.each(codes)('maps AppError %s to its status and keeps its message', async (code) => {
    const route = defineRoute({
      GET: method({
        handler: () => {
          throw new AppError(code, `Lỗi ${code}`);
        },
      }),
    });
    const result = await callRoute<ErrorJson>(route);
    expect(result.status).toBe(errorStatus[code]);
    expect(result.body).toEqual({ code, message: `Lỗi ${code}`, requestId: expect.any(String) });
  });

  it('hides unknown errors behind a generic 500 message', async () => {
    const route = defineRoute({
      GET: method({
        handler: () => {
          throw new Error('relation "secret_table" does not exist at /srv/app.js:12');
        },
      }),
    });
    const result = await callRoute<ErrorJson>(route);
    expect(result.status).toBe(500);
    expect(result.body.code).toBe('INTERNAL');
    expect(JSON.stringify(result.body)).not.toMatch(/secret_table|app\.js/);
  });

  it('answers 503 with Retry-After when the database connection is gone', async () => {
    const route = defineRoute({
      GET: method({
        handler: () => {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        },
      }),
    });
    const result = await callRoute<ErrorJson>(route);
    expect(result.status).toBe(503);
    expect(result.headers['retry-after']).toBe('5');
  });

  it('echoes a well-formed incoming request id and replaces a malformed one', async () => {
    const route = defineRoute({ GET: method({ handler: () => null }) });
    const kept = await callRoute(route, { headers: { 'x-request-id': 'abc-12345678' } });
    expect(kept.headers['x-request-id']).toBe('abc-12345678');
    const replaced = await callRoute(route, { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('defineRoute: authentication and guards', () => {
  const route = defineRoute({
    GET: method({ auth: 'required', handler: ({ user }) => ({ email: user.email }) }),
    POST: method({
      auth: 'optional',
      guards: [
        ({ user }) => {
          if (!user?.permissions.includes('FINANCE_REPORT_ALL')) {
            throw new AppError('FORBIDDEN', 'Cần quyền FINANCE_REPORT_ALL.');
          }
        },
      ],
      handler: () => ({ ok: true }),
    }),
  });

  it('requires a bearer token where auth is required', async () => {
    const result = await callRoute<ErrorJson>(route);
    expect(result.status).toBe(401);
  });

  it('accepts a valid bearer token and passes the user', async () => {
    const result = await callRoute(route, { headers: { authorization: 'Bearer good-token' } });
    expect(result.body).toEqual({ data: { email: analyst.email } });
  });

  it('rejects an unknown or malformed token with 401', async () => {
    expect((await callRoute(route, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await callRoute(route, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('runs guards, which refuse with 403', async () => {
    const result = await callRoute<ErrorJson>(route, {
      method: 'POST',
      headers: { authorization: 'Bearer good-token' },
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Cần quyền FINANCE_REPORT_ALL.');
  });
});

describe('defineRoute: the caller is known and checked before the input is parsed', () => {
  let parsedQueries = 0;
  const countingQuery = z.object({ limit: z.coerce.number().int().max(100) }).transform((query) => {
    parsedQueries += 1;
    return query;
  });
  const route = defineRoute({
    GET: method({ auth: 'required', query: countingQuery, handler: ({ query }) => query }),
    PUT: method({
      auth: 'admin',
      query: countingQuery,
      body: z.object({ name: z.string() }),
      handler: () => 1,
    }),
    POST: method({
      auth: 'optional',
      query: countingQuery,
      guards: [
        () => {
          throw new AppError('PLAN_REQUIRED');
        },
      ],
      handler: () => 1,
    }),
  });

  beforeEach(() => {
    parsedQueries = 0;
  });

  it('answers 401, not 400, to an anonymous caller with an invalid query', async () => {
    const result = await callRoute<ErrorJson>(route, { query: { limit: 'many' } });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('UNAUTHORIZED');
    expect(parsedQueries).toBe(0);
  });

  it('answers 403 to a signed-in non-administrator with an invalid admin query and body', async () => {
    const result = await callRoute<ErrorJson>(route, {
      method: 'PUT',
      query: { limit: 'many' },
      body: { name: 42 },
      headers: { authorization: 'Bearer good-token' },
    });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('FORBIDDEN');
    expect(result.body.message).toBe('Bạn không có quyền truy cập trang quản trị.');
    expect(parsedQueries).toBe(0);
    const anonymous = await callRoute<ErrorJson>(route, { method: 'PUT', query: { limit: 'many' } });
    expect(anonymous.status).toBe(401);
  });

  it('validates an administrator’s invalid input with 400', async () => {
    const result = await callRoute<ErrorJson>(route, {
      method: 'PUT',
      query: { limit: 'many' },
      body: { name: 'x' },
      headers: { authorization: 'Bearer admin-token' },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION');
  });

  it('runs guards before the query is parsed', async () => {
    const result = await callRoute<ErrorJson>(route, { method: 'POST', query: { limit: 'many' } });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('PLAN_REQUIRED');
    expect(parsedQueries).toBe(0);
  });

  it('types the user by auth mode (checked by `npm run typecheck`)', () => {
    // Each line below must compile: a required user is never null, an admin's flag is `true`.
    const typed = [
      method({ auth: 'required', handler: ({ user }) => user.id }),
      method({ auth: 'admin', handler: ({ user }) => user.isAdmin satisfies true }),
      method({ auth: 'none', handler: ({ user }) => user satisfies null }),
      method({
        auth: 'optional',
        // @ts-expect-error an optional caller may be anonymous
        handler: ({ user }) => user.id,
      }),
      method({
        auth: 'required',
        // @ts-expect-error a signed-in caller is not known to be an administrator
        handler: ({ user }) => user.isAdmin satisfies true,
      }),
      // @ts-expect-error without `auth` a route is optional: the user may be null
      method({ handler: ({ user }) => user.email }),
    ];
    expect(typed).toHaveLength(6);
  });
});

describe('defineRoute: bodies are worked on only after authentication and guards', () => {
  it('validates nothing of the body of a caller it then refuses', async () => {
    let parsed = 0;
    const route = defineRoute({
      POST: method({
        auth: 'required',
        body: z.unknown().transform((value) => {
          parsed += 1;
          return value;
        }),
        handler: () => ({ ok: true }),
      }),
    });
    const anonymous = await callRoute(route, { method: 'POST', body: { broken: 'x'.repeat(1000) } });
    expect(anonymous.status).toBe(401);
    expect(parsed).toBe(0);
    const signedIn = await callRoute(route, {
      method: 'POST',
      body: {},
      headers: { authorization: 'Bearer good-token' },
    });
    expect(signedIn.status).toBe(200);
    expect(parsed).toBe(1);
  });

  /** A request whose body is still on the wire, as Next hands it with bodyParser off; counts what is read. */
  function unreadRequest(body: string, headers: Record<string, string> = {}) {
    const bytes = Buffer.from(body);
    let offset = 0;
    const counter = { read: 0 };
    const stream = new Readable({
      read() {
        const chunk = bytes.subarray(offset, offset + 65536);
        offset += chunk.length;
        counter.read += chunk.length;
        this.push(chunk.length > 0 ? chunk : null);
      },
    });
    const req = Object.assign(stream, {
      method: 'POST',
      query: {},
      headers: {
        'content-type': 'application/json',
        'content-length': String(bytes.length),
        ...headers,
      },
    }) as unknown as NextApiRequest;
    return { req, counter };
  }

  async function answer(route: ReturnType<typeof defineRoute>, req: NextApiRequest) {
    const res = createResponse<NextApiResponse>();
    await route(req, res);
    return { status: res._getStatusCode(), body: JSON.parse(res._getData() as string) as ErrorJson };
  }

  const upload = defineRoute({
    POST: method({
      auth: 'required',
      guards: [
        ({ user }) => {
          if (!user?.permissions.includes('NEWS_ALL')) throw new AppError('FORBIDDEN');
        },
      ],
      bodyLimitBytes: 3 * 1024 * 1024,
      body: z.object({ content: z.string() }),
      handler: ({ body }) => ({ length: body.content.length }),
    }),
  });
  const big = JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) });

  it('refuses an anonymous upload with 401 without reading a byte of its body', async () => {
    const { req, counter } = unreadRequest(big);
    const result = await answer(upload, req);
    expect(result.status).toBe(401);
    expect(counter.read).toBe(0);
  });

  it('reads an allowed caller’s upload itself, beyond the default limit, and refuses one over its own', async () => {
    const { req, counter } = unreadRequest(big, { authorization: 'Bearer good-token' });
    const result = await answer(upload, req);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { length: 2 * 1024 * 1024 } });
    expect(counter.read).toBe(Buffer.byteLength(big));

    const over = unreadRequest(JSON.stringify({ content: 'x'.repeat(3 * 1024 * 1024) }), {
      authorization: 'Bearer good-token',
    });
    const refused = await answer(upload, over.req);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(over.counter.read).toBe(0);
  });
});

describe('defineRoute: encrypted data endpoints', () => {
  it('answers { hashCode } that the browser decrypts to the payload', async () => {
    const payload = { ticker: 'TCB', values: [1.5, -2, null], name: 'Ngân hàng Kỹ Thương' };
    const route = defineRoute({ GET: method({ encrypt: true, handler: () => payload }) });
    const result = await callRoute<{ hashCode: string }>(route);
    expect(Object.keys(result.body)).toEqual(['hashCode']);
    expect(openEnvelope(result.body.hashCode)).toEqual(payload);
  });

  it('sends no body for 204 endpoints', async () => {
    const route = defineRoute({ POST: method({ status: 204, handler: () => undefined }) });
    const result = await callRoute(route, { method: 'POST' });
    expect(result.status).toBe(204);
    expect(result.body).toBe('');
  });
});
