import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { newsDetailQuery } from '@/common/contracts/companyPages';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { findNews } from '@/server/modules/companyPages/news.repository';
import { newsSeo } from './seo/news';

export interface NewsDetailPageProps extends PageProps {
  id: number;
}

/**
 * getServerSideProps of /news/[id]: a malformed or unknown id is a 404 (the app's 404 page), so a
 * missing article is not served as a page with status 200. Only existence is checked here; the
 * article itself (and the plan's limit on which items may be read) loads in the browser; its title
 * and summary go into the head (src/ssr/seo/news.ts).
 */
export async function newsDetailServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'params'>,
): Promise<GetServerSidePropsResult<NewsDetailPageProps>> {
  const parsed = newsDetailQuery.safeParse({ id: ctx.params?.id });
  if (!parsed.success) return { notFound: true };
  const article = await findNews(getDb(), parsed.data.id);
  if (!article) return { notFound: true };
  return { props: { id: parsed.data.id, seo: newsSeo(article) } };
}
