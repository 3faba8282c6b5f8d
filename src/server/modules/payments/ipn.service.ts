import type { Database } from '../../db/client';
import type { logger } from '../../logger';
import { momoConfig, vnpayConfig } from './config';
import {
  isMomoCancelled,
  isMomoPending,
  isMomoSuccess,
  sameSignature,
  signMomoIpn,
  type MomoIpn,
} from './momo';
import { findOrderByCode, insertPaymentEvent, type PaymentOutcome } from './payments.repository';
import { grantOrder, rejectNotice, settleUnpaid, type PaymentNotice } from './settle';
import {
  VNPAY_IPN_ANSWERS,
  verifyVnpay,
  vnpayResponseMessage,
  type VnpayIpnAnswer,
  type VnpParams,
} from './vnpay';

type Log = typeof logger;

/**
 * MoMo's IPN (already parsed by momoIpnSchema). Nothing is granted unless our signature over the
 * IPN string matches, the partner code is ours, the order is a MoMo order we created and the amount
 * is the order's. The caller answers 204 whatever the outcome, so MoMo stops retrying.
 */
export async function handleMomoIpn(
  db: Database,
  ipn: MomoIpn,
  log: Log,
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  const config = await momoConfig(db);
  const { signature, ...fields } = ipn;
  const base = { provider: 'MOMO' as const, orderCode: ipn.orderId, payload: ipn };

  // MoMo off (not offered, or no keys): no signature can be ours.
  if (!config || !sameSignature(signMomoIpn(config, fields), signature)) {
    await rejectNotice(db, log, { ...base, signatureValid: false, outcome: 'rejected_signature' }, now);
    return 'rejected_signature';
  }
  if (ipn.partnerCode !== config.partnerCode) {
    await rejectNotice(db, log, { ...base, signatureValid: true, outcome: 'rejected_partner' }, now);
    return 'rejected_partner';
  }
  const order = await findOrderByCode(db, ipn.orderId);
  if (!order || (order.method !== 'MOMO' && order.method !== 'VISA')) {
    await rejectNotice(db, log, { ...base, signatureValid: true, outcome: 'rejected_order' }, now);
    return 'rejected_order';
  }
  if (Number(ipn.amount) !== order.amount) {
    await rejectNotice(db, log, { ...base, signatureValid: true, outcome: 'rejected_amount' }, now);
    return 'rejected_amount';
  }

  const resultCode = Number(ipn.resultCode);
  const notice: PaymentNotice = {
    ...base,
    signatureValid: true,
    result: { resultCode, resultMessage: ipn.message, providerTransId: String(ipn.transId) },
  };
  if (isMomoSuccess(resultCode)) return (await grantOrder(db, notice, now)).outcome;
  if (isMomoPending(resultCode)) {
    await insertPaymentEvent(db, { ...base, signatureValid: true, outcome: 'pending', createdAt: now });
    return 'pending';
  }
  return settleUnpaid(db, notice, isMomoCancelled(resultCode) ? 'cancelled' : 'failed', now);
}

/** The query string as flat strings (a repeated key keeps its first value). */
export function flatParams(query: Partial<Record<string, string | string[]>>): VnpParams {
  const params: VnpParams = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params[key] = first;
  }
  return params;
}

/**
 * VNPay's IPN (GET with the vnp_ parameters). Answers VNPay's codes: 97 bad signature, 01 unknown
 * order, 04 wrong amount, 02 already settled, 00 confirmed (paid, cancelled or failed alike).
 */
export async function handleVnpayIpn(
  db: Database,
  params: VnpParams,
  log: Log,
  now: Date = new Date(),
): Promise<VnpayIpnAnswer> {
  const config = await vnpayConfig(db);
  const orderCode = params.vnp_TxnRef ?? null;
  const base = { provider: 'VNPAY' as const, orderCode, payload: params };

  if (!config || !verifyVnpay(params, config.hashSecret)) {
    await rejectNotice(db, log, { ...base, signatureValid: false, outcome: 'rejected_signature' }, now);
    return VNPAY_IPN_ANSWERS.invalidSignature;
  }
  if (params.vnp_TmnCode !== config.tmnCode) {
    await rejectNotice(db, log, { ...base, signatureValid: true, outcome: 'rejected_partner' }, now);
    return VNPAY_IPN_ANSWERS.unknownError;
  }
  const order = orderCode ? await findOrderByCode(db, orderCode) : null;
  if (!order || order.method !== 'VNPAY') {
    await rejectNotice(db, log, { ...base, signatureValid: true, outcome: 'rejected_order' }, now);
    return VNPAY_IPN_ANSWERS.orderNotFound;
  }
  const paidHundredths = params.vnp_Amount ?? '';
  if (!/^\d{1,15}$/.test(paidHundredths) || Number(paidHundredths) !== order.amount * 100) {
    await rejectNotice(db, log, { ...base, signatureValid: true, outcome: 'rejected_amount' }, now);
    return VNPAY_IPN_ANSWERS.invalidAmount;
  }
  const notice: PaymentNotice = {
    ...base,
    orderCode: order.orderCode,
    signatureValid: true,
    result: {
      resultCode: /^\d{1,9}$/.test(params.vnp_ResponseCode ?? '') ? Number(params.vnp_ResponseCode) : null,
      resultMessage: vnpayResponseMessage(params.vnp_ResponseCode ?? ''),
      providerTransId: params.vnp_TransactionNo ?? null,
    },
  };
  // Already settled (granted, or failed/cancelled for a failure notice): logged as 'duplicate' and
  // answered 02. A success after a failure still grants: the money arrived.
  const paid = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
  const outcome: PaymentOutcome = paid
    ? (await grantOrder(db, notice, now)).outcome
    : await settleUnpaid(db, notice, params.vnp_ResponseCode === '24' ? 'cancelled' : 'failed', now);
  return outcome === 'duplicate' ? VNPAY_IPN_ANSWERS.alreadyConfirmed : VNPAY_IPN_ANSWERS.success;
}
