import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

let page: Page;

withBrowserPages(
  {
    // Records whether the nprogress bar ever appeared, however briefly.
    prepare: async (opened) => {
      await opened.addInitScript(() => {
        const flags = window as unknown as { __progressSeen?: boolean };
        flags.__progressSeen = false;
        new MutationObserver(() => {
          if (document.getElementById('nprogress')) flags.__progressSeen = true;
        }).observe(document, { childList: true, subtree: true });
      });
    },
  },
  (_browser, opened) => {
    page = opened;
  },
);

async function canonicalHref(): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

describe('app shell in Chromium', () => {
  it('serves a server-rendered page with a canonical link without the query string', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/FPT/finance/balance-sheet?x=1`);
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('Cân đối kế toán');
    // The canonical link names the company: the ticker is in the path.
    expect(await canonicalHref()).toMatch(/^https?:\/\/[^/]+\/enterprise\/FPT\/finance\/balance-sheet$/);
    expect(await page.title()).toContain('Cân đối kế toán');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('vi');
  });

  it('navigates from the side menu with the progress bar and updates the canonical link', async () => {
    // No ticker and no remembered one (a fresh browser context): the default company's page.
    await page.goto(`${BASE_URL}/enterprise/overview`);
    expect(page.url()).toMatch(/\/enterprise\/TCB\/overview$/);
    await page.waitForFunction(() => document.querySelector('[data-testid="side-menu"]') !== null);
    await page.getByRole('link', { name: 'Phân tích kỹ thuật' }).click();
    await page.waitForURL(/\/enterprise\/TCB\/technical-analysis$/);
    // The screen's card names the screen and the ticker; the tab title says the same.
    await page.getByText('Phân tích kỹ thuật TCB', { exact: true }).first().waitFor();
    expect(await page.title()).toBe('Phân tích kỹ thuật TCB | VnFin');
    expect(
      await page.evaluate(() => (window as unknown as { __progressSeen?: boolean }).__progressSeen),
    ).toBe(true);
    expect(await canonicalHref()).toMatch(/\/enterprise\/TCB\/technical-analysis$/);
  });

  it('opens a macro group from the menu', async () => {
    await page.goto(`${BASE_URL}/enterprise/overview`);
    const menu = page.getByRole('navigation', { name: 'Menu chính' });
    // antd's Menu: groups are menu items that open their entries.
    await menu.getByRole('menuitem', { name: 'Kinh tế vĩ mô' }).click();
    await menu.getByRole('menuitem', { name: 'GDP', exact: true }).click();
    await page.getByRole('link', { name: 'GDP danh nghĩa' }).click();
    // The page then adds its chart selection to the address (?m=...).
    await page.waitForURL(/\/macro\/gdp\/nominal(\?|$)/);
    await page.getByRole('heading', { name: 'GDP: GDP danh nghĩa' }).waitFor();
  });

  it('toggles the side menu, which starts open', async () => {
    await page.goto(`${BASE_URL}/`);
    const sider = page.getByTestId('side-menu');
    await expect(sider.getAttribute('data-collapsed')).resolves.toBe('false');
    const openWidth = (await sider.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Thu gọn menu' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="side-menu"]')?.getAttribute('data-collapsed') === 'true',
    );
    await page.waitForTimeout(400); // the width is animated
    const collapsedWidth = (await sider.boundingBox())?.width ?? 0;
    expect(collapsedWidth).toBeLessThan(openWidth);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="side-menu"]')?.getAttribute('data-collapsed') === 'false',
    );
  });

  it('on a phone, gives the page the whole width and opens the menu as a drawer', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE_URL}/enterprise/FPT/finance/balance-sheet`);
      const sider = page.getByTestId('side-menu');
      const main = page.locator('main');
      // Closed: the menu is off screen and the page starts at the left edge.
      await expect(sider.isVisible()).resolves.toBe(false);
      expect((await main.boundingBox())?.x).toBeLessThan(20);
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="side-menu"]')?.getAttribute('data-drawer-open') === 'true',
      );
      await page.waitForTimeout(300); // the drawer slides in
      const box = await sider.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.width).toBeGreaterThan(200);
      // The page did not move: the drawer lies over it.
      expect((await main.boundingBox())?.x).toBeLessThan(20);
      // A link chosen in the drawer leads there and closes it.
      await sider.getByRole('link', { name: 'Kết quả kinh doanh' }).click();
      await page.waitForURL(/\/enterprise\/FPT\/finance\/income-statement/);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="side-menu"]')?.getAttribute('data-drawer-open') === 'false',
      );
      await sider.waitFor({ state: 'hidden' }); // antd's Drawer slides out
      await expect(sider.isVisible()).resolves.toBe(false);
      // The statement tabs scroll sideways in one row, the current (last) one brought into view.
      await page.goto(`${BASE_URL}/enterprise/FPT/finance?tab=trailing`);
      const current = page.locator('.finance-tabs [aria-current="page"]');
      const tab = await current.boundingBox();
      expect(tab?.x).toBeGreaterThanOrEqual(0);
      expect((tab?.x ?? 0) + (tab?.width ?? 0)).toBeLessThanOrEqual(390);
      const rowTops = await page
        .locator('.finance-tabs [role="listitem"]')
        .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
      expect(rowTops).toBe(1);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it('hydrates every kind of page without a React error (server and browser render the same)', async () => {
    // Static pages that read the query, a page with a dialog rendered ahead, SSR data pages.
    const paths = [
      '/',
      '/pricing?plan=PRO&months=3',
      '/account/login?next=%2Fmacro',
      '/account/activate?token=khong-hop-le',
      '/payment/checkout?plan=PREMIUM&months=3',
      '/payment/result?orderCode=VNF000000',
      '/enterprise/FPT/chart/personalization',
      '/enterprise/FPT/finance/balance-sheet',
      '/macro/cpi/cpi',
    ];
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
    page.on('pageerror', onError);
    try {
      for (const path of paths) {
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      }
    } finally {
      page.off('pageerror', onError);
    }
    expect(errors).toEqual([]);
  });

  it('marks the generated demo data in the header', async () => {
    await page.goto(`${BASE_URL}/enterprise/overview`);
    await page.getByTestId('demo-data-badge').waitFor();
    expect(await page.getByTestId('demo-data-badge').textContent()).toContain('Dữ liệu minh họa');
  });

  it('answers unknown pages with the Vietnamese 404 page', async () => {
    const response = await page.goto(`${BASE_URL}/khong-ton-tai`);
    expect(response?.status()).toBe(404);
    await page.getByText('Không tìm thấy trang').waitFor();
  });

  it('reports health as JSON', async () => {
    const response = await page.request.get(`${BASE_URL}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ data: { status: 'ok', database: 'up' } });
  });
});
