/**
 * The API dispatcher's own error answer (a handler outside defineRoute, or a failure before it runs)
 * for a database that is away: 503 DATABASE_UNAVAILABLE with Retry-After like every defineRoute
 * route, not the generic 500 it answered before issue 34.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';
import { createApiLane } from '../apiLane';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const routes: Record<string, NextApiHandler> = {
  '/api/raw-db': () => Promise.reject(refused),
  '/api/raw-bug': () => Promise.reject(new Error('relation "secret" does not exist')),
};

let server: http.Server;
let base: string;

beforeAll(async () => {
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

describe('the API lane when the database is away', () => {
  it('answers 503 with the message and Retry-After for a handler outside defineRoute', async () => {
    const response = await fetch(`${base}/api/raw-db`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'Cơ sở dữ liệu tạm thời không truy cập được. Vui lòng thử lại sau ít phút.',
    });
  });

  it('still hides any other failure behind the generic 500', async () => {
    const response = await fetch(`${base}/api/raw-bug`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});
