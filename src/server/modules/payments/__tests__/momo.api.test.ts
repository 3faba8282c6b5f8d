import { eq } from 'drizzle-orm';
import { DiscountType } from '@/common/constants/plans';
import { PAYMENT_MESSAGES, type CreatedOrder, type OrderView } from '@/common/contracts/payments';
import { discountCodes, orders } from '../../../db/schema';
import { completeSandboxPayment } from '../../../sandbox/momoSandbox';
import { checkPlanRoute } from '../../accounts/accounts.handlers';
import { vietnamDate } from '../../../auth/plan';
import { signMomoIpn, signMomoQuery, type MomoIpnFields } from '../momo';
import { createMomoRoute, ipnMomoRoute, orderRoute } from '../payments.handlers';
import { extendedExpiry } from '../planGrant';
import {
  addDiscount,
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

afterEach(() => {
  jest.restoreAllMocks();
});

function tokenOf(payUrl: string | undefined): string {
  const token = new URL(payUrl ?? '').searchParams.get('token');
  if (!token) throw new Error('no token in the pay URL');
  return token;
}

async function createMomo(userId: number, body: Record<string, unknown>) {
  const result = await callAs<CreatedOrder>(createMomoRoute, userId, { body });
  expect(result.status).toBe(200);
  return result.data;
}

/** An IPN for an order as MoMo would send it, signed with the merchant's keys unless changed after. */
function ipnFor(order: { orderCode: string; amount: number }, changes: Partial<MomoIpnFields> = {}) {
  const fields: MomoIpnFields = {
    partnerCode: kit.keys.momoPartnerCode,
    orderId: order.orderCode,
    requestId: `req-${order.orderCode}`,
    amount: order.amount,
    orderInfo: 'Thanh toán gói Chuyên nghiệp 1 tháng',
    orderType: 'momo_wallet',
    transId: 4_088_878_653,
    resultCode: 0,
    message: 'Thành công.',
    payType: 'qr',
    responseTime: 1_721_720_663_942,
    extraData: '',
    ...changes,
  };
  return {
    ...fields,
    signature: signMomoIpn({ accessKey: kit.keys.momoAccessKey, secretKey: kit.keys.momoSecretKey }, fields),
  };
}

describe('MoMo wallet against the local sandbox', () => {
  it('creates the payment at the sandbox and stores its pay URL and QR data', async () => {
    const user = await newUser(kit.handle);
    const created = await createMomo(user.id, { plan: 'PRO', months: 1 });
    expect(created.amount).toBe(399_000);
    expect(created.payUrl).toMatch(new RegExp(`^${kit.base}/sandbox/momo\\?token=`));
    expect(created.qrCodeUrl).toMatch(/^momo:\/\/app\?.*sid=/);
    expect(created.qrCodeUrl).toContain(tokenOf(created.payUrl));
    const order = await orderOf(kit.handle, created.orderCode);
    expect(order).toMatchObject({
      userId: user.id,
      method: 'MOMO',
      status: 'pending',
      payUrl: created.payUrl,
      qrCodeUrl: created.qrCodeUrl,
      grantedAt: null,
    });
  });

  it('approve -> signed IPN -> plan extended once, order paid, redirect with MoMo’s parameters', async () => {
    const user = await newUser(kit.handle);
    const created = await createMomo(user.id, { plan: 'PRO', months: 3 });
    const completion = await completeSandboxPayment(kit.handle.db, tokenOf(created.payUrl), true);
    expect(completion.ipnStatus).toBe(204);

    const redirect = new URL(completion.redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${kit.base}/payment/result`);
    expect(redirect.searchParams.get('orderCode')).toBe(created.orderCode);
    expect(redirect.searchParams.get('orderId')).toBe(created.orderCode);
    expect(redirect.searchParams.get('resultCode')).toBe('0');
    expect(redirect.searchParams.get('amount')).toBe('1099000');
    expect(redirect.searchParams.get('payType')).toBe('qr');
    for (const name of [
      'partnerCode',
      'requestId',
      'orderInfo',
      'orderType',
      'transId',
      'message',
      'responseTime',
      'extraData',
      'signature',
    ]) {
      expect(redirect.searchParams.has(name)).toBe(true);
    }

    const expected = extendedExpiry(null, 3, vietnamDate(new Date()));
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBe(expected);
    const plan = await callAs<{ plan: string; expiredDayPro: string }>(checkPlanRoute, user.id);
    expect(plan.data).toMatchObject({ plan: 'PRO', expiredDayPro: expected });

    const view = await callAs<OrderView>(orderRoute, user.id, {
      method: 'GET',
      query: { orderCode: created.orderCode },
    });
    expect(view.data).toMatchObject({ status: 'paid', resultCode: 0, expiryAfter: expected });
    expect(view.data.paidAt).not.toBeNull();
    expect((await eventsOf(kit.handle, created.orderCode)).map((event) => event.outcome)).toEqual([
      'granted',
    ]);

    // The same IPN again (MoMo retries): nothing more.
    const again = await completeSandboxPayment(kit.handle.db, tokenOf(created.payUrl), true);
    expect(again.ipnStatus).toBe(204);
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBe(expected);
  });

  it('decline -> order cancelled, nothing granted', async () => {
    const user = await newUser(kit.handle);
    const created = await createMomo(user.id, { plan: 'PRO', months: 1 });
    const completion = await completeSandboxPayment(kit.handle.db, tokenOf(created.payUrl), false);
    expect(completion.ipnStatus).toBe(204);
    expect(new URL(completion.redirectUrl).searchParams.get('resultCode')).toBe('1006');
    expect(await orderOf(kit.handle, created.orderCode)).toMatchObject({
      status: 'cancelled',
      resultCode: 1006,
      grantedAt: null,
    });
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBeNull();
    expect((await eventsOf(kit.handle, created.orderCode)).map((event) => event.outcome)).toEqual([
      'cancelled',
    ]);

    // A late success for a cancelled order still grants: the money arrived.
    const order = await orderOf(kit.handle, created.orderCode);
    const late = await callAs(ipnMomoRoute, null, { body: ipnFor(order) });
    expect(late.status).toBe(204);
    expect((await orderOf(kit.handle, created.orderCode)).status).toBe('paid');
  });

  it('pays VISA through MoMo’s card method', async () => {
    const user = await newUser(kit.handle);
    const created = await createMomo(user.id, { plan: 'PREMIUM', months: 1, method: 'VISA' });
    const completion = await completeSandboxPayment(kit.handle.db, tokenOf(created.payUrl), true);
    expect(new URL(completion.redirectUrl).searchParams.get('payType')).toBe('credit');
    expect(await orderOf(kit.handle, created.orderCode)).toMatchObject({ method: 'VISA', status: 'paid' });
    expect((await userOf(kit.handle, user.id)).expiredDayPremium).not.toBeNull();
  });

  it('refuses other methods and anonymous callers', async () => {
    const user = await newUser(kit.handle);
    const bank = await callAs(createMomoRoute, user.id, { body: { plan: 'PRO', months: 1, method: 'BANK' } });
    expect(bank.status).toBe(400);
    expect(bank.body.message).toBe(PAYMENT_MESSAGES.methodUnavailable);
    expect((await callAs(createMomoRoute, null, { body: { plan: 'PRO', months: 1 } })).status).toBe(401);
  });
});

describe('MoMo IPN checks', () => {
  async function pendingOrder() {
    const user = await newUser(kit.handle);
    const created = await createMomo(user.id, { plan: 'PRO', months: 1 });
    return { user, order: await orderOf(kit.handle, created.orderCode) };
  }

  it.each([
    [
      'a tampered signature',
      'rejected_signature',
      (ipn: ReturnType<typeof ipnFor>) => ({ ...ipn, amount: 1_000 }),
    ],
    [
      'a wrong amount',
      'rejected_amount',
      (ipn: ReturnType<typeof ipnFor>) => ipnFor({ orderCode: ipn.orderId, amount: 1_000 }),
    ],
    [
      'another partner',
      'rejected_partner',
      (ipn: ReturnType<typeof ipnFor>) =>
        ipnFor({ orderCode: ipn.orderId, amount: Number(ipn.amount) }, { partnerCode: 'MOMOOTHER' }),
    ],
  ])('answers 204 to %s, grants nothing and logs %s', async (_label, outcome, change) => {
    const { user, order } = await pendingOrder();
    const result = await callAs(ipnMomoRoute, null, { body: change(ipnFor(order)) });
    expect(result.status).toBe(204);
    expect(await orderOf(kit.handle, order.orderCode)).toMatchObject({ status: 'pending', grantedAt: null });
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBeNull();
    const events = await eventsOf(kit.handle, order.orderCode);
    expect(events.map((event) => [event.outcome, event.signatureValid])).toEqual([
      [outcome, outcome !== 'rejected_signature'],
    ]);
  });

  it('logs an IPN for an unknown order as rejected_order', async () => {
    const result = await callAs(ipnMomoRoute, null, {
      body: ipnFor({ orderCode: 'VNF0000000001', amount: 399_000 }),
    });
    expect(result.status).toBe(204);
    expect((await eventsOf(kit.handle, 'VNF0000000001')).map((event) => event.outcome)).toEqual([
      'rejected_order',
    ]);
  });

  it('answers 400 to a malformed body', async () => {
    expect((await callAs(ipnMomoRoute, null, { body: { orderId: 'x' } })).status).toBe(400);
    expect((await callAs(ipnMomoRoute, null, { body: 'not json' })).status).toBe(400);
  });

  it('grants exactly once when 100 identical IPNs arrive at once', async () => {
    await addDiscount(kit.handle, {
      code: 'SONG100',
      discountType: DiscountType.AMOUNT,
      value: 9_000,
      maxUses: 10,
    });
    const user = await newUser(kit.handle, { expiredDayPro: '2099-01-31' });
    const created = await createMomo(user.id, { plan: 'PRO', months: 1, discountCode: 'SONG100' });
    const order = await orderOf(kit.handle, created.orderCode);
    expect(order.amount).toBe(390_000);
    const ipn = ipnFor(order);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => callAs(ipnMomoRoute, null, { body: ipn })),
    );
    expect(results.every((result) => result.status === 204)).toBe(true);
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBe('2099-02-28');
    expect((await orderOf(kit.handle, order.orderCode)).expiryAfter).toBe('2099-02-28');
    const code = await kit.handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'SONG100'));
    expect(code[0]?.usedCount).toBe(1);
    const outcomes = (await eventsOf(kit.handle, order.orderCode)).map((event) => event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'granted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(99);
  });
});

describe('MoMo gateway trouble and the status query', () => {
  it('marks the order failed and answers 503 when MoMo refuses', async () => {
    const user = await newUser(kit.handle);
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ resultCode: 13, message: 'Xác thực thất bại.' })));
    const result = await callAs(createMomoRoute, user.id, { body: { plan: 'PRO', months: 1 } });
    expect(result.status).toBe(503);
    expect(result.body.message).toBe(PAYMENT_MESSAGES.gatewayRefused);
    const rows = await kit.handle.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows.map((row) => [row.status, row.resultCode])).toEqual([['failed', 13]]);
  });

  it('answers 503 gatewayUnavailable when MoMo cannot be reached', async () => {
    const user = await newUser(kit.handle);
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    const result = await callAs(createMomoRoute, user.id, { body: { plan: 'PRO', months: 1 } });
    expect(result.status).toBe(503);
    expect(result.body.message).toBe(PAYMENT_MESSAGES.gatewayUnavailable);
  });

  it('settles a pending order older than a minute from MoMo’s status query', async () => {
    const user = await newUser(kit.handle);
    const created = await createMomo(user.id, { plan: 'BASIC', months: 1 });
    const old = new Date(Date.now() - 5 * 60_000);
    await kit.handle.db
      .update(orders)
      .set({ createdAt: old, updatedAt: old })
      .where(eq(orders.orderCode, created.orderCode));
    const { keys } = kit;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementationOnce((input, init) => {
      const request = JSON.parse(init?.body as string) as {
        requestId: string;
        orderId: string;
        signature: string;
      };
      expect(input).toBe(`${kit.base}/api/sandbox/momo/v2/gateway/api/query`);
      expect(request.orderId).toBe(created.orderCode);
      expect(request.signature).toBe(
        signMomoQuery(
          { accessKey: keys.momoAccessKey, secretKey: keys.momoSecretKey },
          { partnerCode: keys.momoPartnerCode, requestId: request.requestId, orderId: created.orderCode },
        ),
      );
      return Promise.resolve(
        new Response(
          JSON.stringify({ resultCode: 0, message: 'Thành công.', amount: created.amount, transId: 77 }),
        ),
      );
    });
    const view = await callAs<OrderView>(orderRoute, user.id, {
      method: 'GET',
      query: { orderCode: created.orderCode },
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(view.data.status).toBe('paid');
    expect((await userOf(kit.handle, user.id)).expiredDayBasic).toBe(
      extendedExpiry(null, 1, vietnamDate(new Date())),
    );

    // Settled: no further query.
    const again = await callAs<OrderView>(orderRoute, user.id, {
      method: 'GET',
      query: { orderCode: created.orderCode },
    });
    expect(again.data.status).toBe('paid');
  });
});
