import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseFinancialChartPage() {
  return (
    <EnterprisePage title="Biểu đồ tài chính">
      <ScreenPending
        title="Biểu đồ tài chính"
        description="Biểu đồ các chỉ tiêu tài chính theo nhóm chỉ tiêu sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
