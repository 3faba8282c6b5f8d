import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseFinanceBalanceSheetPage() {
  return (
    <ScreenPending
      title="Cân đối kế toán"
      description="Bảng cân đối kế toán theo quý và theo năm sẽ hiển thị tại đây."
    />
  );
}
