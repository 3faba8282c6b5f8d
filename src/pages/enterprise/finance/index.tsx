import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinancePage() {
  return (
    <ScreenPending
      title="Báo cáo tài chính"
      description="Bảng cân đối kế toán, kết quả kinh doanh, lưu chuyển tiền tệ và thuyết minh sẽ hiển thị tại đây."
    />
  );
}
