import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { OwnershipScreen } from '@/features/ownership/components/OwnershipScreen';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from '@/ssr/enterprise';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => enterpriseServerSideProps(ctx);

function EnterpriseOwnershipPage() {
  return (
    <EnterprisePage title="Cổ đông và sở hữu">
      <OwnershipScreen />
    </EnterprisePage>
  );
}

export default EnterpriseOwnershipPage;
