import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from '@/server/db/testing';
import { resetEnvCache } from '@/server/env';
import type { AuthUser } from '@/server/core/authUser';
import { setTokenVerifier } from '@/server/auth/bearer';
import { answerClientError } from '@/server/http/clientError';
import { clearResponseCache } from '@/server/http/responseCache';
import { getSandboxKeys } from '@/server/modules/payments/sandboxKeys';
import { createApiLane, createApiPage } from '@/server/web/apiLane';
import { API_ROUTES } from '@/server/web/apiRoutes';
import { restoreVerifier } from '../helpers/access';
import { callAccount } from '../helpers/accounts';
import {
  FAKE_GOOGLE_CLIENT_ID,
  startFakeFacebookGraph,
  startFakeGoogle,
  type FakeFacebookGraph,
  type FakeGoogle,
} from '../helpers/socialFakes';
import { EXCLUDED_COUNT, EXCLUDED_ROUTES, routeMethods, type Case, type RouteMethod } from './badInput/cases';
import { snapshotDatabase, withoutTables } from './badInput/dbSnapshot';
import { BASE_CANDIDATES } from './badInput/examples';
import { seed } from './badInput/fixtures';
import { ADMIN_TOKEN, profileReport, run, tableDiff } from './badInput/harness';
import { describeLane, laneCases, laneProblem, sendLane, type LaneCase } from './badInput/lane';
import { planCases, type Plan } from './badInput/plan';

const isAccepted = (testCase: Case) => testCase.expect === 'any' || testCase.expect === 'protocol';

/**
 * Issue 11, "Bad input": every route of API_ROUTES, every method it allows, as a guest and as an
 * administrator, receives malformed, oversized, wrongly typed and hostile values in every parameter
 * its zod schemas know (found through describeRoute, so a new route is covered without editing this
 * file), one parameter at a time over an otherwise valid request built from the same schemas.
 *
 * - A value the route's schema refuses must be answered 4xx, with a JSON `code` and a Vietnamese
 *   `message`, no stack trace and no SQL; and none of those requests may change the database.
 * - A value the schema accepts (a search text with a quote in it is a valid search) may be answered
 *   2xx or 4xx, never 5xx; read methods given such values still change nothing.
 * - Through the production API lane (lane.ts): truncated, non-JSON and cut-off bodies answer 400,
 *   bodies over the route's limit 413 (a guest's body to a route that reads its own body after
 *   authentication is never read: 401); the wrong content type, invalid UTF-8, 50,000-deep nesting,
 *   repeated query parameters, overlong and malformed escapes in queries and path segments (encoded
 *   slashes, NUL) are answered as their parsed value requires, never 5xx.
 * - Cases another case proves (the order of defineRoute) are left out, never sampled: plan.ts.
 */

/**
 * Tables that may change while read methods receive accepted hostile values, each with its reason.
 * (No table may change during the refused requests: they are refused before any database work.)
 */
const READ_LOG_TABLES: readonly string[] = [
  // VNPay's IPN is a GET, and every notification it receives, valid or not, is kept as the payments'
  // audit trail (settle.ts rejectNotice: outcome rejected_signature for the hostile ones).
  'public.payment_events',
];

/** Tables a body-less refusal may still change: the per-address counters of rate-limited open routes. */
const COUNTED_BEFORE_BODY: readonly string[] = ['public.rate_limits'];

let handle: DatabaseHandle;
let adminUser: AuthUser;
let google: FakeGoogle;
let facebook: FakeFacebookGraph;
let server: http.Server;
let laneBase: string;
const named: Record<string, readonly unknown[]> = { ...BASE_CANDIDATES };

const ENV_KEYS = [
  'PUBLIC_BASE_URL',
  'MOMO_ENDPOINT',
  'VNPAY_PAY_URL',
  'PAYMENT_SANDBOX',
  'SMTP_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_JWKS_URL',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'FACEBOOK_GRAPH_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  adminUser = await seed(handle.db, named);

  google = await startFakeGoogle();
  facebook = await startFakeFacebookGraph({ appId: 'fake-app', appSecret: 'fake-secret' });
  // As in production: the lane first, then Next, whose one API page answers what the lane did not take.
  const lane = createApiLane(API_ROUTES);
  const apiPage = createApiPage(API_ROUTES);
  server = http.createServer((req, res) => {
    if (lane(req, res)) return;
    void apiPage(req as NextApiRequest, res as NextApiResponse);
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  laneBase = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  // Everything with an outside side stays in process: the payment sandboxes of this lane, the
  // mail outbox table, fake Google and Facebook.
  process.env.PUBLIC_BASE_URL = laneBase;
  delete process.env.MOMO_ENDPOINT;
  delete process.env.VNPAY_PAY_URL;
  delete process.env.PAYMENT_SANDBOX;
  delete process.env.SMTP_URL;
  process.env.GOOGLE_CLIENT_ID = FAKE_GOOGLE_CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = google.jwksUrl;
  process.env.FACEBOOK_APP_ID = 'fake-app';
  process.env.FACEBOOK_APP_SECRET = 'fake-secret';
  process.env.FACEBOOK_GRAPH_URL = facebook.graphUrl;
  resetEnvCache();
  // The sandboxes' keys are made once per database on first use (the VNPay IPN is a GET): make them
  // now, so the reads below are checked against a database that already has them.
  await getSandboxKeys(handle.db);

  setTokenVerifier((token) => Promise.resolve(token === ADMIN_TOKEN ? adminUser : null));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  await google.close();
  await facebook.close();
  for (const key of ENV_KEYS) {
    const value = savedEnv[key];
    if (value === undefined) Reflect.deleteProperty(process.env, key);
    else process.env[key] = value;
  }
  resetEnvCache();
  restoreVerifier();
  setDatabaseHandle(undefined);
  await handle.close();
});

beforeEach(() => {
  clearResponseCache();
});

// ---- the tests

let entries: RouteMethod[] = [];
let plan: Plan;

describe('bad input to every API route', () => {
  it('walks every route of API_ROUTES and every method its 405 answer allows', async () => {
    expect(Object.keys(EXCLUDED_ROUTES)).toHaveLength(EXCLUDED_COUNT);
    const walk = routeMethods(named);
    entries = walk.list;
    // Every method of every route is reachable: the Allow header of a 405 names exactly what is walked.
    for (const [route, handler] of Object.entries(API_ROUTES)) {
      if (route in EXCLUDED_ROUTES) continue;
      const answer = await callAccount(handler, { method: 'PROPFIND' });
      expect({ route, status: answer.status, code: answer.body.code }).toEqual({
        route,
        status: 405,
        code: 'METHOD_NOT_ALLOWED',
      });
      const allowed = (typeof answer.headers.allow === 'string' ? answer.headers.allow : '')
        .split(',')
        .map((method) => method.trim())
        .sort();
      const walked = entries.filter((entry) => entry.route === route).map((entry) => entry.method);
      expect({ route, methods: walked.sort() }).toEqual({ route, methods: allowed });
    }
    // Every schema gave a valid example, so hostile values reach the handlers one field at a time.
    expect(walk.withoutExample).toEqual([]);

    plan = planCases(entries);
    const routes = new Set(plan.cases.map((testCase) => testCase.route));
    expect(routes.size).toBe(Object.keys(API_ROUTES).length - EXCLUDED_COUNT);
    const counts = { refused: 0, any: 0, protocol: 0, unauthorized: 0 };
    for (const testCase of plan.cases) counts[testCase.expect] += 1;
    console.info(
      `bad input: ${String(routes.size)} routes, ${String(entries.length)} route methods, ${String(plan.cases.length)} cases sent in process of ${String(plan.generated)} generated`,
      counts,
      'left out as proven by another case:',
      plan.left,
    );
  });

  it('refuses, with a 4xx and a Vietnamese message, every value a schema refuses, and changes nothing', async () => {
    const refused = plan.cases.filter((testCase) => ['refused', 'unauthorized'].includes(testCase.expect));
    expect(refused.length).toBeGreaterThan(1000);
    const before = await snapshotDatabase(handle.db);
    const problems = await run(refused);
    const after = await snapshotDatabase(handle.db);
    expect(problems).toEqual([]);
    expect(tableDiff(before, after)).toEqual([]);
  });

  it('answers accepted hostile values on read methods without a 5xx, and reads change nothing', async () => {
    const reads = plan.cases.filter((testCase) => isAccepted(testCase) && testCase.method === 'GET');
    const before = await snapshotDatabase(handle.db);
    const problems = await run(reads);
    const after = await snapshotDatabase(handle.db);
    expect(problems).toEqual([]);
    expect(tableDiff(withoutTables(before, READ_LOG_TABLES), withoutTables(after, READ_LOG_TABLES))).toEqual(
      [],
    );
  });

  it('answers accepted hostile values on writing methods without a 5xx', async () => {
    const writes = plan.cases.filter((testCase) => isAccepted(testCase) && testCase.method !== 'GET');
    // The valid requests last: they may delete or lock the rows the hostile ones aim at.
    const ordered = [
      ...writes.filter((testCase) => testCase.label !== 'valid'),
      ...writes.filter((testCase) => testCase.label === 'valid'),
    ];
    expect(await run(ordered)).toEqual([]);
    if (process.env.BADINPUT_PROFILE !== undefined) console.info(profileReport(60));
  });
});

describe('bad bytes through the production API lane', () => {
  async function runLane(cases: readonly LaneCase[]): Promise<string[]> {
    const problems: string[] = [];
    for (const testCase of cases) {
      const problem = laneProblem(testCase, await sendLane(laneBase, testCase));
      if (problem) problems.push(`${describeLane(testCase)} -> ${problem}`);
    }
    return problems;
  }

  let lane: LaneCase[] = [];
  const refusedOrRead = (testCase: LaneCase) => testCase.expect !== 'any' || testCase.method === 'GET';

  it('refuses truncated, non-JSON, cut off and oversized bodies, bad escapes and repeated parameters, and changes nothing', async () => {
    lane = laneCases(entries);
    console.info(`bad input through the lane: ${String(lane.length)} requests`);
    const before = await snapshotDatabase(handle.db);
    const problems = await runLane(lane.filter(refusedOrRead));
    const after = await snapshotDatabase(handle.db);
    expect(problems).toEqual([]);
    // A route that counts requests before it reads the body (/api/csp-report, open to anyone) counts
    // the refused bodies too: that count is its flood control. Reads keep their audit trail.
    const allowed = [...COUNTED_BEFORE_BODY, ...READ_LOG_TABLES];
    expect(tableDiff(withoutTables(before, allowed), withoutTables(after, allowed))).toEqual([]);
  });

  it('answers bodies of the wrong content type, invalid UTF-8 and deep nesting on writing methods without a 5xx', async () => {
    expect(await runLane(lane.filter((testCase) => !refusedOrRead(testCase)))).toEqual([]);
  });
});
