import type { Page } from 'playwright-core';
import { isMarketOpen } from '@/common/market/marketSession';
import { BASE_URL, withBrowserPages } from './browser';
import { signedInUser } from './helpers/account';

/**
 * Watchlists (issue 32) in Chromium on the demo data. A guest adds a company to a new list from the
 * company page's "Theo dõi", opens /watchlist, adds a second ticker with the list's search and
 * moves it up with the keyboard; the list is the device's until sign-in, then the account's with
 * the order kept. The board asks for fresh figures every 30 s while the market trades and never
 * outside the session: the browser's clock is Playwright's (page.clock), the product reads it as it
 * is (src/common/market/marketSession.ts marketPollingInterval).
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1400, height: 1000 } }, (_browser, opened) => {
  page = opened;
});

const FLOW_TIMEOUT_MS = 240_000;
const BOARD_REQUEST = /\/api\/watchlists\/\d+\/board/;

/** Tickers of the board's rows, top to bottom. */
async function boardTickers(): Promise<string[]> {
  const rows = page.getByTestId('watchlist-board').locator('tbody tr[data-row-key]');
  return rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-row-key') ?? ''),
  );
}

/** A time on a coming weekday when the market trades (10:00 Vietnam time) or not (20:00). */
function sessionTime(open: boolean): Date {
  for (let day = 1; day < 30; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000);
    const tenInVietnam = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 3));
    if (isMarketOpen(tenInVietnam)) {
      return open ? tenInVietnam : new Date(tenInVietnam.getTime() + 10 * 3_600_000);
    }
  }
  throw new Error('no trading day in the next 30 days');
}

async function addFromCompanyPage(ticker: string, listName: string): Promise<void> {
  await page.goto(`${BASE_URL}/enterprise/${ticker}/overview`);
  await page.getByTestId('corp-info').waitFor();
  await page.getByRole('button', { name: `Thêm ${ticker} vào danh sách theo dõi` }).click();
  await page.getByRole('menuitem', { name: /Tạo danh sách mới/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Tạo danh sách theo dõi' });
  await dialog.getByLabel('Tên danh sách').fill(listName);
  await dialog.getByRole('button', { name: 'Tạo và thêm' }).click();
  await page.getByText(`Đã tạo “${listName}” với ${ticker}.`).waitFor();
}

async function addFromListPage(ticker: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Thêm mã vào danh sách' });
  await search.click();
  await search.fill(ticker);
  await page.getByTestId(`add-option-${ticker}`).click();
  await page.getByTestId('watchlist-board').locator(`tr[data-row-key="${ticker}"]`).waitFor();
}

describe('watchlists', () => {
  it(
    'creates a list from a company page, adds and reorders on /watchlist, and keeps it at sign-in',
    async () => {
      await addFromCompanyPage('FPT', 'Công nghệ');

      await page.goto(`${BASE_URL}/watchlist`);
      await page.getByRole('tab', { name: 'Công nghệ (1)' }).waitFor();
      await page.getByText('Bạn chưa đăng nhập').waitFor();
      const board = page.getByTestId('watchlist-board');
      const fpt = board.locator('tr[data-row-key="FPT"]');
      await fpt.waitFor();
      expect(await fpt.textContent()).toMatch(/\d{1,3}(,\d{3})*/);
      expect(((await page.getByTestId('watchlist-caption').textContent()) ?? '').trim()).toMatch(
        /^Dữ liệu phiên \d{4}-\d{2}-\d{2}, cập nhật \d{2}:\d{2}( ngày \d{4}-\d{2}-\d{2})?, nguồn /,
      );

      await addFromListPage('VNM');
      expect(await boardTickers()).toEqual(['FPT', 'VNM']);
      // A guest keeps one list: a second one needs an account.
      expect(await page.getByRole('button', { name: 'Tạo danh sách' }).isDisabled()).toBe(true);

      // Keyboard: Space picks VNM up, ArrowUp moves it, Space drops it; the order is saved.
      const saved = page.waitForResponse(
        (response) =>
          /\/api\/watchlists\/\d+\/items$/.test(response.url()) && response.request().method() === 'PUT',
      );
      // Each step waits for dnd-kit's announcement, so no key lands before the sensor has moved.
      await page.getByTestId('drag-VNM').focus();
      await page.keyboard.press('Space');
      // dnd-kit announces the pick-up, then at once where the row is (over itself).
      await page.getByText('VNM đang ở vị trí của VNM.').waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowUp');
      await page.getByText('VNM đang ở vị trí của FPT.').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      expect((await saved).status()).toBe(200);
      expect(await boardTickers()).toEqual(['VNM', 'FPT']);
      await page.reload();
      await page.getByTestId('watchlist-board').locator('tr[data-row-key="FPT"]').waitFor();
      expect(await boardTickers()).toEqual(['VNM', 'FPT']);

      // Sorting by a column changes the view, not the saved order.
      await page.getByRole('columnheader', { name: /^Mã/ }).click();
      expect(await boardTickers()).toEqual(['FPT', 'VNM']);
      await page.getByRole('button', { name: 'Về thứ tự của danh sách' }).click();
      expect(await boardTickers()).toEqual(['VNM', 'FPT']);

      // Signing in moves the device's list into the account, order kept.
      await signedInUser(page, 'watchlist', '/watchlist');
      await page.getByRole('tab', { name: 'Công nghệ (2)' }).waitFor();
      await page.getByTestId('watchlist-board').locator('tr[data-row-key="FPT"]').waitFor();
      expect(await boardTickers()).toEqual(['VNM', 'FPT']);
      expect(await page.getByText('Bạn chưa đăng nhập').count()).toBe(0);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'asks for fresh figures every 30 seconds while the market trades',
    async () => {
      await page.clock.install({ time: sessionTime(true) });
      await page.goto(`${BASE_URL}/watchlist`);
      await page.getByRole('button', { name: 'Tạo danh sách' }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Tạo danh sách theo dõi' })
        .getByRole('button', { name: 'Tạo', exact: true })
        .click();
      await page.getByTestId('watchlist-board').waitFor();
      await addFromListPage('FPT');
      await page.getByText('Tự động cập nhật mỗi 30 giây trong giờ giao dịch.').waitFor();

      const polled = page.waitForRequest((request) => BOARD_REQUEST.test(request.url()));
      await page.clock.runFor(31_000);
      await polled;
      // And again 30 s later.
      const again = page.waitForRequest((request) => BOARD_REQUEST.test(request.url()));
      await page.clock.runFor(30_000);
      await again;
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'does not poll outside trading hours',
    async () => {
      await page.clock.install({ time: sessionTime(false) });
      await page.goto(`${BASE_URL}/watchlist`);
      await page.getByRole('button', { name: 'Tạo danh sách' }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Tạo danh sách theo dõi' })
        .getByRole('button', { name: 'Tạo', exact: true })
        .click();
      await addFromListPage('FPT');
      await page.getByText('Ngoài giờ giao dịch: bảng giá không tự cập nhật.').waitFor();
      const boardRequests: string[] = [];
      page.on('request', (request) => {
        if (BOARD_REQUEST.test(request.url())) boardRequests.push(request.url());
      });
      await page.clock.runFor(5 * 60_000);
      expect(boardRequests).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );
});
