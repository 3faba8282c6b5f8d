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

/** Calls an API route handler in process, as Next would after parsing query and JSON body. */
export async function callRoute<T = Record<string, unknown>>(
  handler: NextApiHandler,
  call: RouteCall = {},
): Promise<RouteResult<T>> {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: (call.method ?? 'GET') as RequestMethod,
    query: call.query ?? {},
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
