import { api } from '@/application/api';
import type { PaymentMethod } from '@/common/constants/plans';
import type {
  CreatedOrder,
  CreateOrderBody,
  OrderStatusName,
  OrderView,
  Quote,
  QuoteBody,
} from '@/common/contracts/payments';

/** Where each checkout method creates its order (VISA is MoMo's card method). */
const CREATE_PATHS: Record<PaymentMethod, string> = {
  MOMO: '/order/create-momo',
  VISA: '/order/create-momo',
  VNPAY: '/order/create-vnpay',
  BANK: '/order/create-bank',
};

export function createOrderPath(method: PaymentMethod): string {
  return CREATE_PATHS[method];
}

/** Statuses after which an order no longer changes on its own. */
export const FINAL_STATUSES: readonly OrderStatusName[] = ['paid', 'failed', 'cancelled', 'expired'];

export function isFinalStatus(status: OrderStatusName | undefined): boolean {
  return status !== undefined && FINAL_STATUSES.includes(status);
}

/**
 * A quote request. With a method the server caps the discount at the gateway's minimum amount
 * (MoMo 1,000 VND, VNPay 5,000 VND), so a code is quoted for the method that will pay.
 */
export type QuoteRequest = QuoteBody & { method?: PaymentMethod };

/** Body without empty optional fields (the server validates what it is sent). */
function quoteBody({ plan, months, discountCode, method }: QuoteRequest): QuoteRequest {
  return {
    plan,
    months,
    ...(discountCode ? { discountCode } : {}),
    ...(method ? { method } : {}),
  };
}

const paymentsBase = api.enhanceEndpoints({ addTagTypes: ['Order'] });

export const paymentsApi = paymentsBase.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The price of a plan for a duration, without a code (shown as soon as checkout opens), with the
     * buyer's purchase rule. `viewer` (the signed-in user's id) only keys the cache: it is not sent.
     */
    getQuote: build.query<Quote, QuoteBody & { viewer?: number | null }>({
      query: (body) => ({ url: '/order/quote', method: 'POST', data: quoteBody(body), silent: true }),
    }),
    /** 'Áp dụng': the same call with a code; a refused code comes back as a 400 message shown by the field. */
    applyDiscount: build.mutation<Quote, QuoteRequest>({
      query: (body) => ({ url: '/order/quote', method: 'POST', data: quoteBody(body), silent: true }),
    }),
    createOrder: build.mutation<CreatedOrder, CreateOrderBody>({
      // Refusals are shown on the checkout card, so no toast as well.
      query: (body) => ({
        url: createOrderPath(body.method),
        method: 'POST',
        data: quoteBody(body),
        silent: true,
      }),
      invalidatesTags: [{ type: 'Order', id: 'MINE' }],
    }),
    getOrder: build.query<OrderView, string>({
      query: (orderCode) => ({ url: `/order/${encodeURIComponent(orderCode)}`, silent: true }),
      providesTags: (_result, _error, orderCode) => [{ type: 'Order', id: orderCode }],
    }),
    getMyOrders: build.query<OrderView[], undefined>({
      query: () => ({ url: '/order/mine', silent: true }),
      providesTags: [{ type: 'Order', id: 'MINE' }],
    }),
  }),
});

export const {
  useGetQuoteQuery,
  useApplyDiscountMutation,
  useCreateOrderMutation,
  useGetOrderQuery,
  useGetMyOrdersQuery,
} = paymentsApi;
