import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@/common/contracts/payments';
import { AppError } from '../../core/errors';
import { GATEWAY_TIMEOUT_MS, type MomoConfig } from './config';

/**
 * MoMo payment gateway v2 (docs/PAYMENTS.md, DESIGN.md section 5): the signature strings, the create
 * and query calls, and the IPN's shape. Signatures are lowercase hex HMAC-SHA256 with the secret key
 * over `key=value` pairs in a fixed order, raw (not URL-encoded) values.
 */

export interface MomoKeys {
  accessKey: string;
  secretKey: string;
}

export type MomoRequestType = 'captureWallet' | 'payWithCC';

export interface MomoCreateFields {
  partnerCode: string;
  requestId: string;
  amount: number;
  orderId: string;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  requestType: string;
  extraData: string;
}

export interface MomoCreateRequest extends MomoCreateFields {
  lang: 'vi' | 'en';
  signature: string;
}

/** Numbers MoMo sends as JSON numbers (amount, transId, resultCode, responseTime); a digit string is accepted too. */
const momoNumber = z.union([z.number().int(), z.string().regex(/^-?\d{1,19}$/)]);
type MomoNumber = z.infer<typeof momoNumber>;

/** The IPN body exactly as MoMo posts it. payType and extraData may be empty. */
export const momoIpnSchema = z.object({
  partnerCode: z.string().max(64),
  orderId: z.string().min(1).max(200),
  requestId: z.string().max(200),
  amount: momoNumber,
  orderInfo: z.string().max(1000),
  orderType: z.string().max(100),
  transId: momoNumber,
  resultCode: momoNumber,
  message: z.string().max(1000),
  payType: z.string().max(64).default(''),
  responseTime: momoNumber,
  extraData: z.string().max(10_000).default(''),
  signature: z.string().max(256),
});
export type MomoIpn = z.infer<typeof momoIpnSchema>;
export type MomoIpnFields = Omit<MomoIpn, 'signature'>;

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Constant-time comparison of a received hex signature with ours (case-insensitive). */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function text(value: MomoNumber | string): string {
  return String(value);
}

export function momoCreateSignatureString(accessKey: string, f: MomoCreateFields): string {
  return (
    `accessKey=${accessKey}&amount=${text(f.amount)}&extraData=${f.extraData}&ipnUrl=${f.ipnUrl}` +
    `&orderId=${f.orderId}&orderInfo=${f.orderInfo}&partnerCode=${f.partnerCode}` +
    `&redirectUrl=${f.redirectUrl}&requestId=${f.requestId}&requestType=${f.requestType}`
  );
}

export function signMomoCreate(keys: MomoKeys, fields: MomoCreateFields): string {
  return hmacSha256Hex(keys.secretKey, momoCreateSignatureString(keys.accessKey, fields));
}

export function momoIpnSignatureString(accessKey: string, f: MomoIpnFields): string {
  return (
    `accessKey=${accessKey}&amount=${text(f.amount)}&extraData=${f.extraData}&message=${f.message}` +
    `&orderId=${f.orderId}&orderInfo=${f.orderInfo}&orderType=${f.orderType}` +
    `&partnerCode=${f.partnerCode}&payType=${f.payType}&requestId=${f.requestId}` +
    `&responseTime=${text(f.responseTime)}&resultCode=${text(f.resultCode)}&transId=${text(f.transId)}`
  );
}

export function signMomoIpn(keys: MomoKeys, fields: MomoIpnFields): string {
  return hmacSha256Hex(keys.secretKey, momoIpnSignatureString(keys.accessKey, fields));
}

export interface MomoQueryFields {
  partnerCode: string;
  requestId: string;
  orderId: string;
}

export function momoQuerySignatureString(accessKey: string, f: MomoQueryFields): string {
  return `accessKey=${accessKey}&orderId=${f.orderId}&partnerCode=${f.partnerCode}&requestId=${f.requestId}`;
}

export function signMomoQuery(keys: MomoKeys, fields: MomoQueryFields): string {
  return hmacSha256Hex(keys.secretKey, momoQuerySignatureString(keys.accessKey, fields));
}

/** resultCode meanings we act on (DESIGN.md section 5). */
export const MOMO_RESULT = {
  success: [0, 9000],
  pending: [1000, 7000, 7002, 8000],
  cancelled: [1003, 1006],
  merchantAuthFailed: 13,
} as const;

export function isMomoSuccess(code: number): boolean {
  return (MOMO_RESULT.success as readonly number[]).includes(code);
}
export function isMomoPending(code: number): boolean {
  return (MOMO_RESULT.pending as readonly number[]).includes(code);
}
export function isMomoCancelled(code: number): boolean {
  return (MOMO_RESULT.cancelled as readonly number[]).includes(code);
}

const createAnswerSchema = z.object({
  resultCode: z.coerce.number().int(),
  message: z.string().optional(),
  payUrl: z.string().optional(),
  qrCodeUrl: z.string().optional(),
  deeplink: z.string().optional(),
});
export type MomoCreateAnswer = z.infer<typeof createAnswerSchema>;

const queryAnswerSchema = z.object({
  resultCode: z.coerce.number().int(),
  message: z.string().optional(),
  orderId: z.string().optional(),
  amount: z.coerce.number().int().optional(),
  transId: z.union([z.number(), z.string()]).optional(),
  payType: z.string().optional(),
});
export type MomoQueryAnswer = z.infer<typeof queryAnswerSchema>;

/**
 * POSTs JSON to MoMo and reads its JSON answer whatever the HTTP status (MoMo reports refusals in
 * resultCode, sometimes with a 4xx). Unreachable, too slow or not JSON: 503 gatewayUnavailable.
 */
async function postMomo<S extends z.ZodType>(url: string, body: unknown, schema: S): Promise<z.infer<S>> {
  let payload: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    payload = await response.json();
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, { cause: error });
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable);
  return parsed.data;
}

/** `POST {endpoint}/v2/gateway/api/create`, signed; the caller checks resultCode. */
export async function momoCreate(
  config: MomoConfig,
  fields: Omit<MomoCreateFields, 'partnerCode'>,
): Promise<MomoCreateAnswer> {
  const signed: MomoCreateFields = { ...fields, partnerCode: config.partnerCode };
  const request: MomoCreateRequest = { ...signed, lang: 'vi', signature: signMomoCreate(config, signed) };
  return postMomo(`${config.endpoint}/v2/gateway/api/create`, request, createAnswerSchema);
}

/** `POST {endpoint}/v2/gateway/api/query`: the state of one order at MoMo. */
export async function momoQuery(
  config: MomoConfig,
  orderId: string,
  requestId: string,
): Promise<MomoQueryAnswer> {
  const fields: MomoQueryFields = { partnerCode: config.partnerCode, requestId, orderId };
  const request = { ...fields, lang: 'vi', signature: signMomoQuery(config, fields) };
  return postMomo(`${config.endpoint}/v2/gateway/api/query`, request, queryAnswerSchema);
}
