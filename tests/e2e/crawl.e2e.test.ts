import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/**
 * Search engines' view of the production server (issue 29). globalSetup.js starts it with
 * SITE_URL=http://localhost:<port>: another name than the tests' BASE_URL (127.0.0.1) and than the
 * build's default (http://localhost:3000), so every absolute URL below proves the origin is read at
 * run time.
 */
const SITE = `http://localhost:${new URL(BASE_URL).port}`;

let page: Page;
withBrowserPages({}, (_browser, opened) => {
  page = opened;
});

async function text(path: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(`${BASE_URL}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

describe('robots, sitemaps and the company directory on the production server', () => {
  it('canonical links use the runtime origin on a company page and on the home page', async () => {
    await page.goto(`${BASE_URL}/enterprise/FPT/finance/balance-sheet?unit=billion`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE}/enterprise/FPT/finance/balance-sheet`,
    );
    const home = await fetch(`${BASE_URL}/`);
    expect(await home.text()).toContain(`<link rel="canonical" href="${SITE}/"`);
  });

  it('robots.txt keeps robots out of the API and private areas and names the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    for (const path of ['/api/', '/account/', '/admin', '/payment', '/dev', '/sandbox'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).toContain('Allow: /api/og/\n');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('the sitemap index names its parts, and the companies part lists every company of the directory', async () => {
    const index = await text('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    const parts = locs(index.body);
    for (const name of ['static', 'macro', 'industry'])
      expect(parts).toContain(`${SITE}/sitemaps/${name}.xml`);
    const companyParts = parts.filter((loc) => loc.startsWith(`${SITE}/sitemaps/companies`));
    expect(companyParts.length).toBeGreaterThan(0);
    const companyUrls = (
      await Promise.all(companyParts.map(async (loc) => locs((await text(new URL(loc).pathname)).body)))
    ).flat();

    await page.goto(`${BASE_URL}/doanh-nghiep`);
    expect(await page.getByRole('heading', { level: 1, name: 'Danh bạ doanh nghiệp' }).count()).toBe(1);
    const directoryLinks = await page
      .locator('a[href^="/enterprise/"][href$="/overview"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const tickers = new Set(directoryLinks);
    expect(tickers.size).toBeGreaterThan(10);
    expect(tickers).toContain('/enterprise/FPT/overview');
    for (const href of tickers) expect(companyUrls).toContain(`${SITE}${href}`);
    expect(companyUrls.filter((url) => url.endsWith('/overview'))).toHaveLength(tickers.size);
    expect((await text('/sitemaps/nothing.xml')).status).toBe(404);
  });

  it('the home page and every footer link to the directory', async () => {
    await page.goto(`${BASE_URL}/macro`);
    await page.locator('footer').getByRole('link', { name: 'Danh bạ doanh nghiệp' }).click();
    await page.waitForURL(`${BASE_URL}/doanh-nghiep`);
    await page.goto(`${BASE_URL}/`);
    await expect(
      page.getByRole('link', { name: 'Danh bạ doanh nghiệp theo sàn và ngành' }).getAttribute('href'),
    ).resolves.toBe('/doanh-nghiep');
  });
});
