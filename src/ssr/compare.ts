import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { comparePeersQuery } from '@/common/contracts/compare';
import { preloadCompare } from '@/features/compare/comparePreload';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { loadComparePeers } from '@/server/modules/compare/comparePeers.service';
import { dehydrateStore } from './dehydrate';

/**
 * getServerSideProps of /compare: the peer table of the address's view in the store (the screener's
 * facts, the same for every caller), so it is in the server HTML. A failed preload is logged and the
 * browser asks again.
 */
export async function compareServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'query'>,
): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const db = getDb();
  const result = await preloadCompare(store, ctx.query, {
    peers: (args) => loadComparePeers(db, null, comparePeersQuery.parse(args)),
  });
  if (!result.ok) logger.warn({ err: result.error }, 'compare preload failed; the browser will retry');
  return { props: { initialReduxState: dehydrateStore(store) } };
}
