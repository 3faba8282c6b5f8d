import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { renderToString } from 'react-dom/server';
import { companyPath } from '@/common/companyPaths';
import CompanyDirectoryPage from '@/pages/doanh-nghiep';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { companies } from '@/server/db/schema';
import { createTestDatabase } from '@/server/db/testing';
import { resetEnvCache } from '@/server/env';
import { seedSitemapCompanies } from '@/server/modules/sitemap/__tests__/fixtures';
import { companyDirectoryServerSideProps } from '../companyDirectory';
import { robotsServerSideProps, sitemapIndexServerSideProps, sitemapPartServerSideProps } from '../sitemap';

let handle: DatabaseHandle;
const savedSiteUrl = process.env.SITE_URL;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedSitemapCompanies(handle.db, 17);
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
  resetEnvCache();
  await handle.close();
});

/** What a page's getServerSideProps wrote to its response. */
function pageContext(params: Record<string, string> = {}) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
    },
    end(body: string) {
      sent.body = body;
    },
  };
  return { ctx: { params, res, req: {}, query: {} } as unknown as GetServerSidePropsContext, sent };
}

function useSiteUrl(value: string): void {
  process.env.SITE_URL = value;
  resetEnvCache();
}

describe('robots.txt and the sitemaps as the server answers them', () => {
  it('robots.txt names the sitemap on the origin the server runs with', async () => {
    useSiteUrl('https://vnfin.example');
    const first = pageContext();
    await robotsServerSideProps(first.ctx);
    expect(first.sent.status).toBe(200);
    expect(first.sent.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.sent.body).toContain('Sitemap: https://vnfin.example/sitemap.xml');
    expect(first.sent.body).toContain('Disallow: /api/');

    useSiteUrl('https://moved.vnfin.example');
    const second = pageContext();
    await robotsServerSideProps(second.ctx);
    expect(second.sent.body).toContain('Sitemap: https://moved.vnfin.example/sitemap.xml');
  });

  it('serves the index and the parts as XML, and 404 for a part that does not exist', async () => {
    useSiteUrl('https://vnfin.example');
    const index = pageContext();
    await sitemapIndexServerSideProps(index.ctx);
    expect(index.sent.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.sent.body).toContain('<loc>https://vnfin.example/sitemaps/companies.xml</loc>');

    const part = pageContext({ part: 'companies.xml' });
    await sitemapPartServerSideProps(part.ctx);
    const rows = await handle.db.select({ ticker: companies.ticker }).from(companies);
    expect(rows.length).toBeGreaterThan(0);
    for (const { ticker } of rows) {
      expect(part.sent.body).toContain(`<loc>https://vnfin.example${companyPath(ticker, 'overview')}</loc>`);
    }

    const missing = pageContext({ part: 'prices.xml' });
    expect(await sitemapPartServerSideProps(missing.ctx)).toEqual({ notFound: true });
    expect(missing.sent.body).toBe('');
  });
});

describe('the company directory page', () => {
  it('server HTML links every company in the database to its overview, under its exchange and its industry', async () => {
    const result = await companyDirectoryServerSideProps();
    if (!('props' in result)) throw new Error('the directory page has no props');
    const props = await result.props;
    const html = renderToString(<CompanyDirectoryPage {...props} />);
    const rows = await handle.db.select({ ticker: companies.ticker }).from(companies);
    expect(props.directory.total).toBe(rows.length);
    for (const { ticker } of rows) {
      const link = `href="${companyPath(ticker, 'overview')}"`;
      // Once under "Theo sàn", once under "Theo ngành": both tabs are in the server HTML.
      expect(html.split(link)).toHaveLength(3);
    }
    expect(html).toContain('Danh bạ doanh nghiệp');
    // The head says what the page lists: the count and the exchanges' counts, from the database.
    const onHose = await handle.db
      .select({ ticker: companies.ticker })
      .from(companies)
      .where(eq(companies.exchange, 'HOSE'));
    expect(props.seo?.title).toBe('Danh bạ doanh nghiệp');
    expect(props.seo?.description).toContain(
      `Danh bạ ${String(rows.length)} doanh nghiệp (HOSE ${String(onHose.length)}, `,
    );
    expect(props.seo?.breadcrumbs.at(-1)).toEqual({ name: 'Danh bạ doanh nghiệp', path: '/doanh-nghiep' });
    for (const label of [
      '(HOSE)',
      '(HNX)',
      'UPCoM',
      'Chưa có sàn niêm yết',
      'Ngân hàng',
      'Thực phẩm và Đồ uống',
      'Chưa phân ngành',
    ]) {
      expect(html).toContain(label);
    }
  });
});
