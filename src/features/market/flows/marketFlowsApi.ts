import { api } from '@/application/api';
import type { IndustriesResponse, MarketFlowsResponse, MoversResponse } from '@/common/contracts/marketFlows';
import type { Exchange } from '@/common/constants/market';
import type { FlowInvestor } from '@/common/contracts/marketFlows';
import type { FlowWindow } from '@/common/market/foreignFlows';
import type { PerformancePeriod } from '@/common/market/industryPerformance';
import type { MoverKind } from '@/common/market/movers';

export interface MoversArgs {
  kind: MoverKind;
  exchange?: Exchange;
  /** ICB level-2 code. */
  industry?: string;
}

export interface MarketFlowsArgs {
  window: FlowWindow;
  investor: FlowInvestor;
}

/**
 * The home page's movers, flows and industry cards (GET /api/market/movers, /foreign, /industries).
 * Silent: each card shows its own loading, empty and error states with "Thử lại".
 */
export const marketFlowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketMovers: build.query<MoversResponse, MoversArgs>({
      query: (args) => ({ url: '/market/movers', params: args, silent: true }),
    }),
    getMarketFlows: build.query<MarketFlowsResponse, MarketFlowsArgs>({
      query: (args) => ({ url: '/market/foreign', params: args, silent: true }),
    }),
    getIndustryPerformance: build.query<IndustriesResponse, PerformancePeriod>({
      query: (period) => ({ url: '/market/industries', params: { period }, silent: true }),
    }),
  }),
});

export const { useGetMarketMoversQuery, useGetMarketFlowsQuery, useGetIndustryPerformanceQuery } =
  marketFlowsApi;
