import type { AppStore } from '@/application/store';
import type { IndustriesResponse, MarketFlowsResponse, MoversResponse } from '@/common/contracts/marketFlows';
import { marketFlowsApi, type MarketFlowsArgs, type MoversArgs } from './marketFlowsApi';

/** What the cards ask first (their default choices): the keys the preload fills. */
export const FIRST_MOVERS: MoversArgs = { kind: 'gainers' };
export const FIRST_FLOWS: MarketFlowsArgs = { window: '1D', investor: 'foreign' };
export const FIRST_INDUSTRY_PERIOD = '1D' as const;

/** The server functions the SSR glue passes in (features never import src/server); any may be left out. */
export interface MarketFlowsSources {
  movers?: (args: MoversArgs) => Promise<MoversResponse>;
  flows?: (args: MarketFlowsArgs) => Promise<MarketFlowsResponse>;
  industries?: (period: typeof FIRST_INDUSTRY_PERIOD) => Promise<IndustriesResponse>;
}

/**
 * Puts the cards' first answers in the RTK Query cache under the keys their hooks read, so the
 * server-rendered home page shows them. Each source runs on its own; a failed one is returned (the
 * browser asks again) and does not stop the others.
 */
export async function preloadMarketFlows(store: AppStore, sources: MarketFlowsSources): Promise<unknown[]> {
  const { util } = marketFlowsApi;
  const results = await Promise.allSettled([
    sources
      .movers?.(FIRST_MOVERS)
      .then((data) => store.dispatch(util.upsertQueryData('getMarketMovers', FIRST_MOVERS, data))),
    sources
      .flows?.(FIRST_FLOWS)
      .then((data) => store.dispatch(util.upsertQueryData('getMarketFlows', FIRST_FLOWS, data))),
    sources
      .industries?.(FIRST_INDUSTRY_PERIOD)
      .then((data) =>
        store.dispatch(util.upsertQueryData('getIndustryPerformance', FIRST_INDUSTRY_PERIOD, data)),
      ),
  ]);
  return results.flatMap((result): unknown[] =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
}
