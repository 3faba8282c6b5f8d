import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseOverviewPage() {
  return (
    <ScreenPending
      title="Tổng quan doanh nghiệp"
      description="Hồ sơ công ty, chỉ số chính, biểu đồ giá và tin mới nhất của mã cổ phiếu sẽ hiển thị tại đây."
    />
  );
}
