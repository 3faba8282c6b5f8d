import type { Locator, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

/**
 * The portfolio of issue 32 in Chromium: a guest is asked to log in; a new account creates a
 * portfolio, enters a deposit, a buy, a cash dividend and a partial sale, and sees the P&L the
 * ledger rules give for those numbers (computed here from the entered values, in whole đồng with
 * BigInt, never copied): default fee 0.15 % × trade value on both sides, sell tax 0.1 %, both
 * rounded half up to the đồng; weighted-average cost with the buy fee; realised = proceeds − the
 * sold shares' share of the cost; unrealised = shares × the market price shown − remaining cost.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const TICKER = 'FPT';
const FLOW_TIMEOUT_MS = 240_000;

/** Half-up rounding of a / b to whole đồng (a, b ≥ 0). */
const roundDiv = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);
/** The screen's number format: 12,345,678 (en-US grouping), with a + for gains. */
const dong = (value: bigint) => value.toLocaleString('en-US');
const signed = (value: bigint) => (value > 0n ? `+${dong(value)}` : dong(value));
const parseDong = (text: string) => BigInt(text.replace(/[^\d-]/g, ''));

/**
 * Picks an option of the form's select and waits until the select shows it (a busy machine may take
 * the click before the list has opened: then the list is closed and opened again).
 */
async function choose(form: Locator, label: string, option: string): Promise<void> {
  const chosen = form.getByTitle(option, { exact: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await form.getByLabel(label, { exact: true }).click();
    await page.getByTitle(option, { exact: true }).last().click();
    const shown = await chosen.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    await page.keyboard.press('Escape');
  }
  throw new Error(`${label}: could not choose ${option}`);
}

async function enter(
  form: Locator,
  fields: Record<string, string>,
  kind: string,
  date: string,
): Promise<void> {
  await choose(form, 'Loại giao dịch', kind);
  const day = form.getByLabel('Ngày', { exact: true });
  await day.click();
  await day.fill(date);
  await day.press('Enter');
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Ghi giao dịch' }).click();
  await form
    .getByRole('status')
    .filter({ hasText: `Đã ghi: ${kind}` })
    .waitFor();
}

describe('portfolio', () => {
  it('asks a guest to log in', async () => {
    await page.goto(`${BASE_URL}/portfolio`);
    await page.getByText('Vui lòng đăng nhập để dùng danh mục đầu tư').waitFor();
    expect(await page.getByRole('link', { name: 'Đăng nhập' }).last().getAttribute('href')).toContain(
      'next=%2Fportfolio',
    );
  });

  it(
    'records a buy, a dividend and a partial sale and shows the right P&L',
    async () => {
      await signedInUser(page, 'danhmuc', '/portfolio');
      await page.getByText('Bạn chưa có danh mục nào', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Tạo danh mục' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Tên danh mục').fill('Danh mục thử');
      await dialog.getByLabel('Tên danh mục').press('Enter');
      await page.getByRole('tab', { name: 'Danh mục thử' }).waitFor();
      expect(await page.getByTestId('portfolio-counter').textContent()).toBe('1/1 danh mục');

      const deposit = 50_000_000n;
      const [buyQty, buyPrice] = [1_000n, 20_000n];
      const perShareDividend = 1_000n;
      const [sellQty, sellPrice] = [400n, 25_000n];
      const form = page.getByTestId('portfolio-transaction-form');
      await enter(form, { 'Số tiền (đồng)': String(deposit) }, 'Nạp tiền', '2025-01-02');
      await enter(
        form,
        {
          'Mã chứng khoán': TICKER,
          'Số lượng (cổ phiếu)': String(buyQty),
          'Giá khớp (đồng/cổ phiếu)': String(buyPrice),
        },
        'Mua',
        '2025-01-03',
      );
      const dividend = buyQty * perShareDividend;
      await enter(
        form,
        { 'Mã chứng khoán': TICKER, 'Số tiền (đồng)': String(dividend) },
        'Cổ tức tiền mặt',
        '2025-02-03',
      );
      await enter(
        form,
        {
          'Mã chứng khoán': TICKER,
          'Số lượng (cổ phiếu)': String(sellQty),
          'Giá khớp (đồng/cổ phiếu)': String(sellPrice),
        },
        'Bán',
        '2025-03-03',
      );

      // The ledger rules over the entered numbers.
      const buyValue = buyQty * buyPrice;
      const buyFee = roundDiv(buyValue * 15n, 10_000n);
      const cost = buyValue + buyFee;
      const sellValue = sellQty * sellPrice;
      const sellFee = roundDiv(sellValue * 15n, 10_000n);
      const sellTax = roundDiv(sellValue, 1_000n);
      const costSold = roundDiv(cost * sellQty, buyQty);
      const realised = sellValue - sellFee - sellTax - costSold;
      const left = buyQty - sellQty;
      const costLeft = cost - costSold;
      const cash = deposit - cost + dividend + (sellValue - sellFee - sellTax);

      const holdings = page.getByTestId('portfolio-holdings');
      const row = holdings.getByRole('row').filter({ has: page.getByRole('link', { name: TICKER }) });
      await row
        .getByRole('cell')
        .nth(2)
        .filter({ hasText: dong(left) })
        .waitFor();
      const cells = row.getByRole('cell');
      expect(await cells.nth(4).textContent()).toBe(dong(costLeft));
      const price = parseDong((await cells.nth(5).textContent()) ?? '');
      const unrealised = price * left - costLeft;
      expect(await cells.nth(6).textContent()).toBe(dong(price * left));
      expect(await cells.nth(7).textContent()).toBe(signed(unrealised));
      expect(await cells.nth(9).textContent()).toBe(signed(realised));
      expect(await cells.nth(10).textContent()).toBe(dong(dividend));

      const summary = page.getByTestId('portfolio-summary');
      expect(await summary.getByTestId('portfolio-total-cash').textContent()).toContain(dong(cash));
      expect(await summary.getByTestId('portfolio-total-realised').textContent()).toContain(signed(realised));
      expect(await summary.getByTestId('portfolio-total-dividends').textContent()).toContain(dong(dividend));
      expect(await summary.getByTestId('portfolio-total-nav').textContent()).toContain(
        dong(cash + price * left),
      );
      expect(await page.getByTestId('portfolio-market-caption').textContent()).toMatch(
        /phiên \d{4}-\d{2}-\d{2}.*Nguồn:/,
      );
      expect(await page.getByTestId('portfolio-transactions').getByRole('row').count()).toBe(5);

      // A sale beyond what is held is refused with the reason, and nothing changes.
      await choose(form, 'Loại giao dịch', 'Bán');
      await form.getByLabel('Mã chứng khoán', { exact: true }).fill(TICKER);
      await form.getByLabel('Số lượng (cổ phiếu)', { exact: true }).fill(String(left + 1n));
      await form.getByLabel('Giá khớp (đồng/cổ phiếu)', { exact: true }).fill(String(sellPrice));
      await form.getByLabel('Giá khớp (đồng/cổ phiếu)', { exact: true }).press('Enter');
      await form
        .getByText(`chỉ nắm ${dong(left)} cổ phiếu`, { exact: false })
        .first()
        .waitFor();
      expect(await page.getByTestId('portfolio-transactions').getByRole('row').count()).toBe(5);
    },
    FLOW_TIMEOUT_MS,
  );
});
