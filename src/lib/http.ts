import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_TIMEOUT_MS } from '@/common/constants/app';
import type { LoginResponse } from '@/common/contracts/account';
import { publicConfig } from './config';
import { decryptHashCode } from './hashCode';
import { describeHttpError } from './httpErrors';
import { clearSession, getAccessToken, saveSession } from './storage';
import { toast } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the error toast (the caller shows the error itself). */
    silent?: boolean;
    /** Never renew the session on a TOKEN_EXPIRED answer (the refresh call itself, logins). */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a request is retried at most once. */
    authRetried?: boolean;
  }
}

/** The one HTTP client of the browser: JSON, 10 s timeout, bearer token, hashCode decryption, toasts. */
export const http = axios.create({
  baseURL: publicConfig.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

/** Our API answers { data } (account calls) or { hashCode } (data calls); both become the payload. */
export function unwrapPayload(body: unknown): unknown {
  if (body && typeof body === 'object') {
    if ('hashCode' in body && typeof body.hashCode === 'string') return decryptHashCode(body.hashCode);
    if ('data' in body) return body.data;
  }
  return body;
}

/** The `code` of our error body (`{ code, message, requestId }`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}

/** Codes whose refusal a screen handles itself (the login screen opens the device dialog). */
const UNTOASTED_CODES = new Set(['DEVICE_LIMIT']);

function notify(error: unknown, config: AxiosRequestConfig | undefined): void {
  if (config?.silent) return;
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
    const response = await http.post<LoginResponse>('/auth/refresh', undefined, {
      silent: true,
      skipAuthRefresh: true,
    });
    saveSession(response.data);
    sessionHandlers?.refreshed(response.data);
    return response.data.token.accessToken;
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

function sentToken(config: AxiosRequestConfig): string | undefined {
  const header: unknown = config.headers?.Authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    try {
      response.data = unwrapPayload(response.data);
    } catch (error) {
      notify(error, response.config);
      throw error;
    }
    return response;
  },
  async (error: AxiosError) => {
    const config = error.config;
    if (
      config &&
      error.response?.status === 401 &&
      errorCode(error) === 'TOKEN_EXPIRED' &&
      !config.skipAuthRefresh &&
      !config.authRetried
    ) {
      // Another request may have renewed the token meanwhile: then retry with it, without a refresh.
      const current = getAccessToken();
      const token = current && current !== sentToken(config) ? current : await refreshAccessToken();
      if (token) return http.request({ ...config, authRetried: true });
    }
    notify(error, config);
    return Promise.reject(error);
  },
);

/** A request that resolves to the decoded payload. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<T>(config);
  return response.data;
}
