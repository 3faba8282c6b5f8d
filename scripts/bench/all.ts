/**
 * npm run bench — every benchmark of the project in one run, one table (also written to
 * bench-results/latest.md). Needs a production build (`npm run build`).
 *
 * - Prepares an embedded database once (migrate + demo seed in a temporary PGLITE_DIR; the seed's time
 *   is a row), starts the production server once as `npm start` runs it, and a bare node:http server
 *   in its own process. For each endpoint: the app under load, then the bare server answering the
 *   app's exact bytes and headers for the same request, each 32 connections for BENCH_DURATION
 *   seconds (default 10) after a 2 s warm-up of the app. The ratio is the app's req/s over the bare
 *   server's: 100% means the app is as fast as a server that does nothing but write the answer.
 * - With DATABASE_URL set, the same endpoints against the production server on that PostgreSQL
 *   (migrated, and seeded when it holds no demo seed), rows marked "(PostgreSQL)".
 * - Tasks without HTTP: the technical indicators over 15 years of daily bars (BENCH_ITERATIONS runs,
 *   default 500), the demo seed, and the FiinTrade import of ../shared/data when present
 *   (BENCH_SKIP_IMPORT=1 skips it): p50 / p99 in ms per run, runs per second, ratio "-".
 *
 * Exit code 1 when the build is missing or any request failed or answered other than 2xx.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertProductionBuild,
  createAccounts,
  deleteAccounts,
  login,
  macroExtendId,
  NoBuildError,
  prepareEmbeddedDatabase,
  preparePostgres,
  ROOT,
  serverEnv,
  startAppServer,
  type PreparedDatabase,
} from './harness';
import { capture, startBareServer, type BareServer } from './bareControl';
import { CONNECTIONS, load, type Measure } from './load';
import { importFiintrade, runTechnical, timing, type Timing } from './tasks';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 2;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3220);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3221);
const PASSWORD = 'Bench-all-1';

interface Endpoint {
  label: string;
  path: string;
  /** Sent as the signed-in free bench account. */
  signedIn?: boolean;
}

function endpoints(cpiExtendId: string): Endpoint[] {
  return [
    {
      label: 'TCB balance sheet, 20 quarters',
      path: '/api/enterprise/v2/finance-data?ticket=TCB&tableName=BALANCE_SHEET&period=quarter&limit=20',
    },
    {
      label: 'CPI yoy by month, signed-in free account',
      path: `/api/macro/metric-data?extendID=${cpiExtendId}`,
      signedIn: true,
    },
    {
      label: 'corpText "ngân hàng"',
      path: `/api/enterprise/corp-search?corpText=${encodeURIComponent('ngân hàng')}`,
    },
    {
      label: 'FPT ratios, 20 quarters',
      path: '/api/enterprise/numeral-data?ticket=FPT&period=quarter&limit=20',
    },
    { label: 'steel, open', path: '/api/industry/dashboard?industry=steel' },
    { label: 'listed banks', path: '/api/macro/ticket/commercial-bank' },
    { label: 'database ping', path: '/api/health' },
  ];
}

interface Row {
  target: string;
  p50: number;
  p99: number;
  /** Requests per second, or runs per second for a task. */
  rate: number;
  /** null for tasks. */
  ratio: number | null;
}

const problems: string[] = [];

function kilobytes(bytes: number): string {
  return bytes < 1024 ? `${String(bytes)} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function checkMeasure(name: string, measure: Measure): void {
  if (measure.errors > 0 || measure.non2xx > 0)
    problems.push(`${name}: ${String(measure.errors)} errors, ${String(measure.non2xx)} non-2xx answers`);
}

/** The app, then the bare server with the app's bytes, for each endpoint: two rows each. */
async function measureEndpoints(
  prepared: PreparedDatabase,
  bare: BareServer,
  email: string,
  suffix: string,
): Promise<Row[]> {
  const cpiExtendId = await macroExtendId(prepared.handle, 'VN_CPI_TOTAL', 'month', 'yoy');
  if (prepared.target.kind === 'pglite') await prepared.handle.close();
  const app = await startAppServer(serverEnv(prepared.target), APP_PORT);
  const rows: Row[] = [];
  try {
    const token = await login(app.baseUrl, { email, password: PASSWORD, deviceId: 'bench-all-device' });
    for (const endpoint of endpoints(cpiExtendId)) {
      const headers: Record<string, string> = endpoint.signedIn ? { authorization: `Bearer ${token}` } : {};
      const answer = await capture(`${app.baseUrl}${endpoint.path}`, headers);
      if (answer.status !== 200) {
        throw new Error(
          `${endpoint.path} answered ${String(answer.status)}: ${answer.body.toString().slice(0, 300)}`,
        );
      }
      await load(`${app.baseUrl}${endpoint.path}`, headers, WARM_UP_S);
      const appMeasure = await load(`${app.baseUrl}${endpoint.path}`, headers, DURATION_S);
      await bare.serve(endpoint.path, answer);
      const bareMeasure = await load(`${bare.baseUrl}${endpoint.path}`, headers, DURATION_S);
      const name = `GET ${endpoint.path.split('?')[0] ?? ''} (${endpoint.label}, ${kilobytes(answer.body.length)})${suffix}`;
      checkMeasure(name, appMeasure);
      checkMeasure(`bare server for ${name}`, bareMeasure);
      rows.push(
        { target: name, ...pick(appMeasure), ratio: appMeasure.rps / bareMeasure.rps },
        { target: '↳ bare node:http, same bytes and headers', ...pick(bareMeasure), ratio: 1 },
      );
      console.log(
        `${name}: app ${appMeasure.rps.toFixed(0)} req/s (p99 ${String(appMeasure.p99)} ms), ` +
          `bare ${bareMeasure.rps.toFixed(0)} req/s`,
      );
    }
  } finally {
    await app.stop();
  }
  return rows;
}

function pick(measure: Measure): Pick<Row, 'p50' | 'p99' | 'rate'> {
  return { p50: measure.p50, p99: measure.p99, rate: measure.rps };
}

function taskRow(target: string, time: Timing): Row {
  return { target, p50: time.p50, p99: time.p99, rate: 1000 / time.mean, ratio: null };
}

function number(value: number): string {
  if (!Number.isFinite(value)) return '-';
  if (value >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en-US');
  if (value >= 10) return value.toFixed(1);
  if (value >= 0.1) return value.toFixed(2);
  return value.toPrecision(2);
}

function table(rows: readonly Row[]): string {
  const lines = [
    '| endpoint or task | p50 ms | p99 ms | req/s (runs/s for tasks) | ratio to bare |',
    '| --- | --: | --: | --: | --: |',
  ];
  for (const row of rows) {
    const ratio = row.ratio === null ? '-' : `${(row.ratio * 100).toFixed(0)}%`;
    lines.push(
      `| ${row.target} | ${number(row.p50)} | ${number(row.p99)} | ${number(row.rate)} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

/** The HTTP rows on PostgreSQL, and the seed's time when this run seeded it. */
async function withPostgres(bare: BareServer, url: string): Promise<{ http: Row[]; tasks: Row[] }> {
  console.log('\nPostgreSQL (DATABASE_URL): migrating and seeding when needed');
  const prepared = await preparePostgres(url);
  const email = `bench-all-${String(Date.now())}@example.vn`;
  try {
    const tasks =
      prepared.seed && !prepared.seed.skipped
        ? [taskRow('demo seed into PostgreSQL (1 run)', timing([prepared.seedMs]))]
        : [];
    await createAccounts(prepared.handle, [email], PASSWORD);
    return { http: await measureEndpoints(prepared, bare, email, ' (PostgreSQL)'), tasks };
  } finally {
    await deleteAccounts(prepared.handle, [email]).catch(() => undefined);
    await prepared.handle.close();
  }
}

async function main(): Promise<void> {
  assertProductionBuild();
  const started = new Date();
  const loadAverage = os.loadavg()[0] ?? 0;
  const taskRows: Row[] = [];

  console.log(`technical indicators: ${String(ITERATIONS)} runs`);
  const technical = runTechnical(ITERATIONS);
  taskRows.push(
    taskRow(
      `technical indicators + summary, ${String(technical.bars.length)} daily bars (15 years), day + week + month`,
      timing(technical.times.total),
    ),
  );

  console.log('embedded database: migrate + demo seed');
  const embedded = await prepareEmbeddedDatabase('vnfin-bench-all');
  taskRows.push(taskRow('demo seed into an empty embedded database (1 run)', timing([embedded.seedMs])));
  const email = `bench-all-${String(Date.now())}@example.vn`;
  let httpRows: Row[] = [];
  const bare = await startBareServer(BARE_PORT);
  try {
    await createAccounts(embedded.handle, [email], PASSWORD);
    httpRows = await measureEndpoints(embedded, bare, email, '');
    if (process.env.DATABASE_URL) {
      const postgres = await withPostgres(bare, process.env.DATABASE_URL);
      httpRows = [...httpRows, ...postgres.http];
      taskRows.push(...postgres.tasks);
    }
  } finally {
    await bare.stop();
    embedded.cleanup();
  }

  if (process.env.BENCH_SKIP_IMPORT !== '1') {
    console.log('FiinTrade import of ../shared/data');
    const imported = await importFiintrade();
    if (imported) {
      taskRows.push(
        taskRow(
          `FiinTrade import, ${String(imported.files)} files (${imported.written.toLocaleString('en-US')} values) into PGlite (1 run)`,
          timing([imported.ms]),
        ),
      );
      if (imported.failures.length > 0)
        problems.push(`FiinTrade import: ${String(imported.failures.length)} files failed`);
    } else {
      console.log('  skipped: ../shared/data is absent');
    }
  }

  const buildId = readFileSync(path.join(ROOT, '.next', 'BUILD_ID'), 'utf8').trim();
  const header =
    `npm run bench, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: production build ${buildId} ` +
    `(dist/server.js), ${String(os.cpus().length)} cores, ${String(Math.round(os.totalmem() / 2 ** 30))} GiB, ` +
    `node ${process.version}, load average ${loadAverage.toFixed(1)} at the start; HTTP rows: ${String(CONNECTIONS)} connections for ${String(DURATION_S)} s ` +
    `(autocannon in this process), app on the ${process.env.DATABASE_URL ? 'embedded database, then PostgreSQL' : 'embedded database'}.`;
  const output = [
    header,
    '',
    table([...httpRows, ...taskRows]),
    '',
    ...(problems.length > 0 ? ['Problems:', ...problems.map((line) => `- ${line}`), ''] : []),
  ].join('\n');
  console.log(`\n${output}`);
  const folder = path.join(ROOT, 'bench-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'latest.md'), `# Benchmarks\n\n${output}`);
  console.log(`written to ${path.relative(ROOT, path.join(folder, 'latest.md'))}`);
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof NoBuildError ? error.message : error);
  process.exit(1);
});
