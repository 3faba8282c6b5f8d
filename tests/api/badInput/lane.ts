/**
 * The cases of tests/api/badInput.test.ts that need real HTTP (the production API lane,
 * src/server/web/apiLane.ts, with Next's API page behind it for what the lane does not take): bodies
 * as bytes (truncated, not JSON, invalid UTF-8, the wrong content type, over the limit, cut off
 * before their declared length, nested deep), query strings as text (repeated parameters, overlong
 * and malformed percent-encoding) and path segments (encoded slashes, NUL, malformed escapes).
 *
 * What happens before the handler (the lane's body parsing and path matching) is the same for every
 * caller, so those cases are sent once, by a guest; except on the routes that read their own body
 * after authentication, where a guest must be refused unread (401). Cases whose request reaches the
 * handler are sent by the administrator, who passes authentication on every method.
 */
import net from 'node:net';
import type { NextApiHandler } from 'next';
import { readsOwnBody, type HttpMethod, type MethodInputs } from '@/server/http/handler';
import { parseBodyText, parseFields } from '@/server/http/requestBody';
import { findUnstorableText } from '@/server/http/validation';
import { API_BODY_LIMIT_BYTES } from '@/server/web/apiLane';
import { API_ROUTES } from '@/server/web/apiRoutes';
import { pathParams, pathValue, type RouteMethod, type Role } from './cases';
import { DEVICE_ID } from './fixtures';
import { ADMIN_TOKEN, refusalProblem } from './harness';

export interface LaneCase {
  name: string;
  method: HttpMethod;
  /** Path and query, percent-encoded as sent. */
  path: string;
  role: Role;
  contentType?: string;
  body?: string | Buffer;
  /** A status the answer must have, 'refused' (any 4xx) or 'any' (never 5xx). */
  expect: number | 'refused' | 'any';
  /** Sent through a raw socket: Content-Length promises more than is sent, then the client stops writing. */
  truncated?: boolean;
}

const DEEP_JSON = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
/** `{"a":"` + an overlong "/" (C0 AF), a lone continuation byte, an encoded surrogate + `"}`. */
const BAD_UTF8 = Buffer.concat([
  Buffer.from('{"a":"'),
  Buffer.from([0xc0, 0xaf, 0x80, 0xed, 0xa0, 0x80]),
  Buffer.from('"}'),
]);
/** Query values as raw text: an overlong "/", an encoded lone surrogate, a cut escape, NUL. */
const RAW_QUERY_VALUES = ['%C0%AF', '%ED%A0%80', '%E0%A4%A', '%00', '%EF%BB%BF%E2%80%AE'];
/** Path segments: encoded slashes and traversal, NUL, an overlong "/", a malformed escape, "%". */
const RAW_PATH_VALUES = ['a%2Fb', '..%2F..%2Fetc%2Fpasswd', '%2F', '%00', '%C0%AF', '%E0%A4%A', '%25', '%20'];

function expectFor(inputs: MethodInputs, role: Role, body: unknown, query?: unknown): LaneCase['expect'] {
  if (role === 'anonymous' && (inputs.auth === 'required' || inputs.auth === 'admin')) return 401;
  for (const [schema, input] of [
    [inputs.query, query],
    [inputs.body, body ?? {}],
  ] as const) {
    if (!schema || input === undefined) continue;
    const parsed = schema.safeParse(input);
    if (!parsed.success || findUnstorableText(parsed.data) !== null) return 'refused';
  }
  return 'any';
}

function pathOf(entry: RouteMethod, override?: string): string {
  let path = entry.route;
  for (const param of pathParams(entry.route)) {
    const value = override ?? encodeURIComponent(pathValue(entry.baseQuery[param]));
    path = path.replace(`[${param}]`, value);
  }
  return path;
}

function queryText(query: Record<string, unknown>, params: readonly string[], repeat: boolean): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (params.includes(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, String(item));
      if (repeat) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The body cases of one writing method. */
function bodyCases(entry: RouteMethod): LaneCase[] {
  const handler = API_ROUTES[entry.route] as NextApiHandler & { bodyLimitBytes?: number };
  const ownBody = readsOwnBody(handler);
  const limit = handler.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const base = {
    method: entry.method,
    path: `${pathOf(entry)}${queryText(entry.baseQuery, pathParams(entry.route), false)}`,
  };
  const cases: LaneCase[] = [];
  const parseRefusals: [string, string | Buffer, number, boolean?][] = [
    ['truncated JSON', '{"a":', 400],
    ['not JSON', 'hello <script>', 400],
    ['JSON with a NUL byte', '{"a":"\u0000', 400],
    ['over the body limit', ' '.repeat(limit + 1), 413],
    ['cut off before its Content-Length', '{"a":"AAA', 400, true],
  ];
  // Refused by the lane's body parsing, before the handler: the same for anyone, except on routes
  // that read their own body after authentication.
  for (const role of ownBody ? (['anonymous', 'admin'] as const) : (['anonymous'] as const)) {
    for (const [label, body, status, truncated] of parseRefusals) {
      const unread = ownBody && role === 'anonymous' && ['required', 'admin'].includes(entry.inputs.auth);
      cases.push({
        ...base,
        name: label,
        role,
        contentType: 'application/json',
        body,
        truncated,
        expect: unread ? 401 : status,
      });
    }
  }
  // Parsed, then handed to the schemas and the handler.
  const valid = JSON.stringify(entry.baseBody ?? {});
  const delivered: [string, string | Buffer, string | undefined][] = [
    ['valid JSON as text/plain', valid, 'text/plain'],
    ['valid JSON as a form', valid, 'application/x-www-form-urlencoded'],
    ['valid JSON as multipart', valid, 'multipart/form-data; boundary=x'],
    ['valid JSON without a content type', valid, undefined],
    ['invalid UTF-8 (overlong, lone continuation, surrogate)', BAD_UTF8, 'application/json'],
    ['nested 50,000 deep', DEEP_JSON, 'application/json'],
  ];
  for (const [label, body, contentType] of delivered) {
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
    const parsed = parseBodyText(text, contentType);
    cases.push({
      ...base,
      name: label,
      role: 'admin',
      contentType,
      body,
      expect: expectFor(entry.inputs, 'admin', parsed),
    });
  }
  return cases;
}

/** Every lane case: bodies of writing methods, query strings of every method, path segments. */
export function laneCases(entries: readonly RouteMethod[]): LaneCase[] {
  const cases: LaneCase[] = [];
  for (const entry of entries) {
    const params = pathParams(entry.route);
    const declared = Object.keys(entry.baseQuery).filter((key) => !params.includes(key));
    if (entry.method !== 'GET') cases.push(...bodyCases(entry));
    const body = entry.method === 'GET' ? undefined : JSON.stringify(entry.baseBody ?? {});
    const pathQuery = Object.fromEntries(params.map((param) => [param, pathValue(entry.baseQuery[param])]));
    const common = {
      method: entry.method,
      role: 'admin' as const,
      contentType: body && 'application/json',
      body,
    };
    // Every query parameter repeated: Next and the lane hand the route an array.
    const repeated = `${pathOf(entry)}${queryText(entry.baseQuery, params, true)}`;
    cases.push({
      ...common,
      name: 'every query parameter repeated',
      path: repeated,
      expect: expectFor(entry.inputs, 'admin', entry.baseBody, {
        ...parseFields(repeated.split('?')[1] ?? ''),
        ...pathQuery,
      }),
    });
    // Raw escapes in every declared query parameter (or in an undeclared one).
    for (const raw of RAW_QUERY_VALUES) {
      const keys = declared.length > 0 ? declared : ['ticker'];
      const search = keys.map((key) => `${key}=${raw}`).join('&');
      const query = { ...parseFields(search), ...pathQuery };
      cases.push({
        ...common,
        name: `query ${raw}`,
        path: `${pathOf(entry)}?${search}`,
        expect: expectFor(entry.inputs, 'admin', entry.baseBody, query),
      });
    }
    // Raw path segments: a JSON answer (the lane's, or the API page's 404), never a 5xx.
    if (params.length > 0) {
      for (const raw of RAW_PATH_VALUES) {
        cases.push({ ...common, name: `path segment ${raw}`, path: pathOf(entry, raw), expect: 'any' });
      }
    }
  }
  return cases;
}

export interface LaneAnswer {
  status: number;
  text: string;
}

function headersOf(testCase: LaneCase): Record<string, string> {
  const headers: Record<string, string> = { cookie: `deviceId=${DEVICE_ID}` };
  if (testCase.contentType) headers['content-type'] = testCase.contentType;
  if (testCase.role === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  return headers;
}

/** Headers, part of the body, half-close: whatever the server answers (status 0 when nothing). */
function sendTruncated(base: URL, testCase: LaneCase): Promise<LaneAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname);
    const body = Buffer.from(testCase.body ?? '');
    const lines = [
      `${testCase.method} ${testCase.path} HTTP/1.1`,
      `host: ${base.host}`,
      `content-length: ${String(body.length + 100)}`,
      'connection: close',
      ...Object.entries(headersOf(testCase)).map(([name, value]) => `${name}: ${value}`),
    ];
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.end(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]));
  });
}

export async function sendLane(base: string, testCase: LaneCase): Promise<LaneAnswer> {
  if (testCase.truncated) return sendTruncated(new URL(base), testCase);
  const response = await fetch(`${base}${testCase.path}`, {
    method: testCase.method,
    headers: headersOf(testCase),
    body: Buffer.isBuffer(testCase.body) ? new Uint8Array(testCase.body) : testCase.body,
  });
  return { status: response.status, text: await response.text() };
}

/** What is wrong with a lane answer, or null. */
export function laneProblem(testCase: LaneCase, answer: LaneAnswer): string | null {
  const { status, text } = answer;
  if (status >= 500 || status < 100) return `answered ${String(status)}: ${text.slice(0, 300)}`;
  if (typeof testCase.expect === 'number' && status !== testCase.expect)
    return `answered ${String(status)}, not ${String(testCase.expect)}: ${text.slice(0, 200)}`;
  if (testCase.expect === 'refused' && status < 400)
    return `accepted (${String(status)}) what its schema refuses`;
  if (status < 400) return null;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return refusalProblem(status, json, text);
}

export function describeLane(testCase: LaneCase): string {
  return `${testCase.method} ${testCase.path.slice(0, 120)} as ${testCase.role}: ${testCase.name}`;
}
