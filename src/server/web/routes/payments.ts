import type { NextApiHandler } from 'next';
import {
  createBankRoute,
  createMomoRoute,
  createVnpayRoute,
  ipnMomoRoute,
  ipnVnpayRoute,
  myOrdersRoute,
  orderRoute,
  quoteRoute,
} from '../../modules/payments/payments.handlers';
import {
  momoSandboxCompleteRoute,
  momoSandboxCreateRoute,
  momoSandboxQueryRoute,
  vnpaySandboxCompleteRoute,
} from '../../sandbox/sandbox.handlers';

/** The payments API routes by path (merged into API_ROUTES). */
export const PAYMENTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/order/quote': quoteRoute,
  '/api/order/create-momo': createMomoRoute,
  '/api/order/create-vnpay': createVnpayRoute,
  '/api/order/create-bank': createBankRoute,
  '/api/order/ipn-momo': ipnMomoRoute,
  '/api/order/ipn-vnpay': ipnVnpayRoute,
  '/api/order/mine': myOrdersRoute,
  '/api/order/[orderCode]': orderRoute,
  '/api/sandbox/momo/v2/gateway/api/create': momoSandboxCreateRoute,
  '/api/sandbox/momo/v2/gateway/api/query': momoSandboxQueryRoute,
  '/api/sandbox/momo/complete': momoSandboxCompleteRoute,
  '/api/sandbox/vnpay/complete': vnpaySandboxCompleteRoute,
};
