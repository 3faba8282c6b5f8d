import type { GetServerSideProps } from 'next';
import { FINANCE_TYPE_LABELS } from '@/common/constants/finance';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { FinanceScreen } from '@/features/finance/components/FinanceScreen';
import { preloadFinanceScreen } from '@/features/finance/financeUrl';
import type { PageProps } from '@/pages/_app';
import { logger } from '@/server/logger';
import { financePreloadSource } from '@/server/modules/finance/finance.handlers';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const result = await preloadFinanceScreen(
      store,
      { ticker, tableName: 'CASH_FLOW_INDIRECT', query: ctx.query },
      financePreloadSource(ctx.req),
    );
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'finance preload failed; the browser will retry');
  });

export default function EnterpriseFinanceCashFlowIndirectPage() {
  return (
    <EnterprisePage title={FINANCE_TYPE_LABELS.CASH_FLOW_INDIRECT}>
      <FinanceScreen tableName="CASH_FLOW_INDIRECT" />
    </EnterprisePage>
  );
}
