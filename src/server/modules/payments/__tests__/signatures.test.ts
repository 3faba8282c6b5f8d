import { createHmac } from 'node:crypto';
import {
  momoCreateSignatureString,
  momoIpnSignatureString,
  sameSignature,
  signMomoCreate,
  signMomoIpn,
  signMomoQuery,
} from '../momo';
import { buildVnpayUrl, signVnpay, verifyVnpay, vnpayDate, vnpaySignData, vnpayText } from '../vnpay';

const keys = { accessKey: 'F8BBA842ECF85', secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz' };

function sha256(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

describe('MoMo v2 signatures (DESIGN.md section 5)', () => {
  it('signs the create request over accessKey..requestType in the documented order, raw values', () => {
    const fields = {
      partnerCode: 'MOMO',
      requestId: 'MOMO1540456472575',
      amount: 150000,
      orderId: 'VNF1700000000000123456',
      orderInfo: 'Thanh toán gói Chuyên nghiệp 3 tháng',
      redirectUrl: 'https://vnfin.vn/payment/result?orderCode=VNF1700000000000123456',
      ipnUrl: 'https://vnfin.vn/api/order/ipn-momo',
      requestType: 'captureWallet',
      extraData: '',
    };
    const literal =
      'accessKey=F8BBA842ECF85&amount=150000&extraData=&ipnUrl=https://vnfin.vn/api/order/ipn-momo' +
      '&orderId=VNF1700000000000123456&orderInfo=Thanh toán gói Chuyên nghiệp 3 tháng&partnerCode=MOMO' +
      '&redirectUrl=https://vnfin.vn/payment/result?orderCode=VNF1700000000000123456' +
      '&requestId=MOMO1540456472575&requestType=captureWallet';
    expect(momoCreateSignatureString(keys.accessKey, fields)).toBe(literal);
    expect(signMomoCreate(keys, fields)).toBe(sha256(keys.secretKey, literal));
    expect(signMomoCreate(keys, fields)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs the IPN over accessKey..transId in the documented order', () => {
    const ipn = {
      partnerCode: 'MOMO',
      orderId: 'VNF1',
      requestId: 'req-1',
      amount: 1099000,
      orderInfo: 'Thanh toán gói Chuyên nghiệp 3 tháng',
      orderType: 'momo_wallet',
      transId: 4088878653,
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: 1721720663942,
      extraData: '',
    };
    const literal =
      'accessKey=F8BBA842ECF85&amount=1099000&extraData=&message=Thành công.&orderId=VNF1' +
      '&orderInfo=Thanh toán gói Chuyên nghiệp 3 tháng&orderType=momo_wallet&partnerCode=MOMO&payType=qr' +
      '&requestId=req-1&responseTime=1721720663942&resultCode=0&transId=4088878653';
    expect(momoIpnSignatureString(keys.accessKey, ipn)).toBe(literal);
    expect(signMomoIpn(keys, ipn)).toBe(sha256(keys.secretKey, literal));
    // Numbers sent as digit strings sign the same.
    expect(signMomoIpn(keys, { ...ipn, amount: '1099000', transId: '4088878653' })).toBe(
      sha256(keys.secretKey, literal),
    );
  });

  it('signs the status query over accessKey, orderId, partnerCode, requestId', () => {
    const literal = 'accessKey=F8BBA842ECF85&orderId=VNF1&partnerCode=MOMO&requestId=req-2';
    expect(signMomoQuery(keys, { partnerCode: 'MOMO', requestId: 'req-2', orderId: 'VNF1' })).toBe(
      sha256(keys.secretKey, literal),
    );
  });

  it('compares signatures in constant time, any case, refusing other lengths', () => {
    const signature = sha256('k', 'x');
    expect(sameSignature(signature, signature.toUpperCase())).toBe(true);
    expect(sameSignature(signature, signature.slice(0, -1))).toBe(false);
    expect(sameSignature(signature, `${signature.slice(0, -1)}0`)).toBe(signature.endsWith('0'));
  });
});

describe('VNPay signatures', () => {
  const secret = 'SECRETVNPAY';
  const params = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: 'DEMOV210',
    vnp_Amount: '109900000',
    vnp_CurrCode: 'VND',
    vnp_TxnRef: 'VNF1',
    vnp_OrderInfo: 'Thanh toan goi Chuyen nghiep 3 thang VNF1',
    vnp_OrderType: 'other',
    vnp_Locale: 'vn',
    vnp_ReturnUrl: 'https://vnfin.vn/payment/result?orderCode=VNF1',
    vnp_IpAddr: '127.0.0.1',
    vnp_CreateDate: '20250311003000',
  };
  const literal =
    'vnp_Amount=109900000&vnp_Command=pay&vnp_CreateDate=20250311003000&vnp_CurrCode=VND' +
    '&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+goi+Chuyen+nghiep+3+thang+VNF1' +
    '&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fvnfin.vn%2Fpayment%2Fresult%3ForderCode%3DVNF1' +
    '&vnp_TmnCode=DEMOV210&vnp_TxnRef=VNF1&vnp_Version=2.1.0';

  it('signs the sorted, form-encoded parameters (spaces as +) with HMAC-SHA512', () => {
    expect(vnpaySignData(params)).toBe(literal);
    const expected = createHmac('sha512', secret).update(literal).digest('hex');
    expect(signVnpay(params, secret)).toBe(expected);
    expect(signVnpay({ ...params, vnp_SecureHash: 'x', vnp_SecureHashType: 'HmacSHA512' }, secret)).toBe(
      expected,
    );
  });

  it('builds a payment URL whose signature verifies, and refuses a changed parameter', () => {
    const url = new URL(buildVnpayUrl('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html', params, secret));
    expect(url.search.startsWith(`?${literal}&vnp_SecureHash=`)).toBe(true);
    const received = Object.fromEntries(url.searchParams);
    expect(received.vnp_OrderInfo).toBe('Thanh toan goi Chuyen nghiep 3 thang VNF1');
    expect(verifyVnpay(received, secret)).toBe(true);
    expect(verifyVnpay({ ...received, vnp_Amount: '100' }, secret)).toBe(false);
    expect(verifyVnpay(received, 'other-secret')).toBe(false);
    expect(verifyVnpay({ ...received, vnp_SecureHash: '' }, secret)).toBe(false);
  });

  it('writes dates as yyyyMMddHHmmss in GMT+7 and order text without diacritics', () => {
    expect(vnpayDate(new Date('2025-03-10T17:30:05Z'))).toBe('20250311003005');
    expect(vnpayText('Thanh toán gói Chuyên nghiệp 3 tháng – Đơn #1')).toBe(
      'Thanh toan goi Chuyen nghiep 3 thang Don 1',
    );
  });
});
