import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { ValueChainScreen } from '@/features/valueChain/components/ValueChainScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseValueChainPage() {
  return (
    <EnterprisePage title="Chuỗi giá trị">
      <ValueChainScreen />
    </EnterprisePage>
  );
}

export default EnterpriseValueChainPage;
