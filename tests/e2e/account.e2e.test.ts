import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { BASE_URL, withBrowserPages } from './browser';
import { RUN, headerShowsUser, logIn, newUser, registeredAndActivated } from './helpers/account';

let browser: Browser;
let page: Page;

withBrowserPages({ visitor: true }, (openedBrowser, openedPage) => {
  browser = openedBrowser;
  page = openedPage;
});

/** The mails of /dev/outbox for one recipient, newest first, as the page shows them. */
async function outboxMails(outbox: Page, to: string): Promise<{ text: string; links: string[] }[]> {
  await outbox.goto(`${BASE_URL}/dev/outbox`);
  await outbox.getByTestId('outbox-list').waitFor();
  await outbox.waitForLoadState('networkidle');
  const cards = outbox.getByTestId('outbox-mail').filter({ hasText: to });
  const mails: { text: string; links: string[] }[] = [];
  for (const card of await cards.all()) {
    const text = (await card.getByTestId('outbox-text').textContent()) ?? '';
    const links = await card
      .getByTestId('outbox-text')
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    mails.push({ text, links });
  }
  return mails;
}

/** Waits until /dev/outbox lists a mail for `to` that `pick` accepts; mails are stored after the answer. */
async function waitForMail<T>(
  outbox: Page,
  to: string,
  pick: (mail: { text: string; links: string[] }) => T | undefined,
): Promise<T> {
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    for (const mail of await outboxMails(outbox, to)) {
      const found = pick(mail);
      if (found !== undefined) return found;
    }
    await outbox.waitForTimeout(500);
  }
  throw new Error(`no matching mail for ${to} in /dev/outbox`);
}

const activationLink = (mail: { links: string[] }) =>
  mail.links.find((link) => link.includes('/account/activate?token='));

/** The link's path and query on the server under test (mails carry NEXT_PUBLIC_SITE_URL). */
function onTestServer(link: string): string {
  const url = new URL(link);
  return `${BASE_URL}${url.pathname}${url.search}`;
}

describe('accounts in Chromium', () => {
  it('registers, activates from the outbox mail, logs in and out', async () => {
    const user = newUser('dangky');
    await page.goto(`${BASE_URL}/account/register`);
    expect(await page.title()).toContain('Đăng ký');
    await page.getByLabel('Họ và tên').fill(user.name);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Số điện thoại').fill(user.phone);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
    await page.getByLabel('Nhập lại mật khẩu').fill(user.password);
    await page.getByLabel('Nhập lại mật khẩu').press('Enter');
    await page.getByTestId('register-success').waitFor();
    expect(await page.getByTestId('register-success').textContent()).toContain(ACCOUNT_MESSAGES.registered);

    const outbox = await browser.newPage();
    const link = await waitForMail(outbox, user.email, activationLink);
    expect(await outbox.title()).toContain('Hộp thư thử nghiệm');
    await outbox.close();

    await page.goto(onTestServer(link));
    // The link alone activates nothing: the password chosen at registration proves the registrant.
    await page.getByLabel('Mật khẩu đã đặt khi đăng ký').fill(user.password);
    await page.getByLabel('Mật khẩu đã đặt khi đăng ký').press('Enter');
    const result = page.getByTestId('activate-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(ACCOUNT_MESSAGES.activated);

    await result.getByRole('link', { name: 'Đăng nhập' }).click();
    await page.waitForURL(/\/account\/login/);
    await page.getByLabel('Mật khẩu', { exact: true }).waitFor();
    await logIn(page, user.email, user.password);
    await page.waitForURL(`${BASE_URL}/`);
    await headerShowsUser(page, user.name);

    // The session survives a reload (token cookie, user in localStorage, expiry check).
    await page.reload();
    await headerShowsUser(page, user.name);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['accessToken', 'permissions', 'deviceId']),
    );

    await page.getByTestId('header-user').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.getByTestId('header-login').filter({ hasText: 'Đăng nhập' }).waitFor();
    const after = await page.context().cookies();
    expect(after.map((cookie) => cookie.name)).not.toContain('accessToken');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  it('resets a forgotten password with the OTP of the outbox mail, then logs in with it', async () => {
    const user = newUser('quenmk');
    await registeredAndActivated(page, user);
    const newPassword = `MatKhauMoi-${RUN}`;

    await page.goto(`${BASE_URL}/account/forgot-password`);
    expect(await page.title()).toContain('Quên mật khẩu');
    await page.getByLabel('E-mail đã đăng ký').fill(user.email);
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    const otpField = page.getByLabel(/Mã OTP gửi tới/);
    await otpField.waitFor();

    // The wizard lives in this page's memory: read the mail in another window.
    const outbox = await browser.newPage();
    const otp = await waitForMail(outbox, user.email, (mail) =>
      mail.text.includes('token=') ? undefined : /\b(\d{6})\b/.exec(mail.text)?.[1],
    );
    await outbox.close();
    const wrong = `${String((Number(otp[0]) + 1) % 10)}${otp.slice(1)}`;

    await otpField.fill(wrong);
    await otpField.press('Enter');
    await page.getByText('OTP không khớp. Vui lòng thử lại.', { exact: true }).waitFor();

    await otpField.fill(otp);
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.getByText('OTP chính xác!', { exact: true }).waitFor();

    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    const done = page.getByTestId('forgot-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Thành công');
    const activeStep = page.getByTestId('forgot-steps').locator('[aria-current="step"]');
    expect(await activeStep.first().textContent()).toContain('Đăng nhập');

    // The last step is the login form with the e-mail filled in.
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(user.email);
    await logIn(page, user.email, newPassword);
    await page.waitForURL(`${BASE_URL}/`);
    await headerShowsUser(page, user.name);
  });

  it('sends a logged-out visitor of the profile to the login page and back', async () => {
    const user = newUser('hoso');
    await registeredAndActivated(page, user);
    await page.goto(`${BASE_URL}/account/profile`);
    await page.waitForURL(/\/account\/login\?next=%2Faccount%2Fprofile$/);
    await logIn(page, user.email, user.password);
    await page.waitForURL(`${BASE_URL}/account/profile`);
    await page.getByRole('tab', { name: 'Thông tin cá nhân' }).waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(user.email);
    await page.getByRole('tab', { name: 'Thiết bị' }).click();
    await page.getByTestId('device-item').filter({ hasText: 'Thiết bị này' }).waitFor();
  });
});
