import { defaultPageSeo } from '@/common/seo/pageSeo';

/**
 * For unit-tier tests that run a page's getServerSideProps over fakes: the head's data
 * (src/ssr/seo/*) reads the database, which the unit tier must not open, so these stand in for the
 * database client and the SEO builders with the route's default head. The head itself is tested in
 * src/ssr/__tests__/seo.test.ts (integration) and PageHead.test.tsx.
 */
export const dbClientStub = { getDb: () => ({}) };
export const macroSeoStub = {
  macroSeo: (_db: unknown, page: { path: string }) => Promise.resolve(defaultPageSeo(page.path)),
};
export const industrySeoStub = {
  industrySeo: (_db: unknown, industry: string) => Promise.resolve(defaultPageSeo(`/industry/${industry}`)),
};
