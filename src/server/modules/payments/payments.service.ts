import { randomInt, randomUUID } from 'node:crypto';
import { PLAN_LABELS, type PaymentMethod, type Plan } from '@/common/constants/plans';
import { MOMO_MAX_AMOUNT } from '@/common/constants/pricing';
import {
  PAYMENT_MESSAGES,
  type CreatedOrder,
  type CreateOrderBody,
  type OrderView,
} from '@/common/contracts/payments';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../core/errors';
import { bankConfig, momoConfig, offeredMethods, publicBaseUrl, resultPageUrl, vnpayConfig } from './config';
import { quoteOrder } from './discounts';
import { momoCreate, type MomoRequestType } from './momo';
import {
  findOrderByCode,
  insertOrder,
  listOrdersOfUser,
  settleUnpaidOrder,
  updateOrder,
  type OrderRow,
} from './payments.repository';
import { grantOrder } from './settle';
import {
  buildVnpayUrl,
  VNPAY_EXPIRE_MINUTES,
  VNPAY_VERSION,
  vnpayDate,
  vnpayText,
  type VnpParams,
} from './vnpay';

/** Messages of this module beyond the shared contract's. */
export const PAYMENT_SERVER_MESSAGES = {
  amountOutOfRange: 'Số tiền thanh toán nằm ngoài hạn mức của cổng thanh toán.',
  bankOnly: 'Chỉ đơn chuyển khoản ngân hàng mới cần quản trị viên xác nhận.',
} as const;

const MOMO_REQUEST_TYPE: Readonly<Partial<Record<PaymentMethod, MomoRequestType>>> = {
  MOMO: 'captureWallet',
  VISA: 'payWithCC',
};

/** 'VNF' + milliseconds + 6 random digits: unique per attempt, as MoMo and VNPay require. */
export function newOrderCode(now: Date = new Date()): string {
  return `VNF${String(now.getTime())}${String(randomInt(100_000, 1_000_000))}`;
}

export function orderInfoText(plan: Plan, months: number): string {
  return `Thanh toán gói ${PLAN_LABELS[plan]} ${String(months)} tháng`;
}

export function toOrderView(row: OrderRow): OrderView {
  return {
    orderCode: row.orderCode,
    plan: row.plan,
    months: row.months,
    method: row.method,
    listAmount: row.listAmount,
    discountCode: row.discountCode,
    discountAmount: row.discountAmount,
    amount: row.amount,
    status: row.status,
    resultCode: row.resultCode,
    resultMessage: row.resultMessage,
    expiryAfter: row.expiryAfter,
    purchaseRule: row.purchaseRule,
    creditAmount: row.creditAmount,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.grantedAt ? row.grantedAt.toISOString() : null,
  };
}

/**
 * Prices the order on the server (the browser's numbers are never trusted), with the buyer's purchase
 * rule and credit, and stores it pending with them: the grant applies what was quoted.
 */
async function insertPendingOrder(
  db: Database,
  userId: number,
  body: CreateOrderBody,
  now: Date,
): Promise<OrderRow> {
  const quote = await quoteOrder(db, { ...body, userId }, now);
  return insertOrder(db, {
    orderCode: newOrderCode(now),
    userId,
    plan: quote.plan,
    months: quote.months,
    method: body.method,
    listAmount: quote.listAmount,
    discountCode: quote.discountCode,
    discountAmount: quote.discountAmount,
    amount: quote.amount,
    purchaseRule: quote.rule ?? 'new',
    creditAmount: quote.creditAmount ?? 0,
    creditDetail: quote.credits && quote.credits.length > 0 ? quote.credits : null,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
}

/** The route's own methods, and only those this server offers (PAYMENT_METHODS, gateway configured). */
function requireMethod(body: CreateOrderBody, allowed: readonly PaymentMethod[]): void {
  if (!allowed.includes(body.method) || !offeredMethods().includes(body.method)) {
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.methodUnavailable);
  }
}

function unavailable(): AppError {
  return new AppError('BAD_REQUEST', PAYMENT_MESSAGES.methodUnavailable);
}

/**
 * MoMo wallet (captureWallet) or card (VISA, payWithCC): creates the payment at MoMo. `browserBase`
 * (browserOrigin of the request) is where MoMo sends the buyer back; the IPN URL is always the
 * configured public URL.
 */
export async function createMomoOrder(
  db: Database,
  userId: number,
  body: CreateOrderBody,
  now: Date = new Date(),
  browserBase: string = publicBaseUrl(),
): Promise<CreatedOrder> {
  requireMethod(body, ['MOMO', 'VISA']);
  const config = await momoConfig(db);
  if (!config) throw unavailable();
  const order = await insertPendingOrder(db, userId, body, now);
  const failed = async (resultCode: number | null, resultMessage: string) => {
    await settleUnpaidOrder(
      db,
      order.orderCode,
      'failed',
      { resultCode, resultMessage, providerTransId: null },
      now,
    );
  };
  if (order.amount > MOMO_MAX_AMOUNT) {
    await failed(null, PAYMENT_SERVER_MESSAGES.amountOutOfRange);
    throw new AppError('BAD_REQUEST', PAYMENT_SERVER_MESSAGES.amountOutOfRange);
  }

  let answer;
  try {
    answer = await momoCreate(config, {
      requestId: randomUUID(),
      amount: order.amount,
      orderId: order.orderCode,
      orderInfo: orderInfoText(order.plan, order.months),
      redirectUrl: resultPageUrl(order.orderCode, browserBase),
      ipnUrl: `${publicBaseUrl()}/api/order/ipn-momo`,
      requestType: MOMO_REQUEST_TYPE[order.method] ?? 'captureWallet',
      extraData: '',
    });
  } catch (error) {
    await failed(null, PAYMENT_MESSAGES.gatewayUnavailable);
    throw error;
  }
  if (answer.resultCode !== 0 || !answer.payUrl) {
    await failed(answer.resultCode, answer.message ?? PAYMENT_MESSAGES.gatewayRefused);
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.gatewayRefused, {
      extra: { resultCode: answer.resultCode },
    });
  }
  await updateOrder(db, order.id, {
    payUrl: answer.payUrl,
    qrCodeUrl: answer.qrCodeUrl ?? null,
    updatedAt: now,
  });
  const created: CreatedOrder = { orderCode: order.orderCode, amount: order.amount, payUrl: answer.payUrl };
  if (answer.qrCodeUrl) created.qrCodeUrl = answer.qrCodeUrl;
  return created;
}

/** VNPay wants an IPv4 or IPv6 address; IPv4-mapped addresses are written plain. */
function vnpayIp(ip: string): string {
  const plain = ip.replace(/^::ffff:/, '');
  return /^[\d.:a-fA-F]{3,45}$/.test(plain) ? plain : '127.0.0.1';
}

/** VNPay: a signed payment URL; nothing is called until the buyer opens it. */
export async function createVnpayOrder(
  db: Database,
  userId: number,
  body: CreateOrderBody,
  ip: string,
  now: Date = new Date(),
  browserBase: string = publicBaseUrl(),
): Promise<CreatedOrder> {
  requireMethod(body, ['VNPAY']);
  const config = await vnpayConfig(db, browserBase);
  if (!config) throw unavailable();
  const order = await insertPendingOrder(db, userId, body, now);
  const params: VnpParams = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(order.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: order.orderCode,
    vnp_OrderInfo: vnpayText(`${orderInfoText(order.plan, order.months)} ${order.orderCode}`),
    vnp_OrderType: 'other',
    vnp_Locale: 'vn',
    vnp_ReturnUrl: resultPageUrl(order.orderCode, browserBase),
    vnp_IpAddr: vnpayIp(ip),
    vnp_CreateDate: vnpayDate(now),
    vnp_ExpireDate: vnpayDate(new Date(now.getTime() + VNPAY_EXPIRE_MINUTES * 60_000)),
  };
  const payUrl = buildVnpayUrl(config.payUrl, params, config.hashSecret);
  await updateOrder(db, order.id, { payUrl, updatedAt: now });
  return { orderCode: order.orderCode, amount: order.amount, payUrl };
}

/** Bank transfer: the order waits for an administrator (confirmBankOrder); the content is the order code. */
export async function createBankOrder(
  db: Database,
  userId: number,
  body: CreateOrderBody,
  now: Date = new Date(),
): Promise<CreatedOrder> {
  requireMethod(body, ['BANK']);
  const bank = bankConfig();
  if (!bank) throw unavailable();
  const order = await insertPendingOrder(db, userId, body, now);
  return {
    orderCode: order.orderCode,
    amount: order.amount,
    bankTransfer: { ...bank, content: order.orderCode },
  };
}

/**
 * The administrator saw the transfer: grant the BANK order once (same transaction and guard as an
 * IPN), log a payment_events row (provider BANK) and remember who confirmed it. A second
 * confirmation answers outcome 'duplicate' and changes nothing.
 */
export async function confirmBankOrder(
  db: Database,
  orderCode: string,
  adminUserId: number,
  now: Date = new Date(),
): Promise<{ outcome: 'granted' | 'duplicate'; order: OrderView }> {
  const order = await findOrderByCode(db, orderCode);
  if (!order) throw notFound(PAYMENT_MESSAGES.orderUnknown);
  if (order.method !== 'BANK') throw new AppError('BAD_REQUEST', PAYMENT_SERVER_MESSAGES.bankOnly);
  const result = await grantOrder(
    db,
    {
      provider: 'BANK',
      orderCode,
      payload: { confirmedBy: adminUserId, orderCode, amount: order.amount },
      signatureValid: true,
      confirmedBy: adminUserId,
      result: {
        resultCode: 0,
        resultMessage: 'Quản trị viên đã xác nhận chuyển khoản.',
        providerTransId: null,
      },
    },
    now,
  );
  const latest = result.order ?? (await findOrderByCode(db, orderCode)) ?? order;
  return { outcome: result.outcome, order: toOrderView(latest) };
}

export const MY_ORDERS_LIMIT = 50;

export async function listMyOrders(db: Database, userId: number): Promise<OrderView[]> {
  return (await listOrdersOfUser(db, userId, MY_ORDERS_LIMIT)).map(toOrderView);
}

/** The order if the caller owns it or is an administrator; anyone else gets the same 404. */
export async function findOrderForCaller(
  db: Database,
  orderCode: string,
  caller: { id: number; isAdmin: boolean },
): Promise<OrderRow> {
  const order = await findOrderByCode(db, orderCode);
  if (!order || (order.userId !== caller.id && !caller.isAdmin))
    throw notFound(PAYMENT_MESSAGES.orderUnknown);
  return order;
}
