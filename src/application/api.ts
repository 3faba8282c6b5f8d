import { createApi } from '@reduxjs/toolkit/query/react';
import { QUERY_STALE_SECONDS } from '@/common/constants/app';
import { httpBaseQuery } from './baseQuery';
import { hydrate } from './hydrate';

/**
 * The one RTK Query api. Features inject their endpoints (src/features/<name>/<name>Api.ts) so tag
 * invalidation works across features.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  keepUnusedDataFor: QUERY_STALE_SECONDS,
  tagTypes: ['Health'],
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrate.match(action)) {
      return action.payload[reducerPath] as never;
    }
    return undefined;
  },
  endpoints: () => ({}),
});
