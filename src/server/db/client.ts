import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { getEnv } from '../env';
import { noteDatabaseFailure, noteDatabaseSuccess } from './availability';
import { isDatabaseUnavailable } from './errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL on the same connection(s), for libraries that bring their own queries (the job engine).
   * Without parameters, several statements may be sent at once.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the data directory as a tarball, gzipped unless told otherwise (test snapshots, backups). */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

/** DatabaseHandle.executeSql over a PGlite: several statements at once go through exec. */
export function pgliteExecuteSql(client: Pick<PGlite, 'query' | 'exec'>): DatabaseHandle['executeSql'] {
  return async (text, values) => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows };
  };
}

/**
 * An embedded PostgreSQL: in memory without `dataDir`, started from `loadDataDir` (a dumped data
 * directory) when given. `settings` are extra `-c name=value` start parameters on top of PGlite's own.
 */
export function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  settings: Record<string, string> = {},
): DatabaseHandle {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const extra = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const startParams = extra.length ? [...PGlite.defaultStartParams, ...extra] : undefined;
  const client = new PGlite({ dataDir, loadDataDir, startParams });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    executeSql: pgliteExecuteSql(client),
    dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
  };
}

/**
 * Notes each outcome of the pool's queries and checkouts (availability.ts): a connectivity failure
 * marks the database down, any success marks it up again. The pool itself is unchanged.
 */
function noteOutcomes(pool: Pool): void {
  const note = <T>(result: Promise<T>): Promise<T> => {
    result.then(noteDatabaseSuccess, (error: unknown) => {
      if (isDatabaseUnavailable(error)) noteDatabaseFailure();
    });
    return result;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const wrap = (call: (...args: unknown[]) => unknown) =>
    ((...args: unknown[]) => {
      const result = call(...args);
      return result instanceof Promise ? note(result) : result;
    }) as never;
  pool.query = wrap(query);
  pool.connect = wrap(connect);
}

export function openPostgres(connectionString: string, max = getEnv().DATABASE_POOL_MAX): DatabaseHandle {
  const env = getEnv();
  const connectionTimeoutMillis = env.DATABASE_CONNECT_TIMEOUT_MS;
  // A query without an answer fails after DATABASE_QUERY_TIMEOUT_MS (503, and the pool drops its
  // client); TCP keepalive finds a dead peer of an idle connection. Migrations are exempt (below).
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis,
    query_timeout: env.DATABASE_QUERY_TIMEOUT_MS || undefined,
    keepAlive: true,
  });
  // A client losing its server emits 'error'; an EventEmitter 'error' without a listener crashes the
  // process. The pool listens on idle clients (and re-emits here); a client checked out for a
  // transaction has no listener of the pool's, so each client gets its own. The failed query itself
  // rejects (mapped to 503) and the pool drops the broken client, so later queries reconnect.
  pool.on('error', (error) => {
    if (isDatabaseUnavailable(error)) noteDatabaseFailure();
  });
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  noteOutcomes(pool);
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db,
    kind: 'postgres',
    // Migrations may hold one statement for long (an index over a big table): their own connection,
    // without the query timeout.
    migrate: async () => {
      const own = new Pool({ connectionString, max: 1, connectionTimeoutMillis });
      own.on('error', () => undefined);
      try {
        await migrateNodePg(drizzleNodePg(own, { schema, casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await own.end();
      }
    },
    close: () => pool.end(),
    executeSql: async (text, values) => {
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
  };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under PGLITE_DIR. */
export function openConfiguredDatabase(): DatabaseHandle {
  const env = getEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(path.resolve(env.PGLITE_DIR));
}

// Kept on globalThis so Next's dev reloads reuse one connection instead of opening a new one each time.
const globalStore = globalThis as typeof globalThis & { __vnfinDb?: DatabaseHandle };

export function getDatabaseHandle(): DatabaseHandle {
  globalStore.__vnfinDb ??= openConfiguredDatabase();
  return globalStore.__vnfinDb;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** Lets tests (and scripts) install their own database as the process-wide one. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  globalStore.__vnfinDb = handle;
}

/** Closes the process-wide database if one was opened (server shutdown). */
export async function closeDatabase(): Promise<void> {
  const handle = globalStore.__vnfinDb;
  globalStore.__vnfinDb = undefined;
  await handle?.close();
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
