import type { Page, Response } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/**
 * Company pages carry the ticker in the path (issue 29, docs/DECISIONS.md): the specification's
 * routes stay entry points, a permanent redirect with ?ticker=, a temporary one to the remembered
 * company without; the canonical link of the page names the company.
 */

let page: Page;

withBrowserPages({}, (_browser, opened) => {
  page = opened;
});

async function canonicalHref(): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

/** The status of the first hop of a navigation that was redirected (308, 307 ...). */
async function redirectStatus(response: Response | null): Promise<number | undefined> {
  const first = response?.request().redirectedFrom();
  return (await first?.response())?.status();
}

describe('company paths in Chromium', () => {
  it('/enterprise/overview?ticker=FPT lands on /enterprise/FPT/overview for good, FPT shown and canonical', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/overview?ticker=FPT&unit=million`);
    expect(response?.status()).toBe(200);
    expect(await redirectStatus(response)).toBe(308);
    expect(new URL(page.url()).pathname).toBe('/enterprise/FPT/overview');
    expect(new URL(page.url()).searchParams.get('unit')).toBe('million');
    expect(new URL(page.url()).searchParams.has('ticker')).toBe(false);
    await page.getByTestId('corp-info').getByText('FPT').first().waitFor();
    expect(await page.title()).toBe('Tổng quan doanh nghiệp FPT | VnFin');
    expect(await canonicalHref()).toMatch(/^https?:\/\/[^/?#]+\/enterprise\/FPT\/overview$/);
  });

  it('spells a lower-case ticker in upper case with a permanent redirect, the query kept', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/fpt/finance/balance-sheet?period=year`);
    expect(await redirectStatus(response)).toBe(308);
    expect(page.url()).toBe(`${BASE_URL}/enterprise/FPT/finance/balance-sheet?period=year`);
    const malformed = await page.goto(`${BASE_URL}/enterprise/F-P-T/overview`);
    expect(malformed?.status()).toBe(404);
  });

  it('opens the remembered company from a route without a ticker (temporary redirect)', async () => {
    // A fresh browser remembers none: the default company.
    const first = await page.goto(`${BASE_URL}/enterprise/news`);
    expect(await redirectStatus(first)).toBe(307);
    expect(new URL(page.url()).pathname).toBe('/enterprise/TCB/news');

    await page.goto(`${BASE_URL}/enterprise/FPT/overview`);
    await page.waitForLoadState('networkidle');
    const response = await page.goto(`${BASE_URL}/enterprise/finance/numeral?period=year`);
    expect(await redirectStatus(response)).toBe(307);
    expect(page.url()).toBe(`${BASE_URL}/enterprise/FPT/finance/numeral?period=year`);
  });
});
