import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseTechnicalAnalysisPage() {
  return (
    <EnterprisePage title="Phân tích kỹ thuật">
      <ScreenPending
        title="Phân tích kỹ thuật"
        description="Biểu đồ nến, chỉ báo kỹ thuật và tín hiệu mua, bán, trung lập sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
