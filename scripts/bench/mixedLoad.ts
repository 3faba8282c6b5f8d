/**
 * npm run bench:load — a mixed workload against the production build (run `npm run build` first).
 *
 * A fresh embedded database (migrate + demo seed in a temporary folder; DATABASE_URL when set) gets
 * LOAD_USERS active free accounts (default 50), written straight into the database as registration
 * and activation would leave them. The production server starts as `npm start` runs it, with
 * TRUST_PROXY=true: each simulated user sends its own X-Forwarded-For, as behind a proxy, so the
 * per-address login limits count each user apart (docs/ACCOUNTS.md).
 *
 * Each user signs in (POST /api/auth/login) and then, for LOAD_DURATION_S seconds (default 60), loops
 * without pause over a weighted mix, one request at a time (plain fetch, keep-alive):
 *   search 20%        GET /api/enterprise/corp-search?corpText= (tickers, prefixes, Vietnamese words)
 *   finance-data 30%  GET /api/enterprise/v2/finance-data (any demo ticker, 5 tables, quarter/year, 4 limits)
 *   metric-data 25%   GET /api/macro/metric-data (extendIDs of unlocked indicators from /api/macro/menu-macro)
 *   chart list 14%    GET /api/enterprise/chart-section?symbol= (the user's ticker)
 *   chart write 10%   PUT a section at the version read last (rename or new charts); POST a new one when
 *                     the user has none, sometimes; DELETE when it keeps 4 or more; and one write in
 *                     five is a deliberate concurrent pair: two PUTs at the same version at once, of
 *                     which exactly one must win and the other answer 409
 *   login 1%          POST /api/auth/login again (a new session replaces the device's old one)
 *
 * Errors: 5xx, network failures and every 4xx but the 409 of a deliberate pair (a pair where both
 * writes win is a lost update, an error too). Prints per operation the requests, errors, expected
 * 409s, p50, p95, p99 and max latency (ms), and the total requests per second; exit code 1 when any
 * request erred. The table is also written to bench-results/load-latest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { errorSamples, report } from './loadStats';
import { LOAD_PASSWORD, oneOf, RUN, TICKERS, User } from './loadUser';
import type { MacroMenuNode } from '../../src/common/contracts/macro';
import { DEFAULT_ENVELOPE_KEY } from '../../src/common/envelopeFormat';
import { openEnvelopeWithKey } from '../../src/lib/envelope';

const USERS = Number(process.env.LOAD_USERS ?? 50);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3222);
const HASHCODE_KEY = process.env.NEXT_PUBLIC_HASHCODE_KEY ?? DEFAULT_ENVELOPE_KEY;
const MAX_EXTEND_IDS = 16;

/** Up to MAX_EXTEND_IDS extendIDs of unlocked indicators, spread over the menu, from its answer. */
function extendIdsOf(groups: readonly MacroMenuNode[]): string[] {
  const all: string[] = [];
  const visit = (node: MacroMenuNode) => {
    if (node.type === 'indicator' && !node.locked) {
      for (const series of node.metric) {
        const valueType = series.valueTypes[0];
        if (valueType)
          all.push(`${String(node.id)}-${String(series.seriesId)}-${series.frequency}-${valueType}`);
      }
    }
    node.children.forEach(visit);
  };
  groups.forEach(visit);
  const step = Math.max(1, Math.floor(all.length / MAX_EXTEND_IDS));
  return all.filter((_, index) => index % step === 0).slice(0, MAX_EXTEND_IDS);
}

/** The menu as a signed-in free account sees it, and which of its extendIDs answer 200. */
async function macroExtendIds(baseUrl: string, token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const menu = await fetch(`${baseUrl}/api/macro/menu-macro`, { headers });
  if (!menu.ok) throw new Error(`menu-macro answered ${String(menu.status)}`);
  const { hashCode } = (await menu.json()) as { hashCode: string };
  const { groups } = openEnvelopeWithKey(hashCode, HASHCODE_KEY) as { groups: MacroMenuNode[] };
  const usable: string[] = [];
  for (const extendId of extendIdsOf(groups)) {
    const answer = await fetch(`${baseUrl}/api/macro/metric-data?extendID=${extendId}`, { headers });
    await answer.arrayBuffer();
    if (answer.ok) usable.push(extendId);
    else
      console.warn(`warning: the menu offers ${extendId}, which answers ${String(answer.status)}; left out`);
  }
  if (usable.length === 0) throw new Error('no macro extendID of the menu answers 200');
  return usable;
}

async function main(): Promise<void> {
  assertProductionBuild();
  const loadAverage = os.loadavg()[0] ?? 0;
  console.log(
    process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL): migrate, and seed when needed'
      : 'embedded database: migrate + demo seed',
  );
  const prepared = process.env.DATABASE_URL
    ? await preparePostgres(process.env.DATABASE_URL)
    : await prepareEmbeddedDatabase('vnfin-bench-load');
  const emails = Array.from({ length: USERS + 1 }, (_, index) => `load-${RUN}-${String(index)}@example.vn`);
  let closed = false;
  try {
    await createAccounts(prepared.handle, emails, LOAD_PASSWORD);
    if (prepared.target.kind === 'pglite') {
      await prepared.handle.close();
      closed = true;
    }
    const app = await startAppServer(serverEnv(prepared.target, { TRUST_PROXY: 'true' }), APP_PORT);
    try {
      // Setup (not measured): the extendIDs the menu offers a free account.
      const setupEmail = emails[USERS] ?? '';
      const setupToken = await login(
        app.baseUrl,
        { email: setupEmail, password: LOAD_PASSWORD, deviceId: `load-setup-${RUN}` },
        { 'x-forwarded-for': '10.78.0.1' },
      );
      const extendIds = await macroExtendIds(app.baseUrl, setupToken);
      console.log(
        `${String(USERS)} users for ${String(DURATION_S)} s; ${String(extendIds.length)} macro series`,
      );

      const started = performance.now();
      const deadline = started + DURATION_S * 1000;
      await Promise.all(
        emails.slice(0, USERS).map(async (email, index) => {
          const user = new User(app.baseUrl, email, index, extendIds, oneOf(TICKERS));
          if (!(await user.login())) return;
          while (performance.now() < deadline) await user.step();
        }),
      );
      const { text, errors } = report((performance.now() - started) / 1000, USERS, loadAverage);
      console.log(`\n${text}`);
      if (errorSamples.length > 0)
        console.log(`First errors:\n${errorSamples.map((line) => `- ${line}`).join('\n')}\n`);
      const folder = path.join(ROOT, 'bench-results');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'load-latest.md'), `# Mixed load\n\n${text}`);
      if (errors > 0) process.exitCode = 1;
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

main().catch((error: unknown) => {
  console.error(error instanceof NoBuildError ? error.message : error);
  process.exit(1);
});
