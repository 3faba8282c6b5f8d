import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { NumeralScreen } from '@/features/ratios/components/NumeralScreen';
import { preloadNumeralScreen } from '@/features/ratios/ratiosPreload';
import type { PageProps } from '@/pages/_app';
import { logger } from '@/server/logger';
import { ratiosPreloadSource } from '@/server/modules/ratios/ratios.handlers';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadNumeralScreen(store, ticker, ratiosPreloadSource(ctx.req));
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'numeral preload failed; the browser will retry');
  });

export default function EnterpriseFinanceNumeralPage() {
  return (
    <EnterprisePage title="Chỉ số tài chính">
      <NumeralScreen />
    </EnterprisePage>
  );
}
