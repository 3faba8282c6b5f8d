import { api } from '@/application/api';
import type { ComparePeersResponse, CompareSeriesResponse } from '@/common/contracts/compare';

/** The request of both comparison endpoints: the address's ticker list, the metric key and its periods. */
export interface CompareArgs {
  t: string;
  metric: string;
  period: 'quarter' | 'year';
}

/** The comparison of tickers (src/server/modules/compare): one metric for several tickers and the peer table. */
export const compareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompareSeries: build.query<CompareSeriesResponse, CompareArgs>({
      query: (params) => ({ url: '/compare/series', params, silent: true }),
    }),
    getComparePeers: build.query<ComparePeersResponse, CompareArgs>({
      query: (params) => ({ url: '/compare/peers', params, silent: true }),
    }),
  }),
});

export const { useGetCompareSeriesQuery, useGetComparePeersQuery } = compareApi;
