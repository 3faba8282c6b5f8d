/**
 * npm run bench:macro — serves the production build (run `npm run build` first) on a loopback port and
 * loads GET /api/macro/metric-data for CPI total year-on-year (a monthly series since 2010 in the demo
 * data, about 15 years of points) with 32 concurrent connections as a signed-in free account (CPI is
 * MACRO_VN_FREE; guests hold no macro code), then the same bytes from a bare node:http server (its own
 * process), and the app with its response cache off. Prints p50, p99, req/s and the ratio to the bare
 * server. `npm run bench` measures this endpoint among the others.
 *
 * Database: a fresh embedded one with the macro demo (the catalog and its series, what `npm run
 * db:seed` writes for macro), or DATABASE_URL when set (migrated here; the macro demo is generated
 * when VN_CPI_TOTAL has no figures). Either way a bench account `bench-macro-<time>@example.vn` is
 * created (and removed at the end). BENCH_SERVER names another server bundle than dist/server.js.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  assertProductionBuild,
  createAccounts,
  deleteAccounts,
  login,
  macroExtendId,
  prepareEmbeddedDatabase,
  preparePostgres,
  seconds,
  serverEnv,
  startAppServer,
  type DatabaseTarget,
} from './harness';
import { capture, startBareServer, type CapturedAnswer } from './bareControl';
import { CONNECTIONS, DURATION_S, load, type Measure } from './load';
import { openPostgres, type DatabaseHandle } from '../../src/server/db/client';
import { macroSeries, macroValues } from '../../src/server/db/schema';
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
      `generated the macro demo (${String(summary.values)} values) in ${seconds(performance.now() - started)} s`,
    );
  }
  const email = `bench-macro-${String(Date.now())}@example.vn`;
  await createAccounts(handle, [email], PASSWORD);
  return {
    extendId: await macroExtendId(handle, SERIES_CODE, 'month', 'yoy'),
    email,
    points: await yoyCount(),
  };
}

/** Starts the server as `npm start` runs it, warms it, loads the metric, stops it. */
async function measureApp(
  target: DatabaseTarget,
  extra: Record<string, string>,
  path: string,
  email: string,
): Promise<{ measure: Measure; answer: CapturedAnswer; headers: Record<string, string> }> {
  const app = await startAppServer(serverEnv(target, extra), APP_PORT);
  try {
    const token = await login(app.baseUrl, { email, password: PASSWORD, deviceId: 'bench-macro-device' });
    const headers = { authorization: `Bearer ${token}` };
    const answer = await capture(`${app.baseUrl}${path}`, headers);
    if (answer.status === 404) {
      throw new Error(
        `${path} answered 404: the build predates the macro routes; run \`npm run build\` first.`,
      );
    }
    if (answer.status !== 200)
      throw new Error(`metric-data answered ${String(answer.status)}: ${answer.body.toString()}`);
    await load(`${app.baseUrl}${path}`, headers, 3); // warm the JIT and the caches
    return { measure: await load(`${app.baseUrl}${path}`, headers), answer, headers };
  } finally {
    await app.stop();
  }
}

function row(name: string, measure: Measure, bare: Measure): string {
  const ratio = ((measure.rps / bare.rps) * 100).toFixed(0);
  return `| ${name} | ${String(measure.p50)} | ${String(measure.p99)} | ${measure.rps.toFixed(0)} | ${String(measure.errors)} | ${String(measure.non2xx)} | ${ratio}% |`;
}

async function main(): Promise<void> {
  assertProductionBuild();
  const prepared = process.env.DATABASE_URL
    ? await preparePostgres(process.env.DATABASE_URL)
    : await prepareEmbeddedDatabase('vnfin-bench-macro', { seed: false });
  let email: string | undefined;
  const bare = await startBareServer(BARE_PORT);
  try {
    const target = await prepare(prepared.handle);
    email = target.email;
    await prepared.handle.close();
    const path = `/api/macro/metric-data?extendID=${target.extendId}`;
    const cached = await measureApp(prepared.target, {}, path, email);
    // The same load with the response cache off: every request reads, computes, serializes and encrypts.
    const uncached = await measureApp(prepared.target, { API_RESPONSE_CACHE_TTL_MS: '0' }, path, email);
    await bare.serve(path, cached.answer);
    const bareMeasure = await load(`${bare.baseUrl}${path}`, cached.headers);
    console.log(
      `\nmetric-data, ${SERIES_CODE} month yoy (${String(target.points)} monthly figures), ` +
        `${String(cached.answer.body.length)} bytes, signed-in free account, ${String(CONNECTIONS)} connections, ` +
        `${String(DURATION_S)} s each`,
    );
    console.log('| target | p50 ms | p99 ms | req/s | errors | non-2xx | ratio to bare |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(row('GET /api/macro/metric-data (npm start)', cached.measure, bareMeasure));
    console.log(row('same, response cache off (API_RESPONSE_CACHE_TTL_MS=0)', uncached.measure, bareMeasure));
    console.log(row('bare node:http, same bytes', bareMeasure, bareMeasure));
  } finally {
    await bare.stop();
    if (prepared.target.kind === 'postgres' && email) {
      const handle = openPostgres(prepared.target.url);
      await deleteAccounts(handle, [email]).finally(() => handle.close());
    }
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
