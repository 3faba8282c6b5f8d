import { api } from '@/application/api';
import type {
  HeatmapResponse,
  IndexChartResponse,
  IndexContributionResponse,
  IndexIntradayResponse,
  MarketIndicesResponse,
} from '@/common/contracts/market';
import type { Exchange } from '@/common/constants/market';
import type { HeatmapSize, IndexChartRange, MarketIndexCode } from '@/common/market/marketSession';

export interface IndexChartArgs {
  index: MarketIndexCode;
  range: IndexChartRange;
}

export interface HeatmapArgs {
  /** Every exchange when absent. */
  exchange?: Exchange;
  size: HeatmapSize;
}

/**
 * The market overview's data (src/server/modules/market). Every call is silent: each card shows its
 * own loading, empty and error states instead of a toast. Cards pass useMarketPolling()'s interval.
 */
export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: none (undefined), the key src/ssr/market.ts fills on the server. */
    getMarketIndices: build.query<MarketIndicesResponse, undefined>({
      query: () => ({ url: '/market/indices', silent: true }),
    }),
    getIndexChart: build.query<IndexChartResponse, IndexChartArgs>({
      query: (args) => ({
        url: '/market/index-chart',
        params: { index: args.index, range: args.range },
        silent: true,
      }),
    }),
    getIndexIntraday: build.query<IndexIntradayResponse, MarketIndexCode>({
      query: (index) => ({ url: '/market/index-intraday', params: { index }, silent: true }),
    }),
    getIndexContribution: build.query<IndexContributionResponse, MarketIndexCode>({
      query: (index) => ({ url: '/market/contribution', params: { index }, silent: true }),
    }),
    getHeatmap: build.query<HeatmapResponse, HeatmapArgs>({
      query: (args) => ({
        url: '/market/heatmap',
        params: args.exchange ? { exchange: args.exchange, size: args.size } : { size: args.size },
        silent: true,
      }),
    }),
  }),
});

export const {
  useGetMarketIndicesQuery,
  useGetIndexChartQuery,
  useGetIndexIntradayQuery,
  useGetIndexContributionQuery,
  useGetHeatmapQuery,
} = marketApi;
