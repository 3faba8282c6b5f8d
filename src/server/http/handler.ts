import { randomUUID } from 'node:crypto';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/errors';
import { logger } from '../logger';
import type { AuthUser } from '../core/authUser';
import { authenticate } from '../auth/bearer';
import { AppError, isAppError } from '../core/errors';
import { ADMIN_FORBIDDEN_MESSAGE } from '@/common/contracts/adminMessages';
import { sealEnvelope } from './envelope';
import { API_BODY_LIMIT_BYTES, readOwnBody } from './requestBody';
import { cachedBody, queryKey } from './responseCache';
import { parseOrThrow } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * none: the token is ignored; optional: verified when sent; required: 401 without one; admin: 401
 * without one, 403 unless the caller is an administrator.
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin';

/** A caller defineRoute has checked to be an administrator. */
export interface AdminUser extends AuthUser {
  isAdmin: true;
}

/** The user a handler receives for an auth mode: checked present for required, an admin for admin. */
export type UserFor<A extends AuthMode> = A extends 'admin'
  ? AdminUser
  : A extends 'required'
    ? AuthUser
    : A extends 'none'
      ? null
      : AuthUser | null;

/** What a guard sees: the caller, before the query or the body has been parsed. */
export interface GuardContext {
  req: NextApiRequest;
  res: NextApiResponse;
  user: AuthUser | null;
  requestId: string;
  log: typeof logger;
}

export interface RequestContext<Q, B, U extends AuthUser | null = AuthUser | null> extends GuardContext {
  query: Q;
  body: B;
  user: U;
}

/**
 * Runs after authentication and before the query and the body are parsed (and, for routes that read
 * their own body, before it is read); throws AppError (403 and friends) to refuse. Plan and
 * permission checks and rate limits counted before any work plug in here.
 */
export type Guard = (ctx: GuardContext) => void | Promise<void>;

export interface MethodSpec<QS extends z.ZodType, BS extends z.ZodType, R, A extends AuthMode> {
  /** Parsed after authentication and guards, so a refused caller learns nothing about the input. */
  query?: QS;
  body?: BS;
  /** Default optional. */
  auth?: A;
  guards?: Guard[];
  /** Data endpoints answer { hashCode }; account endpoints answer plain { data }. Default false. */
  encrypt?: boolean;
  /**
   * This method takes bodies larger than API_BODY_LIMIT_BYTES (uploads), up to this many bytes. The
   * route then reads its own bodies (readsOwnBody): the API dispatcher (src/server/web/apiLane.ts)
   * leaves them unread, and defineRoute reads them only after authentication and guards passed, the
   * large ones through a temporary file (requestBody.ts).
   */
  bodyLimitBytes?: number;
  /** Success status; 204 sends no body. Default 200. */
  status?: number;
  /**
   * GET only: the answer depends on nothing but the validated query and the caller's access, so its
   * serialized body is kept a short time (src/server/http/responseCache.ts).
   */
  cache?: boolean;
  handler: (ctx: RequestContext<z.infer<QS>, z.infer<BS>, UserFor<A>>) => Promise<R> | R;
}

// `any` here only erases the per-method generics so methods of different shapes fit one record.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyMethodSpec = Omit<MethodSpec<any, any, unknown, AuthMode>, 'handler'> & {
  handler: (ctx: RequestContext<any, any, any>) => unknown;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export type RouteSpec = Partial<Record<HttpMethod, AnyMethodSpec>>;

/** Builds a spec with full inference of the query, body and user types of one method. */
export function method<
  QS extends z.ZodType = z.ZodUnknown,
  BS extends z.ZodType = z.ZodUnknown,
  R = unknown,
  A extends AuthMode = 'optional',
>(spec: MethodSpec<QS, BS, R, A>): MethodSpec<QS, BS, R, A> {
  return spec;
}

export interface ErrorBody {
  code: string;
  message: string;
  requestId: string;
  details?: { path: string; message: string }[];
  extra?: unknown;
}

/**
 * Writes a JSON body with the plain node API, so the same handlers run under Next's API layer and
 * under the server's direct API lane (src/server/web/apiLane.ts), which adds nothing to `res`.
 */
function sendJson(res: NextApiResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

function sendError(res: NextApiResponse, error: AppError, requestId: string): void {
  if (error.headers) for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  const body: ErrorBody = { code: error.code, message: error.message, requestId };
  if (error.details) body.details = error.details;
  if (error.extra !== undefined) body.extra = error.extra;
  sendJson(res, error.status, JSON.stringify(body));
}

function serialize(result: unknown, encrypt: boolean | undefined): string {
  return JSON.stringify(encrypt ? { hashCode: sealEnvelope(result) } : { data: result ?? null });
}

/** What a cached answer may depend on besides the query: who may see what. */
function accessKey(user: AuthUser | null): string {
  if (!user) return 'anonymous';
  return `${user.isAdmin ? 'admin' : 'user'}:${[...user.permissions].sort().join(',')}`;
}

let routeCount = 0;

/** What one method of a route validates, and how it authenticates. */
export interface MethodInputs {
  query?: z.ZodType;
  body?: z.ZodType;
  auth: AuthMode;
}

export type RouteInputs = Partial<Record<HttpMethod, MethodInputs>>;

const routeInputs = new WeakMap<NextApiHandler, RouteInputs>();

/** Routes that read their own bodies, with the limit of each method. */
const ownBodyLimits = new WeakMap<NextApiHandler, Partial<Record<HttpMethod, number>>>();

/**
 * True for a route built by defineRoute with a method that takes large bodies (`bodyLimitBytes`):
 * callers must hand it the request with its body unread (the API dispatcher skips it).
 */
export function readsOwnBody(handler: NextApiHandler): boolean {
  return ownBodyLimits.has(handler);
}

/**
 * The methods of a route built by defineRoute with the schemas each validates; undefined for any
 * other handler. For tests that walk every route
 * (tests/api/badInput.test.ts).
 */
export function describeRoute(handler: NextApiHandler): RouteInputs | undefined {
  return routeInputs.get(handler);
}

function hasUnreadBody(req: NextApiRequest): boolean {
  const declared = Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
  return declared && !req.readableEnded;
}

function toAppError(error: unknown, requestId: string, log: typeof logger): AppError {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) {
    log.warn({ requestId, err: error }, 'database unavailable');
    return databaseUnavailable(error);
  }
  // Unknown failures stay in the log; the user gets the generic message and the request id.
  log.error({ err: error, requestId }, 'unhandled error in API handler');
  return new AppError('INTERNAL');
}

/**
 * The one wrapper for every API route, in this order: method dispatch (405 with Allow), bearer
 * authentication (401, and 403 for non-administrators on admin methods), guards, zod parsing of the
 * query and the body (400), the handler, hashCode encryption; and error mapping.
 */
export function defineRoute(spec: RouteSpec): NextApiHandler {
  const allowed = (Object.keys(spec) as HttpMethod[]).filter((name) => spec[name]);
  const allowHeader = allowed.join(', ');
  const routeId = `route${String(++routeCount)}`;

  const handler: NextApiHandler = async (req, res) => {
    const incomingId = req.headers['x-request-id'];
    const requestId =
      typeof incomingId === 'string' && /^[\w-]{8,64}$/.test(incomingId) ? incomingId : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const log = logger.child({ requestId });

    try {
      const methodName = (req.method ?? 'GET').toUpperCase() as HttpMethod;
      const methodSpec = spec[methodName];
      if (!methodSpec) {
        throw new AppError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: allowHeader } });
      }
      // Who is calling and whether they may, before any work on the query or the body.
      const authMode = methodSpec.auth ?? 'optional';
      const user = authMode === 'none' ? null : await authenticate(req);
      if ((authMode === 'required' || authMode === 'admin') && !user) throw new AppError('UNAUTHORIZED');
      if (authMode === 'admin' && !user?.isAdmin) throw new AppError('FORBIDDEN', ADMIN_FORBIDDEN_MESSAGE);
      const guardContext: GuardContext = { req, res, user, requestId, log };
      for (const guard of methodSpec.guards ?? []) await guard(guardContext);

      const query: unknown = methodSpec.query
        ? parseOrThrow(methodSpec.query, req.query, 'query')
        : req.query;
      // Read here only when the dispatcher did not (a test harness may hand a parsed body).
      const ownLimit = ownBodyLimits.get(handler)?.[methodName];
      if (ownBodyLimits.has(handler) && req.body === undefined) {
        req.body = await readOwnBody(req, ownLimit ?? API_BODY_LIMIT_BYTES);
      }
      const body: unknown = methodSpec.body
        ? parseOrThrow(methodSpec.body, req.body ?? {}, 'body')
        : req.body;
      const ctx: RequestContext<unknown, unknown> = { ...guardContext, query, body };
      const status = methodSpec.status ?? 200;

      if (methodSpec.cache && methodName === 'GET') {
        const key = `${routeId}|${accessKey(user)}|${queryKey(query)}`;
        const cached = await cachedBody(key, async () =>
          serialize(await methodSpec.handler(ctx), methodSpec.encrypt),
        );
        if (res.headersSent) return;
        res.setHeader('Cache-Control', 'no-store');
        sendJson(res, status, cached);
        return;
      }

      const result = await methodSpec.handler(ctx);
      if (res.headersSent) return;
      if (status === 204) {
        res.statusCode = 204;
        res.end();
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      sendJson(res, status, serialize(result, methodSpec.encrypt));
    } catch (error) {
      if (res.headersSent) return;
      // A refused upload is not read to its end: closing the connection after the answer stops it.
      if (ownBodyLimits.has(handler) && hasUnreadBody(req)) res.setHeader('Connection', 'close');
      sendError(res, toAppError(error, requestId, log), requestId);
    }
  };
  const inputs: RouteInputs = {};
  for (const name of allowed) {
    const methodSpec = spec[name];
    if (!methodSpec) continue;
    inputs[name] = {
      query: methodSpec.query as z.ZodType | undefined,
      body: methodSpec.body as z.ZodType | undefined,
      auth: methodSpec.auth ?? 'optional',
    };
  }
  routeInputs.set(handler, inputs);
  const limits: Partial<Record<HttpMethod, number>> = {};
  for (const name of allowed) {
    const limit = spec[name]?.bodyLimitBytes;
    if (limit !== undefined) limits[name] = limit;
  }
  if (Object.keys(limits).length > 0) {
    ownBodyLimits.set(handler, limits);
    // The largest body the route accepts, for tests that probe the limit (tests/api/badInput.test.ts).
    Object.assign(handler, { bodyLimitBytes: Math.max(...Object.values(limits)) });
  }
  return handler;
}
