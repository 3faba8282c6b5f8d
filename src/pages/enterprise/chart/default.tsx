import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseChartDefaultPage() {
  return (
    <EnterprisePage title="Biểu đồ mặc định">
      <ScreenPending
        title="Biểu đồ mặc định"
        description="Bộ biểu đồ dựng sẵn theo loại hình doanh nghiệp sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
