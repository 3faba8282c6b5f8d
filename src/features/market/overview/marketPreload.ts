import type { AppStore } from '@/application/store';
import type { IndexContributionResponse, MarketIndicesResponse } from '@/common/contracts/market';
import type { MarketIndexCode } from '@/common/market/marketSession';
import { marketApi } from './marketApi';

/** The server functions the SSR glue passes in (features never import src/server). */
export interface MarketOverviewSources {
  indices: () => Promise<MarketIndicesResponse>;
  contribution: (index: MarketIndexCode) => Promise<IndexContributionResponse>;
}

/** The index the contribution card opens on. */
export const DEFAULT_CONTRIBUTION_INDEX: MarketIndexCode = 'VNINDEX';

/**
 * Puts the indices (with breadth) and VN-Index's contribution in the RTK Query cache under the keys
 * the cards read, so they are in the server HTML. Failures are returned, not thrown: the browser asks again.
 */
export async function preloadMarketOverview(
  store: AppStore,
  sources: MarketOverviewSources,
): Promise<unknown[]> {
  const failures: unknown[] = [];
  await Promise.all([
    sources.indices().then(
      (data) => store.dispatch(marketApi.util.upsertQueryData('getMarketIndices', undefined, data)),
      (error: unknown) => failures.push(error),
    ),
    sources.contribution(DEFAULT_CONTRIBUTION_INDEX).then(
      (data) =>
        store.dispatch(
          marketApi.util.upsertQueryData('getIndexContribution', DEFAULT_CONTRIBUTION_INDEX, data),
        ),
      (error: unknown) => failures.push(error),
    ),
  ]);
  return failures;
}
