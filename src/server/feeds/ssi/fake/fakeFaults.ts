/**
 * The fake feed's injected faults (fakeServer.ts failNext / failWhen): what a broken FastConnect, a
 * proxy in front of it or a dropped connection answers instead of the page asked for.
 */
import type http from 'node:http';
import type { FakeAnswer } from './fakeRoutes';

/**
 * - http500, http429: the status with SSI's error envelope;
 * - timeout: no answer at all (the connection stays open);
 * - stall: a 200 whose body stops after its first bytes and never ends;
 * - garbage: a proxy's HTML page with status 200;
 * - wrongShape: JSON with a success status whose data is not a list of rows;
 * - badRows: the real page whose rows lack their symbol and date;
 * - emptyPage: the real page without its rows (totalRecord kept): a page missing mid-pagination;
 * - truncated: the real page cut in half, the connection dropped before Content-Length is reached;
 * - refusal: a status other than success (SSI's own refusal, not retryable);
 * - unauthorized: 401, as for an expired token, whatever the token.
 */
export type FakeFailure =
  | 'http500'
  | 'http429'
  | 'timeout'
  | 'stall'
  | 'garbage'
  | 'wrongShape'
  | 'badRows'
  | 'emptyPage'
  | 'truncated'
  | 'refusal'
  | 'unauthorized';

/** Faults made from the real answer: they come after the token check, as a real page would. */
export const ANSWER_FAULTS: ReadonlySet<FakeFailure> = new Set(['badRows', 'emptyPage', 'truncated']);

const FIXED_ANSWERS: Partial<Record<FakeFailure, FakeAnswer>> = {
  http500: { status: 500, body: { status: 500, message: 'Internal Server Error' } },
  http429: { status: 429, body: { status: 429, message: 'Too Many Requests' } },
  wrongShape: { status: 200, body: { status: 200, message: 'Success', data: { rows: 'none' } } },
  refusal: { status: 200, body: { status: 'FAIL', message: 'System is under maintenance' } },
  unauthorized: { status: 401, body: { status: 401, message: 'Unauthorized: token expired' } },
};

/** Long enough to outlast any client timeout; the server's close() ends it. */
const HANG_MS = 10 * 60_000;

function writeJson(response: http.ServerResponse, answer: FakeAnswer): void {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

function rowsKey(body: Record<string, unknown>): 'data' | 'dataList' | null {
  if (Array.isArray(body.data)) return 'data';
  if (Array.isArray(body.dataList)) return 'dataList';
  return null;
}

/** The real answer spoiled as `kind` says (badRows, emptyPage); other kinds leave it as it is. */
function spoil(kind: FakeFailure, answer: FakeAnswer): FakeAnswer {
  const body = answer.body as Record<string, unknown>;
  const key = rowsKey(body);
  if (key === null) return answer;
  const rows = body[key] as unknown[];
  if (kind === 'emptyPage') return { ...answer, body: { ...body, [key]: [] } };
  if (kind === 'badRows') return { ...answer, body: { ...body, [key]: rows.map(() => ({ note: 'n/a' })) } };
  return answer;
}

/**
 * Answers with the fault. `hang` registers a response left open (the server ends it on close);
 * `answer` is the real answer for ANSWER_FAULTS.
 */
export function writeFault(
  response: http.ServerResponse,
  kind: FakeFailure,
  hang: (response: http.ServerResponse) => void,
  answer?: FakeAnswer,
): void {
  const fixed = FIXED_ANSWERS[kind];
  if (fixed) {
    writeJson(response, fixed);
  } else if (kind === 'garbage') {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<html><body>502 Bad Gateway</body></html>');
  } else if (kind === 'timeout') {
    hang(response);
  } else if (kind === 'stall') {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.write('{"status":200,"data":[');
    hang(response);
  } else if (kind === 'truncated' && answer) {
    const text = Buffer.from(JSON.stringify(answer.body));
    response.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': text.length,
    });
    response.write(text.subarray(0, Math.floor(text.length / 2)), () => response.destroy());
  } else if (answer) {
    writeJson(response, spoil(kind, answer));
  }
}

/** Keeps a response open until the client gives up or `HANG_MS` passes. */
export function hangFor(response: http.ServerResponse, timers: Set<NodeJS.Timeout>): void {
  const timer = setTimeout(() => response.destroy(), HANG_MS);
  timers.add(timer);
  response.on('close', () => {
    clearTimeout(timer);
    timers.delete(timer);
  });
}
