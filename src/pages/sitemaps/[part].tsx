import { sitemapPartServerSideProps } from '@/ssr/sitemap';

/** /sitemaps/<part>.xml (companies.xml, macro.xml ...), written by getServerSideProps (src/ssr/sitemap.ts). */
export const getServerSideProps = sitemapPartServerSideProps;

export default function SitemapPart() {
  return null;
}
