import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseChartPersonalizationPage() {
  return (
    <ScreenPending
      title="Biểu đồ cá nhân"
      description="Các nhóm biểu đồ do bạn tự tạo cho từng mã cổ phiếu sẽ hiển thị tại đây."
    />
  );
}
