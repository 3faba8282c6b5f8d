import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseTechnicalAnalysisPage() {
  return (
    <ScreenPending
      title="Phân tích kỹ thuật"
      description="Biểu đồ nến, chỉ báo kỹ thuật và tín hiệu mua, bán, trung lập sẽ hiển thị tại đây."
    />
  );
}
