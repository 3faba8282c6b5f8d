import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { SharedChartScreen } from '@/features/chartSections/components/SharedChartScreen';
import { sharedChartServerSideProps, type SharedChartPageProps } from '@/ssr/sharedChart';

export const getServerSideProps: GetServerSideProps<SharedChartPageProps> = (ctx) =>
  sharedChartServerSideProps(ctx);

/** A chart section shared by its owner: read-only, open to anyone (no login). */
function SharedChartPage({ token }: SharedChartPageProps) {
  return (
    <>
      <Head>
        <title>Biểu đồ được chia sẻ | VnFin</title>
        <meta name="robots" content="noindex" />
      </Head>
      <SharedChartScreen token={token} />
    </>
  );
}

export default SharedChartPage;
