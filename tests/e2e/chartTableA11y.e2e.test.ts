import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/**
 * Charts and statement tables by keyboard and for screen readers (issue 29): a ready-made chart is
 * described in Vietnamese by Highcharts' accessibility module, its "Xem bảng số liệu" opens with the
 * keyboard and shows the figures with the series as row headers; the balance sheet is a treegrid
 * whose rows open with the arrow keys and whose buttons name their rows.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, openedPage) => {
  page = openedPage;
});

const TIMEOUT_MS = 120_000;

describe('chart and table accessibility in the browser', () => {
  it(
    'describes a drawn chart and opens its data table with the keyboard',
    async () => {
      await page.goto(`${BASE_URL}/enterprise/VCB/chart/default`);
      const chart = page.getByTestId('metric-chart').first();
      await chart.locator('.highcharts-series-group .highcharts-series').first().waitFor();
      // The accessibility module's screen-reader section, with our description.
      const before = chart.locator('[id^="highcharts-screen-reader-region-before"]');
      expect(await before.textContent()).toMatch(/Biểu đồ .* thể hiện /);
      // Points are reachable by keyboard: the module puts focusable proxies over them.
      expect(
        await chart
          .locator('.highcharts-a11y-proxy-container button, .highcharts-a11y-proxy-element')
          .count(),
      ).toBeGreaterThan(0);

      // Found by its name while closed; then by what it controls, since its text reads "Ẩn bảng số liệu" when open.
      const regionId =
        (await chart.getByRole('button', { name: 'Xem bảng số liệu' }).getAttribute('aria-controls')) ?? '';
      const button = chart.locator(`button[aria-controls="${regionId}"]`);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await button.textContent()).toContain('Ẩn bảng số liệu');
      const table = page.locator(`[id="${regionId}"] table`);
      await table.waitFor();
      expect(await table.getByRole('rowheader').count()).toBeGreaterThan(0);
      expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1);
      const figures = await table.getByRole('cell').allTextContents();
      expect(figures.some((text) => /\d/.test(text))).toBe(true);
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    },
    TIMEOUT_MS,
  );

  it(
    'moves through the balance sheet tree with the arrow keys',
    async () => {
      await page.goto(`${BASE_URL}/enterprise/TCB/finance/balance-sheet`);
      const grid = page.getByTestId('statement-table').getByRole('treegrid');
      await grid.locator('tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await grid.getByRole('rowheader').count()).toBeGreaterThan(0);
      // The first parent row, whichever state the screen opens it in: closed by the left arrow first.
      const parent = grid.locator('tbody tr[aria-expanded]').first();
      const key = (await parent.getAttribute('data-row-key')) ?? '';
      const row = grid.locator(`tbody tr[data-row-key="${key}"]`);
      const name = (await row.locator('th').textContent())?.trim() ?? '';
      await row.focus();
      if ((await row.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('ArrowLeft');
      expect(await row.getAttribute('aria-expanded')).toBe('false');
      expect(await row.getByRole('button', { name: `Mở rộng ${name}` }).count()).toBe(1);
      await page.keyboard.press('ArrowRight');
      const opened = row;
      expect(await opened.getAttribute('aria-expanded')).toBe('true');
      expect(await opened.getByRole('button', { name: `Thu gọn ${name}` }).count()).toBe(1);
      const level = Number(await opened.getAttribute('aria-level'));
      await page.keyboard.press('ArrowDown');
      const focusedLevel = await page.evaluate(() => document.activeElement?.getAttribute('aria-level'));
      expect(Number(focusedLevel)).toBe(level + 1);
      await page.keyboard.press('ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-row-key'))).toBe(key);
    },
    TIMEOUT_MS,
  );
});
