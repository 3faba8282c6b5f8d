import { useRouter } from 'next/router';
import { FINANCE_TYPE_LABELS, type FinanceType } from '@/common/constants/finance';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { FinanceScreen } from './components/FinanceScreen';
import { tableNameFromTab } from './financeUrl';

/**
 * The page component of a statement route (src/pages/enterprise/finance/*): the statement's table in
 * the enterprise frame. Without `tableName` (the base page) the table is the one `?tab=` names, the
 * derived views (annualize, trailing), else the default statement, so /enterprise/finance is never
 * empty. getServerSideProps comes from src/ssr/finance.ts (statementServerSideProps).
 */
export function statementPage(tableName?: FinanceType) {
  function StatementPage() {
    const { query } = useRouter();
    const shown = tableName ?? tableNameFromTab(query);
    return (
      <EnterprisePage title={FINANCE_TYPE_LABELS[shown]}>
        <FinanceScreen key={shown} tableName={shown} />
      </EnterprisePage>
    );
  }
  StatementPage.displayName = `StatementPage(${tableName ?? 'tab'})`;
  return StatementPage;
}
