import { z } from 'zod';
import { decryptHashCode } from '@/lib/hashCode';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { setTokenVerifier, type AuthUser } from '../auth';
import { AppError, errorStatus, type ErrorCode } from '../errors';
import { defineRoute, method } from '../handler';

interface ErrorJson {
  code: string;
  message: string;
  requestId: string;
  details?: { path: string; message: string }[];
}

const analyst: AuthUser = { id: 7, email: 'analyst@example.vn', isAdmin: false, permissions: ['NEWS_ALL'] };

beforeAll(() => {
  setTokenVerifier((token) => Promise.resolve(token === 'good-token' ? analyst : null));
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
    GET: method({ auth: 'required', handler: ({ user }) => ({ email: user?.email }) }),
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

describe('defineRoute: encrypted data endpoints', () => {
  it('answers { hashCode } that the browser decrypts to the payload', async () => {
    const payload = { ticker: 'TCB', values: [1.5, -2, null], name: 'Ngân hàng Kỹ Thương' };
    const route = defineRoute({ GET: method({ encrypt: true, handler: () => payload }) });
    const result = await callRoute<{ hashCode: string }>(route);
    expect(Object.keys(result.body)).toEqual(['hashCode']);
    expect(decryptHashCode(result.body.hashCode)).toEqual(payload);
  });

  it('sends no body for 204 endpoints', async () => {
    const route = defineRoute({ POST: method({ status: 204, handler: () => undefined }) });
    const result = await callRoute(route, { method: 'POST' });
    expect(result.status).toBe(204);
    expect(result.body).toBe('');
  });
});
