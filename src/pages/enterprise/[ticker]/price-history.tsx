import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { PriceHistoryScreen } from '@/features/priceHistory/components/PriceHistoryScreen';
import type { PageProps } from '@/pages/_app';
import { priceHistoryServerSideProps } from '@/ssr/ownership';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => priceHistoryServerSideProps(ctx);

function EnterprisePriceHistoryPage() {
  return (
    <EnterprisePage title="Lịch sử giá">
      <PriceHistoryScreen />
    </EnterprisePage>
  );
}

export default EnterprisePriceHistoryPage;
