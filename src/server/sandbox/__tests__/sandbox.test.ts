import type { CreatedOrder } from '@/common/contracts/payments';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { resetEnvCache } from '../../env';
import {
  callAs,
  newUser,
  startPaymentKit,
  type PaymentKit,
} from '../../modules/payments/__tests__/paymentTestKit';
import { signMomoCreate, signMomoQuery, type MomoCreateFields } from '../../modules/payments/momo';
import { createMomoRoute } from '../../modules/payments/payments.handlers';
import { readSandboxToken, sandboxCreate, signSandboxToken, type SandboxPayment } from '../momoSandbox';
import { signVnpay, type VnpParams } from '../../modules/payments/vnpay';
import { SANDBOX_MESSAGES } from '../sandbox';
import { readVnpayRequest } from '../vnpaySandbox';
import {
  momoSandboxCompleteRoute,
  momoSandboxCreateRoute,
  momoSandboxQueryRoute,
  vnpaySandboxCompleteRoute,
} from '../sandbox.handlers';

let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
});

afterAll(async () => {
  await kit.close();
});

function keys() {
  return {
    partnerCode: kit.keys.momoPartnerCode,
    accessKey: kit.keys.momoAccessKey,
    secretKey: kit.keys.momoSecretKey,
  };
}

function createRequest(changes: Partial<MomoCreateFields> = {}) {
  const fields: MomoCreateFields = {
    partnerCode: keys().partnerCode,
    requestId: 'req-sandbox-1',
    amount: 399_000,
    orderId: 'VNF123456789',
    orderInfo: 'Thanh toán gói Chuyên nghiệp 1 tháng',
    redirectUrl: `${kit.base}/payment/result?orderCode=VNF123456789`,
    ipnUrl: `${kit.base}/api/order/ipn-momo`,
    requestType: 'captureWallet',
    extraData: '',
    ...changes,
  };
  return { ...fields, lang: 'vi', signature: signMomoCreate(keys(), fields) };
}

describe('MoMo sandbox pay token', () => {
  const payment: SandboxPayment = {
    partnerCode: 'P',
    requestId: 'r',
    amount: 1_000,
    orderId: 'VNF1',
    orderInfo: 'Thanh toán',
    redirectUrl: 'http://shop.test/r',
    ipnUrl: 'http://shop.test/i',
    requestType: 'payWithCC',
    extraData: '',
    exp: Date.now() + 60_000,
  };

  it('carries the request and is refused when forged, damaged or expired', () => {
    const token = signSandboxToken(payment, 'secret');
    expect(readSandboxToken(token, 'secret')).toEqual(payment);
    expect(readSandboxToken(token, 'other-secret')).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payment, amount: 1 })).toString('base64url');
    expect(readSandboxToken(`${forged}.${mac ?? ''}`, 'secret')).toBeNull();
    expect(readSandboxToken(`${body ?? ''}.`, 'secret')).toBeNull();
    expect(readSandboxToken(token, 'secret', new Date(Date.now() + 120_000))).toBeNull();
  });
});

describe('MoMo sandbox create API', () => {
  it('answers like MoMo: 0 with pay URL, QR data and deeplink', async () => {
    const answer = await sandboxCreate(kit.handle.db, createRequest());
    expect(answer).toMatchObject({ resultCode: 0, orderId: 'VNF123456789', amount: 399_000 });
    const token = new URL(answer.payUrl ?? '').searchParams.get('token') ?? '';
    expect(answer.payUrl).toBe(`${kit.base}/sandbox/momo?token=${token}`);
    expect(answer.qrCodeUrl).toContain(token);
    expect(answer.deeplink).toMatch(/^momo:\/\//);
    expect(readSandboxToken(token, keys().secretKey)).toMatchObject({
      orderId: 'VNF123456789',
      amount: 399_000,
      ipnUrl: `${kit.base}/api/order/ipn-momo`,
    });
  });

  it('answers 13 to a bad signature or another partner, 20 to a malformed request, 22 to an amount out of range', async () => {
    const create = async (body: unknown) => (await sandboxCreate(kit.handle.db, body)).resultCode;
    expect(await create({ ...createRequest(), amount: 1_000 })).toBe(13);
    expect(await create(createRequest({ partnerCode: 'OTHER' }))).toBe(13);
    expect(await create({ orderId: 'x' })).toBe(20);
    expect(await create(createRequest({ amount: 999 }))).toBe(22);
    const viaRoute = await callRoute<{ resultCode: number }>(momoSandboxCreateRoute, {
      method: 'POST',
      body: { ...createRequest(), signature: 'f'.repeat(64) },
    });
    expect(viaRoute.status).toBe(200);
    expect(viaRoute.body.resultCode).toBe(13);
  });

  it('completes only with a valid token', async () => {
    const result = await callRoute<{ message: string }>(momoSandboxCompleteRoute, {
      method: 'POST',
      body: { token: 'abc.def', approve: true },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(SANDBOX_MESSAGES.tokenInvalid);
  });
});

describe('sandbox call-backs and redirects stay on this site', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([
    ['ipnUrl', { ipnUrl: 'http://169.254.169.254/latest/meta-data' }],
    ['redirectUrl', { redirectUrl: 'https://evil.example/phish' }],
    ['redirectUrl of another port', { redirectUrl: 'http://127.0.0.1:1/payment/result' }],
  ])('MoMo create refuses a foreign %s with a Vietnamese 400', async (_name, changes) => {
    const result = await callRoute<{ message: string }>(momoSandboxCreateRoute, {
      method: 'POST',
      body: createRequest(changes),
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(SANDBOX_MESSAGES.foreignUrl);
  });

  it('MoMo complete neither calls nor redirects to a foreign URL, even in a validly signed token', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const payment: SandboxPayment = {
      partnerCode: keys().partnerCode,
      requestId: 'r-foreign',
      amount: 10_000,
      orderId: 'VNF999',
      orderInfo: 'Thanh toán',
      redirectUrl: 'https://evil.example/after',
      ipnUrl: 'http://10.0.0.1:8080/internal',
      requestType: 'captureWallet',
      extraData: '',
      exp: Date.now() + 60_000,
    };
    const token = signSandboxToken(payment, keys().secretKey);
    const result = await callRoute<{ message: string }>(momoSandboxCompleteRoute, {
      method: 'POST',
      body: { token, approve: true },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(SANDBOX_MESSAGES.foreignUrl);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('VNPay refuses a foreign vnp_ReturnUrl on its page and on complete', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const params: VnpParams = {
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: kit.keys.vnpayTmnCode,
      vnp_Amount: '39900000',
      vnp_TxnRef: 'VNF888',
      vnp_OrderInfo: 'Thanh toan',
      vnp_ReturnUrl: 'https://evil.example/return',
    };
    const signed = { ...params, vnp_SecureHash: signVnpay(params, kit.keys.vnpayHashSecret) };
    expect(await readVnpayRequest(kit.handle.db, signed)).toBeNull();
    const result = await callRoute<{ message: string }>(vnpaySandboxCompleteRoute, {
      method: 'POST',
      body: { params: signed, approve: true },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(SANDBOX_MESSAGES.foreignUrl);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('MoMo sandbox query API', () => {
  it('answers the order state: 1000 while pending, 42 for an unknown order, 13 when badly signed', async () => {
    const user = await newUser(kit.handle);
    const created = await callAs<CreatedOrder>(createMomoRoute, user.id, {
      body: { plan: 'PRO', months: 1 },
    });
    const query = (orderId: string) => {
      const fields = { partnerCode: keys().partnerCode, requestId: `q-${orderId}`, orderId };
      return { ...fields, lang: 'vi', signature: signMomoQuery(keys(), fields) };
    };
    const ask = (body: unknown) =>
      callRoute<{ resultCode: number; amount?: number }>(momoSandboxQueryRoute, { method: 'POST', body });
    expect((await ask(query(created.data.orderCode))).body).toMatchObject({
      resultCode: 1000,
      amount: 399_000,
    });
    expect((await ask(query('VNF404404404'))).body.resultCode).toBe(42);
    expect((await ask({ ...query(created.data.orderCode), orderId: 'VNF1' })).body.resultCode).toBe(13);
  });
});

describe('sandboxes in production', () => {
  /** Next types NODE_ENV as read-only; tests change it on purpose. */
  const env = process.env as Record<string, string | undefined>;

  afterEach(() => {
    delete env.PAYMENT_SANDBOX;
    env.NODE_ENV = 'test';
    resetEnvCache();
  });

  it('answer 404 unless PAYMENT_SANDBOX=on', async () => {
    env.NODE_ENV = 'production';
    resetEnvCache();
    for (const route of [
      momoSandboxCreateRoute,
      momoSandboxQueryRoute,
      momoSandboxCompleteRoute,
      vnpaySandboxCompleteRoute,
    ]) {
      expect((await callRoute(route, { method: 'POST', body: {} })).status).toBe(404);
    }
    env.PAYMENT_SANDBOX = 'on';
    resetEnvCache();
    const served = await callRoute<{ resultCode: number }>(momoSandboxCreateRoute, {
      method: 'POST',
      body: createRequest(),
    });
    expect(served.body.resultCode).toBe(0);
  });
});
