import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { ValueChainScreen } from '@/features/valueChain/components/ValueChainScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';
import { withAntd } from '@/application/withAntd';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseCgtPage() {
  return (
    <EnterprisePage title="Chuỗi giá trị">
      <ValueChainScreen />
    </EnterprisePage>
  );
}

export default withAntd(EnterpriseCgtPage);
