import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiRequest, type ApiRequestConfig } from '@/lib/http';
import { describeHttpError, HTTP_ERROR_MESSAGES, type DescribedError } from '@/lib/httpErrors';

/** A response contract: a zod schema, or anything else that parses or throws. */
export interface ResponseSchema {
  parse(input: unknown): unknown;
}

export type ApiRequest = Pick<
  ApiRequestConfig,
  'url' | 'method' | 'params' | 'data' | 'silent' | 'skipAuthRefresh' | 'headers'
> & {
  /**
   * Loads the answer's contract (`() => import('@/common/contracts/x').then((m) => m.schema)`) and
   * checks the answer against it. Loaded on the first request that needs it, so zod and the
   * contracts stay out of a page's first-load JavaScript: a server-rendered page reads its first
   * figures from the HTML and only later requests bring the contract in.
   */
  validate?: () => Promise<ResponseSchema>;
};

/** An answer that does not match its contract (a stale page against a newer server, a broken proxy). */
const MISMATCH: DescribedError = { kind: 'corrupted', message: HTTP_ERROR_MESSAGES.corrupted };

/** RTK Query over the one axios client (src/lib/http.ts); errors arrive already described in Vietnamese. */
export const httpBaseQuery: BaseQueryFn<ApiRequest | string, unknown, DescribedError> = async (request) => {
  const { validate, ...config } = typeof request === 'string' ? { url: request } : request;
  let data: unknown;
  try {
    data = await apiRequest<unknown>(config);
  } catch (error) {
    return { error: describeHttpError(error) };
  }
  if (!validate) return { data };
  try {
    const schema = await validate();
    return { data: schema.parse(data) };
  } catch {
    return { error: MISMATCH };
  }
};
