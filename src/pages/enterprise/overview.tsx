import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseOverviewPage() {
  return (
    <EnterprisePage title="Tổng quan doanh nghiệp">
      <ScreenPending
        title="Tổng quan doanh nghiệp"
        description="Hồ sơ công ty, chỉ số chính, biểu đồ giá và tin mới nhất của mã cổ phiếu sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
