import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { BASE_URL, withBrowserPages } from './browser';
import { headerShowsUser, signedInUser } from './helpers/account';

let page: Page;

withBrowserPages({ visitor: true }, (_browser, openedPage) => {
  page = openedPage;
});

/** The profile page of `tab`, once it shows the account it loaded. */
async function openProfile(tab: Page): Promise<void> {
  await tab.goto(`${BASE_URL}/account/profile`);
  await tab.getByLabel('Họ và tên').waitFor();
}

describe('profile in Chromium', () => {
  it('profile conflict refused: a page loaded before another tab saved cannot undo that save', async () => {
    const user = await signedInUser(page, 'xungdot', '/account/profile');
    await page.getByLabel('Họ và tên').waitFor();

    // A second tab of the same session saves a new name while the first one still shows the old one.
    const other = await page.context().newPage();
    await openProfile(other);
    await other.getByLabel('Họ và tên').fill('Tên lưu ở thẻ khác');
    await other.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await other.getByText(ACCOUNT_MESSAGES.profileSaved).waitFor();
    await other.close();

    // The first tab changes the phone from its outdated copy: refused, and it shows what is saved now.
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe(user.name);
    await page.getByLabel('Số điện thoại').fill('0987654321');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByTestId('profile-conflict').waitFor();
    expect(await page.getByTestId('profile-conflict').textContent()).toContain(
      ACCOUNT_MESSAGES.profileConflict,
    );
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe('Tên lưu ở thẻ khác');
    expect(await page.getByLabel('Số điện thoại').inputValue()).toBe(user.phone);
    await headerShowsUser(page, 'Tên lưu ở thẻ khác');

    // Opened again, the page shows the saved name, never the one it loaded first.
    await openProfile(page);
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe('Tên lưu ở thẻ khác');
  });
});
