import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseReportAnalysisPage() {
  return (
    <ScreenPending
      title="Báo cáo phân tích"
      description="Các báo cáo phân tích theo mã cổ phiếu và theo ngành sẽ hiển thị tại đây."
    />
  );
}
