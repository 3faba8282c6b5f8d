/**
 * The one classification of database connectivity failures (src/server/db/errors.ts) and its answer:
 * what node-postgres and PostgreSQL raise when the database is away is 503 DATABASE_UNAVAILABLE with
 * Retry-After; a wrong query, a constraint or a bug is not. Before issue 34 the answer was the generic
 * SERVICE_UNAVAILABLE, and a pg query timeout or a host that could not be reached was a 500.
 */
import { AppError } from '../../core/errors';
import { databaseUnavailable, isDatabaseUnavailable } from '../errors';

function pgError(code: string, message = 'server message'): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin_shutdown (pg_terminate_backend, a fast shutdown)', pgError('57P01')],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now (starting, recovering)', pgError('57P03')],
    ['08000 connection_exception', pgError('08000')],
    ['08001 unable to establish', pgError('08001')],
    ['08003 connection_does_not_exist', pgError('08003')],
    ['08004 rejected establishment', pgError('08004')],
    ['08006 connection_failure', pgError('08006')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['EHOSTUNREACH', socketError('EHOSTUNREACH')],
    ['ENOTFOUND', socketError('ENOTFOUND')],
    ['EAI_AGAIN', socketError('EAI_AGAIN')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a connection timeout while connecting', new Error('Connection terminated due to connection timeout')],
    ['the pool waiting for a client', new Error('timeout exceeded when trying to connect')],
    ['a query without an answer (query_timeout)', new Error('Query read timeout')],
    [
      'a client whose connection already failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      "drizzle's wrapper around any of them",
      new Error('Failed query: rollback', { cause: new Error('Connection terminated unexpectedly') }),
    ],
    [
      'an AggregateError-like chain',
      new Error('outer', { cause: new Error('mid', { cause: socketError('ECONNREFUSED') }) }),
    ],
  ])('counts %s as the database being away', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a missing relation', pgError('42P01', 'relation "x" does not exist')],
    [
      'a statement cancelled by statement_timeout',
      pgError('57014', 'canceling statement due to statement timeout'),
    ],
    ['a serialization failure', pgError('40001', 'could not serialize access')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'rows')")],
    ['an AppError', new AppError('NOT_FOUND')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not count %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops following causes after a few levels (a cyclic cause cannot loop)', () => {
    const cyclic = new Error('outer') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});

describe('databaseUnavailable', () => {
  it('is 503 DATABASE_UNAVAILABLE with the Vietnamese message, Retry-After and the cause kept', () => {
    const cause = socketError('ECONNREFUSED');
    const error = databaseUnavailable(cause);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      status: 503,
      message: 'Cơ sở dữ liệu tạm thời không truy cập được. Vui lòng thử lại sau ít phút.',
      headers: { 'Retry-After': '5' },
    });
    expect(error.cause).toBe(cause);
  });
});
