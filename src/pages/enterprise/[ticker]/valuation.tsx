import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { ValuationScreen } from '@/features/valuation/components/ValuationScreen';
import type { PageProps } from '@/pages/_app';
import { valuationServerSideProps } from '@/ssr/valuation';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => valuationServerSideProps(ctx);

function EnterpriseValuationPage() {
  return (
    <EnterprisePage title="Định giá">
      <ValuationScreen />
    </EnterprisePage>
  );
}

export default EnterpriseValuationPage;
