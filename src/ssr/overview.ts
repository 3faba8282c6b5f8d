import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { preloadOverview } from '@/features/overview/overviewPreload';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getOverview } from '@/server/modules/companyPages/overview.service';
import { enterpriseServerSideProps } from './enterprise';

/**
 * getServerSideProps of /enterprise/overview: the ticker header as every enterprise page, plus the
 * key figures and recent results (getOverview) in the RTK Query cache, so the figures are in the
 * server-rendered HTML. A failed preload is logged and the browser asks again.
 */
export function overviewServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  return enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadOverview(store, ticker, (symbol) => getOverview(getDb(), symbol));
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'overview preload failed; the browser will retry');
  });
}
