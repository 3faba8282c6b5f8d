import { sitemapIndexServerSideProps } from '@/ssr/sitemap';

/** /sitemap.xml, the sitemap index, written by getServerSideProps (src/ssr/sitemap.ts). */
export const getServerSideProps = sitemapIndexServerSideProps;

export default function SitemapIndex() {
  return null;
}
