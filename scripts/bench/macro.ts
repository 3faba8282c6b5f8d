/**
 * npm run bench:macro — serves the production build (run `npm run build` first) on a loopback port and
 * loads GET /api/macro/metric-data for CPI total year-on-year (a monthly series since 2010 in the demo
 * data, about 15 years of points) with 32 concurrent connections as a signed-in free account (CPI is
 * MACRO_VN_FREE; guests hold no macro code), then the same bytes from a bare node:http server, and the
 * app with its response cache off. Prints p50, p99, req/s and the ratio to the bare server.
 *
 * Database: a fresh embedded one with the macro demo (the catalog and its series, what `npm run
 * db:seed` writes for macro), or DATABASE_URL when set (assumed migrated; the macro demo is generated
 * when VN_CPI_TOTAL has no figures). Either way a bench account `bench-macro-<time>@example.vn` is
 * created. BENCH_SERVER names another server bundle than dist/server.js.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, DURATION_S, load, waitFor, type Measure } from './load';
import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client';
import { macroMenuItems, macroSeries, macroValues, users } from '../../src/server/db/schema';
import { generateMacroDemo } from '../../src/server/importers/demo/macro';
import { createRandom, DEMO_SEED } from '../../src/server/importers/demo/random';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3212);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3213);
const SERIES_CODE = 'VN_CPI_TOTAL';
const PASSWORD = 'Bench-macro-1';

/** The macro demo when the series is empty, a bench account, and the metric's extendID. */
async function prepare(handle: DatabaseHandle): Promise<{ extendId: string; email: string; points: number }> {
  const yoyCount = async () => {
    const [row] = await handle.db
      .select({ n: count() })
      .from(macroValues)
      .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
      .where(and(eq(macroSeries.code, SERIES_CODE), eq(macroValues.valueType, 'yoy')));
    return row?.n ?? 0;
  };
  if ((await yoyCount()) === 0) {
    const started = performance.now();
    const summary = await generateMacroDemo(handle.db, createRandom(DEMO_SEED).fork('macro'));
    console.log(
      `generated the macro demo (${summary.values} values) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const [series] = await handle.db
    .select({ id: macroSeries.id, menuItemId: macroSeries.menuItemId })
    .from(macroSeries)
    .innerJoin(macroMenuItems, eq(macroMenuItems.id, macroSeries.menuItemId))
    .where(eq(macroSeries.code, SERIES_CODE));
  if (!series) throw new Error(`${SERIES_CODE} is not in the database`);
  const email = `bench-macro-${Date.now()}@example.vn`;
  await handle.db.insert(users).values({
    email,
    name: 'Bench macro',
    passwordHash: await hashPassword(PASSWORD),
    status: 'active',
  });
  return { extendId: `${series.menuItemId}-${series.id}-month-yoy`, email, points: await yoyCount() };
}

function startApp(
  root: string,
  server: string,
  env: NodeJS.ProcessEnv,
): { app: ChildProcess; stop: () => Promise<void> } {
  const app = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...env, PORT: String(APP_PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  return {
    app,
    stop: async () => {
      if (app.pid) {
        try {
          process.kill(-app.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}

async function login(email: string): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, deviceId: 'bench-macro-device', deviceName: 'bench' }),
  });
  if (!answer.ok) throw new Error(`login answered ${answer.status}: ${await answer.text()}`);
  const body = (await answer.json()) as { data: { token: { accessToken: string } } };
  return body.data.token.accessToken;
}

/** Starts the server as `npm start` runs it, warms it, loads the metric, stops it. */
async function measureApp(
  root: string,
  server: string,
  env: NodeJS.ProcessEnv,
  url: string,
  auth: { email: string; token?: string },
): Promise<{ measure: Measure; body: Buffer; token: string }> {
  const { stop } = startApp(root, server, env);
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, Date.now() + 60_000);
    const token = auth.token ?? (await login(auth.email));
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(url, { headers });
    if (sample.status === 404) {
      throw new Error(
        `${url} answered 404: the build predates the macro routes; run \`npm run build\` first.`,
      );
    }
    if (!sample.ok) throw new Error(`metric-data answered ${sample.status}: ${await sample.text()}`);
    const body = Buffer.from(await sample.arrayBuffer());
    await load(url, headers, 3); // warm the JIT and the caches
    return { measure: await load(url, headers), body, token };
  } finally {
    await stop();
  }
}

function row(name: string, measure: Measure, bare: Measure): string {
  const ratio = ((measure.rps / bare.rps) * 100).toFixed(0);
  return `| ${name} | ${measure.p50} | ${measure.p99} | ${measure.rps.toFixed(0)} | ${measure.errors} | ${measure.non2xx} | ${ratio}% |`;
}

async function main(): Promise<void> {
  const root = process.cwd();
  const server = path.resolve(root, process.env.BENCH_SERVER ?? path.join('dist', 'server.js'));
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(server))
    throw new Error('No production build: run `npm run build` first.');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  let folder: string | undefined;
  let handle: DatabaseHandle;
  if (process.env.DATABASE_URL) {
    handle = openPostgres(process.env.DATABASE_URL);
  } else {
    folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-bench-macro-'));
    env.PGLITE_DIR = path.join(folder, 'pglite');
    handle = openPglite(env.PGLITE_DIR);
    await handle.migrate();
  }
  let bare: http.Server | undefined;
  try {
    const prepared = await prepare(handle);
    await handle.close();
    const url = `http://127.0.0.1:${APP_PORT}/api/macro/metric-data?extendID=${prepared.extendId}`;
    const cached = await measureApp(root, server, env, url, { email: prepared.email });
    // The same load with the response cache off: every request reads, computes, serializes and encrypts.
    const uncached = await measureApp(root, server, { ...env, API_RESPONSE_CACHE_TTL_MS: '0' }, url, {
      email: prepared.email,
      token: cached.token,
    });
    const body = cached.body;
    bare = http.createServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': body.length,
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => bare?.listen(BARE_PORT, '127.0.0.1', resolve));
    const bareMeasure = await load(`http://127.0.0.1:${BARE_PORT}/`);
    console.log(
      `\nmetric-data, ${SERIES_CODE} month yoy (${prepared.points} monthly figures), ${body.length} bytes, ` +
        `signed-in free account, ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.log('| target | p50 ms | p99 ms | req/s | errors | non-2xx | ratio to bare |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(row('GET /api/macro/metric-data (npm start)', cached.measure, bareMeasure));
    console.log(row('same, response cache off (API_RESPONSE_CACHE_TTL_MS=0)', uncached.measure, bareMeasure));
    console.log(row('bare node:http, same bytes', bareMeasure, bareMeasure));
  } finally {
    bare?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
