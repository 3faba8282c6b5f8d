import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/**
 * The header's ticker search (issue 28) in Chromium: on every page, reachable with "/", searching
 * industries too ("bao hiem" finds the insurers, BVH among them).
 */

let page: Page;

withBrowserPages({ viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

describe('header search in Chromium', () => {
  it('header search from the home page: "/" then "bao hiem" leads to BVH\'s overview', async () => {
    await page.goto(`${BASE_URL}/`);
    const search = page.getByRole('combobox', { name: 'Tìm mã hoặc tên công ty' });
    await search.waitFor();
    await page.locator('[data-testid="header-search"][data-shortcut="on"]').waitFor();
    // "/" focuses the search whether or not antd's Select has replaced its placeholder yet; what is
    // typed carries over.
    await page.keyboard.press('/');
    await page.keyboard.type('bao hiem');
    await page.getByTestId('ticker-option-BVH').click();
    await page.waitForURL(/\/enterprise\/BVH\/overview$/);
    // The page's own title, once the overview has replaced the home page (the option list also
    // shows the company's name, so its text alone does not prove the page changed).
    await page.waitForFunction((title) => document.title === title, 'Tổng quan doanh nghiệp BVH | VnFin');
    await page.getByText('Tập đoàn Bảo Việt').first().waitFor();
  });
});
