import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';
import { expectChartDrawn } from './helpers/charts';
import { buyPlanWithMomo } from './helpers/payments';

/**
 * Industry deep data (issue 10) in Chromium: a guest sees the industries and a locked dashboard; an
 * account that buys PRO in the MoMo sandbox opens three industries (charts drawn, companies compared,
 * the banks' ratio chart) and reads the shrimp presentation slide by slide, keyboard included.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const FLOW_TIMEOUT_MS = 300_000;

/** The first indicator card of a dashboard has its chart drawn. */
async function expectFirstIndicatorDrawn(): Promise<void> {
  const card = page.getByTestId('industry-indicator').first();
  await card.waitFor();
  await expectChartDrawn(page, card);
}

describe('industry deep data for a guest', () => {
  it('lists the twenty industries and shows a dashboard locked with its indicators named', async () => {
    await page.goto(`${BASE_URL}/industry`);
    const cards = page.getByTestId('industry-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    expect(await page.getByTestId('presentation-item').count()).toBeGreaterThanOrEqual(3);

    await cards.filter({ hasText: 'Thép' }).first().click();
    await page.waitForURL(/\/industry\/steel$/);
    const locked = page.getByTestId('locked-indicators');
    await locked.waitFor();
    expect(await locked.textContent()).toContain('Tiêu thụ thép theo nhà sản xuất');
    await page
      .getByRole('link', { name: /Nâng cấp gói Chuyên nghiệp/ })
      .first()
      .waitFor();
  });
});

describe('industry deep data for a PRO account', () => {
  it(
    'draws three industries with their companies, then reads the shrimp presentation',
    async () => {
      await signedInUser(page, 'nganh', '/industry');
      await buyPlanWithMomo(page, 'PRO');

      await page.goto(`${BASE_URL}/industry/steel`);
      await expectFirstIndicatorDrawn();
      const companies = page.getByTestId('industry-companies');
      await companies.getByRole('link', { name: 'HPG' }).waitFor();

      await page.goto(`${BASE_URL}/industry/electric`);
      await expectFirstIndicatorDrawn();
      expect(await page.getByTestId('industry-indicator').count()).toBeGreaterThanOrEqual(3);

      await page.goto(`${BASE_URL}/industry/bank`);
      await expectChartDrawn(page, page.getByTestId('bank-ratio-chart'));
      await page.getByTestId('industry-companies').getByRole('link', { name: 'VCB' }).waitFor();

      await page.goto(`${BASE_URL}/industry/presentation/shrimp`);
      const slide = page.getByTestId('presentation-slide');
      await slide.waitFor();
      await expectChartDrawn(page, slide);
      expect(await page.getByTestId('presentation-data-date').textContent()).toMatch(/\d{2}\/\d{4}/);
      const pageLabel = page.getByTestId('slide-page');
      expect(await pageLabel.textContent()).toMatch(/^Trang 1\/\d+$/);
      const firstTitle = await slide.getByRole('heading').first().textContent();

      await page.getByRole('button', { name: /Trang sau/ }).click();
      await page.waitForURL(/slide=2/);
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/slide=3/);
      expect(await pageLabel.textContent()).toMatch(/^Trang 3\/\d+$/);
      expect(await slide.getByRole('heading').first().textContent()).not.toBe(firstTitle);
      await page.reload();
      await page
        .getByTestId('slide-page')
        .filter({ hasText: /^Trang 3\// })
        .waitFor();
      await expectChartDrawn(page, page.getByTestId('presentation-slide'));
    },
    FLOW_TIMEOUT_MS,
  );
});
