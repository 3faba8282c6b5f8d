import { api } from '@/application/api';
import type { AppStore, RootState } from '@/application/store';

/**
 * The per-request store as page props. Next refuses undefined in props; a JSON round trip drops it
 * the way the browser would see it. Then RTK Query's cache-expiry timers are cleared so the store
 * can be collected at once.
 */
export function dehydrateStore(store: AppStore): Partial<RootState> {
  const state = JSON.parse(JSON.stringify(store.getState())) as Partial<RootState>;
  store.dispatch(api.util.resetApiState());
  return state;
}
