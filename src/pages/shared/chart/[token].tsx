import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { SHARE_TOKEN_PATTERN } from '@/common/contracts/chartVocabulary';
import { SharedChartScreen } from '@/features/chartSections/components/SharedChartScreen';
import type { PageProps } from '@/pages/_app';

interface SharedChartPageProps extends PageProps {
  /** '' when the address holds no well-formed token. */
  token: string;
}

export const getServerSideProps: GetServerSideProps<SharedChartPageProps> = (ctx) => {
  const raw = Array.isArray(ctx.params?.token) ? ctx.params.token[0] : ctx.params?.token;
  const token = raw && SHARE_TOKEN_PATTERN.test(raw) ? raw : '';
  return Promise.resolve({ props: { token } });
};

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
