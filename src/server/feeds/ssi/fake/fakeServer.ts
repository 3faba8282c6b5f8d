/**
 * A fake SSI FastConnect Data v2 on node:http, for tests, local demos and benchmarks: the REST paths,
 * Bearer tokens, the published limits, and controls to make it fail, hang, pause or expire tokens.
 */
import http from 'node:http';
import { createRandom } from '@/server/importers/demo/random';
import { FakeMarket, type FakeMarketOptions } from './fakeMarket';
import { FakeQuery } from './fakeQuery';
import { answerData, type FakeAnswer } from './fakeRoutes';
import { FakeTokens } from './fakeTokens';
import { ANSWER_FAULTS, hangFor, writeFault, type FakeFailure } from './fakeFaults';
import type { FakeStyle } from './fakeRows';
import type { FakeListing } from './fakeUniverse';
import type { SsiMarket } from '../types';

export type { FakeFailure } from './fakeFaults';
export type FailurePredicate = (
  endpoint: string,
  query: Record<string, string>,
) => FakeFailure | null | undefined | false;

export interface FakeSsiOptions extends FakeMarketOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  consumerId?: string;
  consumerSecret?: string;
  /** Default 8 hours. */
  tokenLifetimeMs?: number;
  /** Answer style of every endpoint but Securities; default 'examples'. */
  style?: FakeStyle;
  /** AccessToken answer: SSI's client's {status, data: {accessToken}} (default) or the PDF's {responseCode, token}. */
  authStyle?: 'client' | 'pdf';
  delayMs?: number;
  /** Share of data requests answered HTTP 500 at random (seeded). */
  failRate?: number;
}

export interface FakeSsiControl {
  readonly market: FakeMarket;
  readonly credentials: { consumerId: string; consumerSecret: string };
  /** Added before each answer. */
  delayMs: number;
  /** The next n data requests (not AccessToken) fail this way. */
  failNext(count: number, kind: FakeFailure): void;
  /** Fails any request (AccessToken included) for which the predicate names a failure; null removes it. */
  failWhen(predicate: FailurePredicate | null): void;
  expireTokens(): void;
  addListing(symbol: string, market: SsiMarket, nameVi: string): FakeListing;
  delist(symbol: string): void;
  setToday(iso: string): void;
  /** Every call answers 503 until resume() (also POST /__fake/pause and /__fake/resume). */
  pause(): void;
  resume(): void;
  readonly paused: boolean;
  /** Requests per endpoint (AccessToken included, admin paths not), retries included. */
  readonly requests: Readonly<Record<string, number>>;
  resetCounters(): void;
}

export interface FakeSsi {
  /** Base URL ending in "/", for SSI_FC_URL. */
  url: string;
  control: FakeSsiControl;
  close(): Promise<void>;
}

const PATH = /^\/api\/v2\/Market\/([A-Za-z]+)\/?$/;
function send(response: http.ServerResponse, answer: FakeAnswer): void {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startFakeSsi(options: FakeSsiOptions = {}): Promise<FakeSsi> {
  const market = new FakeMarket(options);
  const credentials = {
    consumerId: options.consumerId ?? 'fake-consumer-id',
    consumerSecret: options.consumerSecret ?? 'fake-consumer-secret',
  };
  const tokens = new FakeTokens(options.tokenLifetimeMs ?? 8 * 3_600_000);
  const style = options.style ?? 'examples';
  const random = createRandom(market.seed).fork('failures');
  const requests: Record<string, number> = {};
  let queued: FakeFailure[] = [];
  let predicate: FailurePredicate | null = null;
  let paused = false;
  const hanging = new Set<NodeJS.Timeout>();

  const control: FakeSsiControl = {
    market,
    credentials,
    delayMs: options.delayMs ?? 0,
    failNext: (count, kind) => {
      queued = [...queued, ...Array.from({ length: count }, () => kind)];
    },
    failWhen: (next) => {
      predicate = next;
    },
    expireTokens: () => {
      tokens.expireAll();
    },
    addListing: (symbol, stockMarket, nameVi) => market.addListing(symbol, stockMarket, nameVi),
    delist: (symbol) => {
      market.delist(symbol);
    },
    setToday: (iso) => {
      market.setToday(iso);
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    get paused() {
      return paused;
    },
    requests,
    resetCounters: () => {
      for (const key of Object.keys(requests)) Reflect.deleteProperty(requests, key);
    },
  };

  function failure(endpoint: string, query: FakeQuery): FakeFailure | null {
    const chosen = predicate?.(endpoint, query.toRecord());
    if (chosen) return chosen;
    if (endpoint === 'AccessToken') return null;
    const next = queued.shift();
    if (next) return next;
    if (options.failRate && random.chance(options.failRate)) return 'http500';
    return null;
  }

  function fail(response: http.ServerResponse, kind: FakeFailure, answer?: FakeAnswer): void {
    writeFault(
      response,
      kind,
      (open) => {
        hangFor(open, hanging);
      },
      answer,
    );
  }

  async function accessToken(request: http.IncomingMessage): Promise<FakeAnswer> {
    const body = (await readBody(request)) as Record<string, unknown> | undefined;
    const id = body?.consumerID ?? body?.consumerId;
    if (id !== credentials.consumerId || body?.consumerSecret !== credentials.consumerSecret) {
      return {
        status: 200,
        body: { status: 401, message: 'Invalid consumerID or consumerSecret', data: null },
      };
    }
    const token = tokens.issue(credentials.consumerId);
    if (options.authStyle === 'pdf')
      return { status: 200, body: { responseCode: 0, message: 'Success', token } };
    return { status: 200, body: { status: 200, message: 'Success', data: { accessToken: token } } };
  }

  function admin(path: string, response: http.ServerResponse): void {
    if (path === '/__fake/pause') control.pause();
    else if (path === '/__fake/resume') control.resume();
    else if (path === '/__fake/expire-tokens') control.expireTokens();
    else if (path !== '/__fake/status') {
      send(response, { status: 404, body: { message: 'unknown admin path' } });
      return;
    }
    send(response, { status: 200, body: { paused, requests, today: market.vietnamNow() } });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-ssi');
    if (url.pathname.startsWith('/__fake/')) {
      admin(url.pathname, response);
      return;
    }
    const match = PATH.exec(url.pathname);
    if (!match) {
      send(response, { status: 404, body: { status: 404, message: 'Not found' } });
      return;
    }
    const endpoint = match[1] ?? '';
    requests[endpoint] = (requests[endpoint] ?? 0) + 1;
    if (control.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, control.delayMs));
    if (paused) {
      send(response, { status: 503, body: { status: 503, message: 'Service Unavailable' } });
      return;
    }
    const query = new FakeQuery(endpoint, url.searchParams);
    const injected = failure(endpoint, query);
    if (injected && !ANSWER_FAULTS.has(injected)) {
      fail(response, injected);
      return;
    }
    if (endpoint === 'AccessToken') {
      if (request.method !== 'POST') {
        send(response, { status: 405, body: { status: 405, message: 'Method Not Allowed' } });
        return;
      }
      send(response, await accessToken(request));
      return;
    }
    if (request.method !== 'GET') {
      send(response, { status: 405, body: { status: 405, message: 'Method Not Allowed' } });
      return;
    }
    const check = tokens.check(request.headers.authorization);
    if (check !== 'ok') {
      const why =
        check === 'missing' ? 'missing token' : check === 'expired' ? 'token expired' : 'invalid token';
      send(response, { status: 401, body: { status: 401, message: `Unauthorized: ${why}` } });
      return;
    }
    if (injected) fail(response, injected, answerData(market, query, style));
    else send(response, answerData(market, query, style));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, { status: 500, body: { status: 500, message: String(error) } });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/`,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of hanging) clearTimeout(timer);
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
