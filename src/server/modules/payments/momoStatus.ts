import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { logger } from '../../logger';
import { momoConfig } from './config';
import { isMomoCancelled, isMomoSuccess, momoQuery } from './momo';
import { claimStatusCheck, findOrderByCode, type OrderRow } from './payments.repository';
import { grantOrder, settleUnpaid, type PaymentNotice } from './settle';

/** A MoMo order still pending this long after creation is asked about (its IPN may be lost). */
export const MOMO_QUERY_AFTER_MS = 60_000;
/** At most one status query per order in this interval, however often the result page polls. */
export const MOMO_QUERY_INTERVAL_MS = 30_000;
/** MoMo's "transaction expired". */
const MOMO_EXPIRED = 1005;

/**
 * The result page's fallback when MoMo's IPN does not arrive (a local server MoMo cannot reach, a
 * lost notification): asks MoMo's status API and settles the order the way an IPN would. Success
 * needs the amount MoMo reports to equal the order's. Gateway trouble leaves the order as it was.
 */
export async function settleFromMomoQuery(
  db: Database,
  order: OrderRow,
  log: typeof logger,
  now: Date = new Date(),
): Promise<OrderRow> {
  if (order.status !== 'pending' || (order.method !== 'MOMO' && order.method !== 'VISA')) return order;
  if (now.getTime() - order.createdAt.getTime() < MOMO_QUERY_AFTER_MS) return order;
  const notAfter = new Date(now.getTime() - MOMO_QUERY_INTERVAL_MS);
  const config = await momoConfig(db);
  if (!config) return order;
  if (!(await claimStatusCheck(db, order.id, notAfter, now))) return order;

  let answer;
  try {
    answer = await momoQuery(config, order.orderCode, randomUUID());
  } catch (error) {
    log.warn({ orderCode: order.orderCode, err: error }, 'MoMo status query failed');
    return order;
  }
  const notice: PaymentNotice = {
    provider: 'MOMO',
    orderCode: order.orderCode,
    // Our own signed request to the configured endpoint over TLS: the answer is MoMo's.
    payload: { source: 'query', ...answer },
    signatureValid: true,
    result: {
      resultCode: answer.resultCode,
      resultMessage: answer.message ?? null,
      providerTransId: answer.transId === undefined ? null : String(answer.transId),
    },
  };
  if (isMomoSuccess(answer.resultCode)) {
    if (answer.amount !== order.amount) {
      log.warn({ orderCode: order.orderCode }, 'MoMo status query reports another amount');
      return order;
    }
    await grantOrder(db, notice, now);
  } else if (isMomoCancelled(answer.resultCode)) {
    await settleUnpaid(db, notice, 'cancelled', now);
  } else if (answer.resultCode === MOMO_EXPIRED) {
    await settleUnpaid(db, notice, 'expired', now);
  } else {
    return order;
  }
  return (await findOrderByCode(db, order.orderCode)) ?? order;
}
