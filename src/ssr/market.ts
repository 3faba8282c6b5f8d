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
import { getIndexIntraday, getMarketIndices } from '@/server/modules/market/indices.service';
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

/** Raised when a slow preload is left to the browser; not a failure worth a log line. */
class LeftToBrowser extends Error {}

/**
 * The industry card's first answer only when it is quick: its valuation history takes seconds to
 * compute the first time after a start or a new session (then it is kept), and the page must not
 * wait for it. The computation goes on and fills the caches; the browser asks for the card.
 */
export const INDUSTRY_PRELOAD_WAIT_MS = 300;

function quickOrBrowser<T>(work: Promise<T>, waitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new LeftToBrowser());
    }, waitMs);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * getServerSideProps of the home page (the market overview, public): the four indices with their
 * breadth, VN-Index's contribution and session bars and the first heatmap (one snapshot of the market for the three),
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
        intraday: (index) => cached(`intraday|${index}`, () => getIndexIntraday(db, index)),
      }),
      preloadMarketFlows(store, {
        movers: (args) => cached(`movers|${queryKey(args)}`, () => getTopMovers(db, args)),
        flows: (args) => cached(`flows|${queryKey(args)}`, () => getMarketFlows(db, args)),
        industries: (period) =>
          quickOrBrowser(
            cached(`industries|${period}`, () => getIndustryPerformance(db, { period })),
            INDUSTRY_PRELOAD_WAIT_MS,
          ),
      }),
    ])
  ).flat();
  for (const error of failures.filter((failure) => !(failure instanceof LeftToBrowser)))
    logger.warn({ err: error }, 'market overview preload failed; the browser will retry');
  return { props: { initialReduxState: dehydrateStore(store) } };
}
