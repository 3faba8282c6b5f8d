import type { ParsedUrlQuery } from 'node:querystring';
import type { AppStore } from '@/application/store';
import type { PriceHistoryResponse } from '@/common/contracts/priceHistory';
import { priceHistoryApi, type PriceHistoryArgs } from './priceHistoryApi';
import { priceHistoryViewOf } from './priceHistoryUrl';

/** The server function the SSR glue passes in (features never import src/server). */
export type PriceHistorySource = (args: PriceHistoryArgs) => Promise<PriceHistoryResponse>;

export type PriceHistoryPreloadResult = { ok: true } | { ok: false; error: unknown };

/**
 * Puts the page the address asks for (dates, page, page size, read as the screen reads them) in the
 * RTK Query cache under the key useGetPriceHistoryQuery uses, so the first paint has the rows.
 */
export async function preloadPriceHistory(
  store: AppStore,
  ticker: string,
  query: ParsedUrlQuery,
  source: PriceHistorySource,
): Promise<PriceHistoryPreloadResult> {
  try {
    const args: PriceHistoryArgs = { ticker, ...priceHistoryViewOf(query) };
    await store.dispatch(priceHistoryApi.util.upsertQueryData('getPriceHistory', args, await source(args)));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
