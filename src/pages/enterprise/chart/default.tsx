import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseChartDefaultPage() {
  return (
    <ScreenPending
      title="Biểu đồ mặc định"
      description="Bộ biểu đồ dựng sẵn theo loại hình doanh nghiệp sẽ hiển thị tại đây."
    />
  );
}
