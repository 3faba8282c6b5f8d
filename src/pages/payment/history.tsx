import Head from 'next/head';
import { OrderHistory } from '@/features/payments/components/OrderHistory';

export default function PaymentHistoryPage() {
  return (
    <>
      <Head>
        <title>Lịch sử giao dịch | VnFin</title>
      </Head>
      <OrderHistory />
    </>
  );
}
