import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { api } from '@/application/api';
import { makeStore, type RootState } from '@/application/store';
import { preloadMacroMenuCustom } from '@/features/macro/macroMenuPreload';
import type { PageProps } from '@/pages/_app';
import { logger } from '@/server/logger';
import { macroMenuCustomSource } from '@/server/modules/macro/macro.handlers';

/**
 * getServerSideProps of /macro: the store gets the whole macro menu as the reader's plan sees it. When
 * the menu cannot be read the page still renders, and the browser asks for the menu as before.
 */
export async function macroIndexServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const result = await preloadMacroMenuCustom(store, macroMenuCustomSource(ctx.req));
  if (!result.ok) logger.warn({ err: result.error }, 'macro menu preload failed; the browser will retry');
  // Next refuses undefined in props; a JSON round trip drops it the way the browser would see it.
  const initialReduxState = JSON.parse(JSON.stringify(store.getState())) as Partial<RootState>;
  // Clears RTK Query's cache-expiry timers so the per-request store can be collected at once.
  store.dispatch(api.util.resetApiState());
  return { props: { initialReduxState } };
}
