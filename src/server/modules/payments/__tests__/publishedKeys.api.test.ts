import type { CreatedOrder } from '@/common/contracts/payments';
import { resetEnvCache } from '../../../env';
import { signMomoIpn, type MomoIpnFields } from '../momo';
import {
  createBankRoute,
  createMomoRoute,
  createVnpayRoute,
  ipnMomoRoute,
  ipnVnpayRoute,
  quoteRoute,
} from '../payments.handlers';
import { signVnpay, type VnpParams } from '../vnpay';
import {
  callAs,
  eventsOf,
  newUser,
  orderOf,
  startPaymentKit,
  userOf,
  type PaymentKit,
} from './paymentTestKit';

/**
 * The attack of issue 25: IPNs signed with the keys the repository once published as defaults. With
 * the sandboxes playing the gateways (the demo), the keys are generated per database, so these
 * signatures are worthless.
 */

const PUBLISHED_MOMO = {
  partnerCode: 'VNFINLOCAL',
  accessKey: 'local-momo-access-key',
  secretKey: 'local-momo-secret-key-change-me',
};
const PUBLISHED_VNPAY = { tmnCode: 'VNFINLOC', hashSecret: 'local-vnpay-hash-secret-change-me' };

let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
});

afterAll(async () => {
  await kit.close();
});

describe('IPNs signed with the published default keys', () => {
  it('a forged MoMo IPN grants nothing', async () => {
    const user = await newUser(kit.handle);
    const created = await callAs<CreatedOrder>(createMomoRoute, user.id, {
      body: { plan: 'PRO', months: 1 },
    });
    const fields: MomoIpnFields = {
      partnerCode: PUBLISHED_MOMO.partnerCode,
      orderId: created.data.orderCode,
      requestId: 'forged-1',
      amount: created.data.amount,
      orderInfo: 'Thanh toán gói Chuyên nghiệp 1 tháng',
      orderType: 'momo_wallet',
      transId: 4_088_878_653,
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: Date.now(),
      extraData: '',
    };
    const forged = { ...fields, signature: signMomoIpn(PUBLISHED_MOMO, fields) };
    expect((await callAs(ipnMomoRoute, null, { body: forged })).status).toBe(204);

    expect((await orderOf(kit.handle, created.data.orderCode)).status).toBe('pending');
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBeNull();
    expect((await eventsOf(kit.handle, created.data.orderCode)).map((event) => event.outcome)).toEqual([
      'rejected_signature',
    ]);
  });

  it('a forged VNPay IPN grants nothing', async () => {
    const user = await newUser(kit.handle);
    const created = await callAs<CreatedOrder>(createVnpayRoute, user.id, {
      body: { plan: 'PREMIUM', months: 12 },
    });
    const params: VnpParams = {
      vnp_Amount: String(created.data.amount * 100),
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: 'Thanh toan',
      vnp_PayDate: '20250311003000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: PUBLISHED_VNPAY.tmnCode,
      vnp_TransactionNo: '14000001',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: created.data.orderCode,
    };
    const forged = { ...params, vnp_SecureHash: signVnpay(params, PUBLISHED_VNPAY.hashSecret) };
    const answer = await callAs<{ RspCode: string }>(ipnVnpayRoute, null, { method: 'GET', query: forged });
    expect(answer.data.RspCode).toBe('97');

    expect((await orderOf(kit.handle, created.data.orderCode)).status).toBe('pending');
    expect((await userOf(kit.handle, user.id)).expiredDayPremium).toBeNull();
  });

  it('the sandbox keys are random per database, not the published ones', () => {
    expect(kit.keys.momoSecretKey).not.toBe(PUBLISHED_MOMO.secretKey);
    expect(kit.keys.momoSecretKey).toMatch(/^[\w-]{43}$/);
    expect(kit.keys.vnpayHashSecret).toMatch(/^[\w-]{43}$/);
    expect(kit.keys.vnpayHashSecret).not.toBe(kit.keys.momoSecretKey);
  });
});

describe('PAYMENT_METHODS', () => {
  afterEach(() => {
    delete process.env.PAYMENT_METHODS;
    resetEnvCache();
  });

  it('refuses orders of a method that is not offered, and the quote lists only the offered ones', async () => {
    process.env.PAYMENT_METHODS = 'VNPAY,BANK';
    resetEnvCache();
    const user = await newUser(kit.handle);
    const momo = await callAs<{ code: string }>(createMomoRoute, user.id, {
      body: { plan: 'PRO', months: 1 },
    });
    expect(momo.status).toBe(400);
    const visa = await callAs(createMomoRoute, user.id, { body: { plan: 'PRO', months: 1, method: 'VISA' } });
    expect(visa.status).toBe(400);
    expect((await callAs(createBankRoute, user.id, { body: { plan: 'PRO', months: 1 } })).status).toBe(200);
    const quote = await callAs<{ methods: string[] }>(quoteRoute, null, { body: { plan: 'PRO', months: 1 } });
    expect(quote.data.methods).toEqual(['BANK', 'VNPAY']);
  });
});
