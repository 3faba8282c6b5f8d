/**
 * npm run bench:api — serves the production build (run `npm run build` first) on a loopback port
 * with a freshly seeded embedded database (or DATABASE_URL when set: migrated, and seeded when it holds
 * no demo seed), loads finance-data for 20 quarters of a bank's balance sheet with 32 concurrent
 * connections, and the same load against a bare node:http server (its own process) answering the same
 * bytes and headers, then prints p50, p99 and requests per second of both, plus the app with its
 * response cache off (the cost of computing every answer). Targets: p99 <= 50 ms and >= 30% of the
 * bare server's rate. `npm run bench` measures this endpoint among the others.
 */
import {
  assertProductionBuild,
  prepareEmbeddedDatabase,
  preparePostgres,
  seconds,
  serverEnv,
  startAppServer,
  type DatabaseTarget,
} from './harness';
import { capture, startBareServer, type CapturedAnswer } from './bareControl';
import { CONNECTIONS, DURATION_S, load, type Measure } from './load';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3211);
const PATH = '/api/enterprise/v2/finance-data?ticket=TCB&tableName=BALANCE_SHEET&period=quarter&limit=20';

/** Starts the production server exactly as `npm start` runs it, warms it, loads it, stops it. */
async function measureApp(
  target: DatabaseTarget,
  extra: Record<string, string>,
): Promise<{ measure: Measure; answer: CapturedAnswer }> {
  const app = await startAppServer(serverEnv(target, extra), APP_PORT);
  try {
    const answer = await capture(`${app.baseUrl}${PATH}`);
    if (answer.status !== 200) throw new Error(`finance-data answered ${String(answer.status)}`);
    await load(`${app.baseUrl}${PATH}`, {}, 3); // warm the JIT and caches
    return { measure: await load(`${app.baseUrl}${PATH}`), answer };
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  assertProductionBuild();
  const prepared = process.env.DATABASE_URL
    ? await preparePostgres(process.env.DATABASE_URL)
    : await prepareEmbeddedDatabase('vnfin-bench-api');
  await prepared.handle.close();
  if (prepared.seed && !prepared.seed.skipped)
    console.log(`seeded the demo database in ${seconds(prepared.seedMs)} s`);
  const bare = await startBareServer(BARE_PORT);
  try {
    const cached = await measureApp(prepared.target, {});
    // The same load with the response cache off: every request computes, serializes and encrypts.
    const uncached = await measureApp(prepared.target, { API_RESPONSE_CACHE_TTL_MS: '0' });
    await bare.serve(PATH, cached.answer);
    const bareMeasure = await load(`${bare.baseUrl}${PATH}`);
    const ratio = cached.measure.rps / bareMeasure.rps;
    console.log(
      `\nfinance-data, TCB balance sheet, 20 quarters, ${String(cached.answer.body.length)} bytes, ` +
        `${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each`,
    );
    console.log('| target | p50 ms | p99 ms | req/s | errors | non-2xx | ratio to bare |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, measure] of [
      ['GET /api/enterprise/v2/finance-data (npm start)', cached.measure],
      ['same, response cache off (API_RESPONSE_CACHE_TTL_MS=0)', uncached.measure],
      ['bare node:http, same bytes', bareMeasure],
    ] as const) {
      console.log(
        `| ${name} | ${String(measure.p50)} | ${String(measure.p99)} | ${measure.rps.toFixed(0)} | ` +
          `${String(measure.errors)} | ${String(measure.non2xx)} | ${((measure.rps / bareMeasure.rps) * 100).toFixed(0)}% |`,
      );
    }
    console.log(
      `\ntargets: p99 <= 50 ms: ${cached.measure.p99 <= 50 ? 'met' : 'NOT met'}; >= 30% of bare: ${ratio >= 0.3 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await bare.stop();
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
