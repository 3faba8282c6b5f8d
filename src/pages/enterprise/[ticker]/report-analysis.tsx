import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { ReportAnalysisScreen } from '@/features/reports/components/ReportAnalysisScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseReportAnalysisPage() {
  return (
    <EnterprisePage title="Báo cáo phân tích">
      <ReportAnalysisScreen />
    </EnterprisePage>
  );
}

export default EnterpriseReportAnalysisPage;
