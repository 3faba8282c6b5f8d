import Head from 'next/head';
import { CheckoutScreen } from '@/features/payments/components/CheckoutScreen';
import { withAntd } from '@/application/withAntd';

function PaymentCheckoutPage() {
  return (
    <>
      <Head>
        <title>Thanh toán | VnFin</title>
      </Head>
      <CheckoutScreen />
    </>
  );
}

export default withAntd(PaymentCheckoutPage);
