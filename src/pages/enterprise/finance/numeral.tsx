import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { NumeralScreen } from '@/features/ratios/components/NumeralScreen';
import { numeralServerSideProps } from '@/ssr/finance';

export const getServerSideProps = numeralServerSideProps;

export default function EnterpriseFinanceNumeralPage() {
  return (
    <EnterprisePage title="Chỉ số tài chính">
      <NumeralScreen />
    </EnterprisePage>
  );
}
