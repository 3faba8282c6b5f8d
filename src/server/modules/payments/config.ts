import { getEnv } from '../../env';

/**
 * Where the outside world reaches this server (payment return pages and IPN URLs): PUBLIC_BASE_URL,
 * else NEXT_PUBLIC_SITE_URL. Read at call time, so tests may change the environment.
 */
export function publicBaseUrl(): string {
  const env = getEnv();
  return (env.PUBLIC_BASE_URL ?? env.NEXT_PUBLIC_SITE_URL).replace(/\/+$/, '');
}

/** The page a gateway sends the buyer back to (display only: the IPN decides). */
export function resultPageUrl(orderCode: string): string {
  return `${publicBaseUrl()}/payment/result?orderCode=${encodeURIComponent(orderCode)}`;
}

export interface MomoConfig {
  /** Origin (and path prefix) of MoMo's API; `/v2/gateway/api/...` is appended. */
  endpoint: string;
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

/** MOMO_ENDPOINT unset: the local sandbox of this very server plays MoMo. */
export function momoConfig(): MomoConfig {
  const env = getEnv();
  return {
    endpoint: (env.MOMO_ENDPOINT ?? `${publicBaseUrl()}/api/sandbox/momo`).replace(/\/+$/, ''),
    partnerCode: env.MOMO_PARTNER_CODE,
    accessKey: env.MOMO_ACCESS_KEY,
    secretKey: env.MOMO_SECRET_KEY,
  };
}

export interface VnpayConfig {
  payUrl: string;
  tmnCode: string;
  hashSecret: string;
}

/** VNPAY_PAY_URL unset: the local sandbox page plays VNPay's payment page. */
export function vnpayConfig(): VnpayConfig {
  const env = getEnv();
  return {
    payUrl: env.VNPAY_PAY_URL ?? `${publicBaseUrl()}/sandbox/vnpay`,
    tmnCode: env.VNPAY_TMN_CODE,
    hashSecret: env.VNPAY_HASH_SECRET,
  };
}

export interface BankConfig {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export function bankConfig(): BankConfig {
  const env = getEnv();
  return {
    bankName: env.BANK_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
    accountName: env.BANK_ACCOUNT_NAME,
  };
}

/** Time allowed for a call to a gateway before the buyer is told it is unavailable. */
export const GATEWAY_TIMEOUT_MS = 10_000;
