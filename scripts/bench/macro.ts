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
} from './harness';
import { benchEndpoint, endpointTable } from './endpoint';
import { CONNECTIONS, DURATION_S } from './load';
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

async function main(): Promise<void> {
  assertProductionBuild();
  const prepared = process.env.DATABASE_URL
    ? await preparePostgres(process.env.DATABASE_URL)
    : await prepareEmbeddedDatabase('vnfin-bench-macro', { seed: false });
  let email: string | undefined;
  try {
    const target = await prepare(prepared.handle);
    const account = target.email;
    email = account;
    await prepared.handle.close();
    const path = `/api/macro/metric-data?extendID=${target.extendId}`;
    const result = await benchEndpoint({
      target: prepared.target,
      appPort: APP_PORT,
      barePort: BARE_PORT,
      path,
      headersFor: async (baseUrl) => {
        const token = await login(baseUrl, {
          email: account,
          password: PASSWORD,
          deviceId: 'bench-macro-device',
        });
        return { authorization: `Bearer ${token}` };
      },
      check: (answer) => {
        if (answer.status === 404) {
          throw new Error(
            `${path} answered 404: the build predates the macro routes; run \`npm run build\` first.`,
          );
        }
        if (answer.status !== 200)
          throw new Error(`metric-data answered ${String(answer.status)}: ${answer.body.toString()}`);
      },
    });
    console.log(
      `\nmetric-data, ${SERIES_CODE} month yoy (${String(target.points)} monthly figures), ` +
        `${String(result.answer.body.length)} bytes, signed-in free account, ${String(CONNECTIONS)} connections, ` +
        `${String(DURATION_S)} s each`,
    );
    for (const line of endpointTable('GET /api/macro/metric-data', result)) console.log(line);
  } finally {
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
