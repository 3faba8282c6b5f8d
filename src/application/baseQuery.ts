import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { apiRequest } from '@/lib/http';
import { describeHttpError, type DescribedError } from '@/lib/httpErrors';

export type ApiRequest = Pick<
  AxiosRequestConfig,
  'url' | 'method' | 'params' | 'data' | 'silent' | 'headers'
>;

/** RTK Query over the one axios client; errors arrive already described in Vietnamese. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, DescribedError> = async (request) => {
  const config = typeof request === 'string' ? { url: request } : request;
  try {
    return { data: await apiRequest<unknown>(config) };
  } catch (error) {
    return { error: describeHttpError(error) };
  }
};
