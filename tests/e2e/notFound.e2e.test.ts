import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

let page: Page;
const pageErrors: string[] = [];
const consoleErrors: string[] = [];

withBrowserPages(
  {
    prepare: (opened) => {
      opened.on('pageerror', (error) => pageErrors.push(error.message));
      opened.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      return Promise.resolve();
    },
  },
  (_browser, opened) => {
    page = opened;
  },
);

beforeEach(() => {
  pageErrors.length = 0;
  consoleErrors.length = 0;
});

describe('not found is 404 everywhere (issue 28)', () => {
  it('answers 404 with the Vietnamese 404 page for an unknown news id', async () => {
    const response = await page.goto(`${BASE_URL}/news/999999`);
    expect(response?.status()).toBe(404);
    await page.getByText('Không tìm thấy trang').waitFor();
  });

  it('hydrates the 404 of an unknown macro page without a React error', async () => {
    const response = await page.goto(`${BASE_URL}/macro/abc/def`);
    expect(response?.status()).toBe(404);
    await page.getByText('Không tìm thấy trang').waitFor();
    await page.waitForLoadState('networkidle');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });

  it('offers the ticker search on a company page with an unknown ticker', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/VNMX/overview`);
    expect(response?.status()).toBe(404);
    await page.getByText('Không tìm thấy mã VNMX').waitFor();
    const box = page.getByRole('textbox', { name: 'Tìm công ty theo mã hoặc tên' });
    await box.fill('VNM');
    await page.getByRole('link', { name: /^VNM / }).first().click();
    await page.waitForURL(/\/enterprise\/VNM\/overview$/);
  });
});
