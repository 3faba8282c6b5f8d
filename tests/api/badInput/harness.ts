/**
 * Calling and checking for tests/api/badInput.test.ts: one case through a route's handler in process
 * (node-mocks-http: no socket, no HTTP parsing; the HTTP path of bodies, query strings and path
 * segments is covered through the production API lane by lane.ts), and what is wrong with its answer.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import { API_ROUTES } from '@/server/web/apiRoutes';
import { GATEWAY_PROTOCOL_ROUTES, isRecord, type Case } from './cases';
import type { DbSnapshot } from './dbSnapshot';
import { DEVICE_ID } from './fixtures';

export const ADMIN_TOKEN = 'badinput-admin';

export const VIETNAMESE = /[ăâđêôơưàáạảãầấậẩẫằắặẳẵèéẹẻẽềếệểễìíịỉĩòóọỏõồốộổỗờớợởỡùúụủũừứựửữỳýỵỷỹ]/i;
const STACK = /\n\s+at |\bat [\w$.<>]+ \([^)]*:\d+:\d+\)|node_modules|\.tsx?:\d+/;
const SQL_TEXT =
  /Failed query|syntax error at|relation "|column "|violates|duplicate key|out of range for type|invalid input syntax|invalid byte sequence|PGlite|drizzle/i;

export interface Outcome {
  status: number;
  body: unknown;
  raw: string;
  threw?: unknown;
}

async function send(handler: NextApiHandler, testCase: Case): Promise<Outcome> {
  const headers: Record<string, string> = { cookie: `deviceId=${DEVICE_ID}` };
  if (testCase.hasBody) headers['content-type'] = 'application/json';
  if (testCase.role === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
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

/** What is wrong with a 4xx answer (JSON code, Vietnamese message, no stack, no SQL), or null. */
export function refusalProblem(status: number, body: unknown, raw: string): string | null {
  if (!isRecord(body)) return `${String(status)} without a JSON body: ${raw.slice(0, 200)}`;
  const { code, message } = body;
  if (typeof code !== 'string' || code === '') return `${String(status)} without a code`;
  if (typeof message !== 'string' || message.trim() === '') return `${String(status)} without a message`;
  if (!VIETNAMESE.test(message)) return `${String(status)} message not in Vietnamese: ${message}`;
  if (STACK.test(raw)) return `${String(status)} shows a stack trace: ${raw.slice(0, 300)}`;
  if (SQL_TEXT.test(raw)) return `${String(status)} shows SQL: ${raw.slice(0, 300)}`;
  return null;
}

/** What is wrong with an answer, or null. */
function problemOf(testCase: Case, outcome: Outcome): string | null {
  if (outcome.threw !== undefined)
    return `threw ${outcome.threw instanceof Error ? outcome.threw.message : 'a non-Error'}`;
  const { status, body, raw } = outcome;
  if (status >= 500 || status < 100) return `answered ${String(status)}: ${raw.slice(0, 300)}`;
  // Unread: refused by authentication before the input was looked at (defineRoute's order).
  if (testCase.expect === 'unauthorized' && status !== 401)
    return `answered ${String(status)} where authentication comes first: ${raw.slice(0, 200)}`;
  if (status >= 400) return refusalProblem(status, body, raw);
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

/** CPU time by `method route role expect`, filled when BADINPUT_PROFILE is set (printed by the test). */
export const profile = new Map<string, { cases: number; micros: number }>();

export async function run(cases: readonly Case[]): Promise<string[]> {
  const problems: string[] = [];
  const profiling = process.env.BADINPUT_PROFILE !== undefined;
  for (const testCase of cases) {
    const handler = API_ROUTES[testCase.route];
    if (!handler) throw new Error(`no handler for ${testCase.route}`);
    const started = profiling ? process.cpuUsage() : undefined;
    const problem = problemOf(testCase, await send(handler, testCase));
    if (problem) problems.push(`${caseName(testCase)} -> ${problem}`);
    if (started) {
      const used = process.cpuUsage(started);
      const key = `${testCase.method} ${testCase.route} ${testCase.role} ${testCase.expect}`;
      const entry = profile.get(key) ?? { cases: 0, micros: 0 };
      entry.cases += 1;
      entry.micros += used.user + used.system;
      profile.set(key, entry);
    }
  }
  return problems;
}

/** The profile's largest entries, one line each. */
export function profileReport(top = 40): string {
  return [...profile.entries()]
    .sort((a, b) => b[1].micros - a[1].micros)
    .slice(0, top)
    .map(([key, { cases, micros }]) => `${(micros / 1e6).toFixed(2)} s  ${String(cases)} cases  ${key}`)
    .join('\n');
}

export function tableDiff(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
