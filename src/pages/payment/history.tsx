import Head from 'next/head';
import { OrderHistory } from '@/features/payments/components/OrderHistory';
import { withAntd } from '@/application/withAntd';

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

export default withAntd(PaymentHistoryPage);
