/**
 * npm run bench:api — serves the production build (run `npm run build` first) on a loopback port
 * with a freshly seeded embedded database (or DATABASE_URL when set, assumed migrated and seeded),
 * loads finance-data for 20 quarters of a bank's balance sheet with 32 concurrent connections, and
 * the same load against a bare node:http server answering the same bytes, then prints p50, p99 and
 * requests per second of both, plus the app with its response cache off (the cost of computing every
 * answer). Targets: p99 <= 50 ms and >= 30% of the bare server's rate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, DURATION_S, load, waitFor, type Measure } from './load';
import { openPglite } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/importers/seed';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3211);
const PATH = '/api/enterprise/v2/finance-data?ticket=TCB&tableName=BALANCE_SHEET&period=quarter&limit=20';

async function main(): Promise<void> {
  const root = process.cwd();
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(path.join(root, 'dist', 'server.js')))
    throw new Error('No production build: run `npm run build` first.');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  let folder: string | undefined;
  if (!process.env.DATABASE_URL) {
    folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-bench-api-'));
    env.PGLITE_DIR = path.join(folder, 'pglite');
    const handle = openPglite(env.PGLITE_DIR);
    await handle.migrate();
    const started = performance.now();
    await seedDemo(handle.db);
    await handle.close();
    console.log(`seeded the demo database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  let bare: http.Server | undefined;
  try {
    const cached = await measureApp(root, env, {});
    // The same load with the response cache off: every request computes, serializes and encrypts.
    const uncached = await measureApp(root, env, { API_RESPONSE_CACHE_TTL_MS: '0' });
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
    const ratio = cached.measure.rps / bareMeasure.rps;
    console.log(
      `\nfinance-data, TCB balance sheet, 20 quarters, ${body.length} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.log('| target | p50 ms | p99 ms | req/s | errors | non-2xx | ratio to bare |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, measure] of [
      ['GET /api/enterprise/v2/finance-data (npm start)', cached.measure],
      ['same, response cache off (API_RESPONSE_CACHE_TTL_MS=0)', uncached.measure],
      ['bare node:http, same bytes', bareMeasure],
    ] as const) {
      console.log(
        `| ${name} | ${measure.p50} | ${measure.p99} | ${measure.rps.toFixed(0)} | ${measure.errors} | ${measure.non2xx} | ${((measure.rps / bareMeasure.rps) * 100).toFixed(0)}% |`,
      );
    }
    console.log(
      `\ntargets: p99 <= 50 ms: ${cached.measure.p99 <= 50 ? 'met' : 'NOT met'}; >= 30% of bare: ${ratio >= 0.3 ? 'met' : 'NOT met'}`,
    );
  } finally {
    bare?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** Starts the production server exactly as `npm start` runs it, warms it, loads it, stops it. */
async function measureApp(
  root: string,
  env: NodeJS.ProcessEnv,
  extra: Record<string, string>,
): Promise<{ measure: Measure; body: Buffer }> {
  const app: ChildProcess = spawn(process.execPath, [path.join(root, 'dist', 'server.js')], {
    cwd: root,
    env: { ...env, ...extra, PORT: String(APP_PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, Date.now() + 60_000);
    const sample = await fetch(`http://127.0.0.1:${APP_PORT}${PATH}`);
    if (!sample.ok) throw new Error(`finance-data answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    // Warm the JIT and caches before measuring.
    await load(`http://127.0.0.1:${APP_PORT}${PATH}`, {}, 3);
    return { measure: await load(`http://127.0.0.1:${APP_PORT}${PATH}`), body };
  } finally {
    if (app.pid) {
      try {
        process.kill(-app.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
