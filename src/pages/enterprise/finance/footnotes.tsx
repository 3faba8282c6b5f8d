import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceFootnotesPage() {
  return (
    <ScreenPending title="Thuyết minh" description="Thuyết minh báo cáo tài chính sẽ hiển thị tại đây." />
  );
}
