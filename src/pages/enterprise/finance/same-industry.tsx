import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceSameIndustryPage() {
  return (
    <ScreenPending
      title="So sánh cùng ngành"
      description="So sánh chỉ tiêu với các doanh nghiệp cùng ngành sẽ hiển thị tại đây."
    />
  );
}
