import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_TIMEOUT_MS } from '@/common/constants/app';
import { publicConfig } from './config';
import { decryptHashCode } from './hashCode';
import { describeHttpError } from './httpErrors';
import { getAccessToken } from './storage';
import { toast } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the error toast (the caller shows the error itself). */
    silent?: boolean;
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

function notify(error: unknown, config: AxiosRequestConfig | undefined): void {
  if (!config?.silent) toast.error(describeHttpError(error).message);
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
  (error: AxiosError) => {
    notify(error, error.config);
    return Promise.reject(error);
  },
);

/** A request that resolves to the decoded payload. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<T>(config);
  return response.data;
}
