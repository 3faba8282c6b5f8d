import type { ParsedUrlQuery } from 'node:querystring';
import type { AppStore } from '@/application/store';
import type { ScreenerOptionsResponse, ScreenerResponse } from '@/common/contracts/screener';
import { parseScreenText, type ScreenDefinition } from '@/common/screener/definition';
import { screenerApi, type ScreenerRunArgs } from './screenerApi';
import { screenerViewOf } from './screenerUrl';

/** The server functions the SSR glue passes in (features never import src/server). */
export interface ScreenerSources {
  run: (request: { screen: ScreenDefinition; page: number; pageSize: number }) => Promise<ScreenerResponse>;
  options: () => Promise<ScreenerOptionsResponse>;
}

export type ScreenerPreloadResult = { ok: true } | { ok: false; error: unknown };

/**
 * Puts the options and the page of results the address asks for in the RTK Query cache under the
 * keys the screen uses, so the first paint has the table. An invalid screen in the address is not
 * preloaded: the screen explains it.
 */
export async function preloadScreener(
  store: AppStore,
  query: ParsedUrlQuery,
  sources: ScreenerSources,
): Promise<ScreenerPreloadResult> {
  try {
    const view = screenerViewOf(query);
    const screen = parseScreenText(view.text);
    await store.dispatch(
      screenerApi.util.upsertQueryData('getScreenerOptions', undefined, await sources.options()),
    );
    if (typeof screen !== 'string') {
      const args: ScreenerRunArgs = { ...view.text, page: view.page, pageSize: view.pageSize };
      const answer = await sources.run({ screen, page: view.page, pageSize: view.pageSize });
      await store.dispatch(screenerApi.util.upsertQueryData('runScreen', args, answer));
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
