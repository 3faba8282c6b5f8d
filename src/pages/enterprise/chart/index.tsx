import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseChartPage() {
  return (
    <ScreenPending
      title="Biểu đồ phân tích"
      description="Các nhóm biểu đồ mặc định và cá nhân của mã cổ phiếu sẽ hiển thị tại đây."
    />
  );
}
