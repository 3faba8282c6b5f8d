import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { preloadOwnership } from '@/features/ownership/ownershipPreload';
import { preloadPriceHistory } from '@/features/priceHistory/priceHistoryPreload';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getForeignRoom, getInsiderDeals, getOwnership } from '@/server/modules/ownership/ownership.service';
import { getPriceHistory } from '@/server/modules/priceHistory/priceHistory.service';
import { enterpriseServerSideProps } from './enterprise';

/**
 * getServerSideProps of /enterprise/{TICKER}/ownership: the ticker header as every company page,
 * plus the structure, major holders, the first page of insider deals and the foreign room series in
 * the RTK Query cache, so the figures are in the server HTML. A failed preload is logged and the
 * browser asks again.
 */
export function ownershipServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  return enterpriseServerSideProps(ctx, async (store, ticker) => {
    const db = getDb();
    const result = await preloadOwnership(store, ticker, {
      ownership: (symbol) => getOwnership(db, symbol),
      insiderDeals: (args) => getInsiderDeals(db, args),
      foreignRoom: (args) => getForeignRoom(db, args),
    });
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'ownership preload failed; the browser will retry');
  });
}

/** getServerSideProps of /enterprise/{TICKER}/price-history: the page of rows the address asks for. */
export function priceHistoryServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  return enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadPriceHistory(store, ticker, ctx.query, (args) =>
      getPriceHistory(getDb(), args),
    );
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'price history preload failed; the browser will retry');
  });
}
