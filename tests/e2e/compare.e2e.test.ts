import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/**
 * /compare of issue 33 in Chromium: five banks from the address on one Highcharts Stock chart, each
 * line rebased to 0 % on the first visible day (read through the chart's accessible data table, which
 * the page computes with the same rebasing), VN-Index as the benchmark; switched to absolute prices;
 * the peer table with ranks and the industry median row.
 */

let page: Page;

withBrowserPages({ viewport: { width: 1400, height: 1000 } }, (_browser, openedPage) => {
  page = openedPage;
});

const TIMEOUT_MS = 120_000;
const TICKERS = ['VCB', 'BID', 'CTG', 'ACB', 'TCB'];

/** The chart's data table, opened if it is not (its button reads "Xem/Ẩn bảng số liệu"). */
async function openDataTable() {
  const chart = page.getByTestId('compare-chart');
  const opener = chart.getByRole('button', { name: /bảng số liệu/ });
  const regionId = (await opener.getAttribute('aria-controls')) ?? '';
  if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
  const table = page.locator(`[id="${regionId}"] table`);
  await table.locator('tbody tr:not([aria-hidden="true"])').first().waitFor();
  return table;
}

/** The data table's rows' texts: [date, ...one value per line]. */
async function dataTableRows(): Promise<string[][]> {
  const table = await openDataTable();
  return table
    .locator('tbody tr:not([aria-hidden="true"])')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())),
    );
}

async function columnHeaders(): Promise<string[]> {
  const table = await openDataTable();
  return table.locator('thead th').allTextContents();
}

describe('the comparison of tickers', () => {
  it(
    'draws five rebased lines from 0 %, switches to prices and ranks the peers against the median',
    async () => {
      await page.goto(`${BASE_URL}/compare?t=${TICKERS.join(',')}`);
      await page.getByRole('heading', { level: 1, name: 'So sánh cổ phiếu' }).waitFor();
      const chart = page.getByTestId('compare-chart');
      // Five tickers and VN-Index: six lines in the plot (the navigator's copies are separate).
      await chart
        .locator('.highcharts-series-group .highcharts-series.highcharts-line-series')
        .first()
        .waitFor();
      const lines = chart.locator(
        '.highcharts-series-group .highcharts-series.highcharts-line-series:not(.highcharts-navigator-series)',
      );
      await expect(lines.count()).resolves.toBe(6);
      expect(await chart.locator('.highcharts-legend').textContent()).toContain('VN-Index');

      const headers = await columnHeaders();
      for (const ticker of TICKERS) expect(headers.join(' ')).toContain(ticker);
      const rebased = await dataTableRows();
      // The first visible day: every line at 0 %.
      expect(rebased[0]?.slice(1)).toEqual(['0.00%', '0.00%', '0.00%', '0.00%', '0.00%', '0.00%']);
      expect(rebased.length).toBeGreaterThan(100);
      expect(
        rebased
          .at(-1)
          ?.slice(1)
          .every((text) => /^-?[\d,]+\.\d{2}%$/.test(text)),
      ).toBe(true);

      // A shorter range moves the base: the table's first day is again 0 % everywhere.
      await chart.locator('.highcharts-range-selector-buttons .highcharts-button', { hasText: '3T' }).click();
      const deadline = Date.now() + 10_000;
      let shorter = await dataTableRows();
      while (shorter.length >= rebased.length && Date.now() < deadline) {
        await page.waitForTimeout(250);
        shorter = await dataTableRows();
      }
      expect(shorter.length).toBeLessThan(rebased.length);
      expect(shorter[0]?.slice(1).every((text) => text === '0.00%')).toBe(true);

      // Absolute prices: the address keeps it, the table reads đồng (no % sign).
      await page.getByText('Giá (đồng)', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('v') === 'abs');
      // The table follows the chart once it has redrawn.
      let prices = await dataTableRows();
      const redrawn = Date.now() + 10_000;
      while (prices[0]?.[1]?.endsWith('%') && Date.now() < redrawn) {
        await page.waitForTimeout(250);
        prices = await dataTableRows();
      }
      expect(prices[0]?.slice(1, 6).every((text) => /^[\d,]+$/.test(text))).toBe(true);

      // The peer table: one row per ticker with ranks (#1 in the market value column), and the median row.
      const table = page.getByTestId('peer-table');
      for (const ticker of TICKERS) await table.getByRole('row', { name: new RegExp(ticker) }).waitFor();
      expect(await table.getByTestId('peer-rank').count()).toBeGreaterThan(TICKERS.length);
      const ranks = await table.getByTestId('peer-rank').allTextContents();
      expect(ranks.map((text) => text.trim())).toContain('#1');
      const median = table.getByRole('row', { name: /Trung vị ngành/ });
      expect(await median.textContent()).toContain('Ngân hàng');
      expect(await table.textContent()).toMatch(/Giá và định giá theo phiên \d{4}-\d{2}-\d{2}/);
    },
    TIMEOUT_MS,
  );

  it(
    'names an unknown ticker and keeps the rest',
    async () => {
      await page.goto(`${BASE_URL}/compare?t=VCB,KHONGCO,BID`);
      await page.getByText('Không tìm thấy mã KHONGCO; đang hiển thị các mã còn lại.').waitFor();
      await page.getByTestId('peer-table').getByRole('row', { name: /BID/ }).waitFor();
    },
    TIMEOUT_MS,
  );
});
