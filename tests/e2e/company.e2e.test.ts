import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';
import { expectChartDrawn } from './helpers/charts';
import { buyPlanWithMomo } from './helpers/payments';

/**
 * The company screens of issue 9 in Chromium: overview, news and a news article for a guest; then a
 * signed-in account that buys PRO in the MoMo sandbox sees technical analysis, the value chain,
 * analysis reports and documents. Each chart is checked drawn twice over: Highcharts' series in the
 * page and a screenshot of the chart that is not blank.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const TICKER = 'FPT';
const FLOW_TIMEOUT_MS = 240_000;

describe('company screens for a guest', () => {
  it('shows the overview with its price chart, then the news and an article', async () => {
    await page.goto(`${BASE_URL}/enterprise/${TICKER}/overview`);
    // Key figures come with the server-rendered page.
    const figures = page.getByTestId('overview-key-figures');
    await figures.waitFor();
    expect(await figures.textContent()).toContain('P/E');
    await expectChartDrawn(page, page.getByTestId('overview-price-chart'));
    await page.getByTestId('overview-results-table').waitFor();

    await page.goto(`${BASE_URL}/enterprise/${TICKER}/news`);
    const list = page.getByTestId('news-list');
    const first = list.getByRole('link').first();
    await first.waitFor();
    const title = ((await first.textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await first.click();
    await page.waitForURL(/\/news\/\d+/);
    await page.getByTestId('news-detail').getByText(title).first().waitFor();
  });
});

describe('company screens for a paid account', () => {
  it(
    'draws technical analysis with its summary, the value chain, reports and documents',
    async () => {
      await signedInUser(page, 'company', `/enterprise/${TICKER}/technical-analysis`);
      await buyPlanWithMomo(page, 'PRO');

      await page.goto(`${BASE_URL}/enterprise/${TICKER}/technical-analysis`);
      await expectChartDrawn(page, page.getByTestId('technical-chart'));
      const summary = page.getByTestId('technical-summary');
      await summary.getByTestId('technical-signal').waitFor();
      expect(await summary.getByTestId('technical-counts').textContent()).toMatch(
        /Mua: \d+ · Bán: \d+ · Trung lập: \d+/,
      );

      await page.goto(`${BASE_URL}/enterprise/${TICKER}/cgt`);
      const diagram = page.getByTestId('value-chain-diagram');
      await diagram.getByTestId('value-chain-company').waitFor();
      expect(await diagram.getByTestId('value-chain-node').count()).toBeGreaterThan(0);

      await page.goto(`${BASE_URL}/enterprise/${TICKER}/report-analysis`);
      const reports = page.getByTestId('report-table');
      await reports.getByRole('row').nth(1).waitFor();

      await page.goto(`${BASE_URL}/enterprise/${TICKER}/news`);
      await page.getByRole('tab', { name: 'Tài liệu' }).click();
      const documents = page.getByTestId('documents-list');
      const open = documents.getByRole('link', { name: 'Xem' }).first();
      await open.waitFor();
      const href = (await open.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/documents\/\d+\/file$/);
      // The file route reads the login cookie, as a link opened in a new tab sends no bearer token.
      const file = await page.request.get(`${BASE_URL}${href}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    },
    FLOW_TIMEOUT_MS,
  );
});
