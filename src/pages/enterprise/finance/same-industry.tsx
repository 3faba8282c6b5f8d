import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { SameIndustryScreen } from '@/features/ratios/components/SameIndustryScreen';
import { preloadSameIndustryScreen } from '@/features/ratios/ratiosPreload';
import type { PageProps } from '@/pages/_app';
import { logger } from '@/server/logger';
import { ratiosPreloadSource } from '@/server/modules/ratios/ratios.handlers';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadSameIndustryScreen(store, ticker, ratiosPreloadSource(ctx.req));
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'same-industry preload failed; the browser will retry');
  });

export default function EnterpriseFinanceSameIndustryPage() {
  return (
    <EnterprisePage title="So sánh cùng ngành">
      <SameIndustryScreen />
    </EnterprisePage>
  );
}
