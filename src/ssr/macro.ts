import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { preloadMacroMenuCustom } from '@/features/macro/macroMenuPreload';
import type { PageProps } from '@/pages/_app';
import { dehydrateStore } from './dehydrate';
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
  return { props: { initialReduxState: dehydrateStore(store) } };
}
