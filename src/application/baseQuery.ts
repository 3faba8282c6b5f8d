import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiRequest, type ApiRequestConfig } from '@/lib/http';
import { describeHttpError, type DescribedError } from '@/lib/httpErrors';

export type ApiRequest = Pick<ApiRequestConfig, 'url' | 'method' | 'params' | 'data' | 'silent' | 'headers'>;

/** RTK Query over the one fetch client (src/lib/http.ts); errors arrive already described in Vietnamese. */
export const httpBaseQuery: BaseQueryFn<ApiRequest | string, unknown, DescribedError> = async (request) => {
  const config = typeof request === 'string' ? { url: request } : request;
  try {
    return { data: await apiRequest<unknown>(config) };
  } catch (error) {
    return { error: describeHttpError(error) };
  }
};
