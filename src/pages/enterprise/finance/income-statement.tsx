import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceIncomeStatementPage() {
  return (
    <ScreenPending
      title="Kết quả kinh doanh"
      description="Báo cáo kết quả kinh doanh theo quý và theo năm sẽ hiển thị tại đây."
    />
  );
}
