import type { Page } from 'playwright-core';
import type { OutboxMail } from '@/common/contracts/account';
import { BASE_URL } from '../browser';

/** Account set-up shared by the browser tests. */

export const RUN = Date.now().toString(36);

export interface TestUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export function newUser(label: string): TestUser {
  return {
    name: `Người dùng thử ${label}`,
    email: `e2e-${label}-${RUN}@vidu.vn`,
    phone: '0912345678',
    password: `MatKhau-${RUN}`,
  };
}

/** Registers and activates an account through the API and the outbox API (setup for other flows). */
export async function registeredAndActivated(page: Page, user: TestUser): Promise<void> {
  const registered = await page.request.post(`${BASE_URL}/api/auth/register`, {
    data: { ...user, confirmPassword: user.password },
  });
  expect(registered.status()).toBe(200);
  const deadline = Date.now() + 15000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const response = await page.request.get(`${BASE_URL}/api/dev/outbox`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: OutboxMail[] };
    const mail = data.find(
      (item) => item.to === user.email && item.text.includes('/account/activate?token='),
    );
    link = mail?.text.match(/https?:\/\/\S+\/account\/activate\?token=[\w%-]+/)?.[0];
    if (!link) await page.waitForTimeout(300);
  }
  expect(link).toBeDefined();
  const token = new URL(link ?? '').searchParams.get('token') ?? '';
  const activated = await page.request.post(`${BASE_URL}/api/users/activate`, {
    data: { token, password: user.password },
  });
  expect(activated.status()).toBe(200);
}

/** Fills the login form of the current page and submits it with Enter. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
}

export async function headerShowsUser(page: Page, name: string): Promise<void> {
  await page.getByTestId('header-user').filter({ hasText: name }).waitFor();
}

/** A fresh user, registered, activated and logged in through the login page, landing on `next`. */
export async function signedInUser(page: Page, label: string, next: string): Promise<TestUser> {
  const user = newUser(label);
  await registeredAndActivated(page, user);
  await page.goto(`${BASE_URL}/account/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Mật khẩu', { exact: true }).waitFor();
  await logIn(page, user.email, user.password);
  await page.waitForURL(`${BASE_URL}${next}`);
  await headerShowsUser(page, user.name);
  return user;
}
