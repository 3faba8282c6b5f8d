import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createMocks, type RequestMethod } from 'node-mocks-http';
import apiPage, { config } from '@/pages/api/[...path]';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { API_ROUTES } from '../apiRoutes';

/**
 * One registry of API routes: `next dev` serves src/pages/api/[...path].ts, which dispatches through
 * the table the production server's lane uses (apiRoutes.ts); no other file under src/pages/api.
 */

const PAGES_API = path.join(process.cwd(), 'src/pages/api');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(PAGES_API, full)];
  });
}

/** What Next's API resolver hands the catch-all page: the URL, and `path` in the query. */
async function callPage(method: string, url: string) {
  const pathname = url.split('?')[0] ?? url;
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: method as RequestMethod,
    url,
    query: { path: pathname.split('/').slice(2) },
  });
  await apiPage(req, res);
  const raw = res._getData() as string;
  return {
    status: res._getStatusCode(),
    body: (raw ? JSON.parse(raw) : null) as { code?: string; message?: string } | null,
    allow: res.getHeader('allow'),
  };
}

describe('the API page of next dev', () => {
  it('is the only file under src/pages/api, with Next’s body parser off', () => {
    expect(filesUnder(PAGES_API)).toEqual(['[...path].ts']);
    // Bodies are parsed by the dispatcher, after the route is known; uploads only after authentication.
    expect(config).toEqual({ api: { bodyParser: false } });
  });

  it('dispatches every path of the production table to its route', async () => {
    const paths = Object.keys(API_ROUTES);
    expect(paths.length).toBeGreaterThan(90);
    for (const route of paths) {
      // HEAD, which no route allows: defineRoute answers 405 with its Allow list before any work.
      const result = await callPage('HEAD', route.replace(/\[(\w+)\]/g, 'x1'));
      expect({ route, status: result.status, code: result.body?.code }).toEqual({
        route,
        status: 405,
        code: 'METHOD_NOT_ALLOWED',
      });
      expect(typeof result.allow).toBe('string');
    }
  });

  it('answers a path outside the table with a JSON 404 in Vietnamese', async () => {
    const result = await callPage('GET', '/api/khong-co?x=1');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: 'NOT_FOUND', message: 'Không tìm thấy dữ liệu.' });
  });
});

describe('callRoute by path', () => {
  it('reaches the registry’s route, with the path’s segments in the query', async () => {
    // The avatar of an unknown user id: the route validates `userId` from the path (400 for "abc").
    const invalid = await callRoute<{ code: string; details?: { path: string }[] }>('/api/users/avatar/abc');
    expect(invalid.status).toBe(400);
    expect(invalid.body.details?.map((detail) => detail.path)).toEqual(['userId']);
    await expect(callRoute('/api/khong-co')).rejects.toThrow('no API route at /api/khong-co');
  });
});
