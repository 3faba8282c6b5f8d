import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { FINANCE_TYPE_LABELS } from '@/common/constants/finance';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { FinanceScreen } from '@/features/finance/components/FinanceScreen';
import { preloadFinanceScreen, tableNameFromTab } from '@/features/finance/financeUrl';
import type { PageProps } from '@/pages/_app';
import { logger } from '@/server/logger';
import { financePreloadSource } from '@/server/modules/finance/finance.handlers';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

/**
 * The finance base page: the derived views live here as ?tab=annualize and ?tab=trailing; without a
 * tab it shows the default statement (balance sheet), so /enterprise/finance is never empty.
 */
export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) =>
  enterpriseServerSideProps(ctx, async (store, ticker) => {
    const tableName = tableNameFromTab(ctx.query);
    const result = await preloadFinanceScreen(
      store,
      { ticker, tableName, query: ctx.query },
      financePreloadSource(ctx.req),
    );
    if (!result.ok)
      logger.warn({ err: result.error, ticker }, 'finance preload failed; the browser will retry');
  });

export default function EnterpriseFinancePage() {
  const tableName = tableNameFromTab(useRouter().query);
  return (
    <EnterprisePage title={FINANCE_TYPE_LABELS[tableName]}>
      <FinanceScreen key={tableName} tableName={tableName} />
    </EnterprisePage>
  );
}
