import Head from 'next/head';
import { OrderHistory } from '@/features/payments/components/OrderHistory';

function PaymentHistoryPage() {
  return (
    <>
      <Head>
        <title>Lịch sử giao dịch | VnFin</title>
      </Head>
      <OrderHistory />
    </>
  );
}

export default PaymentHistoryPage;
