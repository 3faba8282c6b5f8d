import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { OwnershipScreen } from '@/features/ownership/components/OwnershipScreen';
import type { PageProps } from '@/pages/_app';
import { ownershipServerSideProps } from '@/ssr/ownership';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => ownershipServerSideProps(ctx);

function EnterpriseOwnershipPage() {
  return (
    <EnterprisePage title="Cổ đông và sở hữu">
      <OwnershipScreen />
    </EnterprisePage>
  );
}

export default EnterpriseOwnershipPage;
