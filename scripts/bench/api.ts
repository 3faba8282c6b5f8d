/**
 * npm run bench:api — serves the production build (run `npm run build` first) on a loopback port
 * with a freshly seeded embedded database (or DATABASE_URL when set: migrated, and seeded when it holds
 * no demo seed), loads finance-data for 20 quarters of a bank's balance sheet with 32 concurrent
 * connections, and the same load against a bare node:http server (its own process) answering the same
 * bytes and headers, then prints p50, p99 and requests per second of both, plus the app with its
 * response cache off (the cost of computing every answer). Targets: p99 <= 50 ms and >= 30% of the
 * bare server's rate, and (issue 34) the response cache off also >= 30% of the bare server's rate.
 * Writes the table with the load averages to bench-results/api-<postgres|pglite>.md. `npm run bench`
 * measures this endpoint among the others.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertProductionBuild, prepareEmbeddedDatabase, preparePostgres, ROOT, seconds } from './harness';
import { benchEndpoint, endpointTable } from './endpoint';
import { CONNECTIONS, DURATION_S } from './load';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3211);
const PATH = '/api/enterprise/v2/finance-data?ticket=TCB&tableName=BALANCE_SHEET&period=quarter&limit=20';

const loads = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(', ');

async function main(): Promise<void> {
  assertProductionBuild();
  const loadBefore = os.loadavg();
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
    const coldRatio = result.uncached.rps / result.bare.rps;
    const summary =
      `targets: p99 <= 50 ms: ${result.cached.p99 <= 50 ? 'met' : 'NOT met'}; >= 30% of bare: ` +
      `${ratio >= 0.3 ? 'met' : 'NOT met'} (${(ratio * 100).toFixed(0)}%); cold (response cache off) >= 30% ` +
      `of bare (issue 34): ${coldRatio >= 0.3 ? 'met' : 'NOT met'} (${(coldRatio * 100).toFixed(0)}%)`;
    console.log(`\n${summary}`);
    const engine = prepared.target.kind === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)';
    const folder = path.join(ROOT, 'bench-results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `api-${prepared.target.kind}.md`),
      `# npm run bench:api (${engine}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n` +
        `Load average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(os.loadavg())}. ` +
        `${String(os.cpus().length)} cores, node ${process.version}.\n\n` +
        `finance-data, TCB balance sheet, 20 quarters, ${String(result.answer.body.length)} bytes, ` +
        `${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each\n\n` +
        `${endpointTable('GET /api/enterprise/v2/finance-data', result).join('\n')}\n\n${summary}\n`,
    );
  } finally {
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
