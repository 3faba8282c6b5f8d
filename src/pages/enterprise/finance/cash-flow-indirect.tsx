import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceCashFlowIndirectPage() {
  return (
    <ScreenPending
      title="Lưu chuyển tiền tệ gián tiếp"
      description="Báo cáo lưu chuyển tiền tệ theo phương pháp gián tiếp sẽ hiển thị tại đây."
    />
  );
}
