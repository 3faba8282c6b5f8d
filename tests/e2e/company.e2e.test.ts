import type { Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

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

/** A drawn chart: at least one Highcharts series path, and a screenshot that is not one flat colour. */
async function expectChartDrawn(chart: Locator): Promise<void> {
  await chart.locator('.highcharts-series-group .highcharts-series path').first().waitFor();
  await page.waitForTimeout(800);
  const image = await chart.screenshot();
  const colours = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const seen = new Set<number>();
    for (let index = 0; index < data.length && seen.size < 50; index += 4 * 7) {
      seen.add(((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0));
    }
    return seen.size;
  }, image.toString('base64'));
  expect(colours).toBeGreaterThan(5);
}

/** Buys a 1-month PRO plan in the MoMo sandbox (PAYMENT_SANDBOX=on) and waits for the paid result. */
async function buyPro(): Promise<void> {
  await page.goto(`${BASE_URL}/payment/checkout?plan=PRO&months=1`);
  await page.getByText('Ví MoMo', { exact: true }).click();
  await page.getByTestId('pay-button').click();
  await page.getByTestId('momo-qr').getByRole('link', { name: 'Mở trang thanh toán MoMo' }).click();
  await page.waitForURL(/\/sandbox\/momo/);
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await page.waitForURL(/\/payment\/result\?orderCode=/);
  await page
    .getByTestId('result-title')
    .filter({ hasText: 'Thanh toán thành công' })
    .waitFor({ timeout: 40_000 });
  await page.waitForLoadState('networkidle');
}

describe('company screens for a guest', () => {
  it('shows the overview with its price chart, then the news and an article', async () => {
    await page.goto(`${BASE_URL}/enterprise/overview?ticker=${TICKER}`);
    // Key figures come with the server-rendered page.
    const figures = page.getByTestId('overview-key-figures');
    await figures.waitFor();
    expect(await figures.textContent()).toContain('P/E');
    await expectChartDrawn(page.getByTestId('overview-price-chart'));
    await page.getByTestId('overview-results-table').waitFor();

    await page.goto(`${BASE_URL}/enterprise/news?ticker=${TICKER}`);
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
      await signedInUser(page, 'company', `/enterprise/technical-analysis?ticker=${TICKER}`);
      await buyPro();

      await page.goto(`${BASE_URL}/enterprise/technical-analysis?ticker=${TICKER}`);
      await expectChartDrawn(page.getByTestId('technical-chart'));
      const summary = page.getByTestId('technical-summary');
      await summary.getByTestId('technical-signal').waitFor();
      expect(await summary.getByTestId('technical-counts').textContent()).toMatch(
        /Mua: \d+ · Bán: \d+ · Trung lập: \d+/,
      );

      await page.goto(`${BASE_URL}/enterprise/cgt?ticker=${TICKER}`);
      const diagram = page.getByTestId('value-chain-diagram');
      await diagram.getByTestId('value-chain-company').waitFor();
      expect(await diagram.getByTestId('value-chain-node').count()).toBeGreaterThan(0);

      await page.goto(`${BASE_URL}/enterprise/report-analysis?ticker=${TICKER}`);
      const reports = page.getByTestId('report-table');
      await reports.locator('tr.ant-table-row').first().waitFor();

      await page.goto(`${BASE_URL}/enterprise/news?ticker=${TICKER}`);
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
