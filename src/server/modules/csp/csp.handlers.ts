import { clientIp } from '../../auth/clientIp';
import { hit } from '../../auth/rateLimit';
import { getDb } from '../../db/client';
import { defineRoute, method, type Guard } from '../../http/handler';
import { logger } from '../../logger';

/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violations (the `report-uri` and
 * `report-to` of src/server/http/securityHeaders.ts). Anyone may post, so the route reads at most
 * REPORT_BODY_LIMIT_BYTES, counts reports per address before reading the body, logs one compact
 * warning per violation (directive, blocked resource, page; URLs without query or fragment, which may
 * carry tokens) and answers 204.
 */

export const REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** One page view normally sends none; a few dozen per address in 10 minutes is plenty. */
export const CSP_REPORT_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;
/** A report-to batch may hold many; the log keeps the first few. */
const MAX_LOGGED = 5;
const MAX_TEXT = 200;

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A URL as origin + path (no query, no fragment); a keyword (inline, eval, data) as it is. */
function clean(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  let text = value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') text = `${url.origin}${url.pathname}`;
    else text = url.protocol.replace(/:$/, '');
  } catch {
    text = value.split(/[?#]/, 1)[0] ?? '';
  }
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, MAX_TEXT);
}

function violation(directive: unknown, blocked: unknown, page: unknown): CspViolation {
  return { directive: clean(directive), blocked: clean(blocked), page: clean(page) };
}

/**
 * The violations of a report body: `report-uri`'s `{ "csp-report": {...} }` (application/csp-report)
 * or `report-to`'s array of `{ type: "csp-violation", body: {...} }` (application/reports+json).
 * Anything else gives none.
 */
export function cspViolations(body: unknown): CspViolation[] {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      return [];
    }
  }
  if (isFields(parsed) && isFields(parsed['csp-report'])) {
    const report = parsed['csp-report'];
    return [
      violation(
        report['effective-directive'] ?? report['violated-directive'],
        report['blocked-uri'],
        report['document-uri'],
      ),
    ];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is Fields => isFields(item) && item.type === 'csp-violation' && isFields(item.body))
    .slice(0, MAX_LOGGED)
    .map((item) => {
      const report = item.body as Fields;
      return violation(report.effectiveDirective, report.blockedURL, report.documentURL);
    });
}

/** Counted before the body is read: a flood costs one counter row, not its bodies. */
const limitPerAddress: Guard = async ({ req }) => {
  await hit(getDb(), `cspReportIp:${clientIp(req)}`, CSP_REPORT_LIMIT.limit, CSP_REPORT_LIMIT.windowSeconds);
};

export const cspReportRoute = defineRoute({
  POST: method({
    auth: 'none',
    guards: [limitPerAddress],
    bodyLimitBytes: REPORT_BODY_LIMIT_BYTES,
    status: 204,
    handler: ({ body }) => {
      for (const found of cspViolations(body)) logger.warn({ csp: found }, 'CSP violation');
    },
  }),
});
