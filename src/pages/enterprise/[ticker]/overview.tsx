import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { OverviewScreen } from '@/features/overview/components/OverviewScreen';
import type { PageProps } from '@/pages/_app';
import { overviewServerSideProps } from '@/ssr/overview';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => overviewServerSideProps(ctx);

function EnterpriseOverviewPage() {
  return (
    <EnterprisePage title="Tổng quan doanh nghiệp">
      <OverviewScreen />
    </EnterprisePage>
  );
}

export default EnterpriseOverviewPage;
