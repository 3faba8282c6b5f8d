import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/**
 * Issue 29, link previews: a company page's canonical link and og:url carry its ticker and are the
 * same URL, its preview image answers a 1200x630 PNG, a macro indicator's page points at its own
 * image, and the home page carries the site's JSON-LD. Read from the server-rendered head, as a
 * crawler or the Zalo and Facebook previewers read it (they run no script).
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1280, height: 900 } }, (_browser, opened) => {
  page = opened;
});

const TICKER = 'FPT';

async function headOf(path: string) {
  const response = await page.request.get(`${BASE_URL}${path}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return {
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]+)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]+)"/),
    description: attr(/<meta name="description" content="([^"]+)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    ),
  };
}

async function expectPreviewPng(url: string) {
  // The image is asked for on this server: the head names the configured public origin.
  const { pathname } = new URL(url);
  const response = await page.request.get(`${BASE_URL}${pathname}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

describe('link previews and search-engine head', () => {
  it("a company page's canonical and og:url are one URL with the ticker in its path", async () => {
    const head = await headOf(`/enterprise/${TICKER}/finance/balance-sheet?unit=million`);
    expect(head.canonical).toMatch(new RegExp(`/enterprise/${TICKER}/finance/balance-sheet$`));
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.description).toBeTruthy();
    const types = head.jsonLd.map((data) => data['@type']);
    expect(types).toContain('BreadcrumbList');
  });

  it("the company's preview image answers a 1200x630 PNG", async () => {
    await expectPreviewPng(`${BASE_URL}/api/og/company/${TICKER}.png`);
    const unknown = await page.request.get(`${BASE_URL}/api/og/company/ZZZZ9.png`);
    expect(unknown.status()).toBe(404);
  });

  it("a macro indicator's page points og:image at its own preview, which answers", async () => {
    const head = await headOf('/macro/cpi/cpi');
    expect(head.ogImage).toMatch(/\/api\/og\/macro\/cpi\/cpi\.png$/);
    await expectPreviewPng(head.ogImage!);
  });

  it('the home page carries Organization and WebSite with a SearchAction', async () => {
    const head = await headOf('/');
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.ogUrl).toBe(head.canonical);
  });
});
