import type { AccountUser } from '@/common/contracts/account';
import type { CreatedOrder, OrderView, Quote } from '@/common/contracts/payments';
import { initialAccountState } from '@/features/account/accountSlice';
import { USER } from '../../account/__tests__/fixtures';

export { USER };

export function signedIn(user: AccountUser = USER) {
  return { account: { ...initialAccountState, user, isLogin: true, isCheckExpireDone: true } };
}

export function signedOut() {
  return { account: { ...initialAccountState, isCheckExpireDone: true } };
}

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    plan: 'PRO',
    months: 1,
    listAmount: 399_000,
    discountCode: null,
    discountAmount: 0,
    amount: 399_000,
    ...overrides,
  };
}

export const MOMO_ORDER: CreatedOrder = {
  orderCode: 'VNF20250101ABC123',
  amount: 399_000,
  qrCodeUrl: 'momo://sandbox/pay?token=abc',
  payUrl: 'http://localhost/sandbox/momo?token=abc',
};

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderCode: MOMO_ORDER.orderCode,
    plan: 'PRO',
    months: 1,
    method: 'MOMO',
    listAmount: 399_000,
    discountCode: null,
    discountAmount: 0,
    amount: 399_000,
    status: 'pending',
    resultCode: null,
    resultMessage: null,
    expiryAfter: null,
    purchaseRule: 'new',
    creditAmount: 0,
    createdAt: '2025-01-01T03:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

/** A mutable stand-in for next/router (jest.mock factories may only reference `mock*` names). */
export function makeRouter(query: Record<string, string> = {}) {
  return {
    pathname: '/',
    asPath: '/',
    query,
    isReady: true,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    prefetch: jest.fn(() => Promise.resolve()),
    events: { on: jest.fn(), off: jest.fn() },
  };
}
