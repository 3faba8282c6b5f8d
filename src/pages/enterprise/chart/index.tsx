import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseChartPage() {
  return (
    <EnterprisePage title="Biểu đồ phân tích">
      <ScreenPending
        title="Biểu đồ phân tích"
        description="Các nhóm biểu đồ mặc định và cá nhân của mã cổ phiếu sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
