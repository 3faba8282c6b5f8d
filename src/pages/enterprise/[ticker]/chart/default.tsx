import type { GetServerSideProps } from 'next';
import { DefaultChartsScreen } from '@/features/chartSections/components/DefaultChartsScreen';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseChartDefaultPage() {
  return (
    <EnterprisePage title="Biểu đồ mặc định">
      <DefaultChartsScreen />
    </EnterprisePage>
  );
}

export default EnterpriseChartDefaultPage;
