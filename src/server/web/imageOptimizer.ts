import type { IncomingMessage, ServerResponse } from 'node:http';
import { notFound } from '../core/errors';
import { SECURITY_HEADERS } from '../http/securityHeaders';

/**
 * No page uses next/image (avatars are plain <img> of /api/users/avatar), so Next's image optimizer
 * has nothing to do: next.config.ts sets `images.unoptimized`, and the production server (main.ts)
 * answers its path with a plain 404 before Next sees it, instead of letting it fetch and resize
 * URLs it is given.
 */
const OPTIMIZER_PATH = '/_next/image';

/** True (and answered 404) for /_next/image with or without a query. */
export function answerDisabledImageOptimizer(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const path = url.split('?', 1)[0];
  if (path !== OPTIMIZER_PATH && path !== `${OPTIMIZER_PATH}/`) return false;
  const body = JSON.stringify({ code: 'NOT_FOUND', message: notFound().message });
  for (const header of SECURITY_HEADERS) res.setHeader(header.key, header.value);
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
