import type { Locator, Page } from 'playwright-core';
import { companyPath } from '@/common/companyPaths';
import { BASE_URL, withBrowserPages } from './browser';
import { headerShowsUser, newUser, registeredAndActivated } from './helpers/account';

/**
 * Keyboard only (issue 29, WCAG 2.1.1): the skip link, the header search, the finance tabs and unit,
 * a chart's data table and the login form, reached with Tab and used with Enter, Space and arrows.
 * No mouse click anywhere in this file.
 */

let page: Page;

withBrowserPages({ visitor: true, viewport: { width: 1366, height: 768 } }, (_browser, opened) => {
  page = opened;
});

const MAX_TABS = 60;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );
}

/** Presses Tab until the target has the focus (at most MAX_TABS times): it must be reachable. */
async function tabTo(target: Locator, description: string): Promise<void> {
  // Attached, not necessarily visible: antd's radio buttons keep their input visually hidden.
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${description}: not reached with ${String(MAX_TABS)} presses of Tab`);
}

/** Waits until the target has the focus. */
async function waitForFocus(target: Locator): Promise<void> {
  await target.waitFor();
  const handle = await target.elementHandle();
  await page.waitForFunction((element) => element === document.activeElement, handle);
}

/** Waits for the address's path (client-side navigations included, which fire no load event). */
async function waitForPath(path: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.pathname === expected, path);
}

async function openSettled(path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
}

describe('keyboard only in Chromium', () => {
  it('Tab first reaches the skip link, and Enter moves the focus into the main content', async () => {
    await openSettled('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
    expect(await isFocused(skip)).toBe(true);
    // Shown while focused: a sighted keyboard user sees where the focus is.
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('main') !== null);
    // The next Tab continues inside the content, not back in the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('searches a ticker from the header and opens it with Enter', async () => {
    await openSettled('/');
    const search = page.getByRole('combobox', { name: 'Tìm mã hoặc tên công ty' });
    await tabTo(search, 'the header search');
    await page.keyboard.type('FPT');
    await page.getByTestId('ticker-option-FPT').waitFor();
    await page.keyboard.press('Enter');
    await waitForPath(companyPath('FPT', 'overview'));
  });

  it('switches the finance tab and the unit with the keyboard', async () => {
    await openSettled(companyPath('FPT', 'finance/balance-sheet'));
    const tabs = page.getByRole('navigation', { name: 'Báo cáo tài chính' });
    const income = tabs.getByRole('link', { name: /Kết quả kinh doanh/ });
    await tabTo(income, 'the income statement tab');
    await page.keyboard.press('Enter');
    await waitForPath(companyPath('FPT', 'finance/income-statement'));
    // The tab now marks its page (the tabs re-render with the new route).
    await tabs.locator('a[aria-current="page"]', { hasText: 'Kết quả kinh doanh' }).waitFor();

    const units = page.getByRole('radiogroup', { name: 'Đơn vị' });
    await tabTo(units.getByRole('radio', { checked: true }), 'the unit choice');
    // A radio group moves with the arrow keys: from the default (Tỷ đồng) to the next, Triệu đồng.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.location.search.includes('unit=million'));
    await page.getByText('Đơn vị: Triệu đồng').first().waitFor();
    await expect(units.getByRole('radio', { name: 'Triệu đồng' }).isChecked()).resolves.toBe(true);
  });

  it("opens a chart's data table with the keyboard", async () => {
    // The overview's business results chart: drawn for guests too.
    await openSettled(companyPath('FPT', 'overview'));
    const show = page.getByRole('button', { name: 'Xem bảng số liệu' }).first();
    await tabTo(show, 'the first "Xem bảng số liệu" button');
    await page.keyboard.press('Enter');
    // The same button, still focused, now says the table is open ("Ẩn bảng số liệu").
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'true');
    const focused = page.locator('button:focus');
    expect(await focused.textContent()).toContain('Ẩn bảng số liệu');
    const regionId = (await focused.getAttribute('aria-controls')) ?? '';
    const region = page.locator(`[id="${regionId}"]`);
    await expect(region.getAttribute('aria-label')).resolves.toMatch(/^Bảng số liệu/);
    await region.getByRole('table').first().waitFor();
  });

  it('logs in with the keyboard only; a refused password leaves the focus in the form', async () => {
    const user = newUser('keyboard');
    await registeredAndActivated(page, user);
    await openSettled('/account/login');
    const email = page.getByLabel('E-mail', { exact: true });
    const password = page.getByLabel('Mật khẩu', { exact: true });
    await tabTo(email, 'the e-mail field');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    expect(await isFocused(password)).toBe(true);
    await page.keyboard.type('sai-mat-khau');
    await page.keyboard.press('Enter');
    await page.getByTestId('login-error').waitFor();
    await waitForFocus(password);

    await password.press('ControlOrMeta+a');
    await page.keyboard.type(user.password);
    // The show/hide toggle is the next stop after the password; back to the field, Enter submits.
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(await isFocused(toggle)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await headerShowsUser(page, user.name);
  });
});
