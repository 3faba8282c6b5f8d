import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { MOMO_MAX_AMOUNT, MOMO_MIN_AMOUNT } from '@/common/constants/pricing';
import type { Database } from '../db/client';
import { AppError } from '../core/errors';
import { isOwnUrl, isReturnUrl, sandboxMomoConfig } from '../modules/payments/config';
import {
  hmacSha256Hex,
  sameSignature,
  signMomoCreate,
  signMomoIpn,
  signMomoQuery,
  type MomoIpnFields,
} from '../modules/payments/momo';
import { findOrderByCode } from '../modules/payments/payments.repository';
import { SANDBOX_MESSAGES, withQuery } from './sandbox';

/**
 * The MoMo sandbox: the create and query APIs and the payment page's actions, signed as MoMo would
 * with the keys it shares with this merchant, generated per database (payments/sandboxKeys.ts). It keeps no state: the pending payment travels in the pay
 * token, the create request's fields signed with the secret key (HMAC-SHA256), valid 2 hours.
 */

export const SANDBOX_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const IPN_TIMEOUT_MS = 15_000;

const createRequestSchema = z.object({
  partnerCode: z.string().max(64),
  requestId: z.string().min(1).max(200),
  amount: z.number().int(),
  orderId: z.string().min(1).max(200),
  orderInfo: z.string().max(1000),
  redirectUrl: z.url(),
  ipnUrl: z.url(),
  requestType: z.enum(['captureWallet', 'payWithCC']),
  extraData: z.string().max(10_000),
  lang: z.enum(['vi', 'en']).default('vi'),
  signature: z.string().max(256),
});

export type SandboxPayment = Omit<z.infer<typeof createRequestSchema>, 'signature' | 'lang'> & {
  /** Milliseconds since the epoch after which the token is refused. */
  exp: number;
};

const paymentSchema = createRequestSchema.omit({ signature: true, lang: true }).extend({ exp: z.number() });

function tokenMac(secretKey: string, body: string): string {
  return Buffer.from(hmacSha256Hex(secretKey, `momo-sandbox-token:${body}`), 'hex').toString('base64url');
}

export function signSandboxToken(payment: SandboxPayment, secretKey: string): string {
  const body = Buffer.from(JSON.stringify(payment), 'utf8').toString('base64url');
  return `${body}.${tokenMac(secretKey, body)}`;
}

/** The payment a token carries, or null when it is forged, damaged or expired. */
export function readSandboxToken(
  token: string,
  secretKey: string,
  now: Date = new Date(),
): SandboxPayment | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !sameSignature(tokenMac(secretKey, body), mac)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = paymentSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.exp < now.getTime()) return null;
  return parsed.data;
}

/**
 * 400 unless the IPN goes to this site's configured origin and the buyer back to this site (its own
 * origin or an allowed browser origin, config/publicUrl.ts): no blind requests to, or redirects
 * through, others.
 */
function requireOwnUrls(ipnUrl: string, redirectUrl: string): void {
  if (!isOwnUrl(ipnUrl) || !isReturnUrl(redirectUrl)) {
    throw new AppError('BAD_REQUEST', SANDBOX_MESSAGES.foreignUrl);
  }
}

export interface MomoGatewayAnswer {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number;
  responseTime: number;
  message: string;
  resultCode: number;
  payUrl?: string;
  deeplink?: string;
  qrCodeUrl?: string;
}

/** `POST /v2/gateway/api/create` as MoMo answers it: 0 with the pay links, 13 bad signature, 20 bad request, 22 amount. */
export async function sandboxCreate(
  db: Database,
  body: unknown,
  now: Date = new Date(),
): Promise<MomoGatewayAnswer> {
  const keys = await sandboxMomoConfig(db);
  const parsed = createRequestSchema.safeParse(body);
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const echo = {
    partnerCode: typeof raw.partnerCode === 'string' ? raw.partnerCode : '',
    orderId: typeof raw.orderId === 'string' ? raw.orderId : '',
    requestId: typeof raw.requestId === 'string' ? raw.requestId : '',
    amount: typeof raw.amount === 'number' ? raw.amount : 0,
    responseTime: now.getTime(),
  };
  if (!parsed.success) return { ...echo, resultCode: 20, message: 'Yêu cầu sai định dạng.' };
  const { signature, lang: _lang, ...fields } = parsed.data;
  if (fields.partnerCode !== keys.partnerCode || !sameSignature(signMomoCreate(keys, fields), signature)) {
    return { ...echo, resultCode: 13, message: 'Xác thực doanh nghiệp thất bại.' };
  }
  // The sandbox serves this merchant only: it never posts to, nor sends a buyer to, another site.
  requireOwnUrls(fields.ipnUrl, fields.redirectUrl);
  if (fields.amount < MOMO_MIN_AMOUNT || fields.amount > MOMO_MAX_AMOUNT) {
    return { ...echo, resultCode: 22, message: 'Số tiền giao dịch không hợp lệ.' };
  }
  const token = signSandboxToken({ ...fields, exp: now.getTime() + SANDBOX_TOKEN_TTL_MS }, keys.secretKey);
  // The payment page is on the origin the buyer returns to (the one they are on), so their session
  // cookies are there before and after it.
  const payUrl = `${new URL(fields.redirectUrl).origin}/sandbox/momo?token=${token}`;
  return {
    ...echo,
    resultCode: 0,
    message: 'Thành công.',
    payUrl,
    deeplink: `momo://app?action=payWithApp&isScanQR=false&serviceType=app&sid=${token}&v=3.0`,
    qrCodeUrl: `momo://app?action=payWithApp&isScanQR=true&serviceType=qr&sid=${token}&v=3.0`,
  };
}

const queryRequestSchema = z.object({
  partnerCode: z.string().max(64),
  requestId: z.string().min(1).max(200),
  orderId: z.string().min(1).max(200),
  lang: z.string().optional(),
  signature: z.string().max(256),
});

/**
 * `POST /v2/gateway/api/query`. Without storage of its own the sandbox reads the merchant's order
 * (same database): paid 0, cancelled 1006, expired 1005, failed its code, pending 1000, unknown 42.
 */
export async function sandboxQuery(db: Database, body: unknown, now: Date = new Date()) {
  const keys = await sandboxMomoConfig(db);
  const parsed = queryRequestSchema.safeParse(body);
  if (!parsed.success)
    return { resultCode: 20, message: 'Yêu cầu sai định dạng.', responseTime: now.getTime() };
  const { signature, lang: _lang, ...fields } = parsed.data;
  const echo = { ...fields, responseTime: now.getTime() };
  if (fields.partnerCode !== keys.partnerCode || !sameSignature(signMomoQuery(keys, fields), signature)) {
    return { ...echo, resultCode: 13, message: 'Xác thực doanh nghiệp thất bại.' };
  }
  const order = await findOrderByCode(db, fields.orderId);
  if (!order) return { ...echo, resultCode: 42, message: 'Giao dịch không tồn tại.' };
  const common = { ...echo, amount: order.amount, extraData: '', payType: '' };
  if (order.status === 'paid') {
    return { ...common, resultCode: 0, message: 'Thành công.', transId: Number(order.providerTransId ?? 0) };
  }
  if (order.status === 'cancelled') return { ...common, resultCode: 1006, message: 'Người dùng đã từ chối.' };
  if (order.status === 'expired') return { ...common, resultCode: 1005, message: 'Giao dịch đã hết hạn.' };
  if (order.status === 'failed') {
    return { ...common, resultCode: order.resultCode ?? 1001, message: 'Giao dịch thất bại.' };
  }
  return { ...common, resultCode: 1000, message: 'Giao dịch đang chờ người dùng xác nhận.' };
}

export interface SandboxCompletion {
  /** Where the page sends the buyer: the merchant's redirectUrl with MoMo's result parameters. */
  redirectUrl: string;
  /** The HTTP status of the merchant's IPN answer (0 when it could not be reached). */
  ipnStatus: number;
}

/** The payment page's approve or decline: posts the signed IPN, waits for the answer, returns the redirect. */
export async function completeSandboxPayment(
  db: Database,
  token: string,
  approve: boolean,
  now: Date = new Date(),
): Promise<SandboxCompletion> {
  const keys = await sandboxMomoConfig(db);
  const payment = readSandboxToken(token, keys.secretKey, now);
  if (!payment) throw new AppError('BAD_REQUEST', SANDBOX_MESSAGES.tokenInvalid);
  requireOwnUrls(payment.ipnUrl, payment.redirectUrl);
  const fields: MomoIpnFields = {
    partnerCode: payment.partnerCode,
    orderId: payment.orderId,
    requestId: payment.requestId,
    amount: payment.amount,
    orderInfo: payment.orderInfo,
    orderType: 'momo_wallet',
    transId: randomInt(1_000_000_000, 281_474_976_710_655),
    resultCode: approve ? 0 : 1006,
    message: approve ? 'Thành công.' : 'Giao dịch bị từ chối bởi người dùng.',
    payType: payment.requestType === 'payWithCC' ? 'credit' : 'qr',
    responseTime: now.getTime(),
    extraData: payment.extraData,
  };
  const ipn = { ...fields, signature: signMomoIpn(keys, fields) };
  let ipnStatus = 0;
  try {
    const response = await fetch(payment.ipnUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(ipn),
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
    });
    ipnStatus = response.status;
    await response.arrayBuffer();
  } catch {
    ipnStatus = 0;
  }
  const query = Object.fromEntries(Object.entries(ipn).map(([key, value]) => [key, String(value)]));
  return { redirectUrl: withQuery(payment.redirectUrl, query), ipnStatus };
}
