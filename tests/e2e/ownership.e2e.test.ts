import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';
import { expectChartDrawn } from './helpers/charts';

/**
 * Issue 31, a company's ownership tab and price history on the demo data, in Chromium: the
 * shareholder structure, major holders, insider deals and the foreign room chart; the price history
 * filtered by dates (kept in the address), an ex-date marked with its adjustment, and the export of
 * the filtered range for a signed-in (free) account. Numbers in the spec's formats (1,234,567.89).
 */

let page: Page;

withBrowserPages(
  { visitor: true, acceptDownloads: true, viewport: { width: 1400, height: 1000 } },
  (_b, opened) => {
    page = opened;
  },
);

/** FPT sits at its foreign limit in the demo (room 0): its ownership is its limit, 49 %. */
const TICKER = 'FPT';
const PERCENT = /^-?\d{1,3}(,\d{3})*\.\d{2}%$/;
const WHOLE = /^\d{1,3}(,\d{3})*$/;
const FLOW_TIMEOUT_MS = 240_000;

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

describe('ownership tab', () => {
  it('shows the structure, the foreign room and its chart, major holders and insider deals', async () => {
    await page.goto(`${BASE_URL}/enterprise/${TICKER}/ownership`);
    await page
      .getByRole('heading', { name: /Cổ đông và sở hữu/ })
      .first()
      .waitFor();

    const structure = page.getByTestId('ownership-structure');
    await structure.getByText(/^Ngày \d{4}-\d{2}-\d{2} · Nguồn:/).waitFor();
    for (const kind of ['Nhà nước', 'Nước ngoài', 'Nội bộ', 'Khác'])
      await structure
        .getByRole('row', { name: new RegExp(kind) })
        .first()
        .waitFor();
    const foreignRow = structure.getByRole('row', { name: /Nước ngoài/ }).first();
    const cells = await texts(foreignRow.getByRole('cell'));
    expect(cells[1]).toMatch(WHOLE);
    expect(cells[2]).toMatch(PERCENT);
    await expectChartDrawn(page, page.getByTestId('ownership-structure-chart'));

    const room = page.getByTestId('ownership-foreign-room');
    expect((await room.getByTestId('foreign-limit').textContent())?.trim()).toBe('49.00%');
    expect((await room.getByTestId('foreign-ownership').textContent())?.trim()).toBe('49.00%');
    expect((await room.getByTestId('foreign-room-shares').textContent())?.trim()).toBe('0');
    await room
      .getByText(/Tỷ lệ sở hữu = \(giới hạn % × số cổ phiếu − room còn lại\) \/ số cổ phiếu/)
      .waitFor();
    await expectChartDrawn(page, page.getByTestId('foreign-room-chart'));

    const major = page.getByTestId('ownership-major-holders');
    const holderRows = major.locator('tbody tr[data-row-key]');
    await holderRows.first().waitFor();
    const holder = await texts(holderRows.first().getByRole('cell'));
    expect(holder.some((text) => PERCENT.test(text))).toBe(true);

    const deals = page.getByTestId('ownership-insider-deals');
    const dealRows = deals.locator('tbody tr[data-row-key]');
    await dealRows.first().waitFor();
    const statuses = await texts(deals.getByText(/^(Đã đăng ký|Đã thực hiện|Không thực hiện)$/));
    expect(statuses.length).toBeGreaterThan(0);
    expect((await texts(deals.getByText(/^(Mua|Bán)$/))).length).toBeGreaterThan(0);
  });
});

describe('price history', () => {
  it('filters by dates kept in the address and marks an adjustment', async () => {
    await page.goto(`${BASE_URL}/enterprise/${TICKER}/price-history`);
    const card = page.getByTestId('price-history');
    const rows = card.locator('tbody tr[data-row-key]');
    await rows.first().waitFor();
    const newest = (await rows.first().getAttribute('data-row-key')) ?? '';
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const firstCells = await texts(rows.first().getByRole('cell'));
    // Open, high, low, close, adjusted close and volume as whole numbers with comma separators.
    for (const cell of firstCells.slice(1, 7)) expect(cell).toMatch(WHOLE);
    expect(firstCells[7]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);

    // A month back from the newest session, from the address.
    const from = new Date(Date.parse(`${newest}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${BASE_URL}/enterprise/${TICKER}/price-history?from=${from}&to=${newest}`);
    await rows.first().waitFor();
    expect(await page.getByPlaceholder('Từ ngày').inputValue()).toBe(from);
    expect(await page.getByPlaceholder('Đến ngày').inputValue()).toBe(newest);
    const dates = await Promise.all((await rows.all()).map((row) => row.getAttribute('data-row-key')));
    expect(dates.length).toBeGreaterThan(10);
    for (const date of dates) expect(date! >= from && date! <= newest).toBe(true);
    await card.getByText(/^\d+ phiên$/).waitFor();

    // The same through the range picker: the address follows, then the rows.
    await page.getByPlaceholder('Từ ngày').click();
    await page.getByPlaceholder('Từ ngày').fill('2026-01-05');
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('Đến ngày').fill('2026-01-30');
    await page.keyboard.press('Enter');
    await page.waitForURL(/from=2026-01-05&to=2026-01-30/);
    await card
      .locator('tbody tr[data-row-key="2026-01-30"], tbody tr[data-row-key="2026-01-29"]')
      .first()
      .waitFor();
    const picked = await Promise.all((await rows.all()).map((row) => row.getAttribute('data-row-key')));
    for (const date of picked) expect(date! >= '2026-01-05' && date! <= '2026-01-30').toBe(true);

    // An ex-date within the last two years: the whole history, 100 rows a page, page by page.
    await page.goto(`${BASE_URL}/enterprise/${TICKER}/price-history?pageSize=100`);
    await rows.first().waitFor();
    // The feed's and the demo's adjustments carry a factor (a rights issue above the close may not).
    const tags = card.getByTestId('adjustment-tag').filter({ hasText: /hệ số/ });
    for (let pageNumber = 2; pageNumber <= 5 && (await tags.count()) === 0; pageNumber += 1) {
      await card.getByTitle(String(pageNumber), { exact: true }).click();
      await page.waitForURL(new RegExp(`page=${String(pageNumber)}`));
      await rows.first().waitFor();
    }
    const tag = tags.first();
    await tag.waitFor();
    expect(await tag.textContent()).toMatch(/hệ số 0\.\d+/);
    await tag.hover();
    await page.getByText(/^Hệ số điều chỉnh = P_ref \/ P_prev = [\d,]+ \/ [\d,]+ = 0\.\d+/).waitFor();
    await page.getByText(/^Công thức: P_ref = /).waitFor();
    await page
      .getByText(/^P_ref = [\d,]+ (−|\/) .* = [\d,.]+/)
      .first()
      .waitFor();
    await card.getByText('Tải CSV, Excel cần tài khoản (miễn phí).').waitFor();
  });

  it(
    'exports the filtered range as CSV and Excel for a signed-in account',
    async () => {
      const path = `/enterprise/${TICKER}/price-history?from=2026-01-05&to=2026-01-30`;
      await signedInUser(page, 'ownership', path);
      await page.getByTestId('price-history').locator('tbody tr[data-row-key]').first().waitFor();
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Tải CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe('FPT_lich-su-gia_2026-01-05_2026-01-30.csv');
      const text = readFileSync(await csv.path(), 'utf8');
      expect(text.startsWith('\uFEFFFPT - Lịch sử giá từ 2026-01-05 đến 2026-01-30\r\n')).toBe(true);
      expect(text).toContain('Ngày,Mở cửa,Cao nhất,Thấp nhất,Đóng cửa,Đóng cửa điều chỉnh');
      const [excel] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Tải Excel' }).click(),
      ]);
      expect(excel.suggestedFilename()).toBe('FPT_lich-su-gia_2026-01-05_2026-01-30.xlsx');
      expect(
        readFileSync(await excel.path())
          .subarray(0, 2)
          .toString('latin1'),
      ).toBe('PK');
    },
    FLOW_TIMEOUT_MS,
  );
});
