import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { openEnvelope } from '@/lib/envelope';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import {
  call,
  clusterUser,
  eventually,
  logIn,
  openClient,
  registerAndActivate,
  signedVnpayIpn,
  withClient,
  type ClusterUser,
  type LoggedIn,
} from './helpers/cluster';

/**
 * Many instances on one PostgreSQL (issue 34): two production servers and the balancer of
 * `npm run cluster` (scripts/cluster/cluster.ts, the same code) over a database of this file's own
 * in the PostgreSQL server of E2E_POSTGRES_URL (.ci/run: the server of its PostgreSQL pass). Each
 * step calls the instances directly (A, B) and through the balancer: sessions, rate limits, a paid
 * IPN, a cron tick, an import seen by the other instance's response cache, chart sections.
 */

const adminUrl = process.env.E2E_POSTGRES_URL;
const port = Number(process.env.E2E_PORT ?? 3100) + 11;
const root = path.resolve(__dirname, '../..');
const TICKER = 'CLUS';
const DAY = '2024-03-01';

if (!adminUrl)
  console.warn(
    'cluster.e2e.test.ts skipped: E2E_POSTGRES_URL (a PostgreSQL server to create a database in) is unset.',
  );
const describeCluster = adminUrl ? describe : describe.skip;

let cluster: Cluster | undefined;
let databaseUrl = '';
let database: Client | undefined;
let A = '';
let B = '';
let LB = '';
const databaseName = `vnfin_cluster_${randomBytes(4).toString('hex')}`;
const user: ClusterUser = clusterUser('buyer');
const admin: ClusterUser = clusterUser('admin');
let buyer: LoggedIn;
let startedAt = 0;
let readyAt = 0;

function db(): Client {
  if (!database) throw new Error('the cluster database is not open');
  return database;
}

function running(): Cluster {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
}

describeCluster('two instances on one PostgreSQL behind the balancer', () => {
  beforeAll(async () => {
    await withClient(adminUrl ?? '', (client) => client.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    startedAt = Date.now();
    cluster = await startCluster({
      databaseUrl,
      instances: 2,
      port,
      // The demo data is not needed here (each step brings its own): migrations only.
      seed: false,
      instanceOutput: 'inherit',
      log: () => undefined,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        DEMO_MODE: 'on',
        MAIL_OUTBOX_PAGE: 'on',
        PAYMENT_SANDBOX: 'on',
        IMPORT_INBOX_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'vnfin-e2e-cluster-')), 'inbox'),
      },
    });
    [A, B] = running().instances.map((instance) => instance.url) as [string, string];
    LB = running().url;
    readyAt = Date.now();
    database = await openClient(databaseUrl);
  }, 180_000);

  afterAll(async () => {
    await database?.end();
    await cluster?.stop();
    await withClient(adminUrl ?? '', (client) =>
      client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    );
  }, 60_000);

  it('logs in on A, serves the session on B, refreshes on B and logs out on A for both', async () => {
    await registerAndActivate(user, { register: LB, outbox: A, activate: B });
    buyer = await logIn(A, user, 'cluster-device-buyer');
    const me = await call<{ data: { email: string } }>(B, '/api/users/me', { token: buyer.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);

    const refreshed = await call<{ data: { token: { accessToken: string } } }>(B, '/api/auth/refresh', {
      method: 'POST',
      jar: buyer.jar,
    });
    expect(refreshed.status).toBe(200);
    buyer.accessToken = refreshed.body.data.token.accessToken;
    expect((await call(A, '/api/users/me', { token: buyer.accessToken })).status).toBe(200);

    // A second session of the same account, ended on A: B refuses its token (the session cache
    // holds a verdict at most 3 s) and its refresh cookie.
    const other = await logIn(LB, user, 'cluster-device-other');
    expect((await call(B, '/api/users/me', { token: other.accessToken })).status).toBe(200);
    const loggedOut = await call(A, '/api/auth/logout', {
      method: 'POST',
      token: other.accessToken,
      jar: new Map(other.jar),
    });
    expect(loggedOut.status).toBe(204);
    await eventually(6_000, 'B to refuse the ended session', async () => {
      const answer = await call(B, '/api/users/me', { token: other.accessToken });
      return answer.status === 401 ? true : undefined;
    });
    expect((await call(B, '/api/auth/refresh', { method: 'POST', jar: other.jar })).status).toBe(401);
    // The first session still lives.
    expect((await call(LB, '/api/users/me', { token: buyer.accessToken })).status).toBe(200);
  });

  it('counts wrong passwords of one e-mail across instances: the 11th is refused, not the 21st', async () => {
    const email = `cluster-limit-${Date.now().toString(36)}@vidu.vn`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const base = [A, B, LB][attempt % 3] ?? A;
      const answer = await call(base, '/api/auth/login', {
        body: { email, password: 'sai-mat-khau', deviceId: 'cluster-device-limit' },
      });
      statuses.push(answer.status);
    }
    // ACCOUNT_RATE_LIMITS.loginEmail: 10 per 15 minutes.
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('grants a plan once when the same paid IPN reaches A and B at the same time', async () => {
    const created = await call<{ data: { orderCode: string; amount: number } }>(
      LB,
      '/api/order/create-vnpay',
      {
        body: { plan: 'PRO', months: 1 },
        token: buyer.accessToken,
      },
    );
    expect(created.status).toBe(200);
    const { orderCode, amount } = created.body.data;
    const secret = await db().query<{ value: string }>(
      "select value from app_secrets where name = 'sandbox_vnpay_hash_secret'",
    );
    const query = signedVnpayIpn(orderCode, amount, secret.rows[0]?.value ?? '');
    const answers = await Promise.all(
      [A, B, A, B].map((base) => call<{ RspCode: string }>(base, `/api/order/ipn-vnpay?${query.toString()}`)),
    );
    const codes = answers.map((answer) => answer.body.RspCode).sort();
    expect(codes).toEqual(['00', '02', '02', '02']);

    const events = await db().query<{ outcome: string }>(
      'select outcome from payment_events where order_code = $1 order by outcome',
      [orderCode],
    );
    expect(events.rows.map((row) => row.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate', 'granted']);
    const paid = await db().query("select 1 from orders where order_code = $1 and status = 'paid'", [
      orderCode,
    ]);
    expect(paid.rowCount).toBe(1);
    // One month, not two: granted once.
    const plan = await call<{ data: { plan: string; expiredDayPro: string } }>(B, '/api/users/check-plan', {
      method: 'POST',
      token: buyer.accessToken,
    });
    expect(plan.body.data.plan).toBe('PRO');
    const days = (Date.parse(plan.body.data.expiredDayPro) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(25);
    expect(days).toBeLessThan(35);
  });

  it("serves an import on A from B's response cache within two seconds (not after the cache TTL)", async () => {
    await registerAndActivate(admin, { register: B, outbox: LB, activate: A });
    const grant = { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } };
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/admin-grant.ts', admin.email],
      grant,
    );
    const { accessToken } = await logIn(A, admin, 'cluster-device-admin');
    const importPrices = async (close: number) => {
      const csv = `Date,Open,High,Low,Close,Volume\n${DAY},${close},${close},${close},${close},1000000\n`;
      const answer = await call(A, '/api/admin/imports', {
        token: accessToken,
        body: {
          format: 'ohlcv-csv',
          fileName: `${TICKER}.csv`,
          contentBase64: Buffer.from(csv).toString('base64'),
        },
      });
      expect(answer.status).toBe(200);
    };
    const closeOnB = async (): Promise<number | undefined> => {
      const answer = await call<{ hashCode: string }>(B, `/api/enterprise/price-history?ticket=${TICKER}`);
      expect(answer.status).toBe(200);
      const history = openEnvelope(answer.body.hashCode) as { rows: { date: string; close: number }[] };
      return history.rows.find((row) => row.date === DAY)?.close;
    };
    await importPrices(20);
    expect(await closeOnB()).toBe(20_000);
    expect(await closeOnB()).toBe(20_000); // now in B's response cache
    await importPrices(21);
    const seenAfter = Date.now();
    await eventually(2_500, 'B to serve the new close', async () =>
      (await closeOnB()) === 21_000 ? true : undefined,
    );
    expect(Date.now() - seenAfter).toBeLessThan(2_500);
  });

  it('reads on B a chart section saved through A', async () => {
    const config = [
      {
        chartName: 'Doanh thu',
        size: 50,
        metrics: [{ kind: 'statement', id: 'INCOME_STATEMENT.NET_REVENUE', seriesType: 'column', axis: 0 }],
      },
    ];
    const saved = await call<{ data: { sectionId: number } }>(A, '/api/enterprise/chart-section', {
      token: buyer.accessToken,
      body: { symbol: TICKER, sectionName: 'Mục của cụm', config: JSON.stringify(config) },
    });
    expect(saved.status).toBe(201);
    for (const base of [B, LB]) {
      const listed = await call<{ data: { sectionId: number; sectionName: string }[] }>(
        base,
        `/api/enterprise/chart-section?symbol=${TICKER}`,
        { token: buyer.accessToken },
      );
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sectionId: saved.body.data.sectionId, sectionName: 'Mục của cụm' }),
        ]),
      );
    }
  });

  it('sends each tick of the every-minute alerts job once, with both instances scheduling', async () => {
    // A tick is a `__pgboss__send-it` job keyed by the job's name per minute, which either instance
    // turns into the job: two instances each sending every tick would leave two jobs in a minute.
    // Ticks: the one at start (both engines racing), then the next (each engine checks the schedule
    // every 30 s; pg-boss lets one check run per 30 s over all instances).
    const alertsJobs = async () =>
      (
        await db().query<{ created: Date; state: string; retries: number }>(
          `select created_on as created, state, retry_count as retries
             from pgboss.job where name = 'alerts-evaluate' order by created_on`,
        )
      ).rows;
    // Engines start after their server answers; under load a tick may come late: 75 s of room.
    const waitUntil = (Math.floor(readyAt / 60_000) + 1) * 60_000 + 75_000;
    let jobs = await alertsJobs();
    while ((jobs.length < 2 || jobs.some((job) => job.state !== 'completed')) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      jobs = await alertsJobs();
    }
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect({ ticks: jobs.length >= 2, jobs }).toMatchObject({ ticks: true });
    expect(jobs.length).toBeLessThanOrEqual(minutes);
    for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retries: 0 });
    // A tick sent twice (once per instance) would leave two jobs milliseconds apart.
    const gaps = jobs.slice(1).map((job, i) => job.created.getTime() - (jobs[i]?.created.getTime() ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThan(20_000);
    console.log(`cluster.e2e: ${String(jobs.length)} alerts tick(s) in ${String(minutes)} minute(s) seen`);
  }, 150_000);

  it('takes a stopped instance out of the balance', async () => {
    await running().instances[1]?.stop();
    // Before any health check notices: a refused GET is tried on the other instance.
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(LB, '/api/health')).status);
    expect(statuses).toEqual(Array<number>(6).fill(200));
    await running().balancer.checkNow();
    expect(running().balancer.healthy()).toEqual([A]);
  });
});
