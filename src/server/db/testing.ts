import { createHash, randomBytes } from 'node:crypto';
import { existsSync, openAsBlob, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from './client';
import { borrowWorkerPglite, workerDatabases } from './testingWorkerDatabase';

/** Hash of the migration files, so a snapshot is rebuilt whenever a migration changes. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Start settings of the test databases. PGlite zeroes its shared buffers (128 MB by default) at every
 * start. A test database holds a few MB; with 16 MB a start takes ~0.8 s instead of ~1.5 s, and a
 * test run starts ~65 of them (docs/PERFORMANCE.md). Buffer size changes no query's result.
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

/**
 * A migrated, empty PGlite data directory as an uncompressed tarball (gunzip took ~0.3 s of every
 * start), built once per migration set and shared by every test file and run (loading it is much
 * faster than running the migrations again).
 */
async function migratedSnapshotFile(): Promise<string> {
  const file = path.join(os.tmpdir(), `vnfin-pglite-${migrationsFingerprint()}.tar`);
  if (!existsSync(file)) {
    const handle = openPglite(undefined, undefined, TEST_PGLITE_SETTINGS);
    await handle.migrate();
    const dump = await handle.dumpDataDir?.('none');
    await handle.close();
    if (!dump) throw new Error('PGlite snapshot unavailable');
    // Parallel test workers may build it at once: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return file;
}

/** Any fixed number: serialises the building of the template between jest workers and runs. */
const TEMPLATE_LOCK = 727_270_027;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated, empty database on the server, built once per migration set (its name
 * carries the fingerprint) and kept between runs, from which every test file's database is copied
 * (`CREATE DATABASE ... TEMPLATE`, ~0.4 s instead of ~1.8 s for creating and migrating one).
 * Built under another name and renamed when complete, so a run killed half-way leaves no broken
 * template behind; older migration sets' templates are dropped when a new one is built.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `vnfin_template_${migrationsFingerprint()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const handle = openPostgres(databaseUrl(adminUrl, building), 1);
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'vnfin\\_template\\_%' and datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      // Another run on the same server may be copying it right now: then it stays for the next time.
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

async function createPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const template = await migratedTemplate(adminUrl);
  const name = `vnfin_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handle = openPostgres(databaseUrl(adminUrl, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestDatabaseOptions {
  /**
   * The file writes hundreds of thousands of rows (the real-data imports, the whole demo seed): PGlite
   * keeps its default 128 MB of shared buffers. With 16 MB those files ran 20-35% longer (the FiinTrade
   * import of ../shared/data 51 -> 33 s), more than the 0.7 s the smaller start saves.
   */
  bulk?: boolean;
}

/**
 * A migrated, empty database for one test file, seeing nothing of any other file's: a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (a copy of the migrated template, dropped again
 * by close()), else PGlite. In the integration tier's environment (tests/setup/databaseEnvironment.js)
 * that PGlite is one its jest worker started once and empties when the file closes it (or ends);
 * elsewhere, and for `bulk` files, it is a new in-memory PGlite started from the migrated snapshot.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresTestDatabase(adminUrl);
  const snapshot = await migratedSnapshotFile();
  const databases = workerDatabases();
  if (databases && !options.bulk) {
    const params = Object.entries(TEST_PGLITE_SETTINGS).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]);
    return borrowWorkerPglite(databases, snapshot, params);
  }
  // A file-backed Blob: PGlite streams it, with no 40 MB copy into memory first.
  return openPglite(undefined, await openAsBlob(snapshot), options.bulk ? {} : TEST_PGLITE_SETTINGS);
}
