import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { NewsScreen } from '@/features/news/components/NewsScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseNewsPage() {
  return (
    <EnterprisePage title="Tin tức và tài liệu">
      <NewsScreen />
    </EnterprisePage>
  );
}

export default EnterpriseNewsPage;
