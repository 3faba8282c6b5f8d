import type { AppStore } from '@/application/store';
import type {
  HeatmapResponse,
  IndexContributionResponse,
  IndexIntradayResponse,
  MarketIndicesResponse,
} from '@/common/contracts/market';
import type { MarketIndexCode } from '@/common/market/marketSession';
import { marketApi, type HeatmapArgs } from './marketApi';

/** The server functions the SSR glue passes in (features never import src/server); heatmap optional. */
export interface MarketOverviewSources {
  indices: () => Promise<MarketIndicesResponse>;
  contribution: (index: MarketIndexCode) => Promise<IndexContributionResponse>;
  heatmap?: (args: HeatmapArgs) => Promise<HeatmapResponse>;
  /** The index chart's first view (the session's bars), so its card is in the server HTML too. */
  intraday?: (index: MarketIndexCode) => Promise<IndexIntradayResponse>;
}

/** The index the contribution card and the index chart open on. */
export const DEFAULT_CONTRIBUTION_INDEX: MarketIndexCode = 'VNINDEX';
/** The heatmap's first view: every exchange, sized by market value. */
export const FIRST_HEATMAP: HeatmapArgs = { size: 'marketValue' };

/**
 * Puts the indices (with breadth), VN-Index's contribution and the first heatmap in the RTK Query
 * cache under the keys the cards read, so the figures are in the server HTML and the heatmap draws
 * as soon as Highcharts has loaded, without a request. Failures are returned, not thrown: the
 * browser asks again.
 */
export async function preloadMarketOverview(
  store: AppStore,
  sources: MarketOverviewSources,
): Promise<unknown[]> {
  const { util } = marketApi;
  const results = await Promise.allSettled([
    sources
      .indices()
      .then((data) => store.dispatch(util.upsertQueryData('getMarketIndices', undefined, data))),
    sources
      .contribution(DEFAULT_CONTRIBUTION_INDEX)
      .then((data) =>
        store.dispatch(util.upsertQueryData('getIndexContribution', DEFAULT_CONTRIBUTION_INDEX, data)),
      ),
    sources
      .intraday?.(DEFAULT_CONTRIBUTION_INDEX)
      .then((data) =>
        store.dispatch(util.upsertQueryData('getIndexIntraday', DEFAULT_CONTRIBUTION_INDEX, data)),
      ),
    sources
      .heatmap?.(FIRST_HEATMAP)
      .then((data) => store.dispatch(util.upsertQueryData('getHeatmap', FIRST_HEATMAP, data))),
  ]);
  return results.flatMap((result): unknown[] =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
}
