import type { AppStore } from '@/application/store';
import type { MacroMenuResponse } from '@/common/contracts/macro';
import { macroApi } from './macroApi';

/** The server function the SSR glue passes in (features never import src/server). */
export type MacroMenuSource = () => Promise<MacroMenuResponse>;

/**
 * Puts the whole macro menu (Vietnam, the US, China, commodities) in the RTK Query cache under the
 * key useGetMacroMenuCustomQuery(undefined) reads, so /macro paints every group at once instead of
 * the world groups arriving after hydration (they were the page's largest paint, at about 3 s).
 */
export async function preloadMacroMenuCustom(
  store: AppStore,
  source: MacroMenuSource,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    await store.dispatch(macroApi.util.upsertQueryData('getMacroMenuCustom', undefined, await source()));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
