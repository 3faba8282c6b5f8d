import type { GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { preloadMarketOverview } from '@/features/market/overview/marketPreload';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getIndexContribution } from '@/server/modules/market/contribution.service';
import { getMarketIndices } from '@/server/modules/market/indices.service';
import { dehydrateStore } from './dehydrate';

/**
 * getServerSideProps of the home page (the market overview, public): the four indices with their
 * breadth and VN-Index's contribution in the RTK Query cache, so they are in the server HTML; the
 * charts and the heatmap load in the browser. A failed preload is logged and the browser asks again.
 */
export async function marketServerSideProps(): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const db = getDb();
  const failures = await preloadMarketOverview(store, {
    indices: () => getMarketIndices(db),
    contribution: (index) => getIndexContribution(db, index),
  });
  for (const error of failures)
    logger.warn({ err: error }, 'market overview preload failed; the browser will retry');
  return { props: { initialReduxState: dehydrateStore(store) } };
}
