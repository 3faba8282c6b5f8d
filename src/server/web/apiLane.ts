import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { logger } from '../logger';
import { SECURITY_HEADERS } from './securityHeaders';

/** Next's default API body limit, kept so both ways of serving a route accept the same requests. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

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
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    if (previous === undefined) query[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else query[key] = [previous, value];
  }
  return query;
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

class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A route that accepts larger bodies (file uploads of the admin console) says so with a
 * `bodyLimitBytes` property on its handler, and exports Next's `config.api.bodyParser.sizeLimit` with
 * the same value from its src/pages/api file.
 */
export function withBodyLimit<H extends NextApiHandler>(
  handler: H,
  bytes: number,
): H & { bodyLimitBytes: number } {
  return Object.assign(handler, { bodyLimitBytes: bytes });
}

function bodyLimitOf(handler: NextApiHandler): number {
  const limit = (handler as NextApiHandler & { bodyLimitBytes?: unknown }).bodyLimitBytes;
  return typeof limit === 'number' && limit > 0 ? limit : API_BODY_LIMIT_BYTES;
}

function readRawBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(new BodyError(413, 'Dữ liệu gửi lên quá lớn.'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyError(413, 'Dữ liệu gửi lên quá lớn.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** Bodies as Next's API layer parses them: JSON, form fields, or the text itself. */
export async function parseBody(req: IncomingMessage, limit = API_BODY_LIMIT_BYTES): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const raw = await readRawBody(req, limit);
  const type = (req.headers['content-type'] ?? 'text/plain').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json' || type?.endsWith('+json')) {
    if (raw.length === 0) return {};
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new BodyError(400, 'Dữ liệu JSON không hợp lệ.');
    }
  }
  if (type === 'application/x-www-form-urlencoded') return parseQuery(raw);
  return raw;
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

function sendPlainError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * The production server's direct lane for API routes: a request whose path is a known route runs its
 * handler (the same defineRoute handler Next would run) without Next's routing and API runtime, which
 * cost about 0.3 ms per request on this hardware (docs/PERFORMANCE.md). Answers false for anything
 * else, which the caller hands to Next.
 */
export function createApiLane(routes: Readonly<Record<string, NextApiHandler>>) {
  const match = createApiMatcher(routes);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    if (!url.startsWith('/api/')) return false;
    const queryIndex = url.indexOf('?');
    const pathname = queryIndex < 0 ? url : url.slice(0, queryIndex);
    const found = match(pathname);
    if (!found) return false;

    for (const header of SECURITY_HEADERS) res.setHeader(header.key, header.value);
    void (async () => {
      try {
        const apiReq = req as NextApiRequest;
        const query = queryIndex < 0 ? {} : parseQuery(url.slice(queryIndex + 1));
        Object.assign(apiReq, {
          query: { ...query, ...found.params },
          cookies: parseCookies(req.headers.cookie),
          body: await parseBody(req, bodyLimitOf(found.handler)),
        });
        await found.handler(apiReq, decorateResponse(res));
      } catch (error) {
        if (error instanceof BodyError) {
          sendPlainError(
            res,
            error.status,
            error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
            error.message,
          );
          return;
        }
        logger.error({ err: error }, 'unhandled error in the API lane');
        sendPlainError(res, 500, 'INTERNAL', 'Máy chủ gặp sự cố, vui lòng thử lại sau.');
      }
    })();
    return true;
  };
}
