import type { Page } from 'playwright-core';
import { BASE_URL } from '../browser';

/**
 * Buys a 1-month plan in the MoMo sandbox (PAYMENT_SANDBOX=on) for the signed-in page and waits for
 * the paid result.
 */
export async function buyPlanWithMomo(page: Page, plan: 'BASIC' | 'PRO' | 'PREMIUM'): Promise<void> {
  await page.goto(`${BASE_URL}/payment/checkout?plan=${plan}&months=1`);
  await page.getByText('Ví MoMo', { exact: true }).click();
  await page.getByTestId('pay-button').click();
  await page.getByTestId('momo-qr').getByRole('link', { name: 'Mở trang thanh toán MoMo' }).click();
  await page.waitForURL(/\/sandbox\/momo/);
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await page.waitForURL(/\/payment\/result\?orderCode=/);
  await page
    .getByTestId('result-title')
    .filter({ hasText: 'Thanh toán thành công' })
    .waitFor({ timeout: 40_000 });
  await page.waitForLoadState('networkidle');
}
