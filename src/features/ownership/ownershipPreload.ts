import type { AppStore } from '@/application/store';
import type {
  ForeignRoomResponse,
  InsiderDealsResponse,
  OwnershipResponse,
} from '@/common/contracts/ownership';
import { INSIDER_PAGE_SIZE, ownershipApi } from './ownershipApi';

/** The server functions the SSR glue passes in (features never import src/server). */
export interface OwnershipSources {
  ownership: (ticker: string) => Promise<OwnershipResponse>;
  insiderDeals: (args: { ticker: string; page: number; pageSize: number }) => Promise<InsiderDealsResponse>;
  foreignRoom: (args: { ticker: string }) => Promise<ForeignRoomResponse>;
}

export type OwnershipPreloadResult = { ok: true } | { ok: false; error: unknown };

/** Fills the RTK Query cache under the keys the tab's hooks read, so the server HTML has the figures. */
export async function preloadOwnership(
  store: AppStore,
  ticker: string,
  sources: OwnershipSources,
): Promise<OwnershipPreloadResult> {
  try {
    const deals = { ticker, page: 1, pageSize: INSIDER_PAGE_SIZE };
    const [ownership, insiderDeals, foreignRoom] = await Promise.all([
      sources.ownership(ticker),
      sources.insiderDeals(deals),
      sources.foreignRoom({ ticker }),
    ]);
    await Promise.all([
      store.dispatch(ownershipApi.util.upsertQueryData('getOwnership', ticker, ownership)),
      store.dispatch(ownershipApi.util.upsertQueryData('getInsiderDeals', deals, insiderDeals)),
      store.dispatch(ownershipApi.util.upsertQueryData('getForeignRoom', { ticker }, foreignRoom)),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
