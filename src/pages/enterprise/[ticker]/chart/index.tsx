import type { GetServerSideProps } from 'next';
import { ChartHubScreen } from '@/features/chartSections/components/ChartHubScreen';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseChartPage() {
  return (
    <EnterprisePage title="Biểu đồ phân tích">
      <ChartHubScreen />
    </EnterprisePage>
  );
}

export default EnterpriseChartPage;
