import { createHmac } from 'node:crypto';
import { sameSignature } from './momo';

/**
 * VNPay payment URL and IPN signatures (DESIGN.md section 5, docs/PAYMENTS.md): vnp_SecureHash is the
 * lowercase hex HMAC-SHA512 with the hash secret over the parameters sorted by name, each written
 * `name=value` form-encoded (encodeURIComponent with spaces as '+', as VNPay's Node sample does) and
 * joined with '&'. vnp_SecureHash and vnp_SecureHashType are not signed; empty values are left out.
 */

export type VnpParams = Record<string, string>;

export const VNPAY_VERSION = '2.1.0';
/** VNPay refuses payments under 5,000 VND. */
export const VNPAY_MIN_AMOUNT = 5_000;
/** How long the buyer has to pay on VNPay's page. */
export const VNPAY_EXPIRE_MINUTES = 15;

const UNSIGNED = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

export function vnpEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/** The signed string: sorted, encoded `name=value` pairs joined with '&'. */
export function vnpaySignData(params: VnpParams): string {
  return Object.keys(params)
    .filter((key) => !UNSIGNED.has(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${vnpEncode(key)}=${vnpEncode(params[key] ?? '')}`)
    .join('&');
}

export function signVnpay(params: VnpParams, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(vnpaySignData(params), 'utf8').digest('hex');
}

/** The payment URL: the signed string itself, then vnp_SecureHash. */
export function buildVnpayUrl(payUrl: string, params: VnpParams, hashSecret: string): string {
  const query = `${vnpaySignData(params)}&vnp_SecureHash=${signVnpay(params, hashSecret)}`;
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}${query}`;
}

/** True when vnp_SecureHash is our signature over the other vnp_ parameters. */
export function verifyVnpay(params: VnpParams, hashSecret: string): boolean {
  const received = params.vnp_SecureHash;
  if (!received) return false;
  const vnpOnly = Object.fromEntries(Object.entries(params).filter(([key]) => key.startsWith('vnp_')));
  return sameSignature(signVnpay(vnpOnly, hashSecret), received);
}

/** yyyyMMddHHmmss in GMT+7 (Vietnam has no daylight saving). */
export function vnpayDate(at: Date): string {
  const shifted = new Date(at.getTime() + 7 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    String(shifted.getUTCFullYear()) +
    pad(shifted.getUTCMonth() + 1) +
    pad(shifted.getUTCDate()) +
    pad(shifted.getUTCHours()) +
    pad(shifted.getUTCMinutes()) +
    pad(shifted.getUTCSeconds())
  );
}

/**
 * VNPay asks for vnp_OrderInfo in Vietnamese without diacritics or special characters; letters,
 * digits and spaces also encode identically in every VNPay sample (Node, PHP, Java).
 */
export function vnpayText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** VNPay's IPN answers (status 200, JSON). */
export const VNPAY_IPN_ANSWERS = {
  success: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknown error' },
} as const;
export type VnpayIpnAnswer = (typeof VNPAY_IPN_ANSWERS)[keyof typeof VNPAY_IPN_ANSWERS];

const RESPONSE_MESSAGES: Readonly<Record<string, string>> = {
  '00': 'Giao dịch thành công.',
  '07': 'Giao dịch bị nghi ngờ gian lận.',
  '09': 'Thẻ hoặc tài khoản chưa đăng ký dịch vụ Internet Banking.',
  '10': 'Xác thực thông tin thẻ hoặc tài khoản không đúng quá 3 lần.',
  '11': 'Đã hết hạn chờ thanh toán.',
  '12': 'Thẻ hoặc tài khoản bị khoá.',
  '13': 'Mật khẩu xác thực giao dịch (OTP) không đúng.',
  '24': 'Khách hàng huỷ giao dịch.',
  '51': 'Tài khoản không đủ số dư.',
  '65': 'Tài khoản đã vượt quá hạn mức giao dịch trong ngày.',
  '75': 'Ngân hàng thanh toán đang bảo trì.',
  '79': 'Nhập sai mật khẩu thanh toán quá số lần quy định.',
};

/** vnp_ResponseCode in words, for the result page. */
export function vnpayResponseMessage(code: string): string {
  return RESPONSE_MESSAGES[code] ?? `Giao dịch không thành công (mã ${code || 'không rõ'}).`;
}
