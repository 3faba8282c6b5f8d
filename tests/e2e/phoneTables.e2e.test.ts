import type { Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';

/** Issue 28: a 390 px phone sees the item column and at least two periods with their figures. */
const PHONE = { width: 390, height: 844 };

let page: Page;

withBrowserPages({ viewport: PHONE }, (_browser, openedPage) => {
  page = openedPage;
});

interface ColumnOnScreen {
  title: string;
  left: number;
  right: number;
  /** The texts of the column's body cells. */
  cells: string[];
}

/** Every shown column of the table: where its header lies on screen and what its body cells say. */
function columnsOnScreen(tableSelector: string): Promise<ColumnOnScreen[]> {
  return page.evaluate((selector) => {
    const table = document.querySelector(selector);
    if (!(table instanceof HTMLTableElement)) return [];
    const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
    const rows = [...(table.tBodies[0]?.rows ?? [])];
    return headers
      .map((header, index) => ({ header, index }))
      .filter(({ header }) => getComputedStyle(header).display !== 'none')
      .map(({ header, index }) => {
        const box = header.getBoundingClientRect();
        return {
          title: header.textContent,
          left: box.left,
          right: box.right,
          cells: rows.map((row) => row.cells[index]?.textContent ?? ''),
        };
      });
  }, tableSelector);
}

describe('statement tables on a 390 px phone', () => {
  it('shows the item column and at least two periods with figures, and a cut name whole on tap', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/TCB/finance/balance-sheet`);
    expect(response?.status()).toBe(200);
    const table = page.getByTestId('statement-table');
    await table.locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');

    const columns = await columnsOnScreen('[data-testid="statement-table"] table');
    expect(columns.length).toBeGreaterThan(2);
    // The item column stays narrow.
    const [item, ...periods] = columns;
    expect((item?.right ?? 0) - (item?.left ?? 0)).toBeLessThanOrEqual(130);
    const visible = periods.filter((column) => column.left >= 0 && column.right <= PHONE.width);
    expect(visible.length).toBeGreaterThanOrEqual(2);
    for (const column of visible.slice(0, 2)) {
      expect(column.title).toMatch(/\d{4}/);
      // Figures, not only dashes: the statement's lines have numbers in these periods.
      expect(column.cells.filter((text) => /\d/.test(text)).length).toBeGreaterThan(3);
    }

    // A long item name is cut to three lines; a tap shows it whole.
    const name = table
      .locator('.data-table-name')
      .filter({ hasText: /.{40,}/ })
      .first();
    const cut = await name.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(cut).toBe(true);
    await expect(name.getAttribute('title')).resolves.toMatch(/.{40,}/);
    await name.click();
    await expect(name.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).resolves.toBe(
      true,
    );
  });

  it('shows at least two periods of ratios next to the ratio names', async () => {
    const response = await page.goto(`${BASE_URL}/enterprise/FPT/finance/numeral`);
    expect(response?.status()).toBe(200);
    const region = page.getByRole('region', { name: 'Chỉ số tài chính FPT' });
    await region.locator('tbody tr').first().waitFor();
    const columns = await columnsOnScreen('[aria-label="Chỉ số tài chính FPT"] table');
    const visible = columns.slice(1).filter((column) => column.left >= 0 && column.right <= PHONE.width);
    expect(visible.length).toBeGreaterThanOrEqual(2);
    for (const column of visible.slice(0, 2)) expect(column.cells.some((text) => /\d/.test(text))).toBe(true);
  });
});
