import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { RatiosScreen } from '@/features/ratios/components/RatiosScreen';
import { ratiosServerSideProps } from '@/ssr/finance';

export const getServerSideProps = ratiosServerSideProps;

export default function EnterpriseFinanceRatiosPage() {
  return (
    <EnterprisePage title="Chỉ số tài chính">
      <RatiosScreen />
    </EnterprisePage>
  );
}
