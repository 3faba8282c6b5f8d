import type { GetServerSideProps } from 'next';
import { NewsDetailScreen } from '@/features/news/components/NewsDetailScreen';
import { newsDetailServerSideProps, type NewsDetailPageProps } from '@/ssr/news';

/** A malformed or unknown id is a 404; the article loads in the browser. */
export const getServerSideProps: GetServerSideProps<NewsDetailPageProps> = (ctx) =>
  newsDetailServerSideProps(ctx);

function NewsDetailPage({ id }: NewsDetailPageProps) {
  return <NewsDetailScreen id={id} />;
}

export default NewsDetailPage;
