import type { Page } from 'playwright-core';
import { upgradeHref } from '@/common/access/accessTable';
import { BASE_URL, withBrowserPages } from './browser';
import { headerShowsUser, signedInUser } from './helpers/account';

/**
 * Buying a plan end to end: the lock screen of a PRO feature, the pricing page, checkout with MoMo on
 * a desktop-wide window (our QR page), the local MoMo sandbox (PAYMENT_SANDBOX=on), the result page
 * and the feature unlocked, or still locked after a declined payment.
 */

let page: Page;

withBrowserPages({ visitor: true }, (_browser, openedPage) => {
  page = openedPage;
});

const SAME_INDUSTRY = '/enterprise/FPT/finance/same-industry';
const FLOW_TIMEOUT_MS = 150_000;

/** The lock of a PRO screen: the upgrade button to the pricing page with PRO chosen. */
function upgradeButton() {
  return page
    .locator(`a[href="${upgradeHref('PRO')}"]`)
    .filter({ hasText: /Nâng cấp/ })
    .first();
}

/** The comparison table of the same-industry screen (its summary row). */
function comparisonTable() {
  return page.getByText('Trung vị ngành', { exact: true }).first();
}

/** From the locked screen to the sandbox page of a new PRO, 1-month MoMo order. */
async function buyProWithMomo(): Promise<string> {
  await upgradeButton().waitFor();
  expect(await comparisonTable().count()).toBe(0);
  await upgradeButton().click();
  await page.waitForURL(/\/pricing\?plan=PRO/);

  // ?plan=PRO marks the plan the lock asked for (once the static page has read its address).
  const proCard = page.locator('[data-testid="plan-card-PRO"][aria-current="true"]');
  await proCard.waitFor();
  await page.getByTestId('pricing-duration').getByText('1 tháng', { exact: true }).click();
  await proCard.getByRole('button', { name: 'Mua gói' }).click();
  await page.waitForURL(/\/payment\/checkout\?plan=PRO&months=1/);

  await page.getByText('Ví MoMo', { exact: true }).click();
  expect(await page.getByTestId('price-total').textContent()).toBe('399,000 đ');
  await page.getByTestId('pay-button').click();

  // Desktop: the QR code is drawn on our page; the sandbox's qrCodeUrl is not a web address, so go on
  // through the MoMo page button.
  const panel = page.getByTestId('momo-qr');
  await panel.waitFor();
  expect(await panel.getByTestId('momo-qr-code').locator('svg, canvas').count()).toBeGreaterThan(0);
  const orderCode = ((await panel.getByTestId('momo-order-code').textContent()) ?? '').trim();
  expect(orderCode).not.toBe('');
  await panel.getByRole('link', { name: 'Mở trang thanh toán MoMo' }).click();
  await page.waitForURL(/\/sandbox\/momo/);
  return orderCode;
}

async function resultTitle(text: string): Promise<void> {
  await page.waitForURL(/\/payment\/result\?orderCode=/);
  await page.getByTestId('result-title').filter({ hasText: text }).waitFor({ timeout: 40_000 });
}

describe('buying a plan in Chromium', () => {
  it(
    'logs in, chooses PRO, pays in the MoMo sandbox, comes back, and the locked screen is open',
    async () => {
      await signedInUser(page, 'muagoi', SAME_INDUSTRY);
      const orderCode = await buyProWithMomo();

      await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
      await resultTitle('Thanh toán thành công');
      expect(page.url()).toContain(`orderCode=${orderCode}`);
      expect(await page.getByTestId('result-paid-summary').textContent()).toContain('Chuyên nghiệp');
      // The result page reloads the user (plan and permissions cookie) once the order is paid.
      await page.waitForLoadState('networkidle');

      await page.goto(`${BASE_URL}${SAME_INDUSTRY}`);
      await comparisonTable().waitFor({ timeout: 30_000 });
      expect(await page.getByText(/Nâng cấp gói Chuyên nghiệp/).count()).toBe(0);

      await page.goto(`${BASE_URL}/payment/history`);
      const row = page.getByTestId('history-table').getByRole('row').filter({ hasText: orderCode });
      await row.waitFor();
      expect(await row.textContent()).toContain('Thành công');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'declines in the MoMo sandbox: the order is cancelled and the screen stays locked',
    async () => {
      await signedInUser(page, 'tuchoi', SAME_INDUSTRY);
      await buyProWithMomo();

      await page.getByRole('button', { name: 'Từ chối' }).click();
      await resultTitle('Giao dịch đã bị huỷ');

      await page.goto(`${BASE_URL}${SAME_INDUSTRY}`);
      await upgradeButton().waitFor();
      expect(await comparisonTable().count()).toBe(0);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'pays a BASIC plan in the VNPay sandbox and comes back to a paid order',
    async () => {
      const checkout = '/payment/checkout?plan=BASIC&months=1';
      await signedInUser(page, 'vnpay', checkout);
      await page.getByText('VNPay', { exact: true }).click();
      expect(await page.getByTestId('price-total').textContent()).toBe('199,000 đ');
      await page.getByTestId('pay-button').click();

      await page.waitForURL(/\/sandbox\/vnpay\?/);
      expect(page.url()).toContain('vnp_SecureHash=');
      await page.getByRole('button', { name: 'Thanh toán' }).click();
      await resultTitle('Thanh toán thành công');
      expect(await page.getByTestId('result-paid-summary').textContent()).toContain('Cơ bản');
    },
    FLOW_TIMEOUT_MS,
  );
});

/** Pays the checkout page's order in the VNPay sandbox and waits for the paid result. */
async function payWithVnpay(): Promise<void> {
  await page.getByText('VNPay', { exact: true }).click();
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/vnpay\?/);
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await resultTitle('Thanh toán thành công');
}

describe('buying while a plan is active, and where the buyer comes back', () => {
  it(
    'upgrade priced as documented',
    async () => {
      // docs/PAYMENTS.md "Buying while a plan is active": BASIC 1 month bought today has every day
      // unused, so its whole 199,000 đ is credited: PRO 1 month costs 399,000 - 199,000 = 200,000 đ.
      await signedInUser(page, 'nangcap', '/payment/checkout?plan=BASIC&months=1');
      await payWithVnpay();

      await page.goto(`${BASE_URL}/payment/checkout?plan=PRO&months=1`);
      const rule = page.getByTestId('purchase-rule');
      await rule.filter({ hasText: 'Nâng cấp' }).waitFor();
      expect(await rule.textContent()).toContain('gói Cơ bản còn');
      expect(await rule.textContent()).toContain('được quy đổi 199,000 đ và trừ vào giá');
      expect(await page.getByTestId('price-credit').textContent()).toBe('-199,000 đ');
      expect(await page.getByTestId('price-total').textContent()).toBe('200,000 đ');

      // The gateway is asked for exactly the quoted amount, and the order grants PRO.
      await page.getByText('VNPay', { exact: true }).click();
      await page.getByTestId('pay-button').click();
      await page.waitForURL(/\/sandbox\/vnpay\?/);
      expect(new URL(page.url()).searchParams.get('vnp_Amount')).toBe('20000000');
      await page.getByRole('button', { name: 'Thanh toán' }).click();
      await resultTitle('Thanh toán thành công');
      expect(await page.getByTestId('result-paid-summary').textContent()).toContain('Chuyên nghiệp');

      // A lower plan while PRO is active is refused before payment.
      await page.goto(`${BASE_URL}/payment/checkout?plan=BASIC&months=1`);
      await page.getByTestId('purchase-refused').waitFor();
      expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'payment return on 127.0.0.1 stays logged in',
    async () => {
      // The server's public URL names localhost (tests/e2e/globalSetup.js PUBLIC_BASE_URL), the buyer
      // browses 127.0.0.1 (BASE_URL): the sandbox page and the return must stay on 127.0.0.1, where
      // the session cookies are, or the result page looks logged out.
      const user = await signedInUser(page, 'quayve', '/payment/checkout?plan=BASIC&months=1');
      const origin = new URL(BASE_URL).origin;
      await page.getByText('VNPay', { exact: true }).click();
      await page.getByTestId('pay-button').click();
      await page.waitForURL(/\/sandbox\/vnpay\?/);
      expect(new URL(page.url()).origin).toBe(origin);
      await page.getByRole('button', { name: 'Thanh toán' }).click();
      await resultTitle('Thanh toán thành công');
      expect(new URL(page.url()).origin).toBe(origin);
      await headerShowsUser(page, user.name);
      expect(await page.getByTestId('result-paid-summary').textContent()).toContain('Cơ bản');
    },
    FLOW_TIMEOUT_MS,
  );
});
