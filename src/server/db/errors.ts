import { AppError } from '../core/errors';

/**
 * The one classification of database connectivity failures: the database is away (refused, killed,
 * restarting, unreachable, timed out), not the query wrong. Every such failure reaches a user as 503
 * DATABASE_UNAVAILABLE with Retry-After (databaseUnavailable below); a job fails and is retried.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets: refused, reset, timed out, unknown host, written to after close.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: the server shut down (smart/fast: admin_shutdown, which pg_terminate_backend also
  // sends), crashed, is starting or recovering, or the connection failed.
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

const UNAVAILABLE_MESSAGES = [
  // node-postgres: the socket closed under a query ("Connection terminated unexpectedly") or while
  // connecting ("Connection terminated due to connection timeout").
  /connection terminated/i,
  // node-postgres, for a query on a client whose connection already failed (e.g. inside a transaction).
  /is not queryable/i,
  // pg-pool's connectionTimeoutMillis, and the client's query_timeout (DATABASE_QUERY_TIMEOUT_MS).
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /pglite is closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer to a request that could not reach the database: 503 with Retry-After. */
export function databaseUnavailable(cause?: unknown): AppError {
  return new AppError('DATABASE_UNAVAILABLE', undefined, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });
}
