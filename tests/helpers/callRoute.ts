import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { createMocks, type RequestMethod } from 'node-mocks-http';

export interface RouteCall {
  method?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * The route of an API path in the one registry (src/server/web/apiRoutes.ts), with its `[name]`
 * segments as query values. Loaded on first use: the registry imports every module.
 */
async function routeAt(path: string): Promise<{ handler: NextApiHandler; params: Record<string, string> }> {
  const [{ API_ROUTES }, { createApiMatcher }] = await Promise.all([
    import('@/server/web/apiRoutes'),
    import('@/server/web/apiLane'),
  ]);
  const found = createApiMatcher(API_ROUTES)(path);
  if (!found) throw new Error(`no API route at ${path}`);
  return found;
}

/**
 * Calls an API route in process, as the API dispatcher would after parsing query and JSON body: a
 * handler, or a path (`/api/users/devices/abc`) looked up in the registry as both servers do.
 */
export async function callRoute<T = Record<string, unknown>>(
  route: NextApiHandler | string,
  call: RouteCall = {},
): Promise<RouteResult<T>> {
  const found = typeof route === 'string' ? await routeAt(route) : { handler: route, params: {} };
  const handler = found.handler;
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: (call.method ?? 'GET') as RequestMethod,
    query: { ...call.query, ...found.params },
    body: call.body as never,
    headers: call.headers ?? {},
  });
  await handler(req, res);
  const raw = res._getData() as unknown;
  let body: unknown = raw;
  if (typeof raw === 'string' && raw.length > 0) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { status: res._getStatusCode(), body: body as T, headers: res._getHeaders() };
}
