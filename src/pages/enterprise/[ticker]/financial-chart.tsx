import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { FinancialChartScreen } from '@/features/financialChart/components/FinancialChartScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseFinancialChartPage() {
  return (
    <EnterprisePage title="Biểu đồ tài chính">
      <FinancialChartScreen />
    </EnterprisePage>
  );
}

export default EnterpriseFinancialChartPage;
