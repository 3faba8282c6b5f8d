import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { expectChartDrawn } from './helpers/charts';

/**
 * The market overview (the home page, issue 31) on the demo data in Chromium, as a guest: the four
 * indices with their level, change and breadth are in the server's HTML; the index chart and the
 * heatmap draw after hydration, and a click on a heatmap cell opens that company. Figures in the
 * spec's formats (1,234.56) and the cards' captions in Vietnamese.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const INDICES = ['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX'] as const;
const LEVEL = /^\d{1,3}(,\d{3})*\.\d{2}$/;
const CHANGE = /^[+-]?\d{1,3}(,\d{3})*\.\d{2} \([+-]?\d+\.\d{2}%\)$/;
const CAPTION = /^Dữ liệu phiên \d{4}-\d{2}-\d{2}, cập nhật \d{2}:\d{2}( ngày \d{4}-\d{2}-\d{2})?, nguồn /;

describe('market overview (home page)', () => {
  it('serves the indices and their breadth in the HTML', async () => {
    const response = await page.request.get(`${BASE_URL}/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const code of INDICES) {
      expect(html).toContain(`data-testid="market-index-${code}"`);
      expect(html).toContain(`data-testid="market-breadth-${code}"`);
    }
    expect(html).toContain('VN-Index');
    expect(html).toMatch(/Độ rộng thị trường: Tăng \d+ \(trần \d+\), giảm \d+ \(sàn \d+\), đứng giá \d+/);
    expect(html).toContain('data-testid="market-contribution-gainers"');
  });

  it('shows the four indices with level, change, traded value and breadth in Vietnamese formats', async () => {
    await page.goto(`${BASE_URL}/`);
    for (const code of INDICES) {
      const tile = page.getByTestId(`market-index-${code}`);
      await tile.waitFor();
      expect(((await tile.getByTestId('market-index-level').textContent()) ?? '').trim()).toMatch(LEVEL);
      expect(((await tile.getByTestId('market-index-change').textContent()) ?? '').trim()).toMatch(CHANGE);
      expect(await tile.textContent()).toMatch(/Giá trị: \d{1,3}(,\d{3})*\.\d{2} tỷ/);
      expect(await tile.textContent()).toMatch(/so với TB 20 phiên/);
      await tile.getByRole('img', { name: /^Độ rộng thị trường: Tăng \d+/ }).waitFor();
      expect(((await tile.getByTestId('market-data-caption').textContent()) ?? '').trim()).toMatch(CAPTION);
    }
    const contribution = page.getByTestId('market-contribution');
    expect(await contribution.getByTestId('market-contribution-summary').textContent()).toMatch(
      /^Tổng đóng góp tính được: [+-]?\d+\.\d{2} điểm; thay đổi chính thức: [+-]?\d+\.\d{2} điểm/,
    );
    expect(
      await contribution.getByTestId('market-contribution-gainers').getByRole('link').count(),
    ).toBeGreaterThan(0);
  });

  it('draws the index chart (the demo has bars of its last session) and a daily range', async () => {
    await page.goto(`${BASE_URL}/`);
    const chart = page.getByTestId('market-index-chart');
    await expectChartDrawn(page, chart);
    await chart.getByText('Trong phiên', { exact: true }).waitFor();
    await chart.getByText('1N', { exact: true }).click();
    await expectChartDrawn(page, chart);
  });

  it('draws the heatmap and a click on a company cell opens that company', async () => {
    await page.goto(`${BASE_URL}/`);
    const heatmap = page.getByTestId('market-heatmap');
    // Company cells carry their accessible description "TICKER Name: giá ..." (heatmapOptions.ts).
    const cell = heatmap.locator('.highcharts-point[aria-label*=": giá "]').first();
    await cell.waitFor();
    expect(await heatmap.locator('.highcharts-point[aria-label*=": giá "]').count()).toBeGreaterThan(20);
    const label = (await cell.getAttribute('aria-label')) ?? '';
    const ticker = label.split(' ')[0] ?? '';
    expect(ticker).toMatch(/^[A-Z0-9]{3}$/);
    expect(label).toMatch(/giá \d{1,3}(,\d{3})*, [+-]?\d+\.\d{2}%/);
    await heatmap.getByText('Giá trị giao dịch', { exact: true }).click();
    await heatmap.locator('.highcharts-point[aria-label*=": giá "]').first().waitFor();
    await heatmap.getByText('Vốn hóa', { exact: true }).click();
    await heatmap.locator(`.highcharts-point[aria-label^="${ticker} "]`).click();
    await page.waitForURL(`${BASE_URL}/enterprise/${ticker}/overview`);
  });
});
