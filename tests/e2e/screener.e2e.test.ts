import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

/**
 * The screener of issue 32 in Chromium: a signed-in (free) account builds a screen in the editor (a
 * criterion picked from the list, a threshold typed, Enter runs it; the screen lands in the address),
 * saves it, exports it as CSV, turns its share link on; a logged-out visitor in a fresh browser
 * context opens the link and sees the screen's name, criteria and results.
 */

let page: Page;
let browser: Browser;

withBrowserPages(
  { visitor: true, acceptDownloads: true, viewport: { width: 1400, height: 1000 } },
  (opened, openedPage) => {
    browser = opened;
    page = openedPage;
  },
);

const FLOW_TIMEOUT_MS = 180_000;
const NAME = 'Vốn hóa trên 1.000 tỷ';

describe('the screener', () => {
  it(
    'builds, saves, exports and shares a screen that a logged-out visitor opens',
    async () => {
      await signedInUser(page, 'screener', '/screener');
      const results = page.getByTestId('screener-results');
      await results.getByTestId('screener-summary').waitFor();

      // Build: pick "Vốn hóa" from the criteria list, type the lower bound, Enter runs the screen.
      const picker = page.getByRole('combobox', { name: 'Thêm tiêu chí' });
      await picker.click();
      await picker.fill('Vốn hóa');
      await page.getByRole('option', { name: 'Vốn hóa' }).first().waitFor({ state: 'attached' });
      await picker.press('Enter');
      const from = page.getByRole('spinbutton', { name: 'Vốn hóa: từ' });
      await from.fill('1000');
      await from.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('c') === 'MARKET_CAP~1000~');
      await results.locator('tbody tr[data-row-key]').first().waitFor();
      expect(await results.getByTestId('screener-summary').textContent()).toMatch(
        /\d[\d,]* \/ [\d,]+ mã thỏa mãn mọi tiêu chí\. Dữ liệu phiên \d{4}-\d{2}-\d{2}/,
      );
      // A reload keeps the screen (it lives in the address).
      await page.reload();
      await expect(page.getByRole('spinbutton', { name: 'Vốn hóa: từ' }).inputValue()).resolves.toBe('1000');

      // Save.
      await page.getByRole('button', { name: 'Lưu bộ lọc' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lưu bộ lọc' });
      await dialog.getByLabel('Tên bộ lọc').fill(NAME);
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      const saved = page.getByTestId('saved-screens');
      await saved.getByRole('button', { name: NAME, exact: true }).waitFor();

      // Export.
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Tải CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^bo-loc-co-phieu-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await csv.path(), 'utf8');
      // The title cell holds commas, so CSV quotes it.
      expect(text).toMatch(/^\uFEFF"?Bộ lọc cổ phiếu - dữ liệu phiên /);
      expect(text).toContain('Tiêu chí: MARKET_CAP~1000~');
      expect(text).toContain('Mã,Tên,Sàn,Vốn hóa (tỷ đồng)');

      // Share, then open the link logged out in a fresh context.
      await saved.getByRole('switch', { name: `Chia sẻ bộ lọc ${NAME}` }).click();
      const link = saved.getByTestId('share-link');
      await link.waitFor();
      const url = ((await link.textContent()) ?? '').trim();
      expect(url).toMatch(/\/screener\/shared\/[A-Za-z0-9_-]{24}$/);
      const visitor = await (await browser.newContext()).newPage();
      try {
        await visitor.goto(url.replace(/^https?:\/\/[^/]+/, BASE_URL));
        await visitor.waitForURL(
          (url) => url.pathname === '/screener' && url.searchParams.get('c') === 'MARKET_CAP~1000~',
        );
        await visitor.getByRole('heading', { name: `Bộ lọc cổ phiếu: ${NAME}` }).waitFor();
        const shared = visitor.getByTestId('screener-results');
        await shared.locator('tbody tr[data-row-key]').first().waitFor();
        await shared.getByText('Lưu bộ lọc, tải CSV, Excel cần tài khoản (miễn phí).').waitFor();
      } finally {
        await visitor.context().close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it('a dead share link says so with a 404', async () => {
    const answer = await page.goto(`${BASE_URL}/screener/shared/AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(answer?.status()).toBe(404);
    await page.getByText('Liên kết chia sẻ bộ lọc không tồn tại hoặc đã bị tắt.').waitFor();
  });
});
