import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS } from '@/common/constants/app';
import type { LoginResponse } from '@/common/contracts/account';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { publicConfig } from './config';
import { describeHttpError, HttpError } from './httpErrors';
import { clearSession, getAccessToken, saveSession } from './storage';
import { toast } from './toast';

/**
 * The one HTTP client of the browser: an axios instance whose interceptors add the bearer token,
 * unwrap `{ data }` and decrypt `{ hashCode }` answers, renew an expired session once (one refresh
 * shared by every request that expired with it) and toast failures in Vietnamese. Failures reach
 * callers as HttpError (src/lib/httpErrors.ts) or, for a bad hashCode, EnvelopeError, so nothing
 * outside this file depends on axios' types.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What this client adds to axios' request config. */
interface ClientOptions {
  /** Skip the error toast (the caller shows the error itself). */
  silent?: boolean;
  /** Never renew the session on a TOKEN_EXPIRED answer (the refresh call itself, logins). */
  skipAuthRefresh?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig extends ClientOptions {
    /** Set on the one retry after a refresh, so a request is retried at most once. */
    authRetried?: boolean;
  }
}

export interface ApiRequestConfig extends ClientOptions {
  /** Path under the API base URL (NEXT_PUBLIC_API_BASE_URL, `/api` by default). */
  url: string;
  method?: HttpMethod;
  /** Query string, serialized by axios (null and undefined left out, dates as ISO strings). */
  params?: object;
  /** Sent as a JSON body. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call is abandoned as a timeout (API_TIMEOUT_MS unless set; 0 = none). */
  timeout?: number;
}

/**
 * The refresh credential is an HttpOnly cookie (Path=/api/auth) that the browser sends with
 * same-origin requests, which the API is by default (`/api`); `withCredentials` stays off, so a
 * cross-origin API base would need it and CORS with credentials on the server (docs/ACCOUNTS.md).
 */
export const http = axios.create({
  baseURL: publicConfig.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

/**
 * Our API answers { data } (account calls) or { hashCode } (data calls); both become the payload,
 * and an empty answer (204) becomes undefined. The decoder and its crypto-js parts (~6 KB gzip) load
 * with the first data answer, so pages that make none (home, pricing, login) never download them.
 */
export async function unwrapPayload(body: unknown): Promise<unknown> {
  if (body === '') return undefined;
  if (body && typeof body === 'object') {
    if ('hashCode' in body && typeof body.hashCode === 'string') {
      const { openEnvelope } = await import('./envelope');
      return openEnvelope(body.hashCode);
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

function notify(error: unknown, config: ClientOptions | undefined): void {
  if (config?.silent) return;
  const code = errorCode(error);
  if (code && UNTOASTED_CODES.has(code)) return;
  toast.error(describeHttpError(error).message);
}

/** axios' failure as the app's HttpError: refused (with status and body), too slow, or no answer. */
function toHttpError(error: AxiosError): HttpError {
  if (error.response) {
    const data: unknown = error.response.data === '' ? undefined : error.response.data;
    return new HttpError('http', error.response.status, data);
  }
  const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  return new HttpError(timedOut ? 'timeout' : 'network');
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
    endSessionHere();
    return null;
  }
}

/**
 * Forgets a session the server no longer accepts (not renewable, or ended elsewhere: logout, device
 * removed, password changed) and says so once: the account state turns guest, the screens ask again
 * as a guest (useResetApiOnRoleChange), and the user reads why instead of a stuck error.
 */
function endSessionHere(): void {
  const hadSession = Boolean(getAccessToken());
  clearSession();
  sessionHandlers?.ended();
  if (hadSession) toast.info(ACCOUNT_MESSAGES.sessionEndedElsewhere);
}

/** Renews the session; concurrent callers share the one refresh in flight. Null when it failed. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= renewSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function sentToken(config: InternalAxiosRequestConfig): string | undefined {
  const header: unknown = config.headers.Authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

function isExpiredToken(error: AxiosError): boolean {
  const body: unknown = error.response?.data;
  return (
    error.response?.status === 401 &&
    !!body &&
    typeof body === 'object' &&
    'code' in body &&
    body.code === 'TOKEN_EXPIRED'
  );
}

http.interceptors.request.use((config) => {
  // Read on every send, so the retry after a refresh carries the renewed token.
  const token = getAccessToken();
  if (token) config.headers.Authorization = `Bearer ${token}`;
  else delete config.headers.Authorization;
  return config;
});

http.interceptors.response.use(
  async (response: AxiosResponse) => {
    try {
      response.data = await unwrapPayload(response.data);
    } catch (error) {
      notify(error, response.config);
      throw error;
    }
    return response;
  },
  async (error: unknown) => {
    if (!axios.isAxiosError(error)) throw error;
    const config = error.config;
    if (config && !config.skipAuthRefresh && !config.authRetried && isExpiredToken(error)) {
      // Another request may have renewed the token meanwhile: then retry with it, without a refresh.
      const current = getAccessToken();
      const renewed = current && current !== sentToken(config) ? current : await refreshAccessToken();
      // The retry goes through these interceptors again and shows its own error if it fails.
      if (renewed) return http.request({ ...config, authRetried: true });
    }
    const failure = toHttpError(error);
    const token = config ? sentToken(config) : undefined;
    if (failure.status === 401 && token && config && !config.skipAuthRefresh) {
      // This session is over (a refused refresh ended it already): guest from here on, one notice.
      if (getAccessToken() === token) endSessionHere();
      if (!getAccessToken()) throw failure;
    }
    notify(failure, config);
    throw failure;
  },
);

/** A request that resolves to the decoded payload (undefined for an empty answer). */
export async function apiRequest<T>(config: ApiRequestConfig): Promise<T> {
  const response = await http.request<T>(config);
  return response.data;
}
