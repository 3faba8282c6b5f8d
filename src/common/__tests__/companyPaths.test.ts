import {
  COMPANY_SCREENS,
  LAST_TICKER_COOKIE,
  canonicalTicker,
  companyHref,
  companyPath,
  parseCompanyPath,
  screenOfRoute,
  screenOfSpecPath,
  specPathOfScreen,
} from '../companyPaths';
import { ENTERPRISE_ROUTES, screenTitle, type ScreenRoute } from '../routes';
import { buildSideMenuItems, selectedKeyFor, type MenuItem } from '@/application/layout/menuItems';
import { tickerChoiceHref } from '@/features/enterprise/tickerSearch';
import { canonicalUrl } from '@/lib/canonical';

function leaves(routes: readonly ScreenRoute[]): string[] {
  return routes.flatMap((route) => (route.children ? leaves(route.children) : [route.path]));
}

function menuLinks(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? menuLinks(item.children) : item.href ? [item.href] : []));
}

describe('company paths (/enterprise/{TICKER}/{screen})', () => {
  it('puts the upper-case ticker before the screen', () => {
    expect(companyPath('fpt', 'finance/balance-sheet')).toBe('/enterprise/FPT/finance/balance-sheet');
    expect(companyPath('TCB')).toBe('/enterprise/TCB/overview');
    expect(companyHref('FPT', 'finance', { ticker: 'VNM', tab: 'trailing', unit: ['million'] })).toBe(
      '/enterprise/FPT/finance?tab=trailing&unit=million',
    );
  });

  it('reads a company path back, and nothing else', () => {
    for (const screen of COMPANY_SCREENS) {
      expect(parseCompanyPath(`${companyPath('HPG', screen)}?period=year#x`)).toEqual({
        ticker: 'HPG',
        screen,
      });
      expect(screenOfSpecPath(specPathOfScreen(screen))).toBe(screen);
      expect(screenOfRoute(`/enterprise/[ticker]/${screen}`)).toBe(screen);
    }
    expect(parseCompanyPath('/enterprise/overview')).toBeNull();
    expect(parseCompanyPath('/enterprise/finance/numeral')).toBeNull();
    expect(parseCompanyPath('/enterprise/fpt/overview')).toBeNull();
    expect(parseCompanyPath('/enterprise/FPT/nowhere')).toBeNull();
    expect(screenOfRoute('/enterprise/overview')).toBeNull();
  });

  it('spells a ticker canonically or refuses it', () => {
    expect(canonicalTicker(' fpt ')).toBe('FPT');
    expect(canonicalTicker('a-b;')).toBeNull();
    expect(canonicalTicker('')).toBeNull();
    expect(LAST_TICKER_COOKIE).toMatch(/^[a-z_]+$/);
  });

  it('has a screen for every enterprise route of the specification, titled as the route', () => {
    const specLeaves = leaves(ENTERPRISE_ROUTES);
    for (const path of specLeaves) {
      const screen = screenOfSpecPath(path);
      expect(screen).not.toBeNull();
      if (screen) expect(screenTitle(companyPath('VNM', screen))).toBe(screenTitle(path));
    }
  });

  it('gives a canonical link that names the company (origin + path, no query)', () => {
    expect(canonicalUrl('/enterprise/FPT/finance/balance-sheet?unit=million#top', 'https://vnfin.vn')).toBe(
      'https://vnfin.vn/enterprise/FPT/finance/balance-sheet',
    );
    expect(canonicalUrl(companyPath('VNM', 'news'), 'https://vnfin.vn')).not.toBe(
      canonicalUrl(companyPath('FPT', 'news'), 'https://vnfin.vn'),
    );
  });
});

describe('links to company pages', () => {
  it("the side menu links each enterprise screen to the company's page", () => {
    const links = menuLinks(buildSideMenuItems('FPT').filter((group) => group.key === 'enterprise'));
    expect(links).toHaveLength(leaves(ENTERPRISE_ROUTES).length);
    for (const link of links) expect(parseCompanyPath(link)?.ticker).toBe('FPT');
    expect(links).not.toContainEqual(expect.stringContaining('ticker='));
    // The screen's entry is marked whichever company the page shows; a news article marks the news entry.
    const items = buildSideMenuItems('FPT');
    expect(selectedKeyFor('/enterprise/VNM/finance/numeral', items)).toBe('/enterprise/FPT/finance/numeral');
    expect(selectedKeyFor('/news/12', items)).toBe('/enterprise/FPT/news');
  });

  it('the ticker search keeps the screen and the query on a company page, else opens the overview', () => {
    expect(
      tickerChoiceHref('VNM', '/enterprise/[ticker]/finance', {
        ticker: 'FPT',
        tab: 'trailing',
        unit: 'million',
      }),
    ).toBe('/enterprise/VNM/finance?tab=trailing&unit=million');
    expect(tickerChoiceHref('VNM', '/enterprise/[ticker]/chart/default', { ticker: 'FPT' })).toBe(
      '/enterprise/VNM/chart/default',
    );
    expect(tickerChoiceHref('VNM', '/macro/[group]/[child]', { group: 'gdp', child: 'nominal' })).toBe(
      '/enterprise/VNM/overview',
    );
  });
});
