import type { ParsedUrlQuery } from 'node:querystring';
import type { AppStore } from '@/application/store';
import type { ComparePeersResponse } from '@/common/contracts/compare';
import { compareViewOf, PRICE_METRIC, type CompareView } from '@/common/market/compareView';
import { compareApi, type CompareArgs } from './compareApi';

/** The API's arguments of a view (the price chart is the `price:close` metric). */
export function compareArgs(view: Pick<CompareView, 'tickers' | 'metric' | 'period'>): CompareArgs {
  return {
    t: view.tickers.join(','),
    metric: view.metric === PRICE_METRIC ? 'price:close' : view.metric,
    period: view.period,
  };
}

/** The server function the SSR glue passes in (features never import src/server). */
export interface CompareSources {
  peers: (args: CompareArgs) => Promise<ComparePeersResponse>;
}

export type ComparePreloadResult = { ok: true } | { ok: false; error: unknown };

/**
 * The peer table of the address's view in the RTK Query cache, so the first paint has it. The chart's
 * figures are not preloaded: the chart draws in the browser only (Highcharts), years of closes of
 * eight tickers would weigh on the HTML, and statement figures follow the caller's plan.
 */
export async function preloadCompare(
  store: AppStore,
  query: ParsedUrlQuery,
  sources: CompareSources,
): Promise<ComparePreloadResult> {
  try {
    const view = compareViewOf(query);
    if (view.tickers.length === 0) return { ok: true };
    const args = compareArgs(view);
    await store.dispatch(compareApi.util.upsertQueryData('getComparePeers', args, await sources.peers(args)));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
