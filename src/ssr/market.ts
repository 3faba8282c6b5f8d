import type { GetServerSidePropsResult } from 'next';
import { makeStore } from '@/application/store';
import { preloadMarketFlows } from '@/features/market/flows/flowsPreload';
import { preloadMarketOverview } from '@/features/market/overview/marketPreload';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { cachedBody, queryKey } from '@/server/http/responseCache';
import { logger } from '@/server/logger';
import { getIndexContribution } from '@/server/modules/market/contribution.service';
import { getHeatmap } from '@/server/modules/market/heatmap.service';
import { getMarketIndices } from '@/server/modules/market/indices.service';
import { loadMarketSnapshot, type MarketSnapshot } from '@/server/modules/market/snapshot';
import { getMarketFlows } from '@/server/modules/marketFlows/flows.service';
import { getIndustryPerformance } from '@/server/modules/marketFlows/industries.service';
import { getTopMovers } from '@/server/modules/marketFlows/movers.service';
import { dehydrateStore } from './dehydrate';

/**
 * A source's answer through the public routes' response cache (API_RESPONSE_CACHE_TTL_MS, 60 s): the
 * home page is rendered for every visitor, and its figures change only when the feed writes.
 */
async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  return JSON.parse(await cachedBody(`ssr:home|${key}`, async () => JSON.stringify(await compute()))) as T;
}

/**
 * getServerSideProps of the home page (the market overview, public): the four indices with their
 * breadth, VN-Index's contribution and the first heatmap (one snapshot of the market for the three),
 * and the movers, foreign flows and industry cards' first answers in the RTK Query cache, so their
 * figures are in the server HTML; the charts draw after hydration without asking again. A failed
 * preload is logged and the browser asks again. Answers are kept like the API's (60 s).
 */
export async function marketServerSideProps(): Promise<GetServerSidePropsResult<PageProps>> {
  const store = makeStore();
  const db = getDb();
  // Loaded once, and only when a figure is not cached.
  let snapshot: Promise<MarketSnapshot> | undefined;
  const shared = () => (snapshot ??= loadMarketSnapshot(db));
  const failures = (
    await Promise.all([
      preloadMarketOverview(store, {
        indices: () => cached('indices', async () => getMarketIndices(db, await shared())),
        contribution: (index) =>
          cached(`contribution|${index}`, async () => getIndexContribution(db, index, await shared())),
        heatmap: (args) =>
          cached(`heatmap|${queryKey(args)}`, async () => getHeatmap(db, args, await shared())),
      }),
      preloadMarketFlows(store, {
        movers: (args) => cached(`movers|${queryKey(args)}`, () => getTopMovers(db, args)),
        flows: (args) => cached(`flows|${queryKey(args)}`, () => getMarketFlows(db, args)),
        industries: (period) => cached(`industries|${period}`, () => getIndustryPerformance(db, { period })),
      }),
    ])
  ).flat();
  for (const error of failures)
    logger.warn({ err: error }, 'market overview preload failed; the browser will retry');
  return { props: { initialReduxState: dehydrateStore(store) } };
}
