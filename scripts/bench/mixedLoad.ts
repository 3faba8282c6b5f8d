/**
 * npm run bench:load — a mixed workload against the production build (run `npm run build` first).
 *
 * LOAD_INSTANCES (default 1): with PostgreSQL, that many app instances behind `npm run cluster`'s
 * balancer (scripts/bench/loadCluster.ts) instead of one server.
 *
 * A fresh embedded database (migrate + demo seed in a temporary folder; DATABASE_URL when set) gets
 * LOAD_USERS active free accounts (default 50), written straight into the database as registration
 * and activation would leave them. The production server starts as `npm start` runs it, with
 * TRUST_PROXY=true: each simulated user sends its own X-Forwarded-For, as behind a proxy, so the
 * per-address login limits count each user apart (docs/ACCOUNTS.md).
 *
 * Setup (not measured): each user signs in, makes a watchlist of 5 demo tickers and 3 alerts (one on
 * the list, two on tickers; no e-mail), so the alerts job evaluates ~150 alerts every minute while the
 * load runs: the server runs with JOBS=on (pg-boss and its minute jobs, as in production).
 *
 * Then, for LOAD_DURATION_S seconds (default 60), each user loops without pause over a weighted mix,
 * one request at a time (plain fetch, keep-alive):
 *   market overview 20%  the home page's cards, one each: GET /api/market/indices, index-chart (index x
 *                        range), index-intraday, breadth, contribution, heatmap (size, exchange),
 *                        movers (kind, exchange), foreign (window, investor), industries (period)
 *   screener 10%         GET /api/screener/run: 45% a ready-made screen (PRESET_SCREENS, page 1 or 2),
 *                        45% 2-5 random criteria with random thresholds (computed, never a cached
 *                        answer); 10% GET /api/screener/options
 *   watchlists 10%       30% GET /api/watchlists, 50% GET /api/watchlists/{id}/board (the price board of
 *                        the user's list), 20% add a ticker (POST .../items) or remove one (DELETE
 *                        .../items?ticker=), keeping 5-12 tickers
 *   alerts 5%            45% GET /api/alerts, 40% GET /api/notifications/unread-count (the bell), 15%
 *                        POST a new alert, deleted again by the next such write
 *   search 13%           GET /api/enterprise/corp-search?corpText= (tickers, prefixes, Vietnamese words)
 *   finance-data 18%     GET /api/enterprise/v2/finance-data (any demo ticker, 5 tables, quarter/year, 4 limits)
 *   metric-data 12%      GET /api/macro/metric-data (extendIDs of unlocked indicators from /api/macro/menu-macro)
 *   chart list 6%        GET /api/enterprise/chart-section?symbol= (the user's ticker)
 *   chart write 5%       PUT a section at the version read last (rename or new charts); POST a new one when
 *                        the user has none, sometimes; DELETE when it keeps 4 or more; and one write in
 *                        five is a deliberate concurrent pair: two PUTs at the same version at once, of
 *                        which exactly one must win and the other answer 409
 *   login 1%             POST /api/auth/login again (a new session replaces the device's old one)
 *
 * Errors: 5xx, network failures and every 4xx but the 409 of a deliberate pair (a pair where both
 * writes win is a lost update, an error too). Prints the total requests per second, p50/p95/p99 and
 * errors against the targets of issue 34 (>= 600 req/s, p99 <= 300 ms, 0 errors), then per operation
 * the requests, errors, expected 409s, p50, p95, p99 and max latency (ms), with the machine's load
 * averages before and after; exit code 1 when any request erred. The table is also written to
 * bench-results/load-latest.md and bench-results/load-<postgres|pglite>.md.
 *
 * LOAD_CPU_PROF=<folder>: the server runs with --cpu-prof and writes its CPU profile there on exit
 * (open it in Chrome's DevTools, Performance tab), to find the hot spots under this load.
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
import { cpuBetween, postgresPidForUrl, treeCpuMs } from './cpuMeter';
import { loadInstances, startClusterServer } from './loadCluster';
import { errorSamples, report, resetStats } from './loadStats';
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

/** Signs every user in and prepares its watchlist and alerts, five users at a time (not measured). */
async function setUp(baseUrl: string, emails: readonly string[], extendIds: string[]): Promise<User[]> {
  const users: User[] = [];
  for (let start = 0; start < USERS; start += 5) {
    const batch = emails.slice(start, Math.min(start + 5, USERS));
    users.push(
      ...(await Promise.all(
        batch.map(async (email, offset) => {
          const user = new User(baseUrl, email, start + offset, extendIds, oneOf(TICKERS));
          if (!(await user.login())) throw new Error(`${email} could not sign in`);
          await user.screens.prepare();
          return user;
        }),
      )),
    );
  }
  return users;
}

async function main(): Promise<void> {
  assertProductionBuild();
  const loadBefore = os.loadavg();
  const engine =
    (process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)') +
    (loadInstances() > 1 ? `, ${String(loadInstances())} instances behind npm run cluster's balancer` : '');
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
    const profile = process.env.LOAD_CPU_PROF;
    const instances = loadInstances();
    const env = serverEnv(prepared.target, { TRUST_PROXY: 'true', JOBS: 'on' });
    const app =
      instances > 1
        ? await startClusterServer(env, APP_PORT, instances)
        : await startAppServer(
            env,
            APP_PORT,
            profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
          );
    try {
      // Setup (not measured): the extendIDs the menu offers a free account, each user's watchlist and alerts.
      const setupEmail = emails[USERS] ?? '';
      const setupToken = await login(
        app.baseUrl,
        { email: setupEmail, password: LOAD_PASSWORD, deviceId: `load-setup-${RUN}` },
        { 'x-forwarded-for': '10.78.0.1' },
      );
      const extendIds = await macroExtendIds(app.baseUrl, setupToken);
      const users = await setUp(app.baseUrl, emails, extendIds);
      resetStats();
      console.log(
        `${String(USERS)} users for ${String(DURATION_S)} s; ${String(extendIds.length)} macro series; ` +
          `${String(USERS * 3)} alerts for the minute job`,
      );

      const postgresPid = postgresPidForUrl(process.env.DATABASE_URL);
      const cpuBefore = {
        server: treeCpuMs(app.pid),
        postgres: treeCpuMs(postgresPid),
        client: process.cpuUsage(),
      };
      const started = performance.now();
      const deadline = started + DURATION_S * 1000;
      await Promise.all(
        users.map(async (user) => {
          while (performance.now() < deadline) await user.step();
        }),
      );
      const elapsedS = (performance.now() - started) / 1000;
      const clientCpu = process.cpuUsage(cpuBefore.client);
      const cpuMs = {
        server: cpuBetween(cpuBefore.server, treeCpuMs(app.pid)),
        postgres: cpuBetween(cpuBefore.postgres, treeCpuMs(postgresPid)),
        client: (clientCpu.user + clientCpu.system) / 1000,
      };
      const { text, errors } = report({
        elapsedS,
        users: USERS,
        engine,
        loadBefore,
        loadAfter: os.loadavg(),
        cpuMs,
      });
      console.log(`\n${text}`);
      if (errorSamples.length > 0)
        console.log(`First errors:\n${errorSamples.map((line) => `- ${line}`).join('\n')}\n`);
      const folder = path.join(ROOT, 'bench-results');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'load-latest.md'), `# Mixed load\n\n${text}`);
      writeFileSync(
        path.join(folder, `load-${prepared.target.kind}.md`),
        `# Mixed load (${engine})\n\n${text}`,
      );
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
