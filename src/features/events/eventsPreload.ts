import type { AppStore } from '@/application/store';
import type {
  CompanyEventsResponse,
  DividendHistoryResponse,
  MarketEventsResponse,
} from '@/common/contracts/corporateEvents';
import { eventsApi, type MarketEventsArgs } from './eventsApi';

/** The server functions the SSR glue passes in (features never import src/server). */
export interface CompanyEventsSources {
  events: (ticker: string) => Promise<CompanyEventsResponse>;
  dividends: (ticker: string) => Promise<DividendHistoryResponse>;
}

export type PreloadResult = { ok: true } | { ok: false; error: unknown };

/** Puts a calendar page in the RTK Query cache under the key useGetMarketEventsQuery(args) reads. */
export async function preloadMarketEvents(
  store: AppStore,
  args: MarketEventsArgs,
  source: () => Promise<MarketEventsResponse>,
): Promise<PreloadResult> {
  try {
    await store.dispatch(eventsApi.util.upsertQueryData('getMarketEvents', args, await source()));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A company's events and dividend history in the cache, under the keys the company screen reads. */
export async function preloadCompanyEvents(
  store: AppStore,
  ticker: string,
  sources: CompanyEventsSources,
): Promise<PreloadResult> {
  try {
    const [events, dividends] = await Promise.all([sources.events(ticker), sources.dividends(ticker)]);
    await store.dispatch(eventsApi.util.upsertQueryData('getCompanyEvents', ticker, events));
    await store.dispatch(eventsApi.util.upsertQueryData('getDividendHistory', ticker, dividends));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
