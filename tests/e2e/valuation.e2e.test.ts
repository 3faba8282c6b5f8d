import type { Page } from 'playwright-core';
import { companyPath } from '@/common/companyPaths';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';
import { expectChartDrawn } from './helpers/charts';
import { buyPlanWithMomo } from './helpers/payments';

/**
 * A company's valuation bands (issue 33) in Chromium: a guest opens FPT's P/E band (cut to the newest
 * quarters, the industry line locked); a PRO account sees the mean, the ±1/±2 standard deviation
 * lines and the industry median, the percentile sentence, and switches to P/B and to 10 years.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const TICKER = 'FPT';
const FLOW_TIMEOUT_MS = 240_000;

async function pickRadio(name: string): Promise<void> {
  // antd draws a segmented option as a label around a hidden input: click the label of the named radio.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

async function legendNames(): Promise<string[]> {
  const chart = page.getByTestId('valuation-chart');
  return chart.locator('.highcharts-legend-item').allTextContents();
}

describe('valuation bands', () => {
  it('shows a guest the P/E band of the newest quarters, with the plan that opens the rest', async () => {
    const response = await page.goto(`${BASE_URL}${companyPath(TICKER, 'valuation')}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /Định giá/ }).waitFor();
    const figures = page.getByTestId('valuation-figures');
    await figures.waitFor();
    expect(await page.getByTestId('valuation-mean').textContent()).toMatch(/lần$/);
    expect(await page.getByTestId('valuation-percentile').textContent()).toMatch(
      /P\/E hiện tại cao hơn \d+% số ngày trong 5 năm\. Phiên \d{4}-\d{2}-\d{2}; giá đóng cửa: nguồn /,
    );
    await expectChartDrawn(page, page.getByTestId('valuation-chart'));
    expect(await page.getByTestId('valuation-access').textContent()).toContain('quý gần nhất');
    expect(await page.getByTestId('valuation-industry-locked').textContent()).toContain('Chuyên nghiệp');
  });

  it(
    'gives a PRO account the whole band with the industry median, P/B and 10 years',
    async () => {
      await signedInUser(page, 'valuation', companyPath(TICKER, 'valuation'));
      await buyPlanWithMomo(page, 'PRO');
      await page.goto(`${BASE_URL}${companyPath(TICKER, 'valuation')}`);
      await expectChartDrawn(page, page.getByTestId('valuation-chart'));
      const names = await legendNames();
      for (const line of [
        `P/E ${TICKER}`,
        'Trung bình',
        '+1 độ lệch chuẩn',
        '−1 độ lệch chuẩn',
        '+2 độ lệch chuẩn',
        '−2 độ lệch chuẩn',
      ]) {
        expect(names).toContain(line);
      }
      expect(names.some((name) => name.startsWith('Trung vị ngành'))).toBe(true);
      expect(await page.getByTestId('valuation-percentile').textContent()).toMatch(
        /P\/E hiện tại cao hơn \d+% số ngày trong 5 năm/,
      );
      expect(await page.getByTestId('valuation-access').count()).toBe(0);

      await pickRadio('P/B');
      await page.waitForURL(/metric=PB/);
      await page
        .getByTestId('valuation-percentile')
        .filter({ hasText: /^P\/B hiện tại/ })
        .waitFor();
      expect(await legendNames()).toContain(`P/B ${TICKER}`);

      await pickRadio('10 năm');
      await page.waitForURL(/years=10/);
      await page
        .getByTestId('valuation-percentile')
        .filter({ hasText: /P\/B hiện tại cao hơn \d+% số ngày trong 10 năm/ })
        .waitFor();
      await expectChartDrawn(page, page.getByTestId('valuation-chart'));

      // The figures as a table, for those who do not see the chart.
      await page
        .getByTestId('valuation-chart')
        .getByRole('button', { name: /Xem bảng số liệu/ })
        .click();
      await page.getByRole('table').filter({ hasText: 'Trung bình' }).first().waitFor();
    },
    FLOW_TIMEOUT_MS,
  );

  it('answers an unknown ticker with the 404 page in Vietnamese', async () => {
    const response = await page.goto(`${BASE_URL}${companyPath('ZZZZ', 'valuation')}`);
    expect(response?.status()).toBe(404);
    await page.getByText('Không tìm thấy mã ZZZZ').waitFor();
  });
});
