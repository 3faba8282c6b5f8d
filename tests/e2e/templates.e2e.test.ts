import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

/**
 * Template sections end to end (issue 33, "Dashboards that follow the ticker"): a signed-in analyst
 * builds a template once on a non-financial ticker (FPT), then opens a bank's personalization page
 * (VCB) and finds it there, tagged, drawn with the bank's figures: the price chart and net profit
 * draw, and revenue, which a bank's statements do not have, is named in a note instead.
 */

let page: Page;

withBrowserPages(
  { visitor: true, viewport: { width: 1400, height: 1000 } },
  (_browser: Browser, openedPage) => {
    page = openedPage;
  },
);

const FLOW_TIMEOUT_MS = 180_000;
const TEMPLATE_NAME = 'Mẫu theo dõi kết quả';

/** Adds a chart through the editor: its name, its size and metrics found by search. */
async function addChart(
  section: Locator,
  chart: { name: string; size: string; metrics: { search: string; label: string }[] },
): Promise<void> {
  await section.getByRole('button', { name: 'Thêm biểu đồ', exact: true }).click();
  const editor = page.getByRole('dialog').filter({ hasText: 'Thêm biểu đồ' });
  await editor.getByLabel('Tên biểu đồ').fill(chart.name);
  await editor.getByText(chart.size, { exact: true }).click();
  for (const metric of chart.metrics) {
    await editor.getByPlaceholder('Tìm chỉ tiêu').fill(metric.search);
    await editor.getByRole('checkbox', { name: metric.label, exact: true }).check();
  }
  await editor.getByPlaceholder('Tìm chỉ tiêu').fill('');
  await editor.getByRole('button', { name: 'Lưu', exact: true }).click();
  await editor.waitFor({ state: 'hidden' });
}

/** A chart card by its title, once Highcharts has drawn its series. */
async function drawnCard(scope: Locator, title: string): Promise<Locator> {
  const card = scope.getByTestId('chart-card').filter({ hasText: title });
  await card.locator('.highcharts-series-group .highcharts-series').first().waitFor();
  return card;
}

function templateSection(): Locator {
  return page.getByTestId('chart-section').filter({ hasText: TEMPLATE_NAME });
}

describe('template sections', () => {
  it(
    "builds a template on FPT and finds it on VCB's page with the bank's figures and a note",
    async () => {
      await signedInUser(page, 'templates', '/enterprise/FPT/chart/personalization');
      await page.getByRole('button', { name: 'Thêm mẫu cho mọi mã' }).first().click();
      const prompt = page.getByRole('dialog').filter({ hasText: 'Thêm mẫu cho mọi mã' });
      await prompt.getByLabel('Tên mục').fill(TEMPLATE_NAME);
      await prompt.getByRole('button', { name: 'Tạo' }).click();
      const onFpt = templateSection();
      await onFpt.waitFor();
      await onFpt.getByTestId('template-tag').waitFor();

      await addChart(onFpt, {
        name: 'Doanh thu và lợi nhuận',
        size: '50%',
        metrics: [
          { search: 'Doanh thu thuần', label: 'Doanh thu thuần về bán hàng và cung cấp dịch vụ' },
          { search: 'Lợi nhuận sau thuế thu nhập', label: 'Lợi nhuận sau thuế thu nhập doanh nghiệp' },
        ],
      });
      await addChart(onFpt, {
        name: 'Giá cổ phiếu',
        size: '50%',
        metrics: [{ search: 'Giá đóng cửa', label: 'Giá đóng cửa (điều chỉnh)' }],
      });
      const fptResults = await drawnCard(onFpt, 'Doanh thu và lợi nhuận');
      expect(await fptResults.locator('.highcharts-series-group .highcharts-series').count()).toBe(2);

      // The bank's page: the figures asked for are VCB's.
      const bankFigures = page.waitForResponse(
        (response) =>
          response.url().includes('/api/enterprise/finance-chart') && response.url().includes('VCB'),
      );
      await page.goto(`${BASE_URL}/enterprise/VCB/chart/personalization`);
      const onBank = templateSection();
      await onBank.waitFor();
      expect((await bankFigures).status()).toBe(200);
      await onBank.getByTestId('template-tag').waitFor();
      const bankResults = await drawnCard(onBank, 'Doanh thu và lợi nhuận');
      await drawnCard(onBank, 'Giá cổ phiếu');
      // Net profit draws; revenue is not a bank's line and is named instead.
      expect(await bankResults.locator('.highcharts-series-group .highcharts-series').count()).toBe(1);
      await onBank
        .getByText(
          "Doanh thu và lợi nhuận: Chỉ tiêu 'Doanh thu thuần về bán hàng và cung cấp dịch vụ' không có ở ngân hàng",
        )
        .waitFor();
      // No request of the bank's page asked for FPT's figures.
      const fptAsked = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('finance-chart') && entry.name.includes('FPT')),
      );
      expect(fptAsked).toBe(false);

      // Back on FPT the template is whole: the bank's page hid revenue but did not remove it.
      await page.goto(`${BASE_URL}/enterprise/FPT/chart/personalization`);
      const again = await drawnCard(templateSection(), 'Doanh thu và lợi nhuận');
      expect(await again.locator('.highcharts-series-group .highcharts-series').count()).toBe(2);
    },
    FLOW_TIMEOUT_MS,
  );
});
