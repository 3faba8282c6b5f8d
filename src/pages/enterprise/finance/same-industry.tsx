import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { SameIndustryScreen } from '@/features/ratios/components/SameIndustryScreen';
import { preloadSameIndustryScreen } from '@/features/ratios/ratiosPreload';
import type { PageProps } from '@/pages/_app';
import { isAppError } from '@/server/core/errors';
import { logger } from '@/server/logger';
import { ratiosPreloadSource } from '@/server/modules/ratios/ratios.handlers';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadSameIndustryScreen(store, ticker, ratiosPreloadSource(ctx.req));
    // A plan that does not open the screen is not a failure: the browser shows the locked section.
    if (!result.ok && !(isAppError(result.error) && result.error.code === 'PLAN_REQUIRED'))
      logger.warn({ err: result.error, ticker }, 'same-industry preload failed; the browser will retry');
  });

function EnterpriseFinanceSameIndustryPage() {
  return (
    <EnterprisePage title="So sánh cùng ngành">
      <SameIndustryScreen />
    </EnterprisePage>
  );
}

export default EnterpriseFinanceSameIndustryPage;
