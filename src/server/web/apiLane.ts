import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { readsOwnBody } from '../http/handler';
import { isAppError, notFound } from '../core/errors';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/errors';
import { API_BODY_LIMIT_BYTES, parseFields, parseRequestBody } from '../http/requestBody';
import { logger } from '../logger';
import { SECURITY_HEADERS } from '../http/securityHeaders';

/** Next's default API body limit, kept so both ways of serving a route accept the same requests. */
export { API_BODY_LIMIT_BYTES };

type Query = Partial<Record<string, string | string[]>>;

interface Pattern {
  segments: string[];
  handler: NextApiHandler;
}

export interface ApiMatch {
  handler: NextApiHandler;
  params: Record<string, string>;
}

/** Looks API paths up: exact paths in a map, paths with `[name]` segments by segment. */
export function createApiMatcher(routes: Readonly<Record<string, NextApiHandler>>) {
  const exact = new Map<string, NextApiHandler>();
  const patterns: Pattern[] = [];
  for (const [path, handler] of Object.entries(routes)) {
    if (path.includes('[')) patterns.push({ segments: path.split('/'), handler });
    else exact.set(path, handler);
  }
  return (pathname: string): ApiMatch | null => {
    const handler = exact.get(pathname);
    if (handler) return { handler, params: {} };
    const parts = pathname.split('/');
    for (const pattern of patterns) {
      if (pattern.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matched = pattern.segments.every((segment, index) => {
        const part = parts[index] ?? '';
        if (segment.startsWith('[') && segment.endsWith(']')) {
          if (!part) return false;
          try {
            params[segment.slice(1, -1)] = decodeURIComponent(part);
          } catch {
            return false;
          }
          return true;
        }
        return segment === part;
      });
      if (matched) return { handler: pattern.handler, params };
    }
    return null;
  };
}

/** Query strings as Next parses them: a repeated key becomes an array. */
export function parseQuery(search: string): Query {
  return parseFields(search);
}

export function parseCookies(header: string | undefined): Partial<Record<string, string>> {
  const cookies: Partial<Record<string, string>> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * The response helpers of Next's API layer (status, json, send, redirect) on a plain response, so a
 * handler written against NextApiResponse behaves the same in both ways of serving it.
 */
export function decorateResponse(res: ServerResponse): NextApiResponse {
  const apiRes = res as NextApiResponse;
  const send = (body: unknown): void => {
    if (body === undefined || body === null) {
      res.end();
      return;
    }
    if (Buffer.isBuffer(body)) {
      if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/octet-stream');
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return;
    }
    if (typeof body === 'object') {
      apiRes.json(body);
      return;
    }
    const text = typeof body === 'string' ? body : ((JSON.stringify(body) as string | undefined) ?? '');
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
  };
  Object.assign(apiRes, {
    status(code: number) {
      res.statusCode = code;
      return apiRes;
    },
    json(body: unknown) {
      if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      send(JSON.stringify(body));
    },
    send,
    redirect(statusOrUrl: number | string, url?: string) {
      const location = typeof statusOrUrl === 'string' ? statusOrUrl : (url ?? '/');
      res.statusCode = typeof statusOrUrl === 'number' ? statusOrUrl : 307;
      res.setHeader('Location', location);
      res.end();
      return apiRes;
    },
  });
  return apiRes;
}

function sendPlainError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

interface Dispatch {
  handler: NextApiHandler;
  query: Query;
}

/**
 * Serves one API request through the route table, however it arrived: Next-compatible `req.query`
 * (the path's `[name]` segments included), `req.cookies` and `req.body` (JSON, form or text up to
 * 1 MB; left unread for routes that read their own body after authentication), Next's `res` helpers
 * and the security headers. An error outside defineRoute still gets one JSON answer.
 */
async function serve(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const header of SECURITY_HEADERS) res.setHeader(header.key, header.value);
  try {
    const apiReq = req as NextApiRequest;
    Object.assign(apiReq, {
      query: dispatch.query,
      cookies: parseCookies(req.headers.cookie),
      body: readsOwnBody(dispatch.handler) ? undefined : await parseRequestBody(req),
    });
    await dispatch.handler(apiReq, decorateResponse(res));
  } catch (caught) {
    // A handler outside defineRoute (or the body parser) that could not reach the database: 503 too.
    const error = !isAppError(caught) && isDatabaseUnavailable(caught) ? databaseUnavailable(caught) : caught;
    if (isAppError(error)) {
      sendPlainError(res, error.status, error.code, error.message, error.headers);
      return;
    }
    logger.error({ err: error }, 'unhandled error in the API dispatcher');
    sendPlainError(res, 500, 'INTERNAL', 'Máy chủ gặp sự cố, vui lòng thử lại sau.');
  }
}

/** The route of a request URL and its query (path parameters included), or null outside the table. */
function createDispatcher(routes: Readonly<Record<string, NextApiHandler>>) {
  const match = createApiMatcher(routes);
  return (url: string): Dispatch | null => {
    if (!url.startsWith('/api/')) return null;
    const queryIndex = url.indexOf('?');
    const pathname = queryIndex < 0 ? url : url.slice(0, queryIndex);
    const found = match(pathname);
    if (!found) return null;
    const query = queryIndex < 0 ? {} : parseQuery(url.slice(queryIndex + 1));
    return { handler: found.handler, query: { ...query, ...found.params } };
  };
}

/**
 * The production server's direct lane for API routes: a request whose path is in the table runs its
 * handler without Next's routing and API runtime, which cost about 0.3 ms per request on this
 * hardware (docs/PERFORMANCE.md). Answers false for anything else, which the caller hands to Next.
 */
export function createApiLane(routes: Readonly<Record<string, NextApiHandler>>) {
  const dispatch = createDispatcher(routes);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const found = dispatch(req.url ?? '/');
    if (!found) return false;
    void serve(found, req, res);
    return true;
  };
}

/**
 * The one API page of Next (src/pages/api/[...path].ts, with Next's body parser off): `next dev`, and
 * Next's own server for whatever reaches it, serve the same table the same way as the lane. Next's
 * parsed query (which carries the catch-all's `path`) is ignored: the URL is parsed as the lane does.
 * A path outside the table answers a JSON 404.
 */
export function createApiPage(routes: Readonly<Record<string, NextApiHandler>>): NextApiHandler {
  const dispatch = createDispatcher(routes);
  return async (req, res) => {
    const found = dispatch(req.url ?? '/');
    if (found) {
      await serve(found, req, res);
      return;
    }
    for (const header of SECURITY_HEADERS) res.setHeader(header.key, header.value);
    const error = notFound();
    sendPlainError(res, error.status, error.code, error.message);
  };
}
