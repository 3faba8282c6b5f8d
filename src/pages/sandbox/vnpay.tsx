import { SandboxPaymentCard } from '@/features/sandbox/SandboxPaymentCard';
import type { SandboxVnpayProps } from '@/ssr/sandbox';
import { sandboxVnpayServerSideProps } from '@/ssr/sandbox';

/** The VNPay sandbox's payment page (docs/PAYMENTS.md): pay or cancel a signed payment URL of ours. */

export const getServerSideProps = sandboxVnpayServerSideProps;

function SandboxVnpayPage({ params, view }: SandboxVnpayProps) {
  return (
    <SandboxPaymentCard
      gateway="VNPay"
      warning="Đây là môi trường thử nghiệm: thẻ NCB giả lập, không có tiền thật nào được chuyển."
      rows={
        view && [
          { label: 'Mã website', value: view.tmnCode },
          { label: 'Mã đơn hàng', value: view.orderCode },
          { label: 'Nội dung', value: view.orderInfo },
          { label: 'Ngân hàng', value: 'NCB (thẻ nội địa thử nghiệm)' },
        ]
      }
      amount={view?.amount ?? 0}
      invalidMessage="Yêu cầu thanh toán không hợp lệ (sai chữ ký) hoặc đã quá thời gian chờ thanh toán."
      approveLabel="Thanh toán"
      declineLabel="Huỷ"
      completeUrl="/sandbox/vnpay/complete"
      payload={{ params }}
      redirectField="returnUrl"
    />
  );
}

export default SandboxVnpayPage;
