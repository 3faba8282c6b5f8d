import Head from 'next/head';
import { PaymentResultScreen } from '@/features/payments/components/PaymentResultScreen';
import { withAntd } from '@/application/withAntd';

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

export default withAntd(PaymentResultPage);
