import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

export default function EnterpriseCgtPage() {
  return (
    <EnterprisePage title="Chuỗi giá trị">
      <ScreenPending
        title="Chuỗi giá trị"
        description="Vị trí của doanh nghiệp trong chuỗi giá trị ngành (nhà cung cấp, khách hàng, doanh nghiệp cùng ngành) sẽ hiển thị tại đây."
      />
    </EnterprisePage>
  );
}
