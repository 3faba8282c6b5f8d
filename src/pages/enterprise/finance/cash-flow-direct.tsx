import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceCashFlowDirectPage() {
  return (
    <ScreenPending
      title="Lưu chuyển tiền tệ trực tiếp"
      description="Báo cáo lưu chuyển tiền tệ theo phương pháp trực tiếp sẽ hiển thị tại đây."
    />
  );
}
