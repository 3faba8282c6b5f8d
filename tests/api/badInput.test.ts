import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from '@/server/db/testing';
import { resetEnvCache } from '@/server/env';
import type { AuthUser } from '@/server/core/authUser';
import { setTokenVerifier } from '@/server/auth/bearer';
import { describeRoute, readsOwnBody, type HttpMethod } from '@/server/http/handler';
import { clearResponseCache } from '@/server/http/responseCache';
import { getSandboxKeys } from '@/server/modules/payments/sandboxKeys';
import { API_BODY_LIMIT_BYTES, createApiLane } from '@/server/web/apiLane';
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
import {
  casesOf,
  EXCLUDED_COUNT,
  EXCLUDED_ROUTES,
  GATEWAY_PROTOCOL_ROUTES,
  isRecord,
  pathParams,
  pathValue,
  ROLES,
  routeMethods,
  type Case,
  type Role,
} from './badInput/cases';
import { snapshotDatabase, withoutTables, type DbSnapshot } from './badInput/dbSnapshot';
import { BASE_CANDIDATES } from './badInput/examples';
import { DEVICE_ID, seed } from './badInput/fixtures';

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
 * - Through the production API lane: truncated and non-JSON bodies answer 400, bodies over the
 *   route's limit 413; except that a guest's body to a route that reads its own body after
 *   authentication (readsOwnBody, auth required: the admin upload) is never read: 401 whatever it holds.
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
  const lane = createApiLane(API_ROUTES);
  server = http.createServer((req, res) => {
    if (lane(req, res)) return;
    res.statusCode = 404;
    res.end();
  });
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

  setTokenVerifier((token) => Promise.resolve(token === 'badinput-admin' ? adminUser : null));
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

// ---- calling and checking

const VIETNAMESE = /[ăâđêôơưàáạảãầấậẩẫằắặẳẵèéẹẻẽềếệểễìíịỉĩòóọỏõồốộổỗờớợởỡùúụủũừứựửữỳýỵỷỹ]/i;
const STACK = /\n\s+at |\bat [\w$.<>]+ \([^)]*:\d+:\d+\)|node_modules|\.tsx?:\d+/;
const SQL_TEXT =
  /Failed query|syntax error at|relation "|column "|violates|duplicate key|out of range for type|invalid input syntax|invalid byte sequence|PGlite|drizzle/i;

interface Outcome {
  status: number;
  body: unknown;
  raw: string;
  threw?: unknown;
}

async function send(handler: NextApiHandler, testCase: Case): Promise<Outcome> {
  const headers: Record<string, string> = { cookie: `deviceId=${DEVICE_ID}` };
  if (testCase.hasBody) headers['content-type'] = 'application/json';
  if (testCase.role === 'admin') headers.authorization = 'Bearer badinput-admin';
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: testCase.method,
    query: testCase.query,
    body: (testCase.hasBody ? testCase.body : undefined) as never,
    headers,
    socket: { remoteAddress: testCase.role === 'admin' ? '203.0.113.10' : '203.0.113.20' } as never,
  });
  try {
    await handler(req, res);
  } catch (error) {
    return { status: 0, body: undefined, raw: '', threw: error };
  }
  const data = res._getData() as unknown;
  const raw = Buffer.isBuffer(data) ? data.toString('utf8') : typeof data === 'string' ? data : String(data);
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Not JSON: problemOf says where JSON is required.
  }
  return { status: res._getStatusCode(), body, raw };
}

/** What is wrong with an answer, or null. */
function problemOf(testCase: Case, outcome: Outcome): string | null {
  if (outcome.threw !== undefined)
    return `threw ${outcome.threw instanceof Error ? outcome.threw.message : 'a non-Error'}`;
  const { status, body, raw } = outcome;
  if (status >= 500 || status < 100) return `answered ${String(status)}: ${raw.slice(0, 300)}`;
  if (status >= 400) {
    if (!isRecord(body)) return `${String(status)} without a JSON body: ${raw.slice(0, 200)}`;
    const { code, message } = body;
    if (typeof code !== 'string' || code === '') return `${String(status)} without a code`;
    if (typeof message !== 'string' || message.trim() === '') return `${String(status)} without a message`;
    if (!VIETNAMESE.test(message)) return `${String(status)} message not in Vietnamese: ${message}`;
    if (STACK.test(raw)) return `${String(status)} shows a stack trace: ${raw.slice(0, 300)}`;
    if (SQL_TEXT.test(raw)) return `${String(status)} shows SQL: ${raw.slice(0, 300)}`;
    return null;
  }
  if (testCase.expect === 'refused') return `accepted (${String(status)}) a value its schema refuses`;
  if (testCase.expect === 'protocol') {
    const refuses = GATEWAY_PROTOCOL_ROUTES[testCase.route];
    if (refuses && !refuses(body)) return `gateway answer is not a refusal: ${raw.slice(0, 200)}`;
  }
  return null;
}

function caseName(testCase: Case): string {
  return `${testCase.method} ${testCase.route} as ${testCase.role}: ${testCase.label}`;
}

async function run(cases: readonly Case[]): Promise<string[]> {
  const problems: string[] = [];
  for (const testCase of cases) {
    const handler = API_ROUTES[testCase.route];
    if (!handler) throw new Error(`no handler for ${testCase.route}`);
    const problem = problemOf(testCase, await send(handler, testCase));
    if (problem) problems.push(`${caseName(testCase)} -> ${problem}`);
  }
  return problems;
}

function tableDiff(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

// ---- the tests

let allCases: Case[] = [];

describe('bad input to every API route', () => {
  it('walks every route of API_ROUTES and every method its 405 answer allows', async () => {
    expect(Object.keys(EXCLUDED_ROUTES)).toHaveLength(EXCLUDED_COUNT);
    const { list: entries, withoutExample } = routeMethods(named);
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
    expect(withoutExample).toEqual([]);

    allCases = entries.flatMap((entry) => ROLES.flatMap((role) => casesOf(entry, role)));
    const routes = new Set(allCases.map((testCase) => testCase.route));
    expect(routes.size).toBe(Object.keys(API_ROUTES).length - EXCLUDED_COUNT);
    const counts = { refused: 0, any: 0, protocol: 0 };
    for (const testCase of allCases) counts[testCase.expect] += 1;
    console.info(
      `bad input: ${String(routes.size)} routes, ${String(entries.length)} route methods, ${String(allCases.length)} cases`,
      counts,
    );
  });

  it('refuses, with a 4xx and a Vietnamese message, every value a schema refuses, and changes nothing', async () => {
    const refused = allCases.filter((testCase) => testCase.expect === 'refused');
    expect(refused.length).toBeGreaterThan(1000);
    const before = await snapshotDatabase(handle.db);
    const problems = await run(refused);
    const after = await snapshotDatabase(handle.db);
    expect(problems).toEqual([]);
    expect(tableDiff(before, after)).toEqual([]);
  });

  it('answers accepted hostile values on read methods without a 5xx, and reads change nothing', async () => {
    const reads = allCases.filter((testCase) => testCase.expect !== 'refused' && testCase.method === 'GET');
    const before = await snapshotDatabase(handle.db);
    const problems = await run(reads);
    const after = await snapshotDatabase(handle.db);
    expect(problems).toEqual([]);
    expect(tableDiff(withoutTables(before, READ_LOG_TABLES), withoutTables(after, READ_LOG_TABLES))).toEqual(
      [],
    );
  });

  it('answers accepted hostile values on writing methods without a 5xx', async () => {
    const writes = allCases.filter((testCase) => testCase.expect !== 'refused' && testCase.method !== 'GET');
    // The valid requests last: they may delete or lock the rows the hostile ones aim at.
    const ordered = [
      ...writes.filter((testCase) => testCase.label !== 'valid'),
      ...writes.filter((testCase) => testCase.label === 'valid'),
    ];
    expect(await run(ordered)).toEqual([]);
  });
});

describe('bad bodies through the production API lane', () => {
  interface LaneTarget {
    url: string;
    method: HttpMethod;
    limit: number;
    /** Reads its body only after authentication and guards, and needs a signed-in caller: a guest is refused unread. */
    guestRefusedUnread: boolean;
  }

  function laneTargets(): LaneTarget[] {
    const targets: LaneTarget[] = [];
    for (const entry of routeMethods(named).list) {
      if (entry.method === 'GET') continue;
      let path = entry.route;
      for (const param of pathParams(entry.route)) {
        path = path.replace(`[${param}]`, encodeURIComponent(pathValue(entry.baseQuery[param])));
      }
      const handler = API_ROUTES[entry.route] as NextApiHandler & { bodyLimitBytes?: number };
      targets.push({
        url: `${laneBase}${path}`,
        method: entry.method,
        limit: handler.bodyLimitBytes ?? API_BODY_LIMIT_BYTES,
        guestRefusedUnread:
          readsOwnBody(handler) &&
          ['required', 'admin'].includes(describeRoute(handler)?.[entry.method]?.auth ?? 'optional'),
      });
    }
    return targets;
  }

  async function post(target: LaneTarget, body: string, role: Role) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      cookie: `deviceId=${DEVICE_ID}`,
    };
    if (role === 'admin') headers.authorization = 'Bearer badinput-admin';
    const response = await fetch(target.url, { method: target.method, headers, body });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json, text };
  }

  it('answers 400 to truncated and non-JSON bodies and 413 over the limit, and changes nothing', async () => {
    const targets = laneTargets();
    expect(targets.length).toBeGreaterThan(40);
    const before = await snapshotDatabase(handle.db);
    const problems: string[] = [];
    for (const target of targets) {
      for (const role of ROLES) {
        for (const [label, body, status] of [
          ['truncated JSON', '{"a":', 400],
          ['not JSON', 'hello <script>', 400],
          ['JSON with a NUL byte', '{"a":"\u0000', 400],
          ['over the body limit', ' '.repeat(target.limit + 1), 413],
        ] as const) {
          const expected = target.guestRefusedUnread && role === 'anonymous' ? 401 : status;
          const answer = await post(target, body, role);
          const name = `${target.method} ${target.url.replace(laneBase, '')} as ${role}: ${label}`;
          if (answer.status !== expected)
            problems.push(`${name} -> ${String(answer.status)} ${answer.text.slice(0, 200)}`);
          else if (
            !isRecord(answer.json) ||
            !answer.json.code ||
            !VIETNAMESE.test(String(answer.json.message))
          ) {
            problems.push(`${name} -> body without code or Vietnamese message: ${answer.text.slice(0, 200)}`);
          }
        }
      }
    }
    const after = await snapshotDatabase(handle.db);
    expect(problems).toEqual([]);
    // A route that counts requests before it reads the body (/api/csp-report, open to anyone) counts
    // the refused bodies too: that count is its flood control.
    expect(
      tableDiff(withoutTables(before, COUNTED_BEFORE_BODY), withoutTables(after, COUNTED_BEFORE_BODY)),
    ).toEqual([]);
  });
});
