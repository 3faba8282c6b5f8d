import { companyPath } from '@/common/companyPaths';
import { articleDescription } from '@/common/seo/descriptions';
import { HOME_CRUMB, PREVIEW_IMAGE_SIZE, siteImage, type PageSeo, type SeoCrumb } from '@/common/seo/pageSeo';
import { companyImagePath } from './company';

export interface NewsSeoSource {
  id: number;
  ticker: string | null;
  title: string;
  summary: string;
  body: string;
}

/**
 * The SEO props of a news article: its title, its summary as the description (the teaser every
 * reader sees), the company's preview image when the article is about one, and Home > FPT's news > it.
 */
export function newsSeo(article: NewsSeoSource): PageSeo {
  const path = `/news/${String(article.id)}`;
  const crumbs: SeoCrumb[] = [{ name: HOME_CRUMB, path: '/' }];
  if (article.ticker)
    crumbs.push({ name: `Tin tức ${article.ticker}`, path: companyPath(article.ticker, 'news') });
  crumbs.push({ name: article.title, path });
  return {
    title: article.title,
    description: articleDescription(article.summary, article.body),
    type: 'article',
    image: article.ticker
      ? {
          path: companyImagePath(article.ticker),
          ...PREVIEW_IMAGE_SIZE,
          alt: `${article.ticker}: giá và biểu đồ`,
        }
      : siteImage(),
    breadcrumbs: crumbs,
  };
}
