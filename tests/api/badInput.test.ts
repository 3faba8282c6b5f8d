import http from 'node:http';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import { permissionsForRole } from '@/common/access/accessTable';
import { DEEP_DATA_INDUSTRIES } from '@/common/constants/permissions';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { chartSections, discountCodes, documents, news, orders, userDevices } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { resetEnvCache } from '@/server/env';
import { setTokenVerifier, type AuthUser } from '@/server/http/auth';
import { describeRoute, type HttpMethod, type MethodInputs } from '@/server/http/handler';
import { clearResponseCache } from '@/server/http/responseCache';
import { findUnstorableText } from '@/server/http/validation';
import { API_BODY_LIMIT_BYTES, createApiLane } from '@/server/web/apiLane';
import { API_ROUTES } from '@/server/web/apiRoutes';
import { seedMacroFixtures } from '@/server/modules/macro/__tests__/fixtures';
import { seedRatioFixtures } from '@/server/modules/ratios/__tests__/fixtures';
import { restoreVerifier } from '../helpers/access';
import { callAccount, createUser } from '../helpers/accounts';
import {
  FAKE_GOOGLE_CLIENT_ID,
  startFakeFacebookGraph,
  startFakeGoogle,
  type FakeFacebookGraph,
  type FakeGoogle,
} from '../helpers/socialFakes';
import { snapshotDatabase, withoutTables, type DbSnapshot } from './badInput/dbSnapshot';
import { BASE_CANDIDATES, exampleInput, objectShape, type NamedCandidates } from './badInput/examples';
import {
  COMMON_PARAMETER_NAMES,
  HOSTILE_BODIES,
  HOSTILE_JSON,
  HOSTILE_QUERY_ARRAYS,
  HOSTILE_STRINGS,
  type HostileValue,
} from './badInput/hostile';

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
 *   route's limit 413.
 */

type Role = 'anonymous' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'admin'];

const DEVICE_ID = 'device-test-0001';
const ADMIN_PASSWORD = 'Secret-pass-1';

/**
 * Routes that speak a payment gateway's protocol: they refuse bad input with status 200 and the
 * gateway's own error code (MoMo resultCode != 0, VNPay RspCode != "00"), because that is what the
 * gateway (or the merchant calling the sandbox) reads. Checked for that instead of a 4xx.
 */
const GATEWAY_PROTOCOL_ROUTES: Readonly<Record<string, (body: unknown) => boolean>> = {
  // VNPay's IPN: always 200 { RspCode, Message }; VNPay retries anything else.
  '/api/order/ipn-vnpay': (body) =>
    isRecord(body) && typeof body.RspCode === 'string' && body.RspCode !== '00',
  // The MoMo sandbox plays MoMo's create and query APIs: 200 with resultCode 20 (bad request), 13, 42...
  '/api/sandbox/momo/v2/gateway/api/create': (body) => isRecord(body) && body.resultCode !== 0,
  '/api/sandbox/momo/v2/gateway/api/query': (body) => isRecord(body) && body.resultCode !== 0,
};

/**
 * Routes that cannot be exercised in process. None today: mail goes to the outbox table (no
 * SMTP_URL), payments go to the local sandboxes served by this test's API lane, Google and Facebook
 * are local fakes. A route added here needs its reason, and the count below changes with it.
 */
const EXCLUDED_ROUTES: Readonly<Record<string, string>> = {};
const EXCLUDED_COUNT = 0;

/**
 * Tables that may change while read methods receive accepted hostile values, each with its reason.
 * (No table may change during the refused requests: they are refused before any database work.)
 */
const READ_LOG_TABLES: readonly string[] = [
  // VNPay's IPN is a GET, and every notification it receives, valid or not, is kept as the payments'
  // audit trail (settle.ts rejectNotice: outcome rejected_signature for the hostile ones).
  'public.payment_events',
];

type Expectation = 'refused' | 'any' | 'protocol';

interface Case {
  route: string;
  method: HttpMethod;
  role: Role;
  label: string;
  query: Record<string, unknown>;
  /** Absent: no body at all. */
  body?: unknown;
  hasBody: boolean;
  expect: Expectation;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

async function seed(db: DatabaseHandle['db']): Promise<void> {
  await seedRatioFixtures(db);
  const macro = await seedMacroFixtures(db);
  // bcrypt cost 4 for this fixture only: the login cases compare the password hundreds of times.
  const admin = await createUser(db, {
    email: 'admin@example.vn',
    password: null,
    passwordHash: bcrypt.hashSync(ADMIN_PASSWORD, 4),
    isAdmin: true,
  });
  const member = await createUser(db, { email: 'member@example.vn', password: null });
  await db.insert(userDevices).values({ userId: member.id, deviceId: DEVICE_ID, name: 'Máy thử' });
  const [order] = await db
    .insert(orders)
    .values({
      orderCode: 'ORDERTEST0001',
      userId: member.id,
      plan: 'PRO',
      months: 1,
      method: 'BANK',
      listAmount: 100_000,
      amount: 100_000,
    })
    .returning();
  const [discount] = await db
    .insert(discountCodes)
    .values({ code: 'GIAM10', discountType: 0, value: 10 })
    .returning();
  const [item] = await db
    .insert(news)
    .values({
      ticker: 'AAA',
      title: 'Tin thử',
      source: 'Kiểm thử',
      publishedAt: new Date('2024-06-01T03:00:00Z'),
    })
    .returning();
  const [document] = await db
    .insert(documents)
    .values({
      ticker: 'AAA',
      kind: 'annual_report',
      title: 'Báo cáo thường niên',
      year: 2024,
      fileUrl: 'https://example.vn/bao-cao.pdf',
      publishedAt: new Date('2024-06-01T03:00:00Z'),
    })
    .returning();
  const [section] = await db
    .insert(chartSections)
    .values({
      ownerKey: `user:${String(admin.id)}`,
      symbol: 'AAA',
      sectionName: 'Mục thử',
      shareToken: 'sharetokenbadinput0001',
    })
    .returning();
  if (!order || !discount || !item || !document || !section) throw new Error('fixtures not inserted');

  adminUser = {
    id: admin.id,
    email: admin.email,
    isAdmin: true,
    permissions: permissionsForRole('admin'),
    deviceId: DEVICE_ID,
  };
  const itemId = macro.items.CPI ?? 0;
  const seriesId = macro.series.CPI_TOTAL ?? 0;
  Object.assign(named, {
    // Path ids: the seeded rows (news, document and discount are each their table's first row).
    id: [item.id, document.id, discount.id],
    userId: [member.id],
    orderCode: [order.orderCode],
    sectionId: [section.id],
    sectionIds: [[section.id]],
    version: [1],
    token: [section.shareToken],
    code: ['GIAM10'],
    macroItemId: [itemId],
    seriesId: [seriesId],
    nameId: [seriesId],
    extendID: [`${String(itemId)}-${String(seriesId)}-month-value`],
    accountId: ['ratio:ROE'],
    metrics: ['ROE', 'statement:NET_REVENUE', ['ROE']],
    industry: [DEEP_DATA_INDUSTRIES[0]],
  } satisfies NamedCandidates);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await seed(handle.db);

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

// ---- the cases

function pathParams(route: string): string[] {
  return [...route.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? '');
}

function pathValue(value: unknown): string {
  return typeof value === 'string' ? value : 'x';
}

function setAt(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head = '', ...rest] = path;
  if (Array.isArray(target)) {
    const copy = [...target] as unknown[];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

function deleteAt(target: unknown, path: readonly string[]): unknown {
  const [head = '', ...rest] = path;
  if (!isRecord(target)) return target;
  const copy = { ...target };
  if (rest.length === 0) Reflect.deleteProperty(copy, head);
  else copy[head] = deleteAt(copy[head], rest);
  return copy;
}

/** Field paths of a body: top-level fields, the fields of nested objects, of the first array item. */
function bodyPaths(base: unknown, schemaShape: ReturnType<typeof objectShape>, prefix: string[] = []) {
  const paths: string[][] = [];
  if (!schemaShape || prefix.length > 3) return paths;
  for (const [key, field] of Object.entries(schemaShape)) {
    const path = [...prefix, key];
    paths.push(path);
    const value = isRecord(base) ? base[key] : undefined;
    const nested = objectShape(field);
    if (nested && isRecord(value)) paths.push(...bodyPaths(value, nested, path));
    if (Array.isArray(value) && isRecord(value[0])) {
      const element = arrayElementShape(field);
      if (element) paths.push(...bodyPaths(value[0], element, [...path, '0']));
    }
  }
  return paths;
}

function arrayElementShape(field: Parameters<typeof objectShape>[0]): ReturnType<typeof objectShape> {
  // Through the same views objectShape uses: find an array schema, then its element's object shape.
  type Walkable = { unwrap?: () => unknown; in?: unknown; out?: unknown; element?: unknown };
  const seen = new Set<unknown>();
  const queue: unknown[] = [field];
  while (queue.length > 0) {
    const current = queue.shift() as Walkable | undefined;
    if (!current || seen.has(current)) continue;
    seen.add(current);
    if (current.element) return objectShape(current.element as Parameters<typeof objectShape>[0]);
    if (typeof current.unwrap === 'function') queue.push(current.unwrap());
    if (current.in) queue.push(current.in);
    if (current.out) queue.push(current.out);
  }
  return null;
}

function expectationOf(
  route: string,
  inputs: MethodInputs,
  role: Role,
  query: unknown,
  body: unknown,
): Expectation {
  if (role === 'anonymous' && inputs.auth === 'required') return 'refused';
  // As parseOrThrow decides: the schema refuses, or its output holds text the database cannot store.
  for (const [schema, input] of [
    [inputs.query, query],
    [inputs.body, body ?? {}],
  ] as const) {
    if (!schema) continue;
    const parsed = schema.safeParse(input);
    if (!parsed.success || findUnstorableText(parsed.data) !== null) return 'refused';
  }
  return route in GATEWAY_PROTOCOL_ROUTES ? 'protocol' : 'any';
}

const QUERY_VALUES: readonly HostileValue[] = [...HOSTILE_STRINGS, ...HOSTILE_QUERY_ARRAYS];
const BODY_VALUES: readonly HostileValue[] = [...HOSTILE_STRINGS, ...HOSTILE_JSON];
/** Sent under every common parameter name to methods that declare no query schema. */
const UNDECLARED_VALUES: readonly HostileValue[] = HOSTILE_STRINGS.filter((value) =>
  ['sql-or', 'script', 'nul', 'long-100k', 'int4-overflow', 'unknown-enum'].includes(value.label),
).concat(HOSTILE_QUERY_ARRAYS.filter((value) => value.label === 'array-hostile'));

interface RouteMethod {
  route: string;
  method: HttpMethod;
  inputs: MethodInputs;
  baseQuery: Record<string, unknown>;
  baseBody: unknown;
  hasBody: boolean;
}

/** Every method of every route with its valid example; `withoutExample` names the schemas that gave none. */
function routeMethods(): { list: RouteMethod[]; withoutExample: string[] } {
  const list: RouteMethod[] = [];
  const withoutExample: string[] = [];
  for (const [route, handler] of Object.entries(API_ROUTES)) {
    if (route in EXCLUDED_ROUTES) continue;
    const described = describeRoute(handler);
    if (!described) throw new Error(`${route} is not built by defineRoute`);
    for (const [name, inputs] of Object.entries(described)) {
      const method = name as HttpMethod;
      const fixed = Object.fromEntries(pathParams(route).map((param) => [param, 'x']));
      let baseQuery: Record<string, unknown> = fixed;
      if (inputs.query) {
        const example = exampleInput(inputs.query, 'query', named);
        if (example) baseQuery = example;
        else withoutExample.push(`${method} ${route} query`);
      }
      let baseBody: unknown = undefined;
      if (inputs.body) {
        const example = exampleInput(inputs.body, 'body', named);
        if (example) baseBody = example;
        else withoutExample.push(`${method} ${route} body`);
      }
      list.push({ route, method, inputs, baseQuery, baseBody, hasBody: method !== 'GET' });
    }
  }
  return { list, withoutExample };
}

function casesOf(entry: RouteMethod, role: Role): Case[] {
  const { route, method, inputs, baseQuery, baseBody, hasBody } = entry;
  const cases: Case[] = [];
  const add = (label: string, query: Record<string, unknown>, body: unknown) => {
    cases.push({
      route,
      method,
      role,
      label,
      query,
      body,
      hasBody,
      expect: expectationOf(route, inputs, role, query, body),
    });
  };
  const params = pathParams(route);

  add('valid', baseQuery, baseBody);
  add('unknown-parameter', { ...baseQuery, unexpectedParam: "' OR 1=1 --" }, baseBody);

  const queryShape = objectShape(inputs.query);
  if (queryShape) {
    for (const key of Object.keys(queryShape)) {
      const isPath = params.includes(key);
      const values = isPath ? HOSTILE_STRINGS : QUERY_VALUES;
      for (const value of values)
        add(`query.${key}=${value.label}`, { ...baseQuery, [key]: value.value }, baseBody);
      if (!isPath) {
        const { [key]: _missing, ...rest } = baseQuery;
        add(`query.${key} missing`, rest, baseBody);
      }
    }
  } else {
    for (const key of COMMON_PARAMETER_NAMES) {
      for (const value of UNDECLARED_VALUES) {
        add(`query.${key}=${value.label} (undeclared)`, { ...baseQuery, [key]: value.value }, baseBody);
      }
    }
  }

  if (hasBody) {
    const bodyShape = objectShape(inputs.body);
    for (const path of bodyPaths(baseBody, bodyShape)) {
      for (const value of BODY_VALUES)
        add(`body.${path.join('.')}=${value.label}`, baseQuery, setAt(baseBody, path, value.value));
      add(`body.${path.join('.')} missing`, baseQuery, deleteAt(baseBody, path));
    }
    for (const value of HOSTILE_BODIES) add(`body=${value.label}`, baseQuery, value.value);
    if (!inputs.body) {
      for (const key of COMMON_PARAMETER_NAMES) {
        add(`body.${key}=sql-or (undeclared)`, baseQuery, { [key]: "' OR 1=1 --", id: 2_147_483_648 });
      }
    }
  }
  return cases;
}

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
    const { list: entries, withoutExample } = routeMethods();
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
  }

  function laneTargets(): LaneTarget[] {
    const targets: LaneTarget[] = [];
    for (const entry of routeMethods().list) {
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
          const answer = await post(target, body, role);
          const name = `${target.method} ${target.url.replace(laneBase, '')} as ${role}: ${label}`;
          if (answer.status !== status)
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
    expect(tableDiff(before, after)).toEqual([]);
  });
});
