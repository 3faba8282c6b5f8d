import type { PGlite, Results } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, pgliteExecuteSql, type Database, type DatabaseHandle } from './client';
import * as schema from './schema';

/**
 * The integration tier's per-worker databases (tests/setup/workerDatabases.js), as the test
 * environment offers them to a test file. Absent elsewhere (another environment, a script).
 */
interface WorkerDatabases {
  acquire(snapshotFile: string, startParams: string[]): Promise<{ client: PGlite; release(): Promise<void> }>;
}

export function workerDatabases(): WorkerDatabases | undefined {
  return (globalThis as { __vnfinWorkerDatabases?: WorkerDatabases }).__vnfinWorkerDatabases;
}

const tag = (value: unknown) => Object.prototype.toString.call(value);

/**
 * A value PGlite made, rebuilt in this file's realm: the worker's PGlite lives outside the test
 * file's sandbox, and its objects, arrays and dates would fail `toStrictEqual` and `instanceof` here.
 */
function local(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(local);
  if (tag(value) === '[object Date]') return new Date((value as Date).getTime());
  if (ArrayBuffer.isView(value) || tag(value) === '[object ArrayBuffer]') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = local(item);
  return copy;
}

/** A parameter for the worker's PGlite, whose serializers test `instanceof Date` in their own realm. */
function outward(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(outward);
  if (tag(value) === '[object Date]') return (value as Date).toISOString();
  return value;
}

/** PGlite's error, as an Error of this realm with the same message, code, detail and the rest. */
function localError(error: unknown): unknown {
  if (error instanceof Error || error === null || typeof error !== 'object') return error;
  const source = error as { message?: unknown; name?: unknown; stack?: unknown };
  const copy = new Error(String(source.message)) as Error & Record<string, unknown>;
  for (const [key, item] of Object.entries(error)) copy[key] = item;
  if (typeof source.name === 'string') copy.name = source.name;
  if (typeof source.stack === 'string') copy.stack = source.stack;
  return copy;
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return local(await work()) as T;
  } catch (error) {
    throw localError(error);
  }
}

/** Query methods of the worker's PGlite (or of one of its transactions) that answer in this realm. */
class LocalQueries {
  constructor(protected readonly target: () => Queryable) {}

  query<T>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]): Promise<Results<T>> {
    return run(() => this.target().query<T>(text, params?.map(outward), options));
  }

  exec(text: string, options?: Parameters<PGlite['exec']>[1]): Promise<Results[]> {
    return run(() => this.target().exec(text, options));
  }
}

/**
 * What drizzle's PGlite driver (and the outage test) use of a PGlite: query, exec, transaction.
 * After close() it fails as a closed PGlite does, even though the database itself lives on for the
 * worker's next file.
 */
class BorrowedPglite extends LocalQueries {
  private released = false;

  constructor(private readonly client: PGlite) {
    super(() => {
      if (this.released) throw new Error('PGlite is closed');
      return client;
    });
  }

  get closed(): boolean {
    return this.released || this.client.closed;
  }

  transaction<T>(work: (tx: LocalQueries & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    if (this.released) return Promise.reject(new Error('PGlite is closed'));
    // The answer is the callback's own value (of this realm): only errors need bringing over.
    return this.client
      .transaction((tx) => work(Object.assign(new LocalQueries(() => tx), { rollback: () => tx.rollback() })))
      .catch((error: unknown) => {
        throw localError(error);
      });
  }

  /** The data directory as a tarball (a test that hands the database to another process). */
  dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    if (this.released) return Promise.reject(new Error('PGlite is closed'));
    return this.client.dumpDataDir(compression);
  }

  markReleased(): void {
    this.released = true;
  }
}

/** A migrated, empty PGlite of this jest worker, borrowed until close() (which empties it). */
export async function borrowWorkerPglite(
  databases: WorkerDatabases,
  snapshotFile: string,
  startParams: string[],
): Promise<DatabaseHandle> {
  const lease = await databases.acquire(snapshotFile, startParams);
  const client = new BorrowedPglite(lease.client);
  const db = drizzlePglite(client as unknown as PGlite, {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    dumpDataDir: (compression) => client.dumpDataDir(compression),
    executeSql: pgliteExecuteSql(client),
    close: async () => {
      client.markReleased();
      await lease.release();
    },
  };
}
