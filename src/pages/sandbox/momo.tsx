import { SandboxPaymentCard } from '@/features/sandbox/SandboxPaymentCard';
import type { SandboxMomoProps } from '@/ssr/sandbox';
import { sandboxMomoServerSideProps } from '@/ssr/sandbox';

/** The MoMo sandbox's payment page (docs/PAYMENTS.md): approve or decline a payment of this merchant. */

export const getServerSideProps = sandboxMomoServerSideProps;

function SandboxMomoPage({ token, payment }: SandboxMomoProps) {
  return (
    <SandboxPaymentCard
      gateway="MoMo"
      warning="Đây là môi trường thử nghiệm: không có tiền thật nào được chuyển."
      rows={
        payment && [
          { label: 'Đơn vị nhận', value: payment.partnerCode },
          { label: 'Mã đơn hàng', value: payment.orderId },
          { label: 'Nội dung', value: payment.orderInfo },
          { label: 'Hình thức', value: payment.card ? 'Thẻ quốc tế (Visa/Master/JCB)' : 'Ví MoMo' },
        ]
      }
      amount={payment?.amount ?? 0}
      invalidMessage="Phiên thanh toán không hợp lệ hoặc đã hết hạn."
      approveLabel="Xác nhận thanh toán"
      declineLabel="Từ chối"
      completeUrl="/sandbox/momo/complete"
      payload={{ token }}
      redirectField="redirectUrl"
    />
  );
}

export default SandboxMomoPage;
