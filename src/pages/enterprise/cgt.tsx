import { ScreenPending } from '@/components/ScreenPending';

export default function EnterpriseCgtPage() {
  return (
    <ScreenPending
      title="Chuỗi giá trị"
      description="Vị trí của doanh nghiệp trong chuỗi giá trị ngành (nhà cung cấp, khách hàng, doanh nghiệp cùng ngành) sẽ hiển thị tại đây."
    />
  );
}
