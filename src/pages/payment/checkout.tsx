import Head from 'next/head';
import { CheckoutScreen } from '@/features/payments/components/CheckoutScreen';

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

export default PaymentCheckoutPage;
