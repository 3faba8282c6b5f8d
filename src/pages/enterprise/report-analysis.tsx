import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseReportAnalysisPage() {
  return (
    <EnterprisePage title="Báo cáo phân tích">
      <ScreenPending
        title="Báo cáo phân tích"
        description="Các báo cáo phân tích theo mã cổ phiếu và theo ngành sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
