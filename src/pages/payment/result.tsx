import Head from 'next/head';
import { PaymentResultScreen } from '@/features/payments/components/PaymentResultScreen';

function PaymentResultPage() {
  return (
    <>
      <Head>
        <title>Kết quả thanh toán | VnFin</title>
      </Head>
      <PaymentResultScreen />
    </>
  );
}

export default PaymentResultPage;
