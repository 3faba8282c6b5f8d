import type { Locator, Page } from 'playwright-core';
import { withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

/**
 * Formula series end to end (issue 33): on a bank's personal chart section, a signed-in analyst
 * builds `a / b` (a = loans to customers, b = customer deposits: the loan-to-deposit ratio) for three
 * banks of the demo (VCB, TCB, BID; statement lines of the bank balance sheet template,
 * src/server/catalog/templates/bank/balanceSheet.ts), one formula metric per bank on one chart,
 * saves the section, reloads and reads the three series in the chart's data table.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, openedPage) => {
  page = openedPage;
});

const PERSONAL = '/enterprise/VCB/chart/personalization';
const FLOW_TIMEOUT_MS = 240_000;
const LOANS = 'statement:BALANCE_SHEET.LOANS_TO_CUSTOMERS';
const DEPOSITS = 'statement:BALANCE_SHEET.CUSTOMER_DEPOSITS';
const BANKS = ['VCB', 'TCB', 'BID'] as const;

/** Picks `ticker` in an input's ticker field (the company search; a typed ticker is offered first). */
async function pickTicker(dialog: Locator, name: string, ticker: string): Promise<void> {
  const field = dialog.getByRole('combobox', { name: `Mã của chuỗi ${name}` });
  await field.click();
  await field.fill(ticker);
  // An option of this field's own list (aria-controls): an earlier input's list stays in the page
  // (closing, then hidden), and its option of the same ticker matched first.
  const listId = await field.getAttribute('aria-controls');
  await page
    .getByRole('option', { name: new RegExp(`^${ticker}\\b`) })
    .and(page.locator(`[id^="${listId ?? ''}_"]`))
    .filter({ visible: true })
    .first()
    .click();
}

/** One input of the formula: its series key and, for another bank than the page's, its ticker. */
async function fillInput(dialog: Locator, name: string, key: string, ticker: string): Promise<void> {
  await dialog.getByLabel(`Mã chuỗi ${name} (nâng cao)`).fill(key);
  if (ticker !== 'VCB') await pickTicker(dialog, name, ticker);
}

/** Adds the loan-to-deposit ratio of `ticker` through "Thêm công thức". */
async function addRatio(editor: Locator, ticker: string): Promise<void> {
  await editor.getByRole('button', { name: 'Thêm công thức' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Tên chuỗi công thức' });
  await dialog.getByLabel('Tên chuỗi công thức').fill(`LDR ${ticker}`);
  await dialog.getByLabel('Đơn vị hiển thị').fill('lần');
  await fillInput(dialog, 'a', LOANS, ticker);
  await dialog.getByRole('button', { name: 'Thêm chuỗi' }).click();
  await fillInput(dialog, 'b', DEPOSITS, ticker);
  await dialog.getByLabel('Công thức', { exact: true }).fill('a / b');
  // The engine's parser accepts it (no message under the field) and the preview is drawn.
  await dialog.getByTestId('formula-preview').locator('.highcharts-series').first().waitFor();
  await dialog.getByRole('button', { name: 'Thêm vào biểu đồ' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await editor.getByText(`LDR ${ticker}`, { exact: true }).waitFor();
}

describe('formula series in a personal chart section', () => {
  it(
    'builds loans / deposits for three banks, saves the section, reloads and reads them in the data table',
    async () => {
      await signedInUser(page, 'formulas', PERSONAL);
      await page.getByRole('button', { name: 'Thêm mục biểu đồ' }).first().click();
      const prompt = page.getByRole('dialog').filter({ hasText: 'Thêm mục biểu đồ' });
      await prompt.getByLabel('Tên mục').fill('Cho vay trên tiền gửi');
      await prompt.getByRole('button', { name: 'Tạo' }).click();
      const section = page.getByTestId('chart-section').filter({ hasText: 'Cho vay trên tiền gửi' });
      await section.waitFor();

      await section.getByRole('button', { name: 'Thêm biểu đồ', exact: true }).click();
      const editor = page.getByRole('dialog').filter({ hasText: 'Thêm biểu đồ' });
      await editor.getByLabel('Tên biểu đồ').fill('LDR ba ngân hàng');
      for (const bank of BANKS) await addRatio(editor, bank);
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/enterprise/chart-section') && response.request().method() === 'PUT',
      );
      await editor.getByRole('button', { name: 'Lưu', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await editor.waitFor({ state: 'hidden' });

      await page.reload();
      const card = page
        .getByTestId('chart-section')
        .filter({ hasText: 'Cho vay trên tiền gửi' })
        .getByTestId('chart-card')
        .filter({ hasText: 'LDR ba ngân hàng' });
      await card.locator('.highcharts-series-group .highcharts-series').first().waitFor();
      expect(await card.locator('.highcharts-series-group .highcharts-series').count()).toBe(3);

      await card.getByRole('button', { name: 'Xem bảng số liệu' }).click();
      const table = card.getByRole('region', { name: /Bảng số liệu/ });
      // One row per series (periods are the columns), each bank's loans over its deposits: a ratio
      // near 1, never an amount (the site writes 1,234.56).
      for (const bank of BANKS) {
        const row = table.getByRole('row').filter({ hasText: `LDR ${bank}` });
        await row.waitFor();
        const values = (await row.getByRole('cell').allTextContents())
          .map((text) => Number.parseFloat(text.replace(/,/g, ''))) // "0.99 lần"
          .filter((value) => Number.isFinite(value) && value !== 0);
        expect(values.length).toBeGreaterThan(0);
        for (const value of values) expect(value > 0.3 && value < 2).toBe(true);
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
