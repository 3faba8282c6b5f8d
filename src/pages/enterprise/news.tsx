import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseNewsPage() {
  return (
    <EnterprisePage title="Tin tức và tài liệu">
      <ScreenPending
        title="Tin tức và tài liệu"
        description="Tin tức và tài liệu (báo cáo thường niên, công bố thông tin) của doanh nghiệp sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
