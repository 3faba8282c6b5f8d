import { ScreenPending } from '@/components/ScreenPending';

export default function PricingPage() {
  return (
    <ScreenPending
      title="Bảng giá dịch vụ"
      description="Các gói Cơ bản, Chuyên nghiệp, Cao cấp và thanh toán qua MoMo sẽ có tại đây."
    />
  );
}
