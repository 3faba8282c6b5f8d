import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinancialChartPage() {
  return (
    <ScreenPending
      title="Biểu đồ tài chính"
      description="Biểu đồ các chỉ tiêu tài chính theo nhóm chỉ tiêu sẽ hiển thị tại đây."
    />
  );
}
