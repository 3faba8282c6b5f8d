import type { AppStore } from '@/application/store';
import type { OverviewResponse } from '@/common/contracts/companyPages';
import { overviewApi } from './overviewApi';

/** The server function the SSR glue passes in (features never import src/server). */
export type OverviewSource = (ticker: string) => Promise<OverviewResponse>;

export type OverviewPreloadResult = { ok: true } | { ok: false; error: unknown };

/** Puts the key figures in the RTK Query cache under the key useGetOverviewQuery(ticker) reads. */
export async function preloadOverview(
  store: AppStore,
  ticker: string,
  source: OverviewSource,
): Promise<OverviewPreloadResult> {
  try {
    const data = await source(ticker);
    await store.dispatch(overviewApi.util.upsertQueryData('getOverview', ticker, data));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
