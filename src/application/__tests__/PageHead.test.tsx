/**
 * @jest-environment jest-fixed-jsdom
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { companyPath } from '@/common/companyPaths';
import { screenTitle } from '@/common/routes';
import { defaultPageSeo, PREVIEW_IMAGE_SIZE, SITE_TITLE, type PageSeo } from '@/common/seo/pageSeo';
import { canonicalUrl } from '@/lib/canonical';
import { PageHead } from '../PageHead';

const router = { asPath: '/', pathname: '/', query: {} };
jest.mock('next/router', () => ({ useRouter: () => router }));
// next/head hoists its children into document.head through Next's head manager; here React renders
// them itself (React 19 hoists title, meta and link into document.head), so the test reads exactly
// what PageHead hands to next/head.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

function renderHead(asPath: string, seo?: PageSeo) {
  router.asPath = asPath;
  render(<PageHead seo={seo} />);
  const container = document;
  const meta = (selector: string) => container.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
  return { container, meta, jsonLd };
}

const fptBalanceSheet: PageSeo = {
  title: 'Cân đối kế toán FPT: FPT Corp',
  description: 'Cân đối kế toán của Công ty Cổ phần FPT (FPT, sàn HOSE), ngành Phần mềm.',
  type: 'website',
  image: { path: '/api/og/company/FPT.png', ...PREVIEW_IMAGE_SIZE, alt: 'FPT' },
  breadcrumbs: [
    { name: 'Trang chủ', path: '/' },
    { name: 'FPT', path: companyPath('FPT') },
    { name: 'Báo cáo tài chính', path: companyPath('FPT', 'finance') },
    { name: 'Cân đối kế toán', path: companyPath('FPT', 'finance/balance-sheet') },
  ],
};

describe('PageHead on a company page shared in Zalo or Facebook', () => {
  const path = `${companyPath('FPT', 'finance/balance-sheet')}?unit=million`;

  it('gives og:url equal to the canonical link, which carries the ticker and no query', () => {
    const { container, meta } = renderHead(path, fptBalanceSheet);
    const canonical = container.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(canonicalUrl(path));
    expect(canonical).toMatch(/\/enterprise\/FPT\/finance\/balance-sheet$/);
    expect(meta('property="og:url"')).toBe(canonical);
  });

  it('writes the title, description and card tags from the page props', () => {
    const { container, meta } = renderHead(path, fptBalanceSheet);
    expect(container.querySelector('title')?.textContent).toBe(`${fptBalanceSheet.title} | VnFin`);
    expect(meta('name="description"')).toBe(fptBalanceSheet.description);
    expect(meta('property="og:title"')).toBe(fptBalanceSheet.title);
    expect(meta('property="og:description"')).toBe(fptBalanceSheet.description);
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:site_name"')).toBe('VnFin');
    expect(meta('property="og:locale"')).toBe('vi_VN');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="twitter:description"')).toBe(fptBalanceSheet.description);
  });

  it('points og:image at the company preview on the canonical origin, with its size', () => {
    const { meta } = renderHead(path, fptBalanceSheet);
    const origin = new URL(canonicalUrl(path)).origin;
    expect(meta('property="og:image"')).toBe(`${origin}/api/og/company/FPT.png`);
    expect(meta('name="twitter:image"')).toBe(`${origin}/api/og/company/FPT.png`);
    expect(meta('property="og:image:width"')).toBe(String(PREVIEW_IMAGE_SIZE.width));
    expect(meta('property="og:image:height"')).toBe(String(PREVIEW_IMAGE_SIZE.height));
  });

  it('adds a BreadcrumbList in JSON-LD with absolute URLs in order', () => {
    const { jsonLd } = renderHead(path, fptBalanceSheet);
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
    const items = jsonLd[0]!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual(fptBalanceSheet.breadcrumbs.map((crumb) => crumb.name));
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(items.at(-1)?.item).toBe(canonicalUrl(path));
  });

  it('keeps a closing script tag in a name from ending the JSON-LD element in the server HTML', () => {
    router.asPath = path;
    const name = '</script><script>alert(1)</script>';
    const hostile = { ...fptBalanceSheet, breadcrumbs: [{ name, path: '/' }] };
    const html = renderToStaticMarkup(<PageHead seo={hostile} />);
    expect(html).not.toContain('</script><script>alert');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const data = JSON.parse(json) as { itemListElement: { name: string }[] };
    expect(data.itemListElement[0]?.name).toBe(name);
  });
});

describe('PageHead without page props', () => {
  it('on the home page writes the site title and Organization plus WebSite with a SearchAction', () => {
    const { container, jsonLd, meta } = renderHead('/');
    expect(container.querySelector('title')?.textContent).toBe(SITE_TITLE);
    expect(meta('property="og:url"')).toBe(canonicalUrl('/'));
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    const action = jsonLd[1]!.potentialAction as { '@type': string; target: { urlTemplate: string } };
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toContain('{search_term_string}');
    expect(action.target.urlTemplate.startsWith(new URL(canonicalUrl('/')).origin)).toBe(true);
  });

  it('below home takes the route title and a two-step breadcrumb', () => {
    const path = '/macro/cpi/cpi';
    const { container, jsonLd, meta } = renderHead(path);
    const title = screenTitle(path);
    expect(title).toBeTruthy();
    expect(container.querySelector('title')?.textContent).toBe(`${title!} | VnFin`);
    expect(meta('name="description"')).toBe(defaultPageSeo(path).description);
    expect(jsonLd[0]?.['@type']).toBe('BreadcrumbList');
    expect((jsonLd[0]!.itemListElement as unknown[]).length).toBe(2);
  });

  it('names a company page by its screen and ticker', () => {
    const path = companyPath('HPG', 'finance/numeral');
    const { container } = renderHead(path);
    expect(container.querySelector('title')?.textContent).toBe(
      `${screenTitle('/enterprise/finance/numeral')!} HPG | VnFin`,
    );
  });
});
