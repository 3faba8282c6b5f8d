import Head from 'next/head';
import { PricingScreen } from '@/features/payments/components/PricingScreen';

export default function PricingPage() {
  return (
    <>
      <Head>
        <title>Bảng giá dịch vụ | VnFin</title>
      </Head>
      <PricingScreen />
    </>
  );
}
