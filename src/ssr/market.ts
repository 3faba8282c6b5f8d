import type { GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { preloadMarketFlows } from '@/features/market/flows/flowsPreload';
import { preloadMarketOverview } from '@/features/market/overview/marketPreload';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getIndexContribution } from '@/server/modules/market/contribution.service';
import { getHeatmap } from '@/server/modules/market/heatmap.service';
import { getMarketIndices } from '@/server/modules/market/indices.service';
import { loadMarketSnapshot } from '@/server/modules/market/snapshot';
import { getMarketFlows } from '@/server/modules/marketFlows/flows.service';
import { getIndustryPerformance } from '@/server/modules/marketFlows/industries.service';
import { getTopMovers } from '@/server/modules/marketFlows/movers.service';
import { dehydrateStore } from './dehydrate';

/**
 * getServerSideProps of the home page (the market overview, public): the four indices with their
 * breadth, VN-Index's contribution and the first heatmap (one snapshot of the market for the three),
 * and the movers, foreign flows and industry cards' first answers in the RTK Query cache, so their
 * figures are in the server HTML; the charts draw after hydration without asking again. A failed
 * preload is logged and the browser asks again.
 */
export async function marketServerSideProps(): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const db = getDb();
  const snapshot = loadMarketSnapshot(db);
  const failures = (
    await Promise.all([
      preloadMarketOverview(store, {
        indices: async () => getMarketIndices(db, await snapshot),
        contribution: async (index) => getIndexContribution(db, index, await snapshot),
        heatmap: async (args) => getHeatmap(db, args, await snapshot),
      }),
      preloadMarketFlows(store, {
        movers: (args) => getTopMovers(db, args),
        flows: (args) => getMarketFlows(db, args),
        industries: (period) => getIndustryPerformance(db, { period }),
      }),
    ])
  ).flat();
  for (const error of failures)
    logger.warn({ err: error }, 'market overview preload failed; the browser will retry');
  return { props: { initialReduxState: dehydrateStore(store) } };
}
