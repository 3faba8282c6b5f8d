import Head from 'next/head';
import { PaymentResultScreen } from '@/features/payments/components/PaymentResultScreen';

export default function PaymentResultPage() {
  return (
    <>
      <Head>
        <title>Kết quả thanh toán | VnFin</title>
      </Head>
      <PaymentResultScreen />
    </>
  );
}
