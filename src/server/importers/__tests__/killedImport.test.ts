/**
 * Fault: an import killed half way leaves nothing half-written. `npm run import` (scripts/import.ts)
 * runs in a child process on a large OHLCV file, which the importer writes in one transaction. Once
 * the child has physically written rows of that transaction (the daily_prices relation has grown) it
 * gets SIGKILL, with no chance to roll back or clean up; the tables must then hold exactly what they
 * held before.
 *
 * PostgreSQL (TEST_DATABASE_URL): the child connects to this file's test database; progress is read
 * from another connection (pg_stat_activity, pg_relation_size). PGlite: the child opens a data
 * directory on disk; progress is the size of daily_prices' relation file, and the directory is opened
 * again after the kill (PGlite recovers from its write-ahead log as PostgreSQL does after a crash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql, type SQL } from 'drizzle-orm';
import { openPglite, type Database, type DatabaseHandle } from '../../db/client';
import { companies, dailyPrices, importRuns } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { importOhlcvCsv } from '../prices';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Rows of the big file: enough that the child is still writing well after the first chunks land. */
const BIG_FILE_ROWS = 200_000;
/** Growth of daily_prices that shows the transaction has written (about 5,000 rows). */
const WRITTEN_BYTES = 512 * 1024;

let workDir: string;
let handle: DatabaseHandle;
/** PGlite: the data directory the child and this test take turns to open. */
let dataDir: string | undefined;

function ohlcvText(firstDay: Date, rows: number, close: number): string {
  const lines = ['Date,Open,High,Low,Close,Volume'];
  for (let index = 0; index < rows; index += 1) {
    const date = new Date(firstDay.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${date},${String(close)},${String(close + 1)},${String(close - 1)},${String(close)},${String(1000 + index)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Everything the import could touch, in a stable order. */
async function tables(db: Database) {
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.ticker)),
    dailyPrices: await db.select().from(dailyPrices).orderBy(asc(dailyPrices.ticker), asc(dailyPrices.date)),
    importRuns: await db.select().from(importRuns).orderBy(asc(importRuns.id)),
  };
}

/** Polls `check` until it holds; fails early when the child (if any) has already exited. */
/** The first row of a raw query: both drivers answer { rows }; the shared Database type leaves it untyped. */
async function firstRow<T>(db: Database, query: SQL): Promise<T | undefined> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: T[] }).rows[0];
}

function waitFor(check: () => Promise<boolean>, what: string, child?: ChildProcess, ms = 20_000) {
  const deadline = Date.now() + ms;
  return (async () => {
    for (;;) {
      if (child && child.exitCode !== null)
        throw new Error(`the import ended before ${what} (exit ${String(child.exitCode)})`);
      if (await check()) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'vnfin-killed-import-'));
  handle = await createTestDatabase();
  if (!onPostgres) {
    // A file-backed copy of the migrated test database, which the child process can open. (PGlite
    // must be ready before it can dump its directory: a first query waits for that.)
    await handle.db.execute(sql`select 1`);
    const snapshot = await handle.dumpDataDir?.();
    await handle.close();
    dataDir = path.join(workDir, 'pglite');
    handle = openPglite(dataDir, snapshot);
  }
});

afterAll(async () => {
  await handle.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`an import killed half way (${onPostgres ? 'PostgreSQL' : 'PGlite data directory'})`, () => {
  it('leaves every table exactly as it was', async () => {
    // What the database held before: another ticker, and some days of the ticker the big file is about
    // (the killed import would have inserted new days and changed these).
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    await importOhlcvCsv(handle.db, { file: 'BASE.csv', text: ohlcvText(day('2024-01-01'), 30, 20) });
    await importOhlcvCsv(handle.db, { file: 'FAULT.csv', text: ohlcvText(day('1800-01-01'), 20, 50) });
    const before = await tables(handle.db);
    expect(before.dailyPrices).toHaveLength(50);
    expect(before.importRuns).toHaveLength(2);

    const bigFile = path.join(workDir, 'FAULT.csv');
    writeFileSync(bigFile, ohlcvText(day('1800-01-01'), BIG_FILE_ROWS, 10));

    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
    let written: () => Promise<boolean>;
    if (onPostgres) {
      const database = await firstRow<{ name: string }>(handle.db, sql`select current_database() as name`);
      const name = String(database?.name);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      const size = await firstRow<{ size: string }>(
        handle.db,
        sql`select pg_relation_size('daily_prices') as size`,
      );
      const sizeBefore = Number(size?.size);
      written = async () => {
        const row = await firstRow<{ size: string; writers: string }>(
          handle.db,
          sql`
          select pg_relation_size('daily_prices') as size,
            (select count(*) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and xact_start is not null and backend_xid is not null) as writers`,
        );
        return Number(row?.size) > sizeBefore + WRITTEN_BYTES && Number(row?.writers) > 0;
      };
    } else {
      const relation = await firstRow<{ file: string }>(
        handle.db,
        sql`select pg_relation_filepath('daily_prices') as file`,
      );
      const file = String(relation?.file);
      await handle.close();
      const relationFile = path.join(dataDir ?? '', file);
      const sizeBefore = statSync(relationFile).size;
      delete env.DATABASE_URL;
      env.PGLITE_DIR = dataDir;
      written = () => Promise.resolve(statSync(relationFile).size > sizeBefore + WRITTEN_BYTES);
    }

    // `node --import tsx` rather than the tsx command: one process, so SIGKILL reaches the importer.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', 'ohlcv-csv', bigFile], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('exit', (_code, signal) => {
        resolve(signal);
      });
    });

    try {
      await waitFor(written, 'rows of the transaction were written', child);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${output}`);
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Killed mid-file: it never got to print its summary.
    expect(output).not.toContain('Total:');

    if (onPostgres) {
      // The server notices the dead connection and aborts its transaction.
      await waitFor(async () => {
        const row = await firstRow<{ writers: string }>(
          handle.db,
          sql`select count(*) as writers from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
        );
        return Number(row?.writers) === 0;
      }, 'the server to end the killed transaction');
    } else {
      handle = openPglite(dataDir);
    }
    expect(await tables(handle.db)).toEqual(before);

    // And the database is fully usable afterwards: a small import lands and is recorded.
    await importOhlcvCsv(handle.db, { file: 'AFTER.csv', text: ohlcvText(day('2024-01-01'), 5, 30) });
    const after = await tables(handle.db);
    expect(after.dailyPrices).toHaveLength(55);
    expect(after.importRuns).toHaveLength(3);
  });
});
