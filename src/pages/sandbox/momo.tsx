import type { GetServerSideProps } from 'next';
import { SandboxPaymentCard } from '@/features/sandbox/SandboxPaymentCard';
import { getDb } from '@/server/db/client';
import { sandboxMomoConfig } from '@/server/modules/payments/config';
import { readSandboxToken } from '@/server/sandbox/momoSandbox';
import { isSandboxEnabled } from '@/server/sandbox/sandbox';

/** The MoMo sandbox's payment page (docs/PAYMENTS.md): approve or decline a payment of this merchant. */

interface SandboxMomoPayment {
  partnerCode: string;
  orderId: string;
  orderInfo: string;
  amount: number;
  card: boolean;
}

interface SandboxMomoProps {
  token: string;
  payment: SandboxMomoPayment | null;
}

export const getServerSideProps: GetServerSideProps<SandboxMomoProps> = async ({ query }) => {
  if (!isSandboxEnabled()) return { notFound: true };
  const token = typeof query.token === 'string' ? query.token : '';
  const read = token ? readSandboxToken(token, (await sandboxMomoConfig(getDb())).secretKey) : null;
  const payment = read
    ? {
        partnerCode: read.partnerCode,
        orderId: read.orderId,
        orderInfo: read.orderInfo,
        amount: read.amount,
        card: read.requestType === 'payWithCC',
      }
    : null;
  return { props: { token, payment } };
};

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
      completeUrl="/api/sandbox/momo/complete"
      payload={{ token }}
      redirectField="redirectUrl"
    />
  );
}

export default SandboxMomoPage;
