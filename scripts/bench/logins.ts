/**
 * npm run bench:logins — a burst of simultaneous logins (docs/PERFORMANCE.md "Logins").
 *
 * Against the production build (run `npm run build` first; without it this prints how and exits 2):
 * a fresh embedded database (migrated, not seeded: a login reads only the account tables; DATABASE_URL
 * when set, migrated and seeded as the other benchmarks leave it) gets LOGIN_USERS active accounts
 * (default 50), written straight into the database. The production server starts as `npm start`
 * runs it, with TRUST_PROXY=true: each login sends its own X-Forwarded-For, as behind a proxy, so the
 * per-address login limit counts each user apart (docs/ACCOUNTS.md). After one warm-up login (not
 * measured), all LOGIN_USERS POST /api/auth/login are sent at once. Prints the time until the last
 * answered, p50/p99/max per login (ms) and the machine's load average; exit code 1 when a login failed.
 *
 * `--in-process` (no server, no build): LOGIN_USERS concurrent verifyPassword calls (what a login
 * costs) and LOGIN_USERS concurrent hashPassword + verifyPassword, at PASSWORD_BCRYPT_COST, through
 * src/server/auth/passwords.ts, and the same with bcryptjs (the library it replaced) when that is
 * installed, for comparison. Also prints the CPU time the burst took (all threads; on an idle machine
 * the wall time is about that divided by min(cores, UV_THREADPOOL_SIZE) for the thread pool, by 1 on
 * the main thread: a figure a loaded machine does not distort) and the main thread's event-loop
 * utilisation (near 0: the hashing ran on libuv's thread pool; near 1: on the main thread).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  assertProductionBuild,
  createAccounts,
  deleteAccounts,
  login,
  NoBuildError,
  prepareEmbeddedDatabase,
  preparePostgres,
  ROOT,
  serverEnv,
  startAppServer,
} from './harness';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords';
import { getEnv } from '../../src/server/env';

const USERS = Number(process.env.LOGIN_USERS ?? 50);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3223);
const PASSWORD = 'Bench-login-1';
const RUN = Date.now().toString(36);

interface Burst {
  totalMs: number;
  latencies: number[];
  failures: string[];
  /** Share of the burst's wall time this process's main thread spent running JavaScript. */
  eventLoop: number;
  /** CPU time of this whole process (every thread) during the burst, ms. */
  cpuMs: number;
}

/** Runs `count` calls of `task` at once; each one's time from the common start. */
async function burst(count: number, task: (index: number) => Promise<unknown>): Promise<Burst> {
  const failures: string[] = [];
  const latencies: number[] = [];
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      try {
        await task(index);
        latencies.push(performance.now() - started);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    totalMs,
    latencies,
    failures,
    eventLoop: performance.eventLoopUtilization(elu).utilization,
    cpuMs: (used.user + used.system) / 1000,
  };
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** One line of figures; `inProcess` adds the CPU time and the event loop (of this process, the work). */
function describe(label: string, result: Burst, inProcess = false): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(0).padStart(6);
  return (
    `${label.padEnd(44)} total ${ms(result.totalMs)} ms  p50 ${ms(percentile(sorted, 0.5))}  ` +
    `p99 ${ms(percentile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}` +
    (inProcess
      ? `  cpu ${ms(result.cpuMs)} ms  event loop ${(result.eventLoop * 100).toFixed(0).padStart(3)}%`
      : '') +
    (result.failures.length > 0 ? `  FAILED ${String(result.failures.length)}` : '')
  );
}

function machine(): string {
  const [one, five] = os.loadavg();
  return (
    `${String(os.cpus().length)} cores, load average ${(one ?? 0).toFixed(2)} (1 min) ` +
    `${(five ?? 0).toFixed(2)} (5 min); UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`
  );
}

interface Hasher {
  hash: (password: string) => Promise<string>;
  verify: (password: string, hash: string) => Promise<boolean>;
}

/**
 * bcryptjs when it can be loaded (it is no longer a dependency; `npm i --no-save bcryptjs`, or
 * NODE_PATH=<folder>/node_modules after `npm i --prefix <folder> bcryptjs`): the before of the comparison.
 */
function bcryptjs(cost: number): Hasher | null {
  type Library = { hash: (p: string, c: number) => Promise<string>; compare: Hasher['verify'] };
  try {
    // Loaded by name at run time: neither the type checker nor a bundler needs the package.
    const library = createRequire(path.join(ROOT, 'package.json'))('bcryptjs') as Library;
    return { hash: (password) => library.hash(password, cost), verify: (p, h) => library.compare(p, h) };
  } catch {
    return null;
  }
}

async function inProcess(): Promise<number> {
  const cost = getEnv().PASSWORD_BCRYPT_COST;
  console.log(`in process: ${String(USERS)} concurrent calls at cost ${String(cost)}; ${machine()}`);
  const hashers: [string, Hasher][] = [['passwords.ts', { hash: hashPassword, verify: verifyPassword }]];
  const before = bcryptjs(cost);
  if (before) hashers.push(['bcryptjs', before]);
  else console.log('(bcryptjs is not installed: see scripts/bench/logins.ts for adding the comparison)');
  let failed = 0;
  for (const [name, hasher] of hashers) {
    const stored = await hasher.hash(PASSWORD);
    const verified = await burst(USERS, async () => {
      if (!(await hasher.verify(PASSWORD, stored))) throw new Error('the password did not verify');
    });
    console.log(describe(`${name}: ${String(USERS)} × verify (a login)`, verified, true));
    const both = await burst(USERS, async (index) => {
      const password = `${PASSWORD}-${String(index)}`;
      if (!(await hasher.verify(password, await hasher.hash(password))))
        throw new Error('the password did not verify');
    });
    console.log(describe(`${name}: ${String(USERS)} × hash + verify`, both, true));
    failed += verified.failures.length + both.failures.length;
  }
  console.log(`after: ${machine()}`);
  return failed > 0 ? 1 : 0;
}

async function againstServer(): Promise<number> {
  assertProductionBuild();
  console.log(
    process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL): migrate, and seed when needed'
      : 'embedded database: migrate (no seed)',
  );
  const prepared = process.env.DATABASE_URL
    ? await preparePostgres(process.env.DATABASE_URL)
    : await prepareEmbeddedDatabase('vnfin-bench-logins', { seed: false });
  // The last account signs in once before the burst (warm-up, not measured).
  const emails = Array.from({ length: USERS + 1 }, (_, index) => `logins-${RUN}-${String(index)}@example.vn`);
  let closed = false;
  try {
    await createAccounts(prepared.handle, emails, PASSWORD);
    if (prepared.target.kind === 'pglite') {
      await prepared.handle.close();
      closed = true;
    }
    const app = await startAppServer(serverEnv(prepared.target, { TRUST_PROXY: 'true' }), APP_PORT);
    try {
      const signIn = (index: number) =>
        login(
          app.baseUrl,
          { email: emails[index] ?? '', password: PASSWORD, deviceId: `logins-${RUN}-${String(index)}` },
          { 'x-forwarded-for': `10.79.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}` },
        );
      await signIn(USERS);
      console.log(`before: ${machine()}`);
      const result = await burst(USERS, signIn);
      console.log(describe(`${String(USERS)} × POST /api/auth/login at once`, result));
      console.log(`after: ${machine()}`);
      if (result.failures.length > 0) {
        console.log(
          `First failures:\n${result.failures
            .slice(0, 5)
            .map((line) => `- ${line}`)
            .join('\n')}`,
        );
        return 1;
      }
      return 0;
    } finally {
      await app.stop();
    }
  } finally {
    if (prepared.target.kind === 'postgres')
      await deleteAccounts(prepared.handle, emails).catch(() => undefined);
    if (!closed) await prepared.handle.close();
    prepared.cleanup();
  }
}

(process.argv.includes('--in-process') ? inProcess() : againstServer()).then(
  (code) => {
    process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof NoBuildError) {
      console.error(
        `${error.message} (then \`npm run bench:logins\` again; \`--in-process\` needs no build)`,
      );
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
