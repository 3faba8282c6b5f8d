import type { NextApiResponse } from 'next';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@/common/constants/plans';
import { createOrderBody, orderCodeSchema, quoteBody } from '@/common/contracts/payments';
import { clientIp } from '../../auth/clientIp';
import { browserOrigin } from '../../config/publicUrl';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { offeredMethods } from './config';
import { limitCodeLookups, quoteOrder } from './discounts';
import { flatParams, handleMomoIpn, handleVnpayIpn } from './ipn.service';
import { momoIpnSchema } from './momo';
import { settleFromMomoQuery } from './momoStatus';
import {
  createBankOrder,
  createMomoOrder,
  createVnpayOrder,
  findOrderForCaller,
  listMyOrders,
  toOrderView,
} from './payments.service';
import { VNPAY_IPN_ANSWERS, type VnpayIpnAnswer } from './vnpay';

/** Payment routes answer plain `{ data }` (never encrypted, never cached); docs/PAYMENTS.md. */

/** The quote may say which method will pay, so the discount keeps the gateway's minimum amount. */
const quoteRequest = quoteBody.extend({ method: z.enum(PAYMENT_METHODS).optional() });

export const quoteRoute = defineRoute({
  POST: method({
    auth: 'optional',
    body: quoteRequest,
    handler: async ({ req, user, body }) => {
      const db = getDb();
      if (body.discountCode) await limitCodeLookups(db, { ip: clientIp(req), userId: user?.id ?? null });
      const quote = await quoteOrder(db, { ...body, ...(user ? { userId: user.id } : {}) });
      return { ...quote, methods: offeredMethods() };
    },
  }),
});

/** Each create route defaults the method to its own, so `{ plan, months }` is enough. */
function orderBodyFor(defaultMethod: (typeof PAYMENT_METHODS)[number]) {
  return createOrderBody.extend({ method: z.enum(PAYMENT_METHODS).default(defaultMethod) });
}

export const createMomoRoute = defineRoute({
  POST: method({
    auth: 'required',
    body: orderBodyFor('MOMO'),
    handler: ({ req, user, body }) => createMomoOrder(getDb(), user.id, body, new Date(), browserOrigin(req)),
  }),
});

export const createVnpayRoute = defineRoute({
  POST: method({
    auth: 'required',
    body: orderBodyFor('VNPAY'),
    handler: ({ req, user, body }) =>
      createVnpayOrder(getDb(), user.id, body, clientIp(req), new Date(), browserOrigin(req)),
  }),
});

export const createBankRoute = defineRoute({
  POST: method({
    auth: 'required',
    body: orderBodyFor('BANK'),
    handler: ({ user, body }) => createBankOrder(getDb(), user.id, body),
  }),
});

/** MoMo posts JSON; a body that arrived as text (another content type) is parsed here. */
const momoIpnBody = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, momoIpnSchema);

/** 204 for every well-formed IPN, granted or refused (MoMo retries otherwise); 400 for anything else. */
export const ipnMomoRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: momoIpnBody,
    status: 204,
    handler: async ({ body, log }) => {
      await handleMomoIpn(getDb(), body, log);
    },
  }),
});

function sendVnpayAnswer(res: NextApiResponse, answer: VnpayIpnAnswer): void {
  const text = JSON.stringify(answer);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** VNPay's IPN: always status 200 with `{ RspCode, Message }` (99 when we could not process it). */
export const ipnVnpayRoute = defineRoute({
  GET: method({
    auth: 'none',
    handler: async ({ req, res, log }) => {
      let answer: VnpayIpnAnswer;
      try {
        answer = await handleVnpayIpn(getDb(), flatParams(req.query), log);
      } catch (error) {
        // VNPay retries on 99; the details stay in our log.
        log.error({ err: error }, 'VNPay IPN failed');
        answer = VNPAY_IPN_ANSWERS.unknownError;
      }
      sendVnpayAnswer(res, answer);
    },
  }),
});

export const myOrdersRoute = defineRoute({
  GET: method({
    auth: 'required',
    handler: ({ user }) => listMyOrders(getDb(), user.id),
  }),
});

const orderQuery = z.object({ orderCode: orderCodeSchema });

export const orderRoute = defineRoute({
  GET: method({
    auth: 'required',
    query: orderQuery,
    handler: async ({ user, query, log }) => {
      const db = getDb();
      const order = await findOrderForCaller(db, query.orderCode, user);
      return toOrderView(await settleFromMomoQuery(db, order, log));
    },
  }),
});
