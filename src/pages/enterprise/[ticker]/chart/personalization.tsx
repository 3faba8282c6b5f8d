import type { GetServerSideProps } from 'next';
import { PersonalChartsScreen } from '@/features/chartSections/components/PersonalChartsScreen';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseChartPersonalizationPage() {
  return (
    <EnterprisePage title="Biểu đồ cá nhân">
      <PersonalChartsScreen />
    </EnterprisePage>
  );
}

export default EnterpriseChartPersonalizationPage;
