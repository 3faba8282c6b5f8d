import type { CreatedOrder } from '@/common/contracts/payments';
import { callAccount, latestMail, uniqueEmail, uniqueIp } from '../../../../../tests/helpers/accounts';
import { getEnv } from '../../../env';
import { registerRoute } from '../../accounts/accounts.handlers';
import { createMomoRoute, createVnpayRoute } from '../payments.handlers';
import { newUser, startPaymentKit, type PaymentKit } from './paymentTestKit';

/**
 * Links back to the buyer's browser follow the origin the buyer is on (src/server/config/publicUrl.ts);
 * the IPN URL and e-mail links never come from a request. The kit's configured URL is
 * http://127.0.0.1:<port>; the buyer here browses the same server as http://localhost:<port>.
 */
let kit: PaymentKit;
let localhostOrigin: string;

beforeAll(async () => {
  kit = await startPaymentKit();
  localhostOrigin = kit.base.replace('127.0.0.1', 'localhost');
});

afterAll(async () => {
  await kit.close();
});

function createAs(route: typeof createMomoRoute, userId: number, host: string, body: object) {
  return callAccount<CreatedOrder>(route, {
    method: 'POST',
    token: `user-${String(userId)}`,
    headers: { host },
    body,
  });
}

/** The create request the MoMo sandbox signed into its pay token. */
function tokenPayment(payUrl: string): { redirectUrl: string; ipnUrl: string } {
  const token = new URL(payUrl).searchParams.get('token') ?? '';
  const body = token.split('.')[0] ?? '';
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    redirectUrl: string;
    ipnUrl: string;
  };
}

describe('payment returns follow the origin the buyer is on', () => {
  it('MoMo: the sandbox page and the return are on the origin the buyer used; the IPN stays configured', async () => {
    const user = await newUser(kit.handle);
    const result = await createAs(createMomoRoute, user.id, new URL(localhostOrigin).host, {
      plan: 'PRO',
      months: 1,
    });
    expect(result.status).toBe(200);
    const payUrl = result.data.payUrl ?? '';
    expect(payUrl.startsWith(`${localhostOrigin}/sandbox/momo?token=`)).toBe(true);
    const payment = tokenPayment(payUrl);
    expect(payment.redirectUrl).toBe(
      `${localhostOrigin}/payment/result?orderCode=${encodeURIComponent(result.data.orderCode)}`,
    );
    expect(payment.ipnUrl).toBe(`${kit.base}/api/order/ipn-momo`);
  });

  it('VNPay: the sandbox page and vnp_ReturnUrl are on the origin the buyer used', async () => {
    const user = await newUser(kit.handle);
    const result = await createAs(createVnpayRoute, user.id, new URL(localhostOrigin).host, {
      plan: 'BASIC',
      months: 1,
    });
    expect(result.status).toBe(200);
    const payUrl = new URL(result.data.payUrl ?? '');
    expect(payUrl.origin).toBe(localhostOrigin);
    expect(payUrl.pathname).toBe('/sandbox/vnpay');
    expect(new URL(payUrl.searchParams.get('vnp_ReturnUrl') ?? '').origin).toBe(localhostOrigin);
  });

  it('a Host that is not on the allow-list gets the configured URL', async () => {
    const user = await newUser(kit.handle);
    const result = await createAs(createMomoRoute, user.id, 'evil.example', { plan: 'PRO', months: 1 });
    expect(result.status).toBe(200);
    const payUrl = result.data.payUrl ?? '';
    expect(payUrl.startsWith(`${kit.base}/sandbox/momo?token=`)).toBe(true);
    expect(new URL(tokenPayment(payUrl).redirectUrl).origin).toBe(kit.base);
  });
});

describe('e-mail links', () => {
  it("come from the configured site URL, never from the request's Host (host-header injection)", async () => {
    const email = uniqueEmail();
    const result = await callAccount(registerRoute, {
      body: {
        name: 'Trần Thị B',
        email,
        phone: '0912345678',
        password: 'Mat-khau-dai-1',
        confirmPassword: 'Mat-khau-dai-1',
      },
      ip: uniqueIp(),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(result.status).toBe(200);
    const mail = await latestMail(kit.handle.db, email);
    const site = getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '');
    expect(mail?.textBody).toContain(`${site}/account/activate?token=`);
    expect(`${mail?.textBody ?? ''}${mail?.htmlBody ?? ''}`).not.toContain('evil.example');
  });
});
