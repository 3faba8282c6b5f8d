import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { CreatedOrder, Quote } from '@/common/contracts/payments';
import { PAYMENT_MESSAGES } from '@/common/contracts/paymentMessages';
import type { PaymentMethod, Plan } from '@/common/constants/plans';
import { PLAN_PRICES, type PlanDuration } from '@/common/constants/pricing';
import { selectUser } from '@/features/account/accountSlice';
import { goToExternal, isDesktopWindow } from '../navigation';
import { useApplyDiscountMutation, useCreateOrderMutation, useGetQuoteQuery } from '../paymentsApi';
import {
  checkoutUrl,
  errorMessage,
  errorStatus,
  loginUrl,
  offeredCheckoutMethods,
  parseDiscountCode,
  type CheckoutParams,
} from '../pricingView';
import type { PriceLines } from './PriceSummary';

/**
 * How long the QR code of a MoMo order is offered on our page before it asks for a new one (our
 * choice, as VNPay's 15-minute expiry; the server does not expire pending orders by a timer).
 */
export const MOMO_QR_LIFETIME_MS = 15 * 60 * 1000;

export interface Created {
  order: CreatedOrder;
  method: PaymentMethod;
  expiresAt: number;
}

/** A discount quoted for one plan, duration and method (the method may cap the discount). */
interface Discount {
  quote: Quote;
  method: PaymentMethod;
}

/** The discount quote only counts for the choice it was made for. */
function quoteFor(
  discount: Discount | null,
  plan: Plan,
  months: number,
  method: PaymentMethod,
): Quote | null {
  if (!discount) return null;
  const { quote } = discount;
  return quote.plan === plan && quote.months === months && discount.method === method ? quote : null;
}

/**
 * The checkout's state and actions: the chosen plan, duration and method, the discount code and its
 * quote, the order being paid. The screen's cards only draw it.
 */
export function useCheckoutForm(initial: CheckoutParams) {
  const router = useRouter();
  const user = useAppSelector(selectUser);
  const [plan, setPlan] = useState<Plan>(initial.plan);
  const [months, setMonths] = useState<PlanDuration>(initial.months);
  const [method, setMethod] = useState<PaymentMethod>(initial.method ?? 'MOMO');
  const [codeInput, setCodeInput] = useState(initial.discountCode ?? '');
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  // Quoted for this buyer (the purchase rule depends on their plans): asked again when the user changes.
  const baseQuote = useGetQuoteQuery(
    { plan, months, viewer: user?.id ?? null },
    { refetchOnMountOrArgChange: true },
  );
  const [applyDiscount, applyState] = useApplyDiscountMutation();
  const [createOrder, createState] = useCreateOrderMutation();
  const applied = quoteFor(discount, plan, months, method);
  const offered = baseQuote.data?.methods;
  const methods = useMemo(() => offeredCheckoutMethods(offered), [offered]);
  const firstOffered = methods[0];

  // A method the server does not offer (PAYMENT_METHODS) gives way to the first one it does.
  useEffect(() => {
    if (firstOffered && !methods.includes(method)) setMethod(firstOffered);
  }, [firstOffered, methods, method]);

  async function apply(
    code: string,
    forPlan: Plan,
    forMonths: PlanDuration,
    forMethod: PaymentMethod,
  ): Promise<void> {
    setCodeError(null);
    if (!code.trim()) {
      setDiscount(null);
      return;
    }
    const discountCode = parseDiscountCode(code);
    if (!discountCode) {
      setDiscount(null);
      setCodeError(PAYMENT_MESSAGES.discountUnknown);
      return;
    }
    try {
      const quote = await applyDiscount({
        plan: forPlan,
        months: forMonths,
        discountCode,
        method: forMethod,
      }).unwrap();
      setDiscount({ quote, method: forMethod });
    } catch (error) {
      setDiscount(null);
      setCodeError(errorMessage(error, PAYMENT_MESSAGES.discountUnknown));
    }
  }

  // A code carried in the address (back from the login page) is applied again.
  useEffect(() => {
    if (initial.discountCode) void apply(initial.discountCode, initial.plan, initial.months, method);
    // Once, for the code the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(nextPlan: Plan, nextMonths: PlanDuration): void {
    setPlan(nextPlan);
    setMonths(nextMonths);
    setPayError(null);
    void router.replace(checkoutUrl({ plan: nextPlan, months: nextMonths, method }), undefined, {
      shallow: true,
      scroll: false,
    });
    // The code applied to the previous choice is checked again for the new one.
    if (discount?.quote.discountCode) void apply(discount.quote.discountCode, nextPlan, nextMonths, method);
  }

  const lines: PriceLines = applied ?? {
    listAmount: baseQuote.data?.listAmount ?? PLAN_PRICES[plan][months],
    discountAmount: baseQuote.data?.discountAmount ?? 0,
    discountCode: null,
    creditAmount: baseQuote.data?.creditAmount ?? 0,
    amount: baseQuote.data?.amount ?? PLAN_PRICES[plan][months],
  };
  /** The quote the buyer pays: with the applied code, else the plain one. */
  const quote: Quote | undefined = applied ?? baseQuote.data;
  /** A purchase the server refuses (a lower plan than the active one, a credit over the price). */
  const refusal =
    !applied && baseQuote.isError && errorStatus(baseQuote.error) === 400
      ? errorMessage(baseQuote.error)
      : null;

  async function pay(): Promise<void> {
    const discountCode = applied?.discountCode ?? undefined;
    const back = checkoutUrl({ plan, months, method, discountCode });
    if (!user) {
      void router.push(loginUrl(back));
      return;
    }
    setPayError(null);
    try {
      const order = await createOrder({ plan, months, method, discountCode }).unwrap();
      const expiresAt = Date.now() + MOMO_QR_LIFETIME_MS;
      if (method === 'BANK') {
        if (order.bankTransfer) setCreated({ order, method, expiresAt });
        else setPayError(PAYMENT_MESSAGES.gatewayUnavailable);
        return;
      }
      if (method === 'MOMO' && isDesktopWindow()) {
        setCreated({ order, method, expiresAt });
        return;
      }
      // Spec: the QR code URL if given (MoMo on a phone opens the app), otherwise the pay URL.
      const target = method === 'MOMO' ? (order.qrCodeUrl ?? order.payUrl) : order.payUrl;
      if (target) goToExternal(target);
      else setPayError(PAYMENT_MESSAGES.gatewayUnavailable);
    } catch (error) {
      if (errorStatus(error) === 401) {
        void router.push(loginUrl(back));
        return;
      }
      setPayError(errorMessage(error));
    }
  }

  return {
    user,
    plan,
    months,
    method,
    methods,
    codeInput,
    codeError,
    payError,
    created,
    applied,
    lines,
    quote,
    refusal,
    baseQuote,
    applying: applyState.isLoading,
    paying: createState.isLoading,
    apply,
    choose,
    pay,
    changeCode: (value: string) => {
      setCodeInput(value);
      if (codeError) setCodeError(null);
      if (!value) setDiscount(null);
    },
    changeMethod: (next: PaymentMethod) => {
      setMethod(next);
      setPayError(null);
      if (discount?.quote.discountCode) void apply(discount.quote.discountCode, plan, months, next);
    },
    backToMethods: () => {
      setCreated(null);
    },
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
