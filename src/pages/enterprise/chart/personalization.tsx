import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseChartPersonalizationPage() {
  return (
    <EnterprisePage title="Biểu đồ cá nhân">
      <ScreenPending
        title="Biểu đồ cá nhân"
        description="Các nhóm biểu đồ do bạn tự tạo cho từng mã cổ phiếu sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
