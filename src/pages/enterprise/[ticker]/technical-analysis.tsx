import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { TechnicalScreen } from '@/features/technical/components/TechnicalScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseTechnicalAnalysisPage() {
  return (
    <EnterprisePage title="Phân tích kỹ thuật">
      <TechnicalScreen />
    </EnterprisePage>
  );
}

export default EnterpriseTechnicalAnalysisPage;
