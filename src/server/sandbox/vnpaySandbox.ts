import { randomInt } from 'node:crypto';
import { AppError } from '../core/errors';
import type { Database } from '../db/client';
import { isReturnUrl, publicBaseUrl, sandboxVnpayConfig } from '../modules/payments/config';
import { flatParams } from '../modules/payments/ipn.service';
import { signVnpay, verifyVnpay, vnpayDate, vnpaySignData, type VnpParams } from '../modules/payments/vnpay';
import { SANDBOX_MESSAGES } from './sandbox';

/**
 * The VNPay sandbox: the payment page reads the signed vnp_ parameters of our payment URL; its
 * buttons call our IPN (GET /api/order/ipn-vnpay, the URL a merchant registers with VNPay) with
 * VNPay's signed answer parameters and then send the buyer to vnp_ReturnUrl with the same ones.
 */

export interface VnpayPaymentView {
  orderCode: string;
  /** VND (vnp_Amount is VND x 100). */
  amount: number;
  orderInfo: string;
  tmnCode: string;
  expireDate: string;
}

export interface VnpayRequest {
  params: VnpParams;
  view: VnpayPaymentView;
}

/**
 * The request's vnp_ parameters, if the signature of the keys this sandbox shares with the merchant
 * (payments/sandboxKeys.ts) and the merchant code hold and it has not expired.
 */
export async function readVnpayRequest(
  db: Database,
  query: Partial<Record<string, string | string[]>>,
  now: Date = new Date(),
): Promise<VnpayRequest | null> {
  const config = await sandboxVnpayConfig(db);
  const params = Object.fromEntries(
    Object.entries(flatParams(query)).filter(([key]) => key.startsWith('vnp_')),
  );
  if (!verifyVnpay(params, config.hashSecret) || params.vnp_TmnCode !== config.tmnCode) return null;
  const { vnp_TxnRef, vnp_Amount, vnp_OrderInfo, vnp_ExpireDate, vnp_ReturnUrl } = params;
  if (!vnp_TxnRef || !vnp_Amount || !/^\d+$/.test(vnp_Amount) || !vnp_ReturnUrl) return null;
  // The buyer is only ever sent back to this site.
  if (!isReturnUrl(vnp_ReturnUrl)) return null;
  if (vnp_ExpireDate && vnp_ExpireDate < vnpayDate(now)) return null;
  return {
    params,
    view: {
      orderCode: vnp_TxnRef,
      amount: Number(vnp_Amount) / 100,
      orderInfo: vnp_OrderInfo ?? '',
      tmnCode: config.tmnCode,
      expireDate: vnp_ExpireDate ?? '',
    },
  };
}

export interface VnpayCompletion {
  /** vnp_ReturnUrl with VNPay's signed result parameters. */
  returnUrl: string;
  /** Our IPN's RspCode ('' when it could not be reached). */
  rspCode: string;
}

export async function completeVnpayPayment(
  db: Database,
  query: Partial<Record<string, string | string[]>>,
  approve: boolean,
  now: Date = new Date(),
): Promise<VnpayCompletion> {
  const config = await sandboxVnpayConfig(db);
  const askedReturn = flatParams(query).vnp_ReturnUrl;
  if (askedReturn && !isReturnUrl(askedReturn))
    throw new AppError('BAD_REQUEST', SANDBOX_MESSAGES.foreignUrl);
  const request = await readVnpayRequest(db, query, now);
  if (!request) throw new AppError('BAD_REQUEST', SANDBOX_MESSAGES.vnpayInvalid);
  const { params } = request;
  const answer: VnpParams = {
    vnp_Amount: params.vnp_Amount ?? '',
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: params.vnp_OrderInfo ?? '',
    vnp_PayDate: vnpayDate(now),
    vnp_ResponseCode: approve ? '00' : '24',
    vnp_TmnCode: params.vnp_TmnCode ?? '',
    vnp_TransactionNo: approve ? String(randomInt(10_000_000, 99_999_999)) : '0',
    vnp_TransactionStatus: approve ? '00' : '02',
    vnp_TxnRef: params.vnp_TxnRef ?? '',
  };
  if (approve) answer.vnp_BankTranNo = `VNP${String(randomInt(10_000_000, 99_999_999))}`;
  const signed = `${vnpaySignData(answer)}&vnp_SecureHash=${signVnpay(answer, config.hashSecret)}`;

  let rspCode = '';
  try {
    const response = await fetch(`${publicBaseUrl()}/api/order/ipn-vnpay?${signed}`, {
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { RspCode?: unknown };
    rspCode = typeof body.RspCode === 'string' ? body.RspCode : '';
  } catch {
    rspCode = '';
  }
  const returnUrl = params.vnp_ReturnUrl ?? '/';
  return { returnUrl: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${signed}`, rspCode };
}
