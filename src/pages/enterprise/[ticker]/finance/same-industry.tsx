import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { SameIndustryScreen } from '@/features/ratios/components/SameIndustryScreen';
import { sameIndustryServerSideProps } from '@/ssr/finance';

export const getServerSideProps = sameIndustryServerSideProps;

function EnterpriseFinanceSameIndustryPage() {
  return (
    <EnterprisePage title="So sánh cùng ngành">
      <SameIndustryScreen />
    </EnterprisePage>
  );
}

export default EnterpriseFinanceSameIndustryPage;
