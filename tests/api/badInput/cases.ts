/**
 * The cases of tests/api/badInput.test.ts: for each method of each route, a valid request built from
 * its zod schemas, then one hostile value per parameter and body field, each with what the answer
 * must be (refused: 4xx; any: never 5xx; protocol: the payment gateway's own refusal).
 */
import { describeRoute, type HttpMethod, type MethodInputs } from '@/server/http/handler';
import { findUnstorableText } from '@/server/http/validation';
import { API_ROUTES } from '@/server/web/apiRoutes';
import { exampleInput, objectShape, valueShape, type NamedCandidates } from './examples';
import {
  COMMON_PARAMETER_NAMES,
  HOSTILE_BODIES,
  HOSTILE_JSON,
  HOSTILE_QUERY_ARRAYS,
  HOSTILE_STRINGS,
  type HostileValue,
} from './hostile';

export type Role = 'anonymous' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'admin'];

/**
 * Routes that speak a payment gateway's protocol: they refuse bad input with status 200 and the
 * gateway's own error code (MoMo resultCode != 0, VNPay RspCode != "00"), because that is what the
 * gateway (or the merchant calling the sandbox) reads. Checked for that instead of a 4xx.
 */
export const GATEWAY_PROTOCOL_ROUTES: Readonly<Record<string, (body: unknown) => boolean>> = {
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
export const EXCLUDED_ROUTES: Readonly<Record<string, string>> = {};
export const EXCLUDED_COUNT = 0;

/**
 * refused: 4xx (the schema refuses); any: never 5xx (accepted); protocol: the gateway's own refusal;
 * unauthorized: exactly 401 (authentication comes before the input is read).
 */
export type Expectation = 'refused' | 'any' | 'protocol' | 'unauthorized';

export interface Case {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function pathParams(route: string): string[] {
  return [...route.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? '');
}

export function pathValue(value: unknown): string {
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
    const nested = valueShape(field, value);
    if (nested && isRecord(value)) paths.push(...bodyPaths(value, nested, path));
    if (Array.isArray(value) && isRecord(value[0])) {
      const element = arrayElement(field);
      const shape = element ? valueShape(element, value[0]) : null;
      if (shape) paths.push(...bodyPaths(value[0], shape, [...path, '0']));
    }
  }
  return paths;
}

function arrayElement(field: Parameters<typeof valueShape>[0]): Parameters<typeof valueShape>[0] | null {
  // Through the same views objectShape uses: find an array schema, then its element.
  type Walkable = { unwrap?: () => unknown; in?: unknown; out?: unknown; element?: unknown };
  const seen = new Set<unknown>();
  const queue: unknown[] = [field];
  while (queue.length > 0) {
    const current = queue.shift() as Walkable | undefined;
    if (!current || seen.has(current)) continue;
    seen.add(current);
    if (current.element) return current.element as Parameters<typeof valueShape>[0];
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
  [
    'sql-or',
    'sql-sleep',
    'script',
    'crlf',
    'nul',
    'lone-surrogate',
    'long-100k',
    'int4-overflow',
    'minus-zero',
    'nan',
    'unknown-enum',
  ].includes(value.label),
).concat(HOSTILE_QUERY_ARRAYS.filter((value) => value.label === 'array-hostile'));

export interface RouteMethod {
  route: string;
  method: HttpMethod;
  inputs: MethodInputs;
  baseQuery: Record<string, unknown>;
  baseBody: unknown;
  hasBody: boolean;
}

/** Every method of every route with its valid example; `withoutExample` names the schemas that gave none. */
export function routeMethods(named: NamedCandidates): { list: RouteMethod[]; withoutExample: string[] } {
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

export function casesOf(entry: RouteMethod, role: Role): Case[] {
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
    // A method without a query schema hands its handler the raw query: every common name at once
    // carries each value (a handler that reads any of them meets it; no schema refuses one first).
    for (const value of UNDECLARED_VALUES) {
      const undeclared = Object.fromEntries(COMMON_PARAMETER_NAMES.map((key) => [key, value.value]));
      add(`query.*=${value.label} (undeclared)`, { ...undeclared, ...baseQuery }, baseBody);
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
      for (const value of UNDECLARED_VALUES) {
        const undeclared = Object.fromEntries(COMMON_PARAMETER_NAMES.map((key) => [key, value.value]));
        add(`body.*=${value.label} (undeclared)`, baseQuery, { ...undeclared, id: 2_147_483_648 });
      }
    }
  }
  return cases;
}
