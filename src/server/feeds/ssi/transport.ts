/**
 * One SSI request with a timeout, and the retry policy around it: network errors, timeouts, 429, 5xx
 * and garbage answers are retried with exponential backoff and jitter; refusals (other 4xx, a status
 * other than success) are final. Every request sent counts, retries included.
 */
import { SsiFeedError } from './types';
import { garbageError, refusalError } from './wire';

export interface TransportOptions {
  baseUrl: string;
  fetchImpl: typeof fetch;
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Told of each failed attempt that will be retried (for logs; never holds a secret). */
  onRetry?: (event: { endpoint: string; attempt: number; reason: string; delayMs: number }) => void;
}

export interface SsiRequest {
  endpoint: string;
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  json?: unknown;
  token?: string;
}

/** A failure worth another attempt; `reason` is the Vietnamese cause shown after the last one. */
class RetryableFailure extends Error {
  constructor(
    readonly reason: string,
    readonly status: number | null,
  ) {
    super(reason);
  }
}

function feedMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** "15 giây", or "300 ms" for a wait under a second (tests). */
function waitText(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} giây` : `${ms} ms`;
}

function requestUrl(baseUrl: string, request: SsiRequest): string {
  const url = new URL(`api/v2/Market/${request.endpoint}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

export interface Transport {
  /** The parsed JSON body of a 2xx answer, after retries; `read` may throw retryable garbage. */
  send<T>(request: SsiRequest, read: (body: unknown) => T): Promise<T>;
  readonly requestCount: number;
}

export function createTransport(options: TransportOptions): Transport {
  let requestCount = 0;

  async function attempt<T>(request: SsiRequest, read: (body: unknown) => T): Promise<T> {
    const { endpoint } = request;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, options.timeoutMs);
    let status: number;
    let text: string;
    requestCount += 1;
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.json !== undefined) headers['Content-Type'] = 'application/json';
      if (request.token !== undefined) headers.Authorization = `Bearer ${request.token}`;
      const response = await options.fetchImpl(requestUrl(options.baseUrl, request), {
        method: request.method,
        headers,
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        throw new RetryableFailure(`hết thời gian chờ ${waitText(options.timeoutMs)}`, null);
      }
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new RetryableFailure(`lỗi mạng${typeof code === 'string' ? ` (${code})` : ''}`, null);
    } finally {
      clearTimeout(timer);
    }
    const body = parseJson(text);
    if (status === 429 || status >= 500) throw new RetryableFailure(`HTTP ${status}`, status);
    if (status >= 400) throw refusalError(endpoint, feedMessage(body) || `HTTP ${status}`, status);
    if (body === undefined) throw garbageError(endpoint, status);
    return read(body);
  }

  async function send<T>(request: SsiRequest, read: (body: unknown) => T): Promise<T> {
    const { endpoint } = request;
    let lastReason = '';
    let lastStatus: number | null = null;
    for (let attemptNo = 1; attemptNo <= options.maxAttempts; attemptNo += 1) {
      try {
        return await attempt(request, read);
      } catch (error) {
        if (error instanceof RetryableFailure) {
          lastReason = error.reason;
          lastStatus = error.status;
        } else if (error instanceof SsiFeedError && error.retryable) {
          lastReason = 'trả lời không đúng định dạng';
          lastStatus = error.status;
        } else {
          throw error;
        }
      }
      if (attemptNo < options.maxAttempts) {
        // Exponential with ±50% jitter, so clients that failed together do not retry together.
        const delayMs = Math.round(options.backoffMs * 2 ** (attemptNo - 1) * (0.5 + options.random()));
        options.onRetry?.({ endpoint, attempt: attemptNo, reason: lastReason, delayMs });
        await options.sleep(delayMs);
      }
    }
    throw new SsiFeedError(
      `SSI không trả lời sau ${options.maxAttempts} lần thử (${endpoint}): ${lastReason}`,
      endpoint,
      lastStatus,
      true,
    );
  }

  return {
    send,
    get requestCount() {
      return requestCount;
    },
  };
}
