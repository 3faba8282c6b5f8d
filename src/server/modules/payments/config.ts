import { PAYMENT_METHODS, type PaymentMethod } from '@/common/constants/plans';
import type { Database } from '../../db/client';
import { configuredPublicUrl, isAllowedOrigin } from '../../config/publicUrl';
import { getEnv } from '../../env';
import { isSandboxEnabled } from '../../sandbox/sandbox';
import { getSandboxKeys } from './sandboxKeys';

/**
 * Where the outside world reaches this server (IPN URLs, calls to the sandboxes): PUBLIC_BASE_URL,
 * else NEXT_PUBLIC_SITE_URL (src/server/config/publicUrl.ts). Read at call time, so tests may change
 * the environment. Links back to the buyer's browser use browserOrigin(req) instead.
 */
export function publicBaseUrl(): string {
  return configuredPublicUrl();
}

/**
 * True when `value` is an absolute URL of this site's own origin (scheme, host and port of
 * publicBaseUrl()). The sandboxes post IPNs only there.
 */
export function isOwnUrl(value: string): boolean {
  try {
    return new URL(value).origin === new URL(publicBaseUrl()).origin;
  } catch {
    return false;
  }
}

/**
 * True when the sandboxes may send the buyer's browser to `value`: this site's own origin, or an
 * origin of the allow-list browser links follow (isAllowedOrigin: loopback and LAN hosts only
 * outside production or in a demo).
 */
export function isReturnUrl(value: string): boolean {
  try {
    return isOwnUrl(value) || isAllowedOrigin(new URL(value).origin);
  } catch {
    return false;
  }
}

/**
 * The page a gateway sends the buyer back to (display only: the IPN decides), on `base`: the origin
 * the buyer is on (browserOrigin), else the configured URL.
 */
export function resultPageUrl(orderCode: string, base: string = publicBaseUrl()): string {
  return `${base}/payment/result?orderCode=${encodeURIComponent(orderCode)}`;
}

/** Who collects the money of a method: MoMo (wallet and card), VNPay, or a bank transfer. */
export type Gateway = 'MOMO' | 'VNPAY' | 'BANK';
export const GATEWAY_OF: Readonly<Record<PaymentMethod, Gateway>> = {
  MOMO: 'MOMO',
  VISA: 'MOMO',
  VNPAY: 'VNPAY',
  BANK: 'BANK',
};

/**
 * live: the real gateway (its endpoint and keys are configured); sandbox: the local sandbox of this
 * server plays it, with keys generated per database; off: not offered (not in PAYMENT_METHODS, or
 * neither configured nor sandboxed), so its orders and IPNs are refused.
 */
export type GatewayMode = 'live' | 'sandbox' | 'off';

function offered(gateway: Gateway): boolean {
  return getEnv().PAYMENT_METHODS.some((method) => GATEWAY_OF[method] === gateway);
}

export function gatewayMode(gateway: Gateway): GatewayMode {
  if (!offered(gateway)) return 'off';
  if (gateway === 'BANK') return 'live';
  const env = getEnv();
  const live =
    gateway === 'MOMO'
      ? [env.MOMO_ENDPOINT, env.MOMO_PARTNER_CODE, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY]
      : [env.VNPAY_PAY_URL, env.VNPAY_TMN_CODE, env.VNPAY_HASH_SECRET];
  // A configured endpoint means the real gateway; without all of its keys it cannot be used.
  if (live[0]) return live.every(Boolean) ? 'live' : 'off';
  return isSandboxEnabled() ? 'sandbox' : 'off';
}

/** The methods checkout offers: those of PAYMENT_METHODS whose gateway is live or sandboxed. */
export function offeredMethods(): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (method) => getEnv().PAYMENT_METHODS.includes(method) && gatewayMode(GATEWAY_OF[method]) !== 'off',
  );
}

export interface MomoConfig {
  /** Origin (and path prefix) of MoMo's API; `/v2/gateway/api/...` is appended. */
  endpoint: string;
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

/** What the MoMo sandbox of this server signs with, and where the merchant reaches it. */
export async function sandboxMomoConfig(db: Database): Promise<MomoConfig> {
  const keys = await getSandboxKeys(db);
  return {
    endpoint: `${publicBaseUrl()}/api/sandbox/momo`,
    partnerCode: keys.momoPartnerCode,
    accessKey: keys.momoAccessKey,
    secretKey: keys.momoSecretKey,
  };
}

/** MoMo as this merchant uses it (live or the sandbox), or null when MoMo is off. */
export async function momoConfig(db: Database): Promise<MomoConfig | null> {
  const mode = gatewayMode('MOMO');
  if (mode === 'sandbox') return sandboxMomoConfig(db);
  const env = getEnv();
  if (mode === 'off' || !env.MOMO_ENDPOINT || !env.MOMO_PARTNER_CODE) return null;
  if (!env.MOMO_ACCESS_KEY || !env.MOMO_SECRET_KEY) return null;
  return {
    endpoint: env.MOMO_ENDPOINT.replace(/\/+$/, ''),
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

/**
 * The VNPay sandbox page of this server and the keys it shares with the merchant. The page is on
 * `browserBase`, the origin the buyer is on, so the buyer keeps their session through it.
 */
export async function sandboxVnpayConfig(
  db: Database,
  browserBase: string = publicBaseUrl(),
): Promise<VnpayConfig> {
  const keys = await getSandboxKeys(db);
  return {
    payUrl: `${browserBase}/sandbox/vnpay`,
    tmnCode: keys.vnpayTmnCode,
    hashSecret: keys.vnpayHashSecret,
  };
}

/** VNPay as this merchant uses it (live or the sandbox), or null when VNPay is off. */
export async function vnpayConfig(db: Database, browserBase?: string): Promise<VnpayConfig | null> {
  const mode = gatewayMode('VNPAY');
  if (mode === 'sandbox') return sandboxVnpayConfig(db, browserBase);
  const env = getEnv();
  if (mode === 'off' || !env.VNPAY_PAY_URL || !env.VNPAY_TMN_CODE || !env.VNPAY_HASH_SECRET) return null;
  return { payUrl: env.VNPAY_PAY_URL, tmnCode: env.VNPAY_TMN_CODE, hashSecret: env.VNPAY_HASH_SECRET };
}

export interface BankConfig {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export function bankConfig(): BankConfig | null {
  if (gatewayMode('BANK') === 'off') return null;
  const env = getEnv();
  return {
    bankName: env.BANK_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
    accountName: env.BANK_ACCOUNT_NAME,
  };
}

/** Time allowed for a call to a gateway before the buyer is told it is unavailable. */
export const GATEWAY_TIMEOUT_MS = 10_000;
