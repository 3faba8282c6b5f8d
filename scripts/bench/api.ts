/**
 * npm run bench:api — serves the production build (run `npm run build` first) on a loopback port
 * with a freshly seeded embedded database (or DATABASE_URL when set: migrated, and seeded when it holds
 * no demo seed), loads finance-data for 20 quarters of a bank's balance sheet with 32 concurrent
 * connections, and the same load against a bare node:http server (its own process) answering the same
 * bytes and headers, then prints p50, p99 and requests per second of both, plus the app with its
 * response cache off (the cost of computing every answer). Targets: p99 <= 50 ms and >= 30% of the
 * bare server's rate. `npm run bench` measures this endpoint among the others.
 */
import { assertProductionBuild, prepareEmbeddedDatabase, preparePostgres, seconds } from './harness';
import { benchEndpoint, endpointTable } from './endpoint';
import { CONNECTIONS, DURATION_S } from './load';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3211);
const PATH = '/api/enterprise/v2/finance-data?ticket=TCB&tableName=BALANCE_SHEET&period=quarter&limit=20';

async function main(): Promise<void> {
  assertProductionBuild();
  const prepared = process.env.DATABASE_URL
    ? await preparePostgres(process.env.DATABASE_URL)
    : await prepareEmbeddedDatabase('vnfin-bench-api');
  await prepared.handle.close();
  if (prepared.seed && !prepared.seed.skipped)
    console.log(`seeded the demo database in ${seconds(prepared.seedMs)} s`);
  try {
    const result = await benchEndpoint({
      target: prepared.target,
      appPort: APP_PORT,
      barePort: BARE_PORT,
      path: PATH,
    });
    console.log(
      `\nfinance-data, TCB balance sheet, 20 quarters, ${String(result.answer.body.length)} bytes, ` +
        `${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each`,
    );
    for (const line of endpointTable('GET /api/enterprise/v2/finance-data', result)) console.log(line);
    const ratio = result.cached.rps / result.bare.rps;
    console.log(
      `\ntargets: p99 <= 50 ms: ${result.cached.p99 <= 50 ? 'met' : 'NOT met'}; >= 30% of bare: ${ratio >= 0.3 ? 'met' : 'NOT met'}`,
    );
  } finally {
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
