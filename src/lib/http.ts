import { API_TIMEOUT_MS } from '@/common/constants/app';
import type { LoginResponse } from '@/common/contracts/account';
import { publicConfig } from './config';
import { describeHttpError, HttpError } from './httpErrors';
import { clearSession, getAccessToken, saveSession } from './storage';
import { toast } from './toast';

/**
 * The one HTTP client of the browser, over fetch: JSON, 10 s timeout, bearer token, hashCode
 * decryption, one session renewal on an expired token, error toasts. Failures throw HttpError
 * (src/lib/httpErrors.ts) or, for a bad hashCode, HashCodeError.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestConfig {
  /** Path under the API base URL (NEXT_PUBLIC_API_BASE_URL, `/api` by default). */
  url: string;
  method?: HttpMethod;
  /** Query string as axios wrote it: no null or undefined, arrays as repeated `key[]`, ISO dates. */
  params?: object;
  /** Sent as a JSON body. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call is abandoned as a timeout (API_TIMEOUT_MS unless set; 0 = none). */
  timeout?: number;
  /** Skip the error toast (the caller shows the error itself). */
  silent?: boolean;
  /** Never renew the session on a TOKEN_EXPIRED answer (the refresh call itself, logins). */
  skipAuthRefresh?: boolean;
}

/**
 * Our API answers { data } (account calls) or { hashCode } (data calls); both become the payload.
 * The decoder and its crypto-js parts (~6 KB gzip) load with the first data answer, so pages that
 * make none (home, pricing, login) never download them.
 */
export async function unwrapPayload(body: unknown): Promise<unknown> {
  if (body && typeof body === 'object') {
    if ('hashCode' in body && typeof body.hashCode === 'string') {
      const { decryptHashCode } = await import('./hashCode');
      return decryptHashCode(body.hashCode);
    }
    if ('data' in body) return body.data;
  }
  return body;
}

/** The `code` of our error body (`{ code, message, requestId }`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.data;
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}

/** Codes whose refusal a screen handles itself (the login screen opens the device dialog). */
const UNTOASTED_CODES = new Set(['DEVICE_LIMIT']);

function notify(error: unknown, config: ApiRequestConfig): void {
  if (config.silent) return;
  const code = errorCode(error);
  if (code && UNTOASTED_CODES.has(code)) return;
  toast.error(describeHttpError(error).message);
}

/** What the account state hears about session changes made by the client itself. */
export interface SessionHandlers {
  /** A refresh renewed the session (new token and a fresh user). */
  refreshed(login: LoginResponse): void;
  /** The session could not be renewed and was forgotten in this browser. */
  ended(): void;
}

let sessionHandlers: SessionHandlers | undefined;

export function registerSessionHandlers(next: SessionHandlers | undefined): void {
  sessionHandlers = next;
}

let refreshing: Promise<string | null> | null = null;

async function renewSession(): Promise<string | null> {
  try {
    const login = await apiRequest<LoginResponse>({
      url: '/auth/refresh',
      method: 'POST',
      silent: true,
      skipAuthRefresh: true,
    });
    saveSession(login);
    sessionHandlers?.refreshed(login);
    return login.token.accessToken;
  } catch {
    clearSession();
    sessionHandlers?.ended();
    return null;
  }
}

/** Renews the session; concurrent callers share the one refresh in flight. Null when it failed. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= renewSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The query string encoding axios used: encodeURIComponent, then `:`, `$`, `,` kept and spaces as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** Strings, numbers and booleans as they are, dates as ISO strings, anything else as JSON. */
function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return value instanceof Date ? value.toISOString() : JSON.stringify(value);
}

function buildUrl(url: string, params: object | undefined): string {
  let full = `${publicConfig.apiBaseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (!params) return full;
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    pairs.push(`${encode(key)}=${encode(paramText(value))}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) add(`${key.replace(/\[\]$/, '')}[]`, item);
    } else {
      add(key, value);
    }
  }
  if (pairs.length === 0) return full;
  const hash = full.indexOf('#');
  if (hash !== -1) full = full.slice(0, hash);
  return `${full}${full.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** Parsed JSON, the raw text when the body is not JSON, undefined when it is empty (204). */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One exchange with the server: the body of a 2xx answer, else an HttpError. */
async function send(config: ApiRequestConfig, token: string | undefined): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (config.data !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, config.headers);
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(config.url, config.params);
  const body = config.data === undefined ? undefined : JSON.stringify(config.data);
  const timeout = config.timeout ?? API_TIMEOUT_MS;
  // Aborts the whole exchange, body included, as axios' timeout did.
  const signal = timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
  try {
    const response = await fetch(url, {
      method: config.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal,
    });
    const answer = parseBody(await response.text());
    if (!response.ok) throw new HttpError('http', response.status, answer);
    return answer;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(signal?.aborted ? 'timeout' : 'network');
  }
}

async function request(config: ApiRequestConfig, retried: boolean): Promise<unknown> {
  const token = getAccessToken();
  try {
    return await unwrapPayload(await send(config, token));
  } catch (error) {
    if (
      !retried &&
      !config.skipAuthRefresh &&
      error instanceof HttpError &&
      error.status === 401 &&
      errorCode(error) === 'TOKEN_EXPIRED'
    ) {
      // Another request may have renewed the token meanwhile: then retry with it, without a refresh.
      const current = getAccessToken();
      const renewed = current && current !== token ? current : await refreshAccessToken();
      // The retry reads the renewed token from storage, and shows its own error if it fails.
      if (renewed) return request(config, true);
    }
    notify(error, config);
    throw error;
  }
}

/** A request that resolves to the decoded payload (undefined for an empty answer). */
export function apiRequest<T>(config: ApiRequestConfig): Promise<T> {
  return request(config, false) as Promise<T>;
}
