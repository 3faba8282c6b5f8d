import type { GetServerSideProps } from 'next';
import { newsDetailQuery } from '@/common/contracts/companyPages';
import { NewsDetailScreen } from '@/features/news/components/NewsDetailScreen';
import type { PageProps } from '@/pages/_app';

interface NewsDetailPageProps extends PageProps {
  /** null when the address holds no valid id. */
  id: number | null;
}

/** Reads the id only; the article loads in the browser. */
export const getServerSideProps: GetServerSideProps<NewsDetailPageProps> = (ctx) => {
  const parsed = newsDetailQuery.safeParse({ id: ctx.params?.id });
  return Promise.resolve({ props: { id: parsed.success ? parsed.data.id : null } });
};

function NewsDetailPage({ id }: NewsDetailPageProps) {
  return <NewsDetailScreen id={id} />;
}

export default NewsDetailPage;
