import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseNewsPage() {
  return (
    <ScreenPending
      title="Tin tức và tài liệu"
      description="Tin tức và tài liệu (báo cáo thường niên, công bố thông tin) của doanh nghiệp sẽ hiển thị tại đây."
    />
  );
}
