/**
 * What the HTTP benchmarks share: the production build check, a seeded database (a fresh embedded one
 * in a temporary folder, or DATABASE_URL), bench accounts, the production server started exactly as
 * `npm start` runs it, and signing in. The bare node:http server is in bareControl.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { waitFor } from './load';
import { hashPassword } from '../../src/server/auth/passwords';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client';
import { macroMenuItems, macroSeries, users } from '../../src/server/db/schema';
import { seedDemo, type SeedSummary } from '../../src/server/importers/seed';

export const ROOT = process.cwd();
export const SERVER_BUNDLE = path.resolve(ROOT, process.env.BENCH_SERVER ?? path.join('dist', 'server.js'));

/** Thrown when there is no production build; the scripts print its message and exit 1. */
export class NoBuildError extends Error {}

/** The production build must exist: dist/server.js (or BENCH_SERVER) and .next/BUILD_ID. */
export function assertProductionBuild(): void {
  const missing = [path.join(ROOT, '.next', 'BUILD_ID'), SERVER_BUNDLE].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new NoBuildError(
      `No production build (missing ${missing.map((file) => path.relative(ROOT, file)).join(', ')}): ` +
        'run `npm run build` first.',
    );
  }
}

export function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

/** Where the server's data lives: an embedded folder or a PostgreSQL address. */
export type DatabaseTarget = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

export interface PreparedDatabase {
  target: DatabaseTarget;
  /** Open while preparing (accounts, look-ups); close it before the server starts on PGlite. */
  handle: DatabaseHandle;
  /** Milliseconds the demo seed took (about 0 when the database already held this seed version). */
  seedMs: number;
  /** null when not asked to seed. */
  seed: SeedSummary | null;
  migrateMs: number;
  /** Removes the temporary folder of an embedded database. */
  cleanup: () => void;
}

async function migrateAndSeed(
  handle: DatabaseHandle,
  withSeed = true,
): Promise<{ seed: SeedSummary | null; seedMs: number; migrateMs: number }> {
  const migrateStarted = performance.now();
  await handle.migrate();
  const migrateMs = performance.now() - migrateStarted;
  if (!withSeed) return { seed: null, seedMs: 0, migrateMs };
  const started = performance.now();
  const seed = await seedDemo(handle.db);
  return { seed, seedMs: performance.now() - started, migrateMs };
}

/**
 * A fresh embedded database in a temporary folder, migrated and (unless `seed` is false) seeded with
 * the demo universe.
 */
export async function prepareEmbeddedDatabase(
  prefix: string,
  options: { seed?: boolean } = {},
): Promise<PreparedDatabase> {
  const folder = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const cleanup = () => {
    rmSync(folder, { recursive: true, force: true });
  };
  const dir = path.join(folder, 'pglite');
  const handle = openPglite(dir);
  try {
    const done = await migrateAndSeed(handle, options.seed !== false);
    return { target: { kind: 'pglite', dir }, handle, cleanup, ...done };
  } catch (error) {
    await handle.close();
    cleanup();
    throw error;
  }
}

/** The database at `url`, migrated, and seeded unless it already holds this seed version. */
export async function preparePostgres(url: string): Promise<PreparedDatabase> {
  const handle = openPostgres(url);
  try {
    const done = await migrateAndSeed(handle);
    return { target: { kind: 'postgres', url }, handle, cleanup: () => undefined, ...done };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Active free accounts written straight into the database (one bcrypt hash shared by all): what
 * registering and activating through the API gives, without the registration rate limits.
 */
export async function createAccounts(
  handle: DatabaseHandle,
  emails: readonly string[],
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  for (let start = 0; start < emails.length; start += 500) {
    await handle.db.insert(users).values(
      emails.slice(start, start + 500).map((email, index) => ({
        email,
        name: `Bench ${String(start + index + 1)}`,
        passwordHash,
        status: 'active' as const,
      })),
    );
  }
}

/** The extendID of a macro series (`<menuItemId>-<seriesId>-<period>-<valueType>`) by its code. */
export async function macroExtendId(
  handle: DatabaseHandle,
  code: string,
  period: string,
  valueType: string,
): Promise<string> {
  const [series] = await handle.db
    .select({ id: macroSeries.id, menuItemId: macroSeries.menuItemId })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(eq(macroSeries.code, code));
  if (!series) throw new Error(`${code} is not in the database`);
  return `${String(series.menuItemId)}-${String(series.id)}-${period}-${valueType}`;
}

/** Removes bench accounts (their sessions and devices go with them). */
export async function deleteAccounts(handle: DatabaseHandle, emails: readonly string[]): Promise<void> {
  if (emails.length > 0) await handle.db.delete(users).where(inArray(users.email, [...emails]));
}

/** The environment of the production server on a database, as `npm start` runs it. */
export function serverEnv(target: DatabaseTarget, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // A demonstration on a loopback port: DEMO_MODE allows the local URL and the payment sandboxes that
  // a production server refuses otherwise (src/server/config/production.ts).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'on',
    PAYMENT_SANDBOX: 'on',
    ...extra,
  };
  if (target.kind === 'pglite') {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = target.dir;
  } else {
    env.DATABASE_URL = target.url;
  }
  return env;
}

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** The server's process id (CPU readings, scripts/bench/cpuMeter.ts). */
  pid?: number;
}

/** Fails when something already listens on the loopback port (its health check would pass for ours). */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', () => {
      reject(
        new Error(
          `port ${String(port)} is in use (another server, or one an interrupted run left): free it or set ` +
            'the port variable of this benchmark (BENCH_APP_PORT, BENCH_BARE_PORT, BENCH_PAGES_PORT)',
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolve();
      });
    });
  });
}

/**
 * Starts dist/server.js (its own process group) and waits for /api/health. `nodeArgs` go before the
 * bundle (e.g. --cpu-prof, which NODE_OPTIONS does not take).
 */
export async function startAppServer(
  env: NodeJS.ProcessEnv,
  port: number,
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  await assertPortFree(port);
  const app: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) =>
    app.once('exit', () => {
      resolve();
    }),
  );
  const stop = async () => {
    if (app.pid && app.exitCode === null && app.signalCode === null) {
      try {
        process.kill(-app.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  try {
    await Promise.race([
      waitFor(`${baseUrl}/api/health`, Date.now() + 60_000),
      exited.then(() => {
        throw new Error(`the production server exited (code ${String(app.exitCode)}) before answering`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, pid: app.pid };
}

/** Signs in through POST /api/auth/login and returns the access token. */
export async function login(
  baseUrl: string,
  account: { email: string; password: string; deviceId: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...account, deviceName: 'bench' }),
  });
  if (!answer.ok) throw new Error(`login answered ${String(answer.status)}: ${await answer.text()}`);
  const body = (await answer.json()) as { data: { token: { accessToken: string } } };
  return body.data.token.accessToken;
}
