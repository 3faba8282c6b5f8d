import type { GetServerSideProps } from 'next';
import type { FinanceType } from '@/common/constants/finance';
import { preloadFinanceScreen, tableNameFromTab } from '@/features/finance/financeUrl';
import { preloadRatiosScreen, preloadSameIndustryScreen } from '@/features/ratios/ratiosPreload';
import type { PageProps } from '@/pages/_app';
import { isAppError } from '@/server/core/errors';
import { logger } from '@/server/logger';
import { financePreloadSource } from '@/server/modules/finance/finance.handlers';
import { ratiosPreloadSource } from '@/server/modules/ratios/ratios.handlers';
import { enterpriseServerSideProps } from './enterprise';

/**
 * getServerSideProps of the /enterprise/finance pages. A failed preload is logged and the page still
 * renders: the browser then asks for the figures itself and shows an error with a retry button.
 */

/**
 * A statement page: the ticker header, and the table (`tableName`, or on the base page the one its
 * `?tab=` names) in the RTK Query cache under the args the screen's hook uses.
 */
export function statementServerSideProps(tableName?: FinanceType): GetServerSideProps<PageProps> {
  return (ctx) =>
    enterpriseServerSideProps(ctx, async (store, ticker) => {
      const result = await preloadFinanceScreen(
        store,
        { ticker, tableName: tableName ?? tableNameFromTab(ctx.query), query: ctx.query },
        financePreloadSource(ctx.req),
      );
      if (!result.ok)
        logger.warn({ err: result.error, ticker }, 'finance preload failed; the browser will retry');
    });
}

/** /enterprise/finance/numeral: the saved ratio set and its figures. */
export const ratiosServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadRatiosScreen(store, ticker, ratiosPreloadSource(ctx.req), ctx.query);
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'ratios preload failed; the browser will retry');
  });

/** /enterprise/finance/same-industry: the saved set and the same-industry table. */
export const sameIndustryServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadSameIndustryScreen(store, ticker, ratiosPreloadSource(ctx.req), ctx.query);
    // A plan that does not open the screen is not a failure: the browser shows the locked section.
    if (!result.ok && !(isAppError(result.error) && result.error.code === 'PLAN_REQUIRED'))
      logger.warn({ err: result.error, ticker }, 'same-industry preload failed; the browser will retry');
  });
