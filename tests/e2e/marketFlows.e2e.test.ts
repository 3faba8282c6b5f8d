import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { expectChartDrawn } from './helpers/charts';

/**
 * The home page's movers, foreign/proprietary flows and industry performance cards (issue 31) on the
 * demo data in Chromium, as a guest: lists with links to the companies, figures in the spec's
 * formats (+1.23%, tỷ đồng with two decimals), the flows chart drawn, the demo's proprietary trading
 * of large caps, and each card's caption (session, update time, source).
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const CAPTION = /Dữ liệu phiên \d{4}-\d{2}-\d{2}, cập nhật \d{2}:\d{2}( ngày \d{4}-\d{2}-\d{2})?, nguồn /;
const PERCENT = /^[+-]\d+\.\d{2}%$/;
const SIGNED_BILLIONS = /^[+-]\d{1,3}(,\d{3})*\.\d{2}$/;

async function cellTexts(row: ReturnType<Page['locator']>): Promise<string[]> {
  return (await row.locator('td').allTextContents()).map((text) => text.trim());
}

describe('market flows cards (home page)', () => {
  it('lists gainers and losers with links, filters by exchange, and a ticker opens its company', async () => {
    await page.goto(`${BASE_URL}/`);
    const movers = page.getByTestId('market-movers');
    const table = movers.getByTestId('market-movers-table');
    await table.locator('tbody tr a').first().waitFor();
    const first = await cellTexts(table.locator('tbody tr').first());
    expect(first[2]).toMatch(PERCENT);
    expect(first[2]?.startsWith('+')).toBe(true);
    expect(first[3]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await movers.textContent()).toMatch(CAPTION);

    await movers.getByText('Giảm giá').click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="market-movers-table"] tbody tr td:nth-child(3)')].some(
        (cell) => cell.textContent.trim().startsWith('-'),
      ),
    );
    await movers.getByRole('combobox', { name: 'Sàn giao dịch' }).click();
    // The open dropdown's option: the last "HNX" in the page (the heatmap's switch has one too).
    await page.getByTitle('HNX', { exact: true }).last().click();
    await movers.getByText('Giá trị giao dịch').click();
    const link = table.locator('tbody tr a').first();
    await link.waitFor();
    const ticker = ((await link.textContent()) ?? '').trim();
    expect(ticker).toMatch(/^[A-Z0-9]{3}$/);
    await link.click();
    await page.waitForURL(`${BASE_URL}/enterprise/${ticker}/overview`);
  });

  it('draws the foreign net flow per session and lists the top net buyers and sellers over 1 week', async () => {
    await page.goto(`${BASE_URL}/`);
    const flows = page.getByTestId('market-flows');
    await expectChartDrawn(page, flows.getByTestId('market-flows-chart'));
    await flows.getByText('1 tuần (5 phiên)').click();
    await flows.getByText(/Theo mã, 5 phiên, từ \d{4}-\d{2}-\d{2} đến \d{4}-\d{2}-\d{2}/).waitFor();
    const buy = flows.getByTestId('market-flows-top-buy');
    const sell = flows.getByTestId('market-flows-top-sell');
    expect(await buy.locator('tbody tr a').count()).toBeGreaterThan(0);
    expect(await sell.locator('tbody tr a').count()).toBeGreaterThan(0);
    const net = (await buy.locator('tbody tr').first().locator('td').last().textContent())?.trim() ?? '';
    expect(net).toMatch(SIGNED_BILLIONS);
    expect(net.startsWith('+')).toBe(true);
    expect(await flows.textContent()).toMatch(CAPTION);
    expect(await flows.textContent()).toContain('Giá trị ròng = giá trị mua − giá trị bán');

    // The demo has proprietary trading for its large caps.
    await flows.getByText('Tự doanh', { exact: true }).click();
    await flows
      .getByText(/^Giá trị mua ròng của tự doanh theo phiên/)
      .first()
      .waitFor();
    await expectChartDrawn(page, flows.getByTestId('market-flows-chart'));
  });

  it('shows each industry’s changes and its median P/E and P/B against its 5-year history', async () => {
    await page.goto(`${BASE_URL}/`);
    const card = page.getByTestId('market-industries');
    const table = card.getByTestId('market-industries-table');
    await table.getByText('Ngân hàng', { exact: true }).waitFor({ timeout: 30_000 });
    const banks = table.locator('tbody tr', { hasText: 'Ngân hàng' }).first();
    const cells = await cellTexts(banks);
    // 1 ngày, 1 tuần, 1 tháng, từ đầu năm, 1 năm: the demo has years of prices.
    for (const cell of cells.slice(1, 6)) expect(cell).toMatch(PERCENT);
    expect(await banks.getByLabel('P/E trung vị').textContent()).toMatch(
      /^\d+\.\d{2}\d+\.\d{2}–\d+\.\d{2}, TB \d+\.\d{2}phân vị \d+% · \d+ mã$/,
    );
    expect(await card.textContent()).toMatch(/so với 6\d điểm cuối tháng trong 5 năm/);
    expect(await card.textContent()).toMatch(CAPTION);
  });
});
