import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages, visitorHeaders } from './browser';
import { signedInUser } from './helpers/account';

/**
 * Personal chart sections end to end: a signed-in analyst creates a section, adds two charts whose
 * metrics sit on two axes, drags one, reloads and finds the layout and charts as left; the share
 * link then shows the section read-only to a visitor who is not logged in. Also the financial chart
 * screen and the ready-made sections draw real charts.
 */

let browser: Browser;
let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (openedBrowser, openedPage) => {
  browser = openedBrowser;
  page = openedPage;
});

const PERSONAL = '/enterprise/FPT/chart/personalization';
const FLOW_TIMEOUT_MS = 180_000;

/** Adds a chart through the editor: its name, its size and metrics found by search (with their axis). */
async function addChart(
  section: Locator,
  chart: { name: string; size: string; metrics: { search: string; label: string; axis?: string }[] },
): Promise<void> {
  await section.getByRole('button', { name: 'Thêm biểu đồ', exact: true }).click();
  const editor = page.getByRole('dialog').filter({ hasText: 'Thêm biểu đồ' });
  await editor.getByLabel('Tên biểu đồ').fill(chart.name);
  await editor.getByText(chart.size, { exact: true }).click();
  for (const metric of chart.metrics) {
    await search(editor).fill(metric.search);
    await editor.getByRole('checkbox', { name: metric.label, exact: true }).check();
    if (metric.axis) {
      // The editor puts money on the left axis and ratios on the right by default (changing the axis
      // is covered by the editor's component test); the row shows the slot the metric will use.
      const axis = editor
        .locator('[data-testid^="selected-metric-"]')
        .filter({ has: page.getByRole('combobox', { name: `Trục của ${metric.label}` }) });
      expect(await axis.textContent()).toContain(metric.axis);
    }
  }
  await search(editor).fill('');
  await editor.getByRole('button', { name: 'Lưu', exact: true }).click();
  await editor.waitFor({ state: 'hidden' });
}

function search(editor: Locator): Locator {
  return editor.getByPlaceholder('Tìm chỉ tiêu');
}

/** A chart card by its title, once Highcharts has drawn its series. */
async function drawnCard(scope: Page | Locator, title: string): Promise<Locator> {
  const card = scope.getByTestId('chart-card').filter({ hasText: title });
  await card.locator('.highcharts-series-group .highcharts-series').first().waitFor();
  return card;
}

/** Visible y axes of a drawn chart (Highcharts draws one label group per axis). */
async function visibleYAxes(card: Locator): Promise<number> {
  return card
    .locator('.highcharts-yaxis-labels')
    .evaluateAll((groups) => groups.filter((group) => group.childElementCount > 0).length);
}

async function boxOf(card: Locator): Promise<{ x: number; y: number; width: number }> {
  const box = await card.boundingBox();
  if (!box) throw new Error('card not visible');
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
}

describe('personal chart sections', () => {
  it(
    'creates a section with two charts on two axes, keeps a dragged layout across a reload, shares it read-only',
    async () => {
      await signedInUser(page, 'charts', PERSONAL);
      await page.getByRole('button', { name: 'Thêm mục biểu đồ' }).first().click();
      const prompt = page.getByRole('dialog').filter({ hasText: 'Thêm mục biểu đồ' });
      await prompt.getByLabel('Tên mục').fill('Hiệu quả kinh doanh FPT');
      await prompt.getByRole('button', { name: 'Tạo' }).click();
      const section = page.getByTestId('chart-section').filter({ hasText: 'Hiệu quả kinh doanh FPT' });
      await section.waitFor();

      await addChart(section, {
        name: 'Doanh thu và ROE',
        size: '50%',
        metrics: [
          {
            search: 'Doanh thu thuần',
            label: 'Doanh thu thuần về bán hàng và cung cấp dịch vụ',
            axis: 'Trái 1',
          },
          { search: 'ROE', label: 'ROE', axis: 'Phải 1' },
        ],
      });
      await addChart(section, {
        name: 'Giá cổ phiếu',
        size: '50%',
        metrics: [{ search: 'Giá đóng cửa', label: 'Giá đóng cửa (điều chỉnh)' }],
      });

      const revenue = await drawnCard(section, 'Doanh thu và ROE');
      const price = await drawnCard(section, 'Giá cổ phiếu');
      expect(await revenue.locator('.highcharts-series-group .highcharts-series').count()).toBe(2);
      expect(await visibleYAxes(revenue)).toBe(2);
      // Side by side: two half-width charts on one row, the price chart to the right.
      const before = { revenue: await boxOf(revenue), price: await boxOf(price) };
      expect(before.price.x).toBeGreaterThan(before.revenue.x);
      expect(Math.abs(before.price.y - before.revenue.y)).toBeLessThan(5);

      // Drag the price chart by its handle onto the revenue chart.
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/enterprise/chart-section') && response.request().method() === 'PUT',
      );
      const handle = price.locator('.chart-card-drag').first();
      const from = await handle.boundingBox();
      if (!from) throw new Error('drag handle not visible');
      await page.mouse.move(from.x + 10, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x - 100, from.y + from.height / 2, { steps: 8 });
      await page.mouse.move(before.revenue.x + 20, from.y + from.height / 2, { steps: 8 });
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      // Dropped over the revenue chart: the price chart takes its place and the grid pushes the
      // revenue chart down below it.
      const moved = { revenue: await boxOf(revenue), price: await boxOf(price) };
      expect(moved.price.x).toBe(before.revenue.x);
      expect(moved.price.y).toBeLessThan(moved.revenue.y);

      await page.reload();
      const again = page.getByTestId('chart-section').filter({ hasText: 'Hiệu quả kinh doanh FPT' });
      const revenueAgain = await drawnCard(again, 'Doanh thu và ROE');
      const priceAgain = await drawnCard(again, 'Giá cổ phiếu');
      expect(await boxOf(revenueAgain)).toEqual(moved.revenue);
      expect(await boxOf(priceAgain)).toEqual(moved.price);
      expect(await revenueAgain.locator('.highcharts-series-group .highcharts-series').count()).toBe(2);
      expect(await visibleYAxes(revenueAgain)).toBe(2);

      // Share, then open the link in a browser context that is not logged in.
      await again.getByRole('button', { name: 'Chia sẻ' }).click();
      const share = page.getByRole('dialog').filter({ hasText: 'Chia sẻ mục biểu đồ' });
      await share.getByRole('switch', { name: 'Bật liên kết chia sẻ' }).click();
      const link = share.getByRole('textbox', { name: 'Liên kết chia sẻ' });
      await link.waitFor();
      const url = await link.inputValue();
      expect(url).toMatch(/\/shared\/chart\/[\w-]{16,64}$/);

      const visitor = await browser.newContext({
        extraHTTPHeaders: visitorHeaders(),
        viewport: { width: 1400, height: 1000 },
      });
      try {
        const guest = await visitor.newPage();
        await guest.goto(url.replace(/^https?:\/\/[^/]+/, BASE_URL));
        await guest.getByText('Chỉ xem', { exact: true }).waitFor();
        await guest.getByText('Hiệu quả kinh doanh FPT').first().waitFor();
        const guestRevenue = await drawnCard(guest, 'Doanh thu và ROE');
        await drawnCard(guest, 'Giá cổ phiếu');
        expect(await guestRevenue.locator('.highcharts-series-group .highcharts-series').count()).toBe(2);
        expect(await guest.getByRole('button', { name: 'Thêm biểu đồ' }).count()).toBe(0);
        expect(await guest.getByRole('button', { name: 'Sửa biểu đồ' }).count()).toBe(0);
        expect(await guest.locator('.chart-card-drag').count()).toBe(0);
        expect(await guest.getByTestId('header-user').count()).toBe(0);
      } finally {
        await visitor.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('ready-made charts and the financial chart', () => {
  it(
    'draws the default sections of a bank and the financial chart of a signed-in user',
    async () => {
      await page.goto(`${BASE_URL}/enterprise/VCB/chart/default`);
      const first = page.getByTestId('chart-section').first();
      await first.waitFor();
      await first.locator('.highcharts-series-group .highcharts-series').first().waitFor();
      expect(await page.getByTestId('chart-section').count()).toBeGreaterThanOrEqual(3);

      await signedInUser(page, 'finchart', '/enterprise/FPT/financial-chart');
      const chart = page.getByTestId('metric-chart').first();
      await chart.locator('.highcharts-series-group .highcharts-series').first().waitFor();
      expect(
        await chart.locator('.highcharts-series-group .highcharts-series').count(),
      ).toBeGreaterThanOrEqual(1);
    },
    FLOW_TIMEOUT_MS,
  );
});
