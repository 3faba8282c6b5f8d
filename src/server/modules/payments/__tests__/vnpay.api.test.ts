import type { CreatedOrder } from '@/common/contracts/payments';
import { completeVnpayPayment } from '../../../sandbox/vnpaySandbox';
import { vietnamDate } from '../../../auth/plan';
import { createVnpayRoute, ipnVnpayRoute } from '../payments.handlers';
import { extendedExpiry } from '../planGrant';
import { signVnpay, verifyVnpay, type VnpParams } from '../vnpay';
import {
  callAs,
  eventsOf,
  newUser,
  orderOf,
  startPaymentKit,
  userOf,
  type PaymentKit,
} from './paymentTestKit';

let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
});

afterAll(async () => {
  await kit.close();
});

async function createVnpay(userId: number, body: Record<string, unknown> = { plan: 'PRO', months: 1 }) {
  const result = await callAs<CreatedOrder>(createVnpayRoute, userId, { body });
  expect(result.status).toBe(200);
  const url = new URL(result.data.payUrl ?? '');
  return { created: result.data, url, params: Object.fromEntries(url.searchParams) };
}

/** VNPay's IPN parameters for an order, signed with the merchant's hash secret. */
function ipnParams(orderCode: string, amount: number, changes: VnpParams = {}): VnpParams {
  const params: VnpParams = {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Thanh toan',
    vnp_PayDate: '20250311003000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: kit.keys.vnpayTmnCode,
    vnp_TransactionNo: '14000001',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: orderCode,
    ...changes,
  };
  return { ...params, vnp_SecureHash: signVnpay(params, kit.keys.vnpayHashSecret) };
}

async function ipn(query: VnpParams) {
  const result = await callAs<{ RspCode: string; Message: string }>(ipnVnpayRoute, null, {
    method: 'GET',
    query,
  });
  expect(result.status).toBe(200);
  return result.data;
}

describe('VNPay payment URL', () => {
  it('carries the documented parameters, signed so that it verifies', async () => {
    const user = await newUser(kit.handle);
    const { created, url, params } = await createVnpay(user.id, { plan: 'PREMIUM', months: 3 });
    expect(`${url.origin}${url.pathname}`).toBe(`${kit.base}/sandbox/vnpay`);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: kit.keys.vnpayTmnCode,
      vnp_Amount: '219900000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: created.orderCode,
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: `${kit.base}/payment/result?orderCode=${created.orderCode}`,
    });
    expect(params.vnp_OrderInfo).toBe(`Thanh toan goi Cao cap 3 thang ${created.orderCode}`);
    expect(params.vnp_CreateDate).toMatch(/^\d{14}$/);
    expect(Number(params.vnp_ExpireDate)).toBeGreaterThan(Number(params.vnp_CreateDate));
    expect(params.vnp_IpAddr).toBeTruthy();
    expect(verifyVnpay(params, kit.keys.vnpayHashSecret)).toBe(true);
    expect(created.amount).toBe(2_199_000);
    expect((await orderOf(kit.handle, created.orderCode)).payUrl).toBe(created.payUrl);
  });
});

describe('VNPay sandbox and IPN', () => {
  it('pay -> IPN 00 -> plan extended; the return URL carries VNPay’s signed answer', async () => {
    const user = await newUser(kit.handle);
    const { created, params } = await createVnpay(user.id);
    const completion = await completeVnpayPayment(kit.handle.db, params, true);
    expect(completion.rspCode).toBe('00');
    const back = new URL(completion.returnUrl);
    expect(back.searchParams.get('orderCode')).toBe(created.orderCode);
    expect(back.searchParams.get('vnp_ResponseCode')).toBe('00');
    const answer = Object.fromEntries([...back.searchParams].filter(([key]) => key.startsWith('vnp_')));
    expect(verifyVnpay(answer, kit.keys.vnpayHashSecret)).toBe(true);
    expect((await orderOf(kit.handle, created.orderCode)).status).toBe('paid');
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBe(
      extendedExpiry(null, 1, vietnamDate(new Date())),
    );

    // VNPay retries: 02, nothing more.
    expect((await completeVnpayPayment(kit.handle.db, params, true)).rspCode).toBe('02');
    const outcomes = (await eventsOf(kit.handle, created.orderCode)).map((event) => event.outcome);
    expect(outcomes).toEqual(['granted', 'duplicate']);
  });

  it('cancel (24) -> order cancelled, nothing granted', async () => {
    const user = await newUser(kit.handle);
    const { created, params } = await createVnpay(user.id);
    const completion = await completeVnpayPayment(kit.handle.db, params, false);
    expect(completion.rspCode).toBe('00');
    expect(new URL(completion.returnUrl).searchParams.get('vnp_ResponseCode')).toBe('24');
    expect((await orderOf(kit.handle, created.orderCode)).status).toBe('cancelled');
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBeNull();
    expect((await completeVnpayPayment(kit.handle.db, params, false)).rspCode).toBe('02');
  });

  it('answers 97 to a bad signature, 01 to an unknown order, 04 to a wrong amount, then 00 and 02', async () => {
    const user = await newUser(kit.handle);
    const { created } = await createVnpay(user.id);
    const good = ipnParams(created.orderCode, created.amount);

    expect(await ipn({ ...good, vnp_Amount: '100' })).toEqual({
      RspCode: '97',
      Message: 'Invalid signature',
    });
    expect(await ipn({})).toMatchObject({ RspCode: '97' });
    expect(await ipn(ipnParams('VNF0000000404', created.amount))).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    expect(await ipn(ipnParams(created.orderCode, created.amount - 1))).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBeNull();

    expect(await ipn(good)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await ipn(good)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const outcomes = (await eventsOf(kit.handle, created.orderCode)).map((event) => event.outcome);
    expect(outcomes).toEqual(['rejected_signature', 'rejected_amount', 'granted', 'duplicate']);
  });

  it('refuses a sandbox completion whose parameters were changed', async () => {
    const user = await newUser(kit.handle);
    const { params } = await createVnpay(user.id);
    await expect(
      completeVnpayPayment(kit.handle.db, { ...params, vnp_Amount: '100000' }, true),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
