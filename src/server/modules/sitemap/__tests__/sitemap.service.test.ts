import { count, eq, max } from 'drizzle-orm';
import { companyPath } from '@/common/companyPaths';
import { DEEP_DATA_INDUSTRIES, INDUSTRY_ROUTES } from '@/common/industry/industries';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import { resolveMacroPage } from '@/features/macro/macroPages';
import { MACRO_CATALOG } from '../../../catalog/macro';
import type { DatabaseHandle } from '../../../db/client';
import { companies } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { setCompanyType } from '../../admin/admin.companies';
import { forgetSiteIndex } from '../siteIndex';
import {
  ROBOTS_DISALLOWED,
  robotsTxt,
  SITEMAP_COMPANY_SCREENS,
  sitemapIndex,
  sitemapPart,
  STATIC_PATHS,
} from '../sitemap.service';
import { companyRow, seedSitemapCompanies } from './fixtures';

const ORIGIN = 'https://vnfin.example';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedSitemapCompanies(handle.db, 23);
});

afterAll(async () => {
  await handle.close();
});

/** The <loc> values of a sitemap or sitemap index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

async function tickersInDb(): Promise<string[]> {
  const rows = await handle.db.select({ ticker: companies.ticker }).from(companies);
  return rows.map((row) => row.ticker);
}

/** Every company URL of the companies part(s) named in the index. */
async function companyLocs(maxUrls?: number): Promise<string[]> {
  const index = await sitemapIndex(handle.db, ORIGIN, { maxUrls });
  const names = locs(index)
    .map((loc) => loc.slice(`${ORIGIN}/sitemaps/`.length))
    .filter((name) => name.startsWith('companies'));
  const parts = await Promise.all(names.map((name) => sitemapPart(handle.db, ORIGIN, name, { maxUrls })));
  return parts.flatMap((xml) => locs(xml ?? ''));
}

describe('robots.txt', () => {
  it('lets robots read the public pages, keeps them out of the API and private areas, and names the sitemap', () => {
    const lines = robotsTxt(`${ORIGIN}/`).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    // Link-preview images stay fetchable (Twitterbot honours robots.txt).
    expect(lines).toContain('Allow: /api/og/');
    for (const path of ['/api/', '/account/', '/admin', '/payment', '/dev', '/sandbox']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(ROBOTS_DISALLOWED.length);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  it('index names the static, macro, industry and companies parts on the given origin', async () => {
    const xml = await sitemapIndex(handle.db, ORIGIN);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      `${ORIGIN}/sitemaps/static.xml`,
      `${ORIGIN}/sitemaps/macro.xml`,
      `${ORIGIN}/sitemaps/industry.xml`,
      `${ORIGIN}/sitemaps/companies.xml`,
    ]);
    // The companies part carries the latest company update; the static parts know none.
    const [latest] = await handle.db.select({ at: max(companies.updatedAt) }).from(companies);
    expect(xml).toContain(`companies.xml</loc><lastmod>${latest?.at?.toISOString() ?? 'none'}</lastmod>`);
    expect(xml).toContain('static.xml</loc></sitemap>');
  });

  it('companies part lists every screen of every company in the database, through companyPath', async () => {
    const tickers = await tickersInDb();
    const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(companies);
    expect(tickers).toHaveLength(n);
    const found = await companyLocs();
    expect(found).toHaveLength(n * SITEMAP_COMPANY_SCREENS.length);
    for (const ticker of tickers) {
      for (const screen of SITEMAP_COMPANY_SCREENS)
        expect(found).toContain(`${ORIGIN}${companyPath(ticker, screen)}`);
    }
    expect(SITEMAP_COMPANY_SCREENS).toContain('finance/balance-sheet');
    expect(SITEMAP_COMPANY_SCREENS).not.toContain('chart/personalization');
  });

  it('macro, industry and static parts list every indicator, every industry dashboard and the entry pages', async () => {
    const macro = locs((await sitemapPart(handle.db, ORIGIN, 'macro.xml')) ?? '');
    const indicators = MACRO_MENU.flatMap((group) =>
      group.childItem.map((child) => `${ORIGIN}${macroChildPath(group, child)}`),
    );
    // The Vietnamese menu's indicators first, then every US, China and commodity indicator of the catalog.
    expect(macro.slice(0, indicators.length)).toEqual(indicators);
    const world = MACRO_CATALOG.filter((group) => ['US', 'CN', 'COMMODITY'].includes(group.groupCode));
    expect(macro).toHaveLength(
      indicators.length + world.reduce((sum, group) => sum + group.children.length, 0),
    );
    expect(macro).toContain(`${ORIGIN}/macro/us/us-gdp`);
    // Every one is an address the macro screen shows (not a 404).
    for (const loc of macro) {
      const [group = '', child = ''] = loc.slice(`${ORIGIN}/macro/`.length).split('/');
      expect(resolveMacroPage(group, child)).not.toBeNull();
    }
    const industry = locs((await sitemapPart(handle.db, ORIGIN, 'industry.xml')) ?? '');
    expect(industry).toEqual(
      DEEP_DATA_INDUSTRIES.map((code) => `${ORIGIN}${INDUSTRY_ROUTES.dashboard(code)}`),
    );
    const statics = locs((await sitemapPart(handle.db, ORIGIN, 'static.xml')) ?? '');
    expect(statics).toEqual(STATIC_PATHS.map((path) => `${ORIGIN}${path}`));
    expect(statics).toContain(`${ORIGIN}/doanh-nghiep`);
    expect(await sitemapPart(handle.db, ORIGIN, 'nothing.xml')).toBeNull();
  });

  it('splits a part over the URL limit into numbered parts that together list every URL once', async () => {
    const maxUrls = 40;
    const index = locs(await sitemapIndex(handle.db, ORIGIN, { maxUrls }));
    const companyParts = index.filter((loc) => loc.includes('/sitemaps/companies-'));
    const total = (await tickersInDb()).length * SITEMAP_COMPANY_SCREENS.length;
    expect(companyParts).toHaveLength(Math.ceil(total / maxUrls));
    expect(companyParts[0]).toBe(`${ORIGIN}/sitemaps/companies-1.xml`);
    for (const loc of companyParts) {
      const xml = await sitemapPart(handle.db, ORIGIN, loc.split('/').pop() ?? '', { maxUrls });
      expect(locs(xml ?? '').length).toBeLessThanOrEqual(maxUrls);
    }
    const all = await companyLocs(maxUrls);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
  });

  it('lists a company added after it was built, on the next request, with no call to forget it', async () => {
    await companyLocs();
    await handle.db.insert(companies).values(companyRow('NEW1', 0));
    expect(await companyLocs()).toContain(`${ORIGIN}${companyPath('NEW1', 'overview')}`);
    await handle.db.delete(companies).where(eq(companies.ticker, 'NEW1'));
    expect(await companyLocs()).not.toContain(`${ORIGIN}${companyPath('NEW1', 'overview')}`);
  });

  it("follows an administrator's edit of a company (its lastmod moves)", async () => {
    forgetSiteIndex(handle.db);
    const before = await sitemapPart(handle.db, ORIGIN, 'companies.xml');
    const ticker = (await tickersInDb())[0] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 5));
    await setCompanyType(handle.db, ticker, { companyType: 'bank' });
    const after = await sitemapPart(handle.db, ORIGIN, 'companies.xml');
    const [row] = await handle.db
      .select({ at: companies.updatedAt })
      .from(companies)
      .where(eq(companies.ticker, ticker));
    expect(after).not.toBe(before);
    expect(after).toContain(
      `<loc>${ORIGIN}${companyPath(ticker, 'overview')}</loc><lastmod>${row?.at.toISOString() ?? ''}</lastmod>`,
    );
  });
});
