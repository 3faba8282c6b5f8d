import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceNumeralPage() {
  return (
    <ScreenPending
      title="Chỉ số tài chính"
      description="Các chỉ số tài chính (ROE, ROA, biên lợi nhuận, P/E, P/B...) sẽ hiển thị tại đây."
    />
  );
}
